/**
 * Finned fish: n base lines whose candidates for a digit lie in n cover lines except for a few extra cells (the
 * fins), all in one box. Either a fin holds the digit, or the basic fish stands; so the cells of the cover lines
 * that are outside the base lines and inside the fins' box lose the digit (they see every fin).
 */
import type { Board } from '../board.ts';
import { POPCOUNT } from '../grid.ts';
import { coverMasks, LINE_SETS, linesOf, meet } from './fishLines.ts';
import {
  describeEliminations,
  elimination,
  eliminationsOf,
  names,
  type Step,
  type TechniqueName,
} from './step.ts';

const FINNED: Record<number, TechniqueName> = { 2: 'Finned X-Wing', 3: 'Finned Swordfish' };
const masks = new Uint16Array(9);

export function finnedFish(size: number): (board: Board) => Step | null {
  return (board) => {
    for (let digit = 1; digit <= 9; digit++) {
      for (const byRows of [true, false]) {
        coverMasks(board, digit, byRows, masks);
        let eligible = 0;
        for (let line = 0; line < 9; line++) if (POPCOUNT[masks[line]] >= 2) eligible |= 1 << line;
        for (const base of LINE_SETS[size]) {
          if (base & ~eligible) continue;
          let union = 0;
          for (let line = 0; line < 9; line++) if (base & (1 << line)) union |= masks[line];
          if (POPCOUNT[union] <= size) continue;
          // The fins lie in one box, so their cover lines are in one group of three: every other line covers.
          for (let k = 0; k < 3; k++) {
            const group = 7 << (3 * k);
            const outside = union & ~group;
            const inside = union & group;
            if (POPCOUNT[outside] > size) continue;
            for (let chosen = inside; ; chosen = (chosen - 1) & inside) {
              const finCovers = inside & ~chosen;
              if (finCovers !== 0 && POPCOUNT[outside | chosen] === size) {
                const step = finnedStep(board, digit, byRows, base, outside | chosen, finCovers, size);
                if (step) return step;
              }
              if (chosen === 0) break;
            }
          }
        }
      }
    }
    return null;
  };
}

/** The step for these base and cover lines, if the fins share a box and something sees them all. */
function finnedStep(
  board: Board,
  digit: number,
  byRows: boolean,
  base: number,
  covers: number,
  finCovers: number,
  size: number,
): Step | null {
  let finBase = 0;
  for (let line = 0; line < 9; line++)
    if (base & (1 << line) && masks[line] & finCovers) finBase |= 1 << line;
  const group = 7 << (3 * Math.floor(Math.log2(finBase & -finBase) / 3));
  if (finBase & ~group) return null;
  const finGroup = 7 << (3 * Math.floor(Math.log2(finCovers & -finCovers) / 3));
  const targets: number[] = [];
  for (const cover of linesOf(covers & finGroup))
    for (const line of linesOf(group & ~base)) targets.push(meet(byRows, line, cover));
  const eliminations = eliminationsOf(board.cands, digit, targets);
  if (eliminations.length === 0) return null;
  const baseLines = linesOf(base);
  const cells = baseLines.flatMap((line) => linesOf(masks[line]).map((cover) => meet(byRows, line, cover)));
  const fins = baseLines.flatMap((line) =>
    linesOf(masks[line] & finCovers).map((cover) => meet(byRows, line, cover)),
  );
  const kind = byRows ? ['rows', 'columns'] : ['columns', 'rows'];
  return elimination(
    FINNED[size],
    cells,
    [digit],
    eliminations,
    `${FINNED[size]} on ${digit}: in ${kind[0]} ${baseLines.map((l) => l + 1).join(', ')} it lies in ${kind[1]} ${linesOf(
      covers,
    )
      .map((c) => c + 1)
      .join(
        ', ',
      )} apart from the fin ${names(fins)}; either the fin holds it or those ${kind[1]} hold it nowhere else, and ${names(eliminations.map((e) => e.cell))} see the fin: remove ${describeEliminations(eliminations)}.`,
    baseLines.map((line) => (byRows ? line : 9 + line)),
  );
}
