/**
 * Alternating inference chains on positions written here as pencil marks (testing/pencil.ts): a chain that mixes
 * two-candidate cells and units with two places, told from its first end to its last; and none where a link is
 * missing.
 */
import { describe, expect, it } from 'vitest';
import { chainOfKind } from './aic.ts';
import { digitAt, pencilMarks, stepWords } from './testing/pencil.ts';

const aic = chainOfKind('chain');

// a1 holds 1 or 2, a5 2 or 3; 2 has two places in column a (a1, a5), 3 two in column e (e1, e5) and in row 5.
const MIXED = { a1: '12', a5: '23', e5: '34', e1: '135', i1: '16', i5: '46' };

describe('Alternating Inference Chain', () => {
  it('a1 not 1 -> a1 2 -> a5 not 2 -> a5 3 -> e5 not 3 -> e1 3: a1 is 1 or e1 is 3, so e1 loses 1', () => {
    const step = aic(pencilMarks(MIXED));
    expect(stepWords(step)).toMatchObject({
      technique: 'Alternating Inference Chain',
      cells: ['a1', 'a5', 'e5', 'e1'],
      digits: [1, 2, 3],
      placements: [],
      eliminations: ['1 e1'],
    });
    expect(step?.explanation).toBe(
      'If a1 is not 1, then a1 is 2 (its last candidate), then a5 is not 2, then a5 is 3 (its last candidate), ' +
        'then e5 is not 3, then e1 is 3 (the last place for 3 in column 5). So a1 is 1 or e1 is 3: remove 1 from e1.',
    );
    expect(step?.proof?.branches[0].facts.map((f) => f.on)).toEqual([false, true, false, true, false, true]);
    // SE's forcing chain from the removed 1 at e1 back to it: eight candidates, so 7.0 + 0.1.
    expect(step?.rating).toBe(7.1);
  });

  it('takes the longer way round by i5 and i1 when 3 has a third place in column e (e9): a loop, and none without i5', () => {
    const longer = chainOfKind('loop')(pencilMarks({ ...MIXED, e9: '37' }));
    // i1 is 1 at the end sees the start, a1 is 1: the chain closes a continuous loop.
    expect(aic(pencilMarks({ ...MIXED, e9: '37' }))).toBeNull();
    expect(stepWords(longer)).toMatchObject({
      technique: 'Nice Loop',
      cells: ['a1', 'a5', 'e5', 'i5', 'i1'],
      eliminations: ['1 e1'],
    });
    expect(longer?.proof?.kind).toBe('continuous');
    // SE's bidirectional cycle over cells and units together (7.0), 10 candidates round: +0.2.
    expect(longer?.rating).toBe(7.2);
    // i5 with a third candidate breaks that way too.
    expect(aic(pencilMarks({ ...MIXED, e9: '37', i5: '468' }))).toBeNull();
    expect(chainOfKind('loop')(pencilMarks({ ...MIXED, e9: '37', i5: '468' }))).toBeNull();
  });
});

describe('richer chains: continuous loops, grouped nodes, almost locked sets', () => {
  const LOOP = { a1: '12', a5: '23', e5: '34', e1: '14', a9: '278', i5: '378', e9: '469', i1: '156' };

  it('locks the other digits of an ALS a continuous loop goes through', () => {
    // With ALS nodes the loop of the test below is shorter: a1, a5 (1 2 3) entered on 1 and left on 3, e5, e1 (1 3 4)
    // entered on 3 and left on 1. Each ALS then lacks exactly one of those two, so holds its third digit.
    const board = pencilMarks(LOOP);
    const step = chainOfKind('loop', 'als')(board);
    expect(stepWords(step)).toMatchObject({ technique: 'AIC with ALS', digits: [1, 3] });
    expect(stepWords(step)?.eliminations.sort()).toEqual(['1 i1', '2 a9', '3 i5', '4 e9']);
    expect(step?.proof?.kind).toBe('continuous');
  });

  it('closes a loop of two-candidate cells: every weak link removes what both its ends see', () => {
    const board = pencilMarks({
      a1: '12',
      a5: '23',
      e5: '34',
      e1: '14',
      a9: '278',
      i5: '378',
      e9: '469',
      i1: '156',
    });
    expect(aic(board)).toBeNull();
    const step = chainOfKind('loop')(board);
    expect(stepWords(step)).toMatchObject({
      technique: 'Nice Loop',
      cells: ['a1', 'a5', 'e5', 'e1'],
      eliminations: ['1 i1', '3 i5', '2 a9', '4 e9'],
    });
    expect(step?.proof?.kind).toBe('continuous');
    const facts = step?.proof?.branches[0].facts ?? [];
    expect(facts.at(-1)).toMatchObject({ cell: facts[0].cell, digit: facts[0].digit, on: false });
    expect(step?.explanation).toMatch(
      /then a1 is not 1\. The chain closes on its start, a continuous loop: .*remove 1 from i1; 3 from i5; 2 from a9; 4 from e9\.$/,
    );
  });

  // 5 in row 1 at a1, g1, h1; in box 3 at g1, h1 (row 1) and i2, i3 (column 9); in column 9 at i2, i3, i8. No two
  // single cells are the only places of a unit, so only grouped nodes link them.
  const GROUPED = digitAt(5, 'a1 g1 h1 i2 i3 i8 a8 a5 e8');

  it('takes a digit in one box and line as one node: a1 not 5 -> 5 in g1/h1 -> not in i2/i3 -> i8 is 5', () => {
    expect(aic(GROUPED)).toBeNull();
    expect(chainOfKind('loop')(GROUPED)).toBeNull();
    const step = chainOfKind('chain', 'grouped')(GROUPED);
    expect(stepWords(step)).toMatchObject({
      technique: 'Grouped AIC',
      cells: ['a1', 'g1', 'h1', 'i2', 'i3', 'i8'],
      eliminations: ['5 a8'],
    });
    expect(step?.explanation).toBe(
      'If a1 is not 5, then one of g1, h1 is 5 (the last places for 5 in row 1), then none of i2, i3 is 5, ' +
        'then i8 is 5 (the last place for 5 in column 9). So a1 is 5 or i8 is 5: remove 5 from a8.',
    );
    expect(step?.proof?.branches[0].facts[1].cells).toEqual([6, 7]);
  });

  // b1 1 2, c1 1 2 3, e1 1 3 in row 1 (c1 and e1: an ALS of 1 2 3 in two cells); 1 also in h1 and a2, so 1 has three
  // places or more in every unit and no grouped node helps.
  const WITH_ALS = pencilMarks({ e1: '13', b1: '12', c1: '123', h1: '15', a2: '167' });

  it('enters an almost locked set on one digit and leaves it on another', () => {
    expect(chainOfKind('chain', 'grouped')(WITH_ALS)).toBeNull();
    expect(chainOfKind('loop', 'grouped')(WITH_ALS)).toBeNull();
    const step = chainOfKind('loop', 'als')(WITH_ALS);
    expect(stepWords(step)).toMatchObject({ technique: 'AIC with ALS', eliminations: ['1 h1'] });
    expect(step?.explanation).toContain(
      'then c1 is not 2, then one of c1, e1 is 1 (without 2, c1, e1 can only hold 1, 3: an almost locked set)',
    );
    expect(step?.proof?.branches[0].facts[3].why).toEqual({
      kind: 'almostLocked',
      cells: [2, 4],
      lost: 2,
      digits: [1, 3],
    });
    expect(step?.rating).toBe(8); // SE's forcing chains over a group or an ALS, 4 nodes: no length bonus
  });
});
