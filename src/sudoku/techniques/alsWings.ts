/**
 * WXYZ-Wing and VWXYZ-Wing, as Sukaku Explainer (the SE fork that rates most published puzzles) defines them: an
 * ALS-XZ whose first set is one bivalue cell (x z) and whose second is three (four) cells of one unit holding four
 * (five) digits, x and z among them. When every x of the larger set sees the bivalue cell, x is in at most one of
 * the two: if the cell is x, the larger set is locked without x and z is in it; else the cell is z. So z is in one
 * of them, and a cell that sees every z of both loses it. When z is restricted too (doubly linked) the cell takes
 * one digit and the set the other, locked: each of its digits leaves the cells that see all its places in it.
 *
 * SE rates them by the largest number of candidates in one cell of the larger set (a middle size counts as
 * harder): 5.5, 5.6 for a WXYZ-Wing and 6.2 to 6.4 for a VWXYZ-Wing. Where several apply, SE takes the easiest,
 * then the one removing most: so does this finder, so that the rating follows SE's path.
 */
import type { Board } from '../board.ts';
import { cellName, digitsOf, POPCOUNT, unitName } from '../grid.ts';
import { type Als, alsOf, restrictedCommons } from './als.ts';
import { unitsOf, xzEliminations } from './alsChains.ts';
import { describeEliminations, elimination, type Step, type TechniqueName } from './step.ts';

type WingName = Extract<TechniqueName, 'WXYZ-Wing' | 'VWXYZ-Wing'>;

/** The rating a WXYZ-Wing (3 cells) or VWXYZ-Wing (4 cells) starts from on the SE scale. */
export const WING_BASE: Record<WingName, number> = { 'WXYZ-Wing': 5.5, 'VWXYZ-Wing': 6.2 };

/** SE's rating of a wing: 0.1 more for each step the fullest cell's count is nearer three (the middle size). */
export function wingRating(name: WingName, board: Board, als: Als): number {
  let fullest = 0;
  for (const cell of als.cells) fullest = Math.max(fullest, POPCOUNT[board.cands[cell]]);
  const digits = als.cells.length + 1;
  return Math.round((WING_BASE[name] + (digits - 3 - Math.abs(3 - fullest)) / 10) * 10) / 10;
}

function words(
  board: Board,
  pivot: number,
  als: Als,
  rcc: number,
  eliminations: Step['eliminations'],
): string {
  const [first, second] = digitsOf(board.cands[pivot]);
  const [x, z] = rcc & (1 << (first - 1)) ? [first, second] : [second, first];
  const set = `${als.cells.map(cellName).join(', ')} (${digitsOf(als.digits).join(' ')}, ${als.cells.length} cells of ${unitName(als.unit)})`;
  const removal = `remove ${describeEliminations(eliminations)}`;
  if (POPCOUNT[rcc] === 2)
    return `${cellName(pivot)} holds only ${x} and ${z}; ${set} hold one digit too many, and every ${x} and every ${z} of them sees ${cellName(pivot)}. Whichever ${cellName(pivot)} takes, those cells lose it and are locked with the rest: ${removal}.`;
  return `${cellName(pivot)} holds only ${x} and ${z}; ${set} hold one digit too many, and every ${x} of them sees ${cellName(pivot)}. If ${cellName(pivot)} is ${x}, they are locked without ${x} and one of them is ${z}; otherwise ${cellName(pivot)} is ${z}. Either way ${z} is there: ${removal}.`;
}

function alsWing(name: WingName, size: number): (board: Board) => Step | null {
  return (board) => {
    const { sets } = alsOf(board);
    let best: Step | null = null;
    let bestRating = Number.POSITIVE_INFINITY;
    for (const pivot of sets) {
      if (pivot.cells.length !== 1) continue;
      for (const als of sets) {
        if (als.cells.length !== size || (als.digits & pivot.digits) !== pivot.digits) continue;
        const rcc = restrictedCommons(pivot, als);
        if (rcc === 0) continue;
        const eliminations = xzEliminations(board, pivot, als, rcc);
        if (eliminations.length === 0) continue;
        const rating = wingRating(name, board, als);
        if (
          rating > bestRating ||
          (rating === bestRating && eliminations.length <= (best?.eliminations.length ?? 0))
        )
          continue;
        bestRating = rating;
        const step = elimination(
          name,
          [pivot.cells[0], ...als.cells],
          digitsOf(als.digits),
          eliminations,
          words(board, pivot.cells[0], als, rcc, eliminations),
          unitsOf([pivot, als]),
        );
        best = { ...step, rating };
      }
    }
    return best;
  };
}

export const wxyzWing = alsWing('WXYZ-Wing', 3);
export const vwxyzWing = alsWing('VWXYZ-Wing', 4);
