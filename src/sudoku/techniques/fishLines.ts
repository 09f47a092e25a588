/**
 * Shared by basic and finned fish: per base line, the cover lines holding a digit (a 9-bit mask), and every set of
 * k base lines as a 9-bit mask, so the search runs on bits and allocates only for a find.
 */
import type { Board } from '../board.ts';
import { POPCOUNT } from '../grid.ts';

/** LINE_SETS[k]: all 9-bit masks with k bits set. */
export const LINE_SETS: readonly Uint16Array[] = Array.from({ length: 5 }, (_, k) =>
  Uint16Array.from(Array.from({ length: 512 }, (_, m) => m).filter((m) => POPCOUNT[m] === k)),
);

/** The cell where base line `line` meets cover line `cover`. */
export const meet = (byRows: boolean, line: number, cover: number): number =>
  byRows ? line * 9 + cover : cover * 9 + line;

/** For each base line, the mask of cover lines where `digit` is still a candidate. */
export function coverMasks(board: Board, digit: number, byRows: boolean, out: Uint16Array): Uint16Array {
  const b = 1 << (digit - 1);
  for (let line = 0; line < 9; line++) {
    let mask = 0;
    for (let cover = 0; cover < 9; cover++)
      if (board.cands[meet(byRows, line, cover)] & b) mask |= 1 << cover;
    out[line] = mask;
  }
  return out;
}

export const linesOf = (mask: number): number[] => [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((l) => mask & (1 << l));
