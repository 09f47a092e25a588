/**
 * Random pictures of one digit's pencil marks for the single-digit soundness properties: the digit's places in a
 * real solution, and each other cell with some chance. A deduction about one digit alone is sound exactly when what
 * it removes is used by no placement of the digit (nine of it, one in each row, column and box, all on candidates),
 * which `placementCells` finds the slow way.
 */
import fc from 'fast-check';
import type { Board } from '../../board.ts';
import { boxOf, CELLS, type Digits } from '../../grid.ts';

export interface DigitPicture {
  readonly board: Board;
  readonly digit: number;
}

/** `share`: the range of the chance, in 100, that a cell off the solution's places holds the digit. */
export const digitPictureArb = (
  solutions: readonly Digits[],
  share: { min: number; max: number },
): fc.Arbitrary<DigitPicture> =>
  fc
    .tuple(
      fc.constantFrom(...solutions),
      fc.integer({ min: 1, max: 9 }),
      fc.integer(share),
      fc.array(fc.integer({ min: 0, max: 99 }), { minLength: CELLS, maxLength: CELLS }),
    )
    .map(([solution, digit, chance, draws]) => ({
      digit,
      board: {
        values: new Uint8Array(CELLS),
        cands: Uint16Array.from(draws, (draw, cell) =>
          solution[cell] === digit || draw < chance ? 1 << (digit - 1) : 0,
        ),
      },
    }));

/** The cells some placement of `digit` uses. */
export function placementCells(board: Board, digit: number): Set<number> {
  const used = new Set<number>();
  const chosen: number[] = [];
  const place = (row: number, columns: number, boxes: number): void => {
    if (row === 9) {
      for (const cell of chosen) used.add(cell);
      return;
    }
    for (let column = 0; column < 9; column++) {
      const cell = row * 9 + column;
      const box = boxOf(cell);
      if (columns & (1 << column) || boxes & (1 << box) || !(board.cands[cell] & (1 << (digit - 1))))
        continue;
      chosen.push(cell);
      place(row + 1, columns | (1 << column), boxes | (1 << box));
      chosen.pop();
    }
  };
  place(0, 0, 0);
  return used;
}
