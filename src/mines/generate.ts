/**
 * Mine placement, uniform over every layout the first-click rule allows, in time linear in the cells and with no
 * memory beyond the board itself.
 *
 * The cells the rule keeps free (none, the first cell, or its 3x3 block) are taken out, the remaining `n` cells
 * are numbered 0..n-1 in reading order, and `m` of those numbers are drawn by Robert Floyd's algorithm: for
 * j = n-m .. n-1 draw t in [0, j]; take t, or j if t is already taken. Every m-subset comes out with the same
 * probability, with exactly m draws. The "taken" set is a bitset (1 bit per cell: 2 MB for 4000 x 4000, so the
 * random accesses stay in cache), which the row sweep of computeNumbers then reads. When more than half the cells
 * are mines, the safe cells are drawn instead, which keeps the work at min(m, n-m) draws.
 */
import type { CellCoords } from '../core/cellName.ts';
import type { Rng } from '../core/rng.ts';
import { type Board, numbersFromMineBits } from './board.ts';
import type { FirstClickRule, Params } from './params.ts';

/** The cells, ascending, that the rule keeps free of mines around a first click. */
export function keptFreeCells(
  width: number,
  height: number,
  rule: FirstClickRule,
  firstClick: CellCoords | undefined,
): number[] {
  if (rule === 'any' || firstClick === undefined) return [];
  const { x, y } = firstClick;
  if (rule === 'safe') return [y * width + x];
  const cells: number[] = [];
  for (let yy = Math.max(0, y - 1); yy <= Math.min(height - 1, y + 1); yy++)
    for (let xx = Math.max(0, x - 1); xx <= Math.min(width - 1, x + 1); xx++) cells.push(yy * width + xx);
  return cells;
}

/**
 * A bitset (bit i & 31 of word i >>> 5 is cell i) of `mines` cells out of `cellCount`, chosen uniformly among
 * the cells not in `keptFree` (ascending indices).
 */
export function drawMineBits(
  cellCount: number,
  mines: number,
  keptFree: readonly number[],
  rng: Rng,
): Uint32Array {
  const candidates = cellCount - keptFree.length;
  if (mines > candidates) throw new RangeError(`${mines} mines do not fit in ${candidates} free cells`);
  const bits = new Uint32Array((cellCount + 31) >>> 5);
  const drawSafe = mines > candidates - mines;
  const draws = drawSafe ? candidates - mines : mines;
  // The k-th candidate cell: k plus the kept-free cells at or before it (they are few and sorted).
  const cellOf = (k: number): number => {
    for (const free of keptFree) if (k >= free) k++;
    return k;
  };
  const plain = keptFree.length === 0;
  for (let j = candidates - draws; j < candidates; j++) {
    const drawn = upTo(rng, j);
    let t = plain ? drawn : cellOf(drawn);
    if (bits[t >>> 5] & (1 << (t & 31))) t = plain ? j : cellOf(j);
    bits[t >>> 5] |= 1 << (t & 31);
  }
  if (drawSafe) {
    for (let w = 0; w < bits.length; w++) bits[w] = ~bits[w];
    if (cellCount & 31) bits[bits.length - 1] &= (1 << (cellCount & 31)) - 1;
    for (const free of keptFree) bits[free >>> 5] &= ~(1 << (free & 31));
  }
  return bits;
}

/**
 * A uniform integer in [0, max] for max < 2^31: masked draws, rejected when above max (fewer than two draws on
 * average). Integer operations only, unlike a modulo on doubles, which made this the cost of generation.
 */
function upTo(rng: Rng, max: number): number {
  if (max === 0) return 0;
  const mask = 0xffffffff >>> Math.clz32(max);
  let t = rng.nextUint32() & mask;
  while (t > max) t = rng.nextUint32() & mask;
  return t;
}

/**
 * A new board for `params`, drawn from `rng`, with the first-click rule applied around `firstClick` (no cell is
 * kept free when it is undefined or the rule is `any`). Params must be valid (see validateParams).
 */
export function generateBoard(params: Params, rng: Rng, firstClick?: CellCoords): Board {
  const { width, height, mines } = params;
  const bits = drawMineBits(
    width * height,
    mines,
    keptFreeCells(width, height, params.firstClick, firstClick),
    rng,
  );
  return { width, height, mines, cells: numbersFromMineBits(width, height, bits) };
}
