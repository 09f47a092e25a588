/**
 * A slow, obvious chain simulator on a plain grid (breadth-first flood fill, column-by-column gravity), written
 * independently of the bitboard code and of score.ts so tests can check one against the other: a wrong bonus in
 * either shows up as a difference.
 */
import { COLUMNS, TURN_ROW, VISIBLE_ROWS } from './types.ts';

/**
 * The published Puyo Puyo Tsu scoring rules, typed here from the Puyo Nexus wiki ("Scoring" and the Tsu chain
 * power table), not shared with score.ts. A step scores 10 x puyos cleared x (chain power + colour bonus + group
 * bonus), the sum held between 1 and 999.
 */
export const TSU_CHAIN_POWER: Readonly<Record<number, number>> = {
  1: 0,
  2: 8,
  3: 16,
  4: 32,
  5: 64,
  6: 96,
  7: 128,
  8: 160,
  9: 192,
  10: 224,
  11: 256,
  12: 288,
  13: 320,
  14: 352,
  15: 384,
  16: 416,
  17: 448,
  18: 480,
  19: 512,
  20: 544,
  21: 576,
  22: 608,
  23: 640,
  24: 672,
};
/** By the number of different colours popping in the same step. */
export const TSU_COLOR_BONUS: Readonly<Record<number, number>> = { 1: 0, 2: 3, 3: 6, 4: 12, 5: 24 };
/** By the size of each popping group, summed over the groups of the step; 11 or more all get 10. */
export const TSU_GROUP_BONUS: Readonly<Record<number, number>> = {
  4: 0,
  5: 2,
  6: 3,
  7: 4,
  8: 5,
  9: 6,
  10: 7,
};
const TSU_GROUP_BONUS_11_UP = 10;

function published(table: Readonly<Record<number, number>>, key: number, what: string): number {
  const value = table[key];
  if (value === undefined) throw new Error(`no published ${what} for ${key}`);
  return value;
}

/** One step's score by the published rules, from its chain number, colours and popped group sizes. */
export function referenceStepScore(chain: number, colors: number, groups: readonly number[]): number {
  const puyos = groups.reduce((sum, size) => sum + size, 0);
  const groupBonus = groups.reduce(
    (sum, size) =>
      sum + (size >= 11 ? TSU_GROUP_BONUS_11_UP : published(TSU_GROUP_BONUS, size, 'group bonus')),
    0,
  );
  const bonus =
    published(TSU_CHAIN_POWER, chain, 'chain power') +
    published(TSU_COLOR_BONUS, colors, 'colour bonus') +
    groupBonus;
  return 10 * puyos * Math.min(999, Math.max(1, bonus));
}

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
    groups.sort((x, y) => x - y);
    const score = referenceStepScore(chain, colors.size, groups);
    steps.push({ chain, puyos: popped.length, colors: colors.size, groups, score });
  }
}
