/**
 * Basic fish: for one digit, n base lines (rows or columns) whose candidates lie in only n cover lines of the other
 * direction; the digit is then removed from the rest of the cover lines. X-Wing n=2, Swordfish 3, Jellyfish 4.
 */
import { type Board, positions } from '../board.ts';
import { colOf, rowOf, UNITS } from '../grid.ts';
import { combinations } from './combinations.ts';
import {
  type Candidate,
  describeEliminations,
  elimination,
  eliminationsOf,
  type Step,
  type TechniqueName,
} from './step.ts';

const FISH: Record<number, TechniqueName> = { 2: 'X-Wing', 3: 'Swordfish', 4: 'Jellyfish' };

export function fish(size: number): (board: Board) => Step | null {
  return (board) => {
    for (let digit = 1; digit <= 9; digit++) {
      for (const byRows of [true, false]) {
        const baseOffset = byRows ? 0 : 9;
        const coverOffset = byRows ? 9 : 0;
        const coverOf = byRows ? colOf : rowOf;
        const candidatesLines: number[] = [];
        const coversOf: number[] = [];
        for (let line = 0; line < 9; line++) {
          const cells = positions(board, baseOffset + line, digit);
          if (cells.length < 2 || cells.length > size) continue;
          candidatesLines.push(line);
          let mask = 0;
          for (const cell of cells) mask |= 1 << coverOf(cell);
          coversOf[line] = mask;
        }
        for (const base of combinations(candidatesLines, size)) {
          let covers = 0;
          for (const line of base) covers |= coversOf[line];
          let count = 0;
          for (let x = covers; x; x &= x - 1) count++;
          if (count !== size) continue;
          const eliminations: Candidate[] = [];
          const coverLines: number[] = [];
          for (let c = 0; c < 9; c++) {
            if (!(covers & (1 << c))) continue;
            coverLines.push(c);
            const outside = UNITS[coverOffset + c].filter(
              (cell) => !base.includes(byRows ? rowOf(cell) : colOf(cell)),
            );
            eliminations.push(...eliminationsOf(board.cands, digit, outside));
          }
          if (eliminations.length === 0) continue;
          const cells = base.flatMap((line) => positions(board, baseOffset + line, digit));
          const kind = byRows ? ['rows', 'columns'] : ['columns', 'rows'];
          return elimination(
            FISH[size],
            cells,
            [digit],
            eliminations,
            `${FISH[size]} on ${digit}: in ${kind[0]} ${base.map((l) => l + 1).join(', ')} it lies only in ${kind[1]} ${coverLines.map((l) => l + 1).join(', ')}, so those ${kind[1]} hold it nowhere else: remove ${describeEliminations(eliminations)}.`,
          );
        }
      }
    }
    return null;
  };
}
