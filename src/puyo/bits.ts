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

/** PEXT8[mask << 8 | value]: the bits of `value` selected by `mask`, packed at the bottom (x86 pext on 8 bits). */
export const PEXT8 = new Uint8Array(1 << 16);
/** Number of set bits of a byte. */
export const POPCOUNT8 = new Uint8Array(256);
for (let mask = 0; mask < 256; mask++) {
  POPCOUNT8[mask] = popcount32(mask);
  for (let value = 0; value < 256; value++) {
    let packed = 0;
    let next = 0;
    for (let bit = 0; bit < 8; bit++) {
      if (!(mask & (1 << bit))) continue;
      if (value & (1 << bit)) packed |= 1 << next;
      next++;
    }
    PEXT8[(mask << 8) | value] = packed;
  }
}

/**
 * Removes the bits of `removed` from a 16-bit lane and lets everything above them fall (pext on the complement).
 * Row 14 never falls; `removed` must not include it.
 */
export function compactLane(lane: number, removed: number): number {
  const keep = ~removed & 0x3fff;
  const low = keep & 0xff;
  return (
    PEXT8[(low << 8) | (lane & 0xff)] |
    (PEXT8[(keep & 0xff00) | ((lane >>> 8) & 0xff)] << POPCOUNT8[low]) |
    (lane & TURN_ROW_LANE)
  );
}
