/**
 * Techniques that rely on the puzzle having exactly one solution: Unique Rectangle type 1 and BUG+1.
 * (The grader only grades puzzles the solver has proved unique, so they are sound there.)
 */
import type { Board } from '../board.ts';
import { boxOf, CELLS, cellName, colOf, digitsOf, POPCOUNT, rowOf, UNITS, UNITS_OF } from '../grid.ts';
import { type Candidate, describeEliminations, elimination, names, placement, type Step } from './step.ts';

export function uniqueRectangle1(board: Board): Step | null {
  // Three corners hold the same pair; two of them always share a row, so start from such a row pair.
  for (let r1 = 0; r1 < 9; r1++) {
    for (let c1 = 0; c1 < 9; c1++) {
      const pair = board.cands[r1 * 9 + c1];
      if (POPCOUNT[pair] !== 2) continue;
      for (let c2 = c1 + 1; c2 < 9; c2++) {
        if (board.cands[r1 * 9 + c2] !== pair) continue;
        for (let r2 = 0; r2 < 9; r2++) {
          if (r2 === r1) continue;
          const a = r2 * 9 + c1;
          const b = r2 * 9 + c2;
          const roof = board.cands[a] === pair ? b : board.cands[b] === pair ? a : -1;
          if (roof < 0 || board.cands[roof] === pair || (board.cands[roof] & pair) !== pair) continue;
          const corners = [r1 * 9 + c1, r1 * 9 + c2, a, b];
          if (new Set(corners.map(boxOf)).size !== 2) continue;
          const pairs = corners.filter((cell) => cell !== roof);
          const digits = digitsOf(pair);
          const eliminations: Candidate[] = digits.map((digit) => ({ cell: roof, digit }));
          return elimination(
            'Unique Rectangle Type 1',
            corners,
            digits,
            eliminations,
            `${names(pairs)} hold only ${digits.join(' and ')}; if ${cellName(roof)} took either, the four corners could swap and the puzzle would have two solutions: remove ${describeEliminations(eliminations)}.`,
          );
        }
      }
    }
  }
  return null;
}

export function bugPlusOne(board: Board): Step | null {
  let extra = -1;
  for (let cell = 0; cell < CELLS; cell++) {
    const n = POPCOUNT[board.cands[cell]];
    if (n === 0 || n === 2) continue;
    if (n !== 3 || extra >= 0) return null;
    extra = cell;
  }
  if (extra < 0) return null;
  // The digit that appears three times in the extra cell's row (and column and box) is the one it must take.
  const [rowUnit] = UNITS_OF[extra];
  for (const digit of digitsOf(board.cands[extra])) {
    const b = 1 << (digit - 1);
    let count = 0;
    for (let c = 0; c < 9; c++) if (board.cands[rowUnit * 9 + c] & b) count++;
    if (count !== 3 || !isBugWithout(board, extra, digit)) continue;
    return placement(
      'BUG+1',
      extra,
      digit,
      `Every empty cell but ${cellName(extra)} has two candidates; unless ${cellName(extra)} is ${digit} the grid would have several solutions (row ${rowOf(extra) + 1}, column ${colOf(extra) + 1}).`,
    );
  }
  return null;
}

/** True when, without `digit` in `extra`, every digit occurs 0 or 2 times in every unit (a BUG state). */
function isBugWithout(board: Board, extra: number, digit: number): boolean {
  for (let unit = 0; unit < 27; unit++) {
    for (let d = 1; d <= 9; d++) {
      const b = 1 << (d - 1);
      let count = 0;
      for (const cell of UNITS[unit]) if (board.cands[cell] & b && !(cell === extra && d === digit)) count++;
      if (count !== 0 && count !== 2) return false;
    }
  }
  return true;
}
