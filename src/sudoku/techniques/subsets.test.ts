/**
 * Subset rules the published examples do not reach: a subset that removes nothing is passed over for a later one of
 * the same unit that does. Positions are placed digits plus pencil marks written per cell; cells are named column
 * a-i, row 1-9 from the top (a1 is cell 0).
 */
import { describe, expect, it } from 'vitest';
import { type Board, boardFromDigits } from '../board.ts';
import { hiddenSubset, nakedSubset } from './subsets.ts';
import { pencilMarks, stepWords } from './testing/pencil.ts';

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

  it('of two naked pairs in one row that both remove something, the step is the first (a1 b1, not c1 d1)', () => {
    // Row 1: a1 b1 hold 1 2, c1 d1 hold 3 4; e1 (1 3 5) and f1 (2 4) lose a digit to each pair. A hint names the
    // first subset of the unit, in the order of its cells, so it does not jump to another pair of the same row.
    const position = pencilMarks({ a1: '12', b1: '12', c1: '34', d1: '34', e1: '135', f1: '24' });
    expect(stepWords(nakedSubset(2)(position))).toEqual({
      technique: 'Naked Pair',
      cells: ['a1', 'b1'],
      digits: [1, 2],
      units: ['row 1'],
      placements: [],
      eliminations: ['1 e1', '2 f1'],
      explanation:
        'In row 1, the cells a1, b1 hold only 1, 2 between them, so no other cell of that unit can: remove 1 from e1; 2 from f1.',
    });
  });

  it('of two hidden pairs in one row that both remove something, the step is the first (1 2, not 3 4)', () => {
    // Row 1: 1 and 2 fit only in a1 b1, 3 and 4 only in c1 d1; 5 and 6 (four places each) are extra marks in all four.
    const position = pencilMarks({ a1: '125', b1: '126', c1: '345', d1: '346', e1: '56', f1: '56' });
    expect(stepWords(hiddenSubset(2)(position))).toEqual({
      technique: 'Hidden Pair',
      cells: ['a1', 'b1'],
      digits: [1, 2],
      units: ['row 1'],
      placements: [],
      eliminations: ['5 a1', '6 b1'],
      explanation:
        'In row 1, 1, 2 fit only in a1, b1, so those cells hold nothing else: remove 5 from a1; 6 from b1.',
    });
  });
});
