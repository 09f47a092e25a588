/** SE's Nishio chains on the rating's path (nishio.ts): one digit followed alone from a supposition to a clash. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator.ts';
import { nishio } from './nishio.ts';
import { lengthBonus } from './rating.ts';
import { digitPictureArb, placementCells } from './testing/digitPictures.ts';
import { digitAt, stepWords } from './testing/pencil.ts';
import { type Puzzle, positionArb } from './testing/positions.ts';

describe('Nishio', () => {
  // One 5 in each row, column and box (c1 f2 i3 b4 e5 h6 a7 d8 g9), and a false 5 at a1.
  const FIVES = 'c1 f2 i3 b4 e5 h6 a7 d8 g9';

  it('5 at a1 rules out c1, the only 5 of column c: a1 loses 5, rated 7.5 (two facts, no bonus)', () => {
    const step = nishio(digitAt(5, `${FIVES} a1`));
    expect(stepWords(step)?.eliminations).toEqual(['5 a1']);
    expect(step?.rating).toBe(7.5);
  });

  it('is none where following one digit never clashes', () => {
    expect(nishio(digitAt(5, FIVES))).toBeNull();
  });

  it('never removes a solution digit, and rates 7.5 plus a length bonus, on 1,500 random positions', () => {
    const puzzles: Puzzle[] = Array.from({ length: 6 }, (_, n) => generate('extreme', `nishio ${n}`));
    let fired = 0;
    fc.assert(
      fc.property(positionArb(puzzles), ({ board, solution }) => {
        const step = nishio(board);
        if (!step) return;
        fired++;
        for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
        expect(step.rating).toBeGreaterThanOrEqual(7.5);
        expect(step.rating).toBeLessThanOrEqual(7.5 + lengthBonus(81));
      }),
      { numRuns: 1500, seed: 16 },
    );
    expect(fired).toBeGreaterThan(100);
  }, 600_000);

  it('removes only what no placement of the digit uses, on 2,000 random pictures of one digit, longer clashes too', () => {
    const solutions = Array.from({ length: 4 }, (_, n) => generate('hard', `nishio digit ${n}`).solution);
    let fired = 0;
    let longer = 0;
    fc.assert(
      fc.property(digitPictureArb(solutions, { min: 10, max: 60 }), ({ board, digit }) => {
        const step = nishio(board);
        if (!step) return;
        fired++;
        expect(placementCells(board, digit).has(step.eliminations[0].cell)).toBe(false);
        // Past seven facts the length bonus starts.
        if ((step.rating as number) > 7.5) longer++;
      }),
      { numRuns: 2000, seed: 16 },
    );
    expect(fired).toBeGreaterThan(500);
    expect(longer).toBeGreaterThan(20);
  }, 600_000);
});
