/**
 * Alternating inference chains on positions written here as pencil marks (testing/pencil.ts): a chain that mixes
 * two-candidate cells and units with two places, told from its first end to its last; and none where a link is
 * missing.
 */
import { describe, expect, it } from 'vitest';
import { chainOfKind } from './aic.ts';
import { pencilMarks, stepWords } from './testing/pencil.ts';

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

  it('takes the longer way round by i5 and i1 when 3 has a third place in column e (e9), and none without it', () => {
    const longer = aic(pencilMarks({ ...MIXED, e9: '37' }));
    expect(stepWords(longer)).toMatchObject({
      cells: ['a1', 'a5', 'e5', 'i5', 'i1'],
      eliminations: ['1 e1'],
    });
    // SE finds it in its search over cells and units together (7.0), 12 candidates long with e1's 1: +0.3.
    expect(longer?.rating).toBe(7.3);
    // i5 with a third candidate breaks that way too.
    expect(aic(pencilMarks({ ...MIXED, e9: '37', i5: '468' }))).toBeNull();
  });
});
