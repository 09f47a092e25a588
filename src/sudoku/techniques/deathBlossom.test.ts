/**
 * Death Blossom on positions given by pencil marks (every cell not listed is placed), and on random positions of
 * real puzzles against a slow reading of the rule, target by target.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Board } from '../board.ts';
import { generate } from '../generator.ts';
import { CELLS, digitsOf, PEERS, UNITS } from '../grid.ts';
import { almostLockedSets } from './als.ts';
import { alsXyWing, alsXz } from './alsChains.ts';
import { deathBlossom, unitStemBlossom } from './deathBlossom.ts';
import { stepRating } from './rating.ts';
import { pencilMarks, stepWords } from './testing/pencil.ts';
import { type Puzzle, positionArb } from './testing/positions.ts';

// Stem e5 (1 2 3); petals e1 (1 4) for 1, a5, a3 (2 4 5) for 2, e2, d1 (3 4 6) for 3: each holds 4, and a1 sees
// every 4 of the three.
const BLOSSOM = { e5: '123', e1: '14', a5: '25', a3: '45', e2: '36', d1: '46', a1: '49' };

describe('Death Blossom', () => {
  const cases = [
    {
      name: 'stem e5 (1 2 3) with a petal for each digit, all holding 4: a1 sees every 4 of them and loses it',
      marks: BLOSSOM,
      cells: ['e5', 'e1', 'a3', 'a5', 'd1', 'e2'],
      digits: [1, 2, 3, 4],
      units: ['row 1', 'column 1', 'box 2'],
      eliminations: ['4 a1'],
      explanation:
        'Death Blossom: every candidate of the stem e5 sees all its places in an almost locked set. Whatever the stem holds, that set loses the digit and is locked: if 1, e1 (1 4) loses its 1s and holds 4; if 2, a3, a5 (2 4 5) loses its 2s and holds 4; if 3, d1, e2 (3 4 6) loses its 3s and holds 4. Either way 4 is in one of them: remove 4 from a1.',
      // As SE's cell forcing chain from the stem through six cells to a1 (seven facts): 8.0 and SE's bonus.
      rating: 8.1,
    },
    {
      // Row 1's 1s: a1 and e1. If a1, a5 (1 4) is 4; if e1, e3 (1 4) is 4; a3 sees both.
      name: "a digit's places in a unit as the stem: 1 is in a1 or e1, each sees the 1 of a petal holding 4",
      marks: { a1: '12', e1: '13', a5: '14', e3: '14', a3: '47' },
      cells: ['a1', 'e1', 'a5', 'e3'],
      digits: [1, 4],
      units: ['row 1', 'column 1', 'row 3'],
      eliminations: ['4 a3'],
      explanation:
        'Death Blossom: 1 is in one of a1, e1 (its places in row 1), and each of them sees all the 1s of an almost locked set. Wherever 1 goes, that set loses its 1s and is locked: if a1, a5 (1 4) loses its 1s and holds 4; if e1, e3 (1 4) loses its 1s and holds 4. Either way 4 is in one of them: remove 4 from a3.',
      // As SE's region forcing chain through four cells to a3.
      rating: 8.0,
    },
  ];
  it.each(cases)('$name', ({ name: _, marks, rating, ...words }) => {
    const position = pencilMarks(marks);
    const step = deathBlossom(position);
    expect(stepWords(step)).toEqual({ technique: 'Death Blossom', placements: [], ...words });
    expect(stepRating(step as NonNullable<typeof step>)).toBe(rating);
    // The two-set patterns do not see it.
    const [target] = step?.eliminations ?? [];
    for (const find of [alsXz, alsXyWing])
      expect(find(position)?.eliminations ?? []).not.toContainEqual(target);
  });

  it("a unit stem needs each place of the digit: without e1's 1, nothing", () => {
    expect(deathBlossom(pencilMarks({ a1: '12', e1: '3', a5: '14', e3: '14', a3: '47' }))).toBeNull();
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
 * Every candidate "z cell" some Death Blossom removes, the slow way: a stem is a cell's candidates or a digit's
 * places in a unit (one of them is true). For a stem, a digit z and a cell t holding z, each branch (c, d) of the
 * stem with d = z needs t to see c, and each other branch needs a set holding d and z whose every d sees c and
 * whose every z sees t (at least one branch is not z). What cell stems remove, and what unit stems remove.
 */
function slowBlossoms(board: Board): { cells: Set<string>; units: Set<string> } {
  const sets = almostLockedSets(board);
  const holds = (cell: number, digit: number) => (board.cands[cell] & (1 << (digit - 1))) !== 0;
  const stems: { branches: { cell: number; digit: number }[]; found: Set<string> }[] = [];
  const cells = new Set<string>();
  const units = new Set<string>();
  for (let cell = 0; cell < CELLS; cell++)
    if (digitsOf(board.cands[cell]).length >= 2)
      stems.push({ branches: digitsOf(board.cands[cell]).map((digit) => ({ cell, digit })), found: cells });
  for (const unit of UNITS)
    for (let digit = 1; digit <= 9; digit++) {
      const places = unit.filter((cell) => holds(cell, digit));
      if (places.length >= 2) stems.push({ branches: places.map((cell) => ({ cell, digit })), found: units });
    }
  for (const { branches: stem, found } of stems)
    for (let z = 1; z <= 9; z++) {
      if (stem.every(({ digit }) => digit === z)) continue;
      for (let t = 0; t < CELLS; t++) {
        if (!holds(t, z)) continue;
        const branchHolds = ({ cell, digit }: { cell: number; digit: number }) =>
          digit === z
            ? sees(cell, t)
            : sets.some(
                (als) =>
                  als.cells.some((c) => holds(c, digit)) &&
                  als.cells.some((c) => holds(c, z)) &&
                  als.cells.every((c) => !holds(c, digit) || sees(c, cell)) &&
                  als.cells.every((c) => !holds(c, z) || sees(c, t)),
              );
        if (stem.every(branchHolds)) found.add(`${z} ${t}`);
      }
    }
  return { cells, units };
}

describe('Death Blossom on random positions', () => {
  const puzzles: Puzzle[] = Array.from({ length: 4 }, (_, n) => generate('extreme', `blossom ${n}`));

  it('finds a blossom where the slow reading finds one, and removes only what it removes (never the solution)', () => {
    // Cell stems come first, so the unit stems are asked on their own too (from every position, the finder
    // returns a cell stem wherever one exists).
    const fired = { all: 0, units: 0 };
    fc.assert(
      fc.property(positionArb(puzzles), ({ board, solution }) => {
        const slow = slowBlossoms(board);
        const all = new Set([...slow.cells, ...slow.units]);
        for (const [step, found, kind] of [
          [deathBlossom(board), all, 'all'],
          [unitStemBlossom(board), slow.units, 'units'],
        ] as const) {
          for (const { cell, digit } of step?.eliminations ?? []) expect(solution[cell]).not.toBe(digit);
          expect(step === null).toBe(found.size === 0);
          if (!step) continue;
          fired[kind]++;
          for (const { cell, digit } of step.eliminations) expect(found).toContain(`${digit} ${cell}`);
        }
      }),
      { numRuns: 150, seed: 16 },
    );
    expect(fired.all).toBeGreaterThan(10);
    expect(fired.units).toBeGreaterThan(10);
  }, 600_000);
});
