/** Puyo Puyo Tsu scoring: 10 x puyos cleared x clamp(chain power + colour bonus + group bonus, 1, 999). */

const CHAIN_POWER_TABLE = [
  0, 8, 16, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448, 480, 512,
];
/** Colour bonus by number of colours popped in one step (index 1..5). */
export const COLOR_BONUS = [0, 0, 3, 6, 12, 24] as const;
/** Group bonus by group size, index = size (0 below 4, 10 from 11 up). */
export const GROUP_BONUS = [0, 0, 0, 0, 0, 2, 3, 4, 5, 6, 7, 10] as const;

/** Chain power of chain step n (1-based); +32 per step after the 19th. */
export function chainPower(n: number): number {
  return n <= 19 ? CHAIN_POWER_TABLE[n - 1] : 512 + 32 * (n - 19);
}

export const groupBonus = (size: number): number => (size >= 11 ? 10 : GROUP_BONUS[size]);

/** Score of one chain step. */
export function stepScore(chain: number, puyos: number, colors: number, groupBonusSum: number): number {
  const bonus = chainPower(chain) + COLOR_BONUS[colors] + groupBonusSum;
  return 10 * puyos * Math.min(999, Math.max(1, bonus));
}
