/**
 * Basic fish: for one digit, n base lines (rows or columns) whose candidates lie in only n cover lines of the other
 * direction; the digit is then removed from the rest of the cover lines. X-Wing n=2, Swordfish 3, Jellyfish 4.
 */
import type { Board } from '../board.ts';
import { POPCOUNT } from '../grid.ts';
import { coverMasks, LINE_SETS, linesOf, meet } from './fishLines.ts';
import {
  type Candidate,
  describeEliminations,
  elimination,
  eliminationsOf,
  type Step,
  type TechniqueName,
} from './step.ts';

const FISH: Record<number, TechniqueName> = { 2: 'X-Wing', 3: 'Swordfish', 4: 'Jellyfish' };
const masks = new Uint16Array(9);

export function fish(size: number): (board: Board) => Step | null {
  return (board) => {
    for (let digit = 1; digit <= 9; digit++) {
      for (const byRows of [true, false]) {
        coverMasks(board, digit, byRows, masks);
        let eligible = 0;
        for (let line = 0; line < 9; line++)
          if (POPCOUNT[masks[line]] >= 2 && POPCOUNT[masks[line]] <= size) eligible |= 1 << line;
        for (const base of LINE_SETS[size]) {
          if (base & ~eligible) continue;
          let covers = 0;
          for (let line = 0; line < 9; line++) if (base & (1 << line)) covers |= masks[line];
          if (POPCOUNT[covers] !== size) continue;
          const eliminations: Candidate[] = [];
          for (const cover of linesOf(covers)) {
            const outside = linesOf(511 & ~base).map((line) => meet(byRows, line, cover));
            eliminations.push(...eliminationsOf(board.cands, digit, outside));
          }
          if (eliminations.length === 0) continue;
          const baseLines = linesOf(base);
          const cells = baseLines.flatMap((line) =>
            linesOf(masks[line]).map((cover) => meet(byRows, line, cover)),
          );
          const kind = byRows ? ['rows', 'columns'] : ['columns', 'rows'];
          return elimination(
            FISH[size],
            cells,
            [digit],
            eliminations,
            `${FISH[size]} on ${digit}: in ${kind[0]} ${baseLines.map((l) => l + 1).join(', ')} it lies only in ${kind[1]} ${linesOf(
              covers,
            )
              .map((l) => l + 1)
              .join(
                ', ',
              )}, so those ${kind[1]} hold it nowhere else: remove ${describeEliminations(eliminations)}.`,
            baseLines.map((line) => (byRows ? line : 9 + line)),
          );
        }
      }
    }
    return null;
  };
}
