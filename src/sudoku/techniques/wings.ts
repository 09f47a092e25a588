/** XY-Wing, XYZ-Wing and W-Wing: bivalue cells tied together so that one digit is true at one of two ends. */
import type { Board } from '../board.ts';
import { CELLS, cellName, digitsOf, POPCOUNT, sees, unitName } from '../grid.ts';
import { seeingAll, strongLinks } from './links.ts';
import { describeEliminations, elimination, eliminationsOf, names, type Step } from './step.ts';

const cellsWithCount = (board: Board, count: number): number[] => {
  const cells: number[] = [];
  for (let cell = 0; cell < CELLS; cell++)
    if (board.cands[cell] && POPCOUNT[board.cands[cell]] === count) cells.push(cell);
  return cells;
};

export function xyWing(board: Board): Step | null {
  const bivalue = cellsWithCount(board, 2);
  for (const pivot of bivalue) {
    const pm = board.cands[pivot];
    const wings = bivalue.filter((c) => c !== pivot && sees(c, pivot) && POPCOUNT[board.cands[c] & pm] === 1);
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const a = board.cands[wings[i]];
        const b = board.cands[wings[j]];
        const z = a & b & ~pm;
        if (POPCOUNT[z] !== 1 || (a & pm) === (b & pm)) continue;
        const digit = digitsOf(z)[0];
        const eliminations = eliminationsOf(
          board.cands,
          digit,
          seeingAll(board, digit, [wings[i], wings[j]]),
        );
        if (eliminations.length === 0) continue;
        return elimination(
          'XY-Wing',
          [pivot, wings[i], wings[j]],
          digitsOf(pm | a | b),
          eliminations,
          `Whichever digit ${cellName(pivot)} takes, one of ${cellName(wings[i])} and ${cellName(wings[j])} is ${digit}: remove ${describeEliminations(eliminations)}.`,
        );
      }
    }
  }
  return null;
}

export function xyzWing(board: Board): Step | null {
  const bivalue = cellsWithCount(board, 2);
  for (const pivot of cellsWithCount(board, 3)) {
    const pm = board.cands[pivot];
    const wings = bivalue.filter((c) => sees(c, pivot) && (board.cands[c] & pm) === board.cands[c]);
    for (let i = 0; i < wings.length; i++) {
      for (let j = i + 1; j < wings.length; j++) {
        const a = board.cands[wings[i]];
        const b = board.cands[wings[j]];
        if ((a | b) !== pm) continue;
        const z = a & b;
        if (POPCOUNT[z] !== 1) continue;
        const digit = digitsOf(z)[0];
        const pattern = [pivot, wings[i], wings[j]];
        const eliminations = eliminationsOf(board.cands, digit, seeingAll(board, digit, pattern));
        if (eliminations.length === 0) continue;
        return elimination(
          'XYZ-Wing',
          pattern,
          digitsOf(pm),
          eliminations,
          `One of ${names(pattern)} must be ${digit}: remove ${describeEliminations(eliminations)}.`,
        );
      }
    }
  }
  return null;
}

export function wWing(board: Board): Step | null {
  const bivalue = cellsWithCount(board, 2);
  for (let i = 0; i < bivalue.length; i++) {
    for (let j = i + 1; j < bivalue.length; j++) {
      const p = bivalue[i];
      const q = bivalue[j];
      const mask = board.cands[p];
      if (board.cands[q] !== mask || sees(p, q)) continue;
      const [x, y] = digitsOf(mask);
      for (const [link, other] of [
        [x, y],
        [y, x],
      ]) {
        for (const { unit, a, b } of strongLinks(board, link)) {
          // A link end on p or q never joins: no cell sees itself, and p and q do not see each other.
          const joins = (sees(a, p) && sees(b, q)) || (sees(a, q) && sees(b, p));
          if (!joins) continue;
          const eliminations = eliminationsOf(board.cands, other, seeingAll(board, other, [p, q]));
          if (eliminations.length === 0) continue;
          return elimination(
            'W-Wing',
            [p, q, a, b],
            [x, y],
            eliminations,
            `${cellName(p)} and ${cellName(q)} both hold ${x} and ${y}; ${link} appears only at ${cellName(a)} and ${cellName(b)} in ${unitName(unit)}, one of which sees each of them, so one of the pair is ${other}: remove ${describeEliminations(eliminations)}.`,
            [unit],
          );
        }
      }
    }
  }
  return null;
}
