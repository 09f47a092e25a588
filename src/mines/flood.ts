/**
 * Opening a safe cell: a number just shows itself; a zero opens its whole area of zeros and their border of
 * numbers (never flagged cells). Scanline flood fill: a popped seed grows into the run of closed zero cells
 * on its row, which opens at once; the rows above and below are scanned over that run plus one cell each side,
 * where numbers open and each run of closed zeros leaves one seed. Each cell is read a few times, with an explicit
 * stack of seeds (one per run, not per cell), so a 10,000 x 10,000 empty board opens without recursion.
 */
import { type Board, COUNT_MASK } from './board.ts';
import { ChangeList } from './changes.ts';
import { Tile } from './tiles.ts';

const isClosed = (tile: number): boolean => tile === Tile.Covered || tile === Tile.Question;

/** Opens the closed safe cell `start` and, if it is a zero, its area. Returns how many cells opened. */
export function floodOpen(board: Board, tiles: Uint8Array, start: number, changes: ChangeList): number {
  const { width, height, cells } = board;
  const before = changes.length;
  if (cells[start] !== 0) {
    reveal(cells, tiles, start, changes);
    return 1;
  }
  const seeds = new ChangeList();
  seeds.push(start);
  while (seeds.length > 0) {
    const seed = seeds.pop();
    if (!isClosed(tiles[seed])) continue; // opened meanwhile by another run
    const x = seed % width;
    const row = seed - x;
    let left = x;
    while (left > 0 && cells[row + left - 1] === 0 && isClosed(tiles[row + left - 1])) left--;
    let right = x;
    while (right < width - 1 && cells[row + right + 1] === 0 && isClosed(tiles[row + right + 1])) right++;
    // The run is all zeros: their tiles are 0.
    tiles.fill(0, row + left, row + right + 1);
    changes.pushRange(row + left, row + right + 1);
    // The same row's border: a number, a zero already open, or a flag (which stays).
    const from = Math.max(0, left - 1);
    const to = Math.min(width - 1, right + 1);
    if (from < left && isClosed(tiles[row + from])) reveal(cells, tiles, row + from, changes);
    if (to > right && isClosed(tiles[row + to])) reveal(cells, tiles, row + to, changes);
    if (row > 0) scanRow(cells, tiles, row - width + from, row - width + to, seeds, changes);
    if (row < (height - 1) * width)
      scanRow(cells, tiles, row + width + from, row + width + to, seeds, changes);
  }
  return changes.length - before;
}

function reveal(cells: Uint8Array, tiles: Uint8Array, index: number, changes: ChangeList): void {
  tiles[index] = cells[index] & COUNT_MASK;
  changes.push(index);
}

/** Cells first..last of a row next to an opened run: closed numbers open, each run of closed zeros gets a seed. */
function scanRow(
  cells: Uint8Array,
  tiles: Uint8Array,
  first: number,
  last: number,
  seeds: ChangeList,
  changes: ChangeList,
): void {
  let inRun = false;
  for (let index = first; index <= last; index++) {
    if (!isClosed(tiles[index])) inRun = false;
    else if (cells[index] !== 0) {
      reveal(cells, tiles, index, changes);
      inRun = false;
    } else if (!inRun) {
      seeds.push(index);
      inRun = true;
    }
  }
}
