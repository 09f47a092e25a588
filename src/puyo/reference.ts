/**
 * A slow, obvious chain simulator on a plain grid (breadth-first flood fill, column-by-column gravity), written
 * independently of the bitboard code so tests can check one against the other.
 */
import { COLOR_BONUS, chainPower, groupBonus } from './score.ts';
import { COLUMNS, TURN_ROW, VISIBLE_ROWS } from './types.ts';

/** grid[col][row], rows 1..14 (index 0 unused). */
export type Grid = number[][];

export const emptyGrid = (): Grid =>
  Array.from({ length: COLUMNS }, () => new Array<number>(TURN_ROW + 1).fill(0));

export function settleGrid(grid: Grid): void {
  for (const column of grid) {
    const stack = column.slice(1, TURN_ROW).filter((cell) => cell !== 0);
    for (let row = 1; row < TURN_ROW; row++) column[row] = stack[row - 1] ?? 0;
  }
}

export interface ReferenceStep {
  chain: number;
  puyos: number;
  colors: number;
  groups: number[];
  score: number;
}

export function referenceChain(grid: Grid): ReferenceStep[] {
  const steps: ReferenceStep[] = [];
  for (let chain = 1; ; chain++) {
    const seen = emptyGrid();
    const popped: [number, number][] = [];
    const groups: number[] = [];
    const colors = new Set<number>();
    for (let col = 0; col < COLUMNS; col++) {
      for (let row = 1; row <= VISIBLE_ROWS; row++) {
        const color = grid[col][row];
        if (color < 1 || color > 5 || seen[col][row]) continue;
        const group: [number, number][] = [[col, row]];
        seen[col][row] = 1;
        for (let i = 0; i < group.length; i++) {
          const [c, r] = group[i];
          for (const [nc, nr] of [
            [c + 1, r],
            [c - 1, r],
            [c, r + 1],
            [c, r - 1],
          ]) {
            if (nc < 0 || nc >= COLUMNS || nr < 1 || nr > VISIBLE_ROWS) continue;
            if (seen[nc][nr] || grid[nc][nr] !== color) continue;
            seen[nc][nr] = 1;
            group.push([nc, nr]);
          }
        }
        if (group.length >= 4) {
          popped.push(...group);
          groups.push(group.length);
          colors.add(color);
        }
      }
    }
    if (popped.length === 0) return steps;
    const clear: [number, number][] = [...popped];
    for (const [c, r] of popped) {
      for (const [nc, nr] of [
        [c + 1, r],
        [c - 1, r],
        [c, r + 1],
        [c, r - 1],
      ]) {
        if (nc >= 0 && nc < COLUMNS && nr >= 1 && nr <= VISIBLE_ROWS && grid[nc][nr] === 6)
          clear.push([nc, nr]);
      }
    }
    for (const [c, r] of clear) grid[c][r] = 0;
    settleGrid(grid);
    const bonus =
      chainPower(chain) + COLOR_BONUS[colors.size] + groups.reduce((s, g) => s + groupBonus(g), 0);
    const score = 10 * popped.length * Math.min(999, Math.max(1, bonus));
    groups.sort((x, y) => x - y);
    steps.push({ chain, puyos: popped.length, colors: colors.size, groups, score });
  }
}
