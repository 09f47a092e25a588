/**
 * Death Blossom on positions given by pencil marks (every cell not listed is placed), and on random positions of
 * real puzzles against a slow reading of the rule, target by target.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board } from '../board.ts';
import { generate } from '../generator.ts';
import { CELLS, digitsOf, PEERS } from '../grid.ts';
import { almostLockedSets } from './als.ts';
import { alsXyWing, alsXz } from './alsChains.ts';
import { deathBlossom } from './deathBlossom.ts';
import { stepRating } from './rating.ts';
import { pencilMarks, stepWords } from './testing/pencil.ts';
import { type Puzzle, positionArb } from './testing/positions.ts';

// Stem e5 (1 2 3); petals e1 (1 4) for 1, a5, a3 (2 4 5) for 2, e2, d1 (3 4 6) for 3: each holds 4, and a1 sees
// every 4 of the three.
const BLOSSOM = { e5: '123', e1: '14', a5: '25', a3: '45', e2: '36', d1: '46', a1: '49' };

describe('Death Blossom', () => {
  it('stem e5 (1 2 3) with a petal for each digit, all holding 4: a1 sees every 4 of them and loses it', () => {
    const position = pencilMarks(BLOSSOM);
    const step = deathBlossom(position);
    expect(stepWords(step)).toEqual({
      technique: 'Death Blossom',
      cells: ['e5', 'e1', 'a3', 'a5', 'd1', 'e2'],
      digits: [1, 2, 3, 4],
      units: ['row 1', 'column 1', 'box 2'],
      placements: [],
      eliminations: ['4 a1'],
      explanation:
        'Death Blossom: every candidate of the stem e5 sees all its places in an almost locked set. Whatever the stem holds, that set loses the digit and is locked: if 1, e1 (1 4) loses its 1s and holds 4; if 2, a3, a5 (2 4 5) loses its 2s and holds 4; if 3, d1, e2 (3 4 6) loses its 3s and holds 4. Either way 4 is in one of them: remove 4 from a1.',
    });
    // As SE's cell forcing chain from the stem through six cells to a1 (seven facts): 8.0 and
    // SE's bonus for that length.
    expect(stepRating(step as NonNullable<typeof step>)).toBe(8.1);
    // The two-set patterns do not see it: no pair or pivot of these sets removes 4 from a1.
    for (const find of [alsXz, alsXyWing])
      expect(find(position)?.eliminations ?? []).not.toContainEqual({ cell: 0, digit: 4 });
  });

  it('a stem that can be z itself: e9 sees the stem e5 (1 2 4) and the 4s of the petals for 1 and 2', () => {
    // Found from stem b5 (2 7) as well, whose petal for 2 is e1, e2, e5: either way e9 loses 4.
    const step = deathBlossom(pencilMarks({ e5: '124', e1: '16', e2: '46', b5: '27', b9: '47', e9: '48' }));
    expect(stepWords(step)?.eliminations).toEqual(['4 e9']);
  });

  it('is none when one petal has a 4 that the target does not see', () => {
    // d1's 4 moved to d2: a1 no longer sees every 4 of the petal for 3.
    const { d1: _, ...rest } = BLOSSOM;
    expect(deathBlossom(pencilMarks({ ...rest, d2: '46' }))).toBeNull();
  });

  it('is none when a stem digit has no petal whose every place of it sees the stem', () => {
    // e2's 3 moved to f2 (not a peer of e5): the petal for 3 is gone.
    const { e2: _, ...rest } = BLOSSOM;
    expect(deathBlossom(pencilMarks({ ...rest, f2: '36' }))).toBeNull();
  });
});

const sees = (a: number, b: number): boolean => PEERS[a].includes(b);

/**
 * Every candidate "z cell" some Death Blossom removes, the slow way: for a stem, a digit z and a cell t holding z
 * (seeing the stem if the stem can be z), each other stem digit d needs a set holding d and z whose every d sees
 * the stem and whose every z sees t.
 */
function slowBlossoms(board: Board): Set<string> {
  const sets = almostLockedSets(board);
  const holds = (cell: number, digit: number) => (board.cands[cell] & (1 << (digit - 1))) !== 0;
  const found = new Set<string>();
  for (let stem = 0; stem < CELLS; stem++) {
    const stemDigits = digitsOf(board.cands[stem]);
    if (stemDigits.length < 2) continue;
    for (let z = 1; z <= 9; z++)
      for (let t = 0; t < CELLS; t++) {
        if (t === stem || !holds(t, z) || (holds(stem, z) && !sees(stem, t))) continue;
        const petalFor = (d: number) =>
          sets.some(
            (als) =>
              als.cells.some((c) => holds(c, d)) &&
              als.cells.some((c) => holds(c, z)) &&
              als.cells.every((c) => !holds(c, d) || sees(c, stem)) &&
              als.cells.every((c) => !holds(c, z) || sees(c, t)),
          );
        if (stemDigits.every((d) => d === z || petalFor(d))) found.add(`${z} ${t}`);
      }
  }
  return found;
}

describe('Death Blossom on random positions', () => {
  const puzzles: Puzzle[] = Array.from({ length: 4 }, (_, n) => generate('extreme', `blossom ${n}`));

  it('finds a blossom where the slow reading finds one, and removes only what it removes', () => {
    let fired = 0;
    fc.assert(
      fc.property(positionArb(puzzles), ({ board }) => {
        const step = deathBlossom(board);
        const slow = slowBlossoms(board);
        expect(step === null).toBe(slow.size === 0);
        if (!step) return;
        fired++;
        for (const { cell, digit } of step.eliminations) expect(slow).toContain(`${digit} ${cell}`);
      }),
      { numRuns: 150, seed: 16 },
    );
    expect(fired).toBeGreaterThan(10);
  }, 600_000);
});
