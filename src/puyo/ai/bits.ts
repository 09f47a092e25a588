/** Bit helpers for the AI's bitboard code (the engine keeps its own private copies). */

/** Rows 1-12 of both lanes of a board word: the cells that can pop. */
export const VISIBLE = 0x1ffe1ffe;

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}
