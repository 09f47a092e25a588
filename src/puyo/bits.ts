/**
 * Bit layout shared by the fast field code: 6 columns x 16 rows in three 32-bit words, two columns per word
 * (column 2w in bits 0-15 of word w, column 2w+1 in bits 16-31). Row r (1..14) is bit r of its 16-bit lane;
 * bits 0 and 15 stay empty so vertical shifts never carry a puyo into the next column.
 */

/** Rows 1-12 of both lanes: the only cells that can pop. */
export const POP_ROWS = 0x1ffe1ffe;
/** Rows 1-13 of one lane: the cells gravity moves. */
export const FALL_ROWS_LANE = 0x3ffe;
/** Row 14 of one lane: turning space, a puyo there is frozen. */
export const TURN_ROW_LANE = 0x4000;

export const wordOf = (col: number): number => col >> 1;
export const shiftOf = (col: number): number => (col & 1) << 4;
export const bitOf = (col: number, row: number): number => 1 << (((col & 1) << 4) + row);

export function popcount32(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  x = (x + (x >>> 4)) & 0x0f0f0f0f;
  return Math.imul(x, 0x01010101) >>> 24;
}

/**
 * Removes the bits of `removed` from a 16-bit lane and lets everything above each removed bit fall into it
 * (a software pext on the complement). Row 14 never falls; `removed` must not include it.
 */
export function compactLane(lane: number, removed: number): number {
  const frozen = lane & TURN_ROW_LANE;
  let v = lane & FALL_ROWS_LANE & ~removed;
  while (removed !== 0) {
    const p = 31 - Math.clz32(removed);
    removed ^= 1 << p;
    const below = (1 << p) - 1;
    v = (v & below) | ((v >>> 1) & ~below);
  }
  return v | frozen;
}
