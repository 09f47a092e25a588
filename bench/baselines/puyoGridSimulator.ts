/**
 * A published grid simulator and move search, ported as written, as the baseline of the Puyo benchmarks:
 * a row-major grid of cell codes (row 0 at the top, 13 rows), every cell flood-filled with fresh lists on every
 * pass, gravity one row per sweep until nothing moves, and a move search that copies the grid for each of the 22
 * placements of the current, next and next-next pair.
 */
import { type Field, type Pair, PLACEMENTS } from '../../src/puyo/index.ts';

export type Grid = number[][];
export const gridOf = (field: Field): Grid =>
  Array.from({ length: 13 }, (_, r) => Array.from({ length: 6 }, (_, c) => field.get(c, 13 - r)));

function seedGroupAt(grid: Grid, col: number, row: number): [number, number][] {
  const color = grid[row][col];
  if (color === 0 || color === 6) return [];
  const checked = grid.map((line) => line.map(() => false));
  checked[row][col] = true;
  const queue: [number, number][] = [[col, row]];
  const found: [number, number][] = [[col, row]];
  while (queue.length > 0) {
    const [c0, r0] = queue.shift()!;
    for (const [dc, dr] of [
      [0, 1],
      [0, -1],
      [1, 0],
      [-1, 0],
    ]) {
      const c = c0 + dc;
      const r = r0 + dr;
      if (c < 0 || r < 1 || c >= 6 || r >= 13 || checked[r][c] || grid[r][c] === 6) continue;
      checked[r][c] = true;
      if (grid[r][c] === color) {
        queue.push([c, r]);
        found.push([c, r]);
      }
    }
  }
  return found.length >= 4 ? found : [];
}

export function seedChain(grid: Grid): number {
  let chains = 0;
  for (;;) {
    const popping: [number, number][] = [];
    for (let row = 1; row < 13; row++)
      for (let col = 0; col < 6; col++) popping.push(...seedGroupAt(grid, col, row));
    if (popping.length === 0) return chains;
    chains++;
    for (const [c, r] of popping) grid[r][c] = 0;
    let moved = true;
    while (moved) {
      moved = false;
      for (let row = 12; row > 0; row--) {
        for (let col = 0; col < 6; col++) {
          if (grid[row][col] === 0 && grid[row - 1][col] !== 0) {
            grid[row][col] = grid[row - 1][col];
            grid[row - 1][col] = 0;
            moved = true;
          }
        }
      }
    }
  }
}

/** Drops one puyo into column `col`; false when the column is full. */
function seedDropOne(grid: Grid, col: number, color: number): boolean {
  if (col < 0 || col >= 6) return false;
  for (let row = 12; row >= 0; row--) {
    if (grid[row][col] === 0) {
      grid[row][col] = color;
      return true;
    }
  }
  return false;
}

/** Places a pair (rotation 0: child above, 1: right, 2: below, 3: left); false when it does not fit. */
function seedDrop(grid: Grid, col: number, rot: number, pair: Pair): boolean {
  if (rot === 2) return seedDropOne(grid, col, pair.child) && seedDropOne(grid, col, pair.pivot);
  return seedDropOne(grid, col, pair.pivot) && seedDropOne(grid, col + [0, 1, 0, -1][rot], pair.child);
}

/** The classic search: every placement of each pair in turn, each simulated; returns the outcomes simulated. */
export function seedSearch(field: Field, pairs: readonly Pair[]): number {
  let outcomes = 0;
  const visit = (grid: Grid, depth: number): void => {
    if (depth === pairs.length) return;
    for (const placement of PLACEMENTS) {
      const next = grid.map((row) => row.slice());
      if (!seedDrop(next, placement.col, placement.rot, pairs[depth])) continue;
      seedChain(next);
      outcomes++;
      visit(next, depth + 1);
    }
  };
  visit(gridOf(field), 0);
  return outcomes;
}
