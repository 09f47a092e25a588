/**
 * Subset rules the published examples do not reach: a subset that removes nothing is passed over for a later one of
 * the same unit that does. Positions are placed digits plus pencil marks written per cell; cells are named column
 * a-i, row 1-9 from the top (a1 is cell 0).
 */
import { describe, expect, it } from 'vitest';
import { type Board, boardFromDigits } from '../board.ts';
import { hiddenSubset, nakedSubset } from './subsets.ts';

/** Row 1 holds 6-9 in f1-i1 and leaves 1-5 to a1-e1, whose pencil marks are `marks` (cell -> digits). */
function rowOne(marks: Record<number, readonly number[]>): Board {
  const board = boardFromDigits(
    Uint8Array.from('.....6789'.padEnd(81, '.'), (ch) => (ch === '.' ? 0 : Number(ch))),
  );
  for (const [cell, digits] of Object.entries(marks))
    board.cands[Number(cell)] = digits.reduce((mask, digit) => mask | (1 << (digit - 1)), 0);
  return board;
}

describe('subsets', () => {
  it('a naked pair that removes nothing (1 2 in a1 b1) is passed over for the next one of the row (3 4 in c1 d1)', () => {
    const position = rowOne({ 0: [1, 2], 1: [1, 2], 2: [3, 4], 3: [3, 4], 4: [3, 4, 5] });
    const step = nakedSubset(2)(position);
    expect(step?.cells).toEqual([2, 3]);
    expect(step?.eliminations).toEqual([
      { cell: 4, digit: 3 },
      { cell: 4, digit: 4 },
    ]);
  });

  it('a hidden pair that removes nothing (1 2 in a1 b1) is passed over for the next (3 4 in c1 d1: c1 loses 5)', () => {
    // 5 also has two places in the row (c1, e1), but it is no part of the pair 3 4 and goes from c1.
    const position = rowOne({ 0: [1, 2], 1: [1, 2], 2: [3, 4, 5], 3: [3, 4], 4: [5] });
    const step = hiddenSubset(2)(position);
    expect(step?.digits).toEqual([3, 4]);
    expect(step?.cells).toEqual([2, 3]);
    expect(step?.eliminations).toEqual([{ cell: 2, digit: 5 }]);
  });
});
