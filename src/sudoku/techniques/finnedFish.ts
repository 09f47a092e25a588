/**
 * Finned fish: n base lines whose candidates for a digit lie in n cover lines except for a few extra cells (the
 * fins), all in one box. Either a fin holds the digit, or the basic fish stands; so the cells of the cover lines
 * that are outside the base lines and inside the fins' box lose the digit (they see every fin).
 */
import { type Board, positions } from '../board.ts';
import { boxOf, colOf, rowOf, UNITS } from '../grid.ts';
import { combinations } from './combinations.ts';
import {
  describeEliminations,
  elimination,
  eliminationsOf,
  names,
  type Step,
  type TechniqueName,
} from './step.ts';

const FINNED: Record<number, TechniqueName> = { 2: 'Finned X-Wing', 3: 'Finned Swordfish' };

export function finnedFish(size: number): (board: Board) => Step | null {
  return (board) => {
    for (let digit = 1; digit <= 9; digit++) {
      for (const byRows of [true, false]) {
        const lineOf = byRows ? rowOf : colOf;
        const coverOf = byRows ? colOf : rowOf;
        const baseCells: number[][] = [];
        const candidates: number[] = [];
        for (let line = 0; line < 9; line++) {
          const cells = positions(board, (byRows ? 0 : 9) + line, digit);
          baseCells[line] = cells;
          if (cells.length >= 2 && cells.length <= size + 3) candidates.push(line);
        }
        for (const base of combinations(candidates, size)) {
          const cells = base.flatMap((line) => baseCells[line]);
          const coverable = [...new Set(cells.map(coverOf))].sort((a, b) => a - b);
          for (const covers of combinations(coverable, size)) {
            const fins = cells.filter((cell) => !covers.includes(coverOf(cell)));
            if (fins.length === 0) continue;
            const box = boxOf(fins[0]);
            if (!fins.every((cell) => boxOf(cell) === box)) continue;
            const targets = covers.flatMap((cover) =>
              UNITS[(byRows ? 9 : 0) + cover].filter(
                (cell) => !base.includes(lineOf(cell)) && boxOf(cell) === box,
              ),
            );
            const eliminations = eliminationsOf(board.cands, digit, targets);
            if (eliminations.length === 0) continue;
            const kind = byRows ? ['rows', 'columns'] : ['columns', 'rows'];
            return elimination(
              FINNED[size],
              cells,
              [digit],
              eliminations,
              `${FINNED[size]} on ${digit}: in ${kind[0]} ${base.map((l) => l + 1).join(', ')} it lies in ${kind[1]} ${covers.map((c) => c + 1).join(', ')} apart from the fin ${names(fins)}; either the fin holds it or those ${kind[1]} hold it nowhere else, and ${names(eliminations.map((e) => e.cell))} see the fin: remove ${describeEliminations(eliminations)}.`,
            );
          }
        }
      }
    }
    return null;
  };
}
