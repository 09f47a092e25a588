/**
 * Cheap shape features of a settled field, read straight from the bitboards: column heights, how many same-coloured
 * neighbours the puyos have (connections), and how far the surface is from the U shape chains are built on.
 */
import { COLUMNS, type Field } from '../index.ts';
import { popcount, VISIBLE } from './bits.ts';

/** Heights of the six columns (rows 1-13), written into `out`. */
export function columnHeights(field: Field, out: Int32Array): Int32Array {
  for (let col = 0; col < COLUMNS; col++) out[col] = field.height(col);
  return out;
}

/** Empty cells in rows 1-12, from the column heights. */
export function freeCellsOf(heights: Int32Array): number {
  let free = 0;
  for (let col = 0; col < COLUMNS; col++) free += Math.max(0, 12 - heights[col]);
  return free;
}

export interface Links {
  /** Same-coloured adjacent pairs (horizontal and vertical) among colours in rows 1-12. */
  pairs: number;
  /** Puyos with no same-coloured neighbour. */
  isolated: number;
}

/** Counts same-coloured connections among colour puyos (garbage ignored). */
export function countLinks(field: Field, out: Links): Links {
  const b = field.boards;
  let pairs = 0;
  let isolated = 0;
  for (let k = 0; k < 15; k += 3) {
    const a = b[k] & VISIBLE;
    const m = b[k + 1] & VISIBLE;
    const c = b[k + 2] & VISIBLE;
    if ((a | m | c) === 0) continue;
    // Vertical pairs inside each lane, horizontal pairs inside a word (lane 0 to lane 1) and across words.
    const va = a & (a >>> 1);
    const vb = m & (m >>> 1);
    const vc = c & (c >>> 1);
    const ha = a & (a >>> 16);
    const hb = m & (m >>> 16);
    const hc = c & (c >>> 16);
    const xab = (a >>> 16) & m & 0xffff;
    const xbc = (m >>> 16) & c & 0xffff;
    pairs += popcount(va) + popcount(vb) + popcount(vc) + popcount(ha) + popcount(hb);
    pairs += popcount(hc) + popcount(xab) + popcount(xbc);
    // A puyo with any same-coloured neighbour.
    const na = (a << 1) | (a >>> 1) | (a << 16) | (a >>> 16) | (m << 16);
    const nb = (m << 1) | (m >>> 1) | (m << 16) | (m >>> 16) | (a >>> 16) | (c << 16);
    const nc = (c << 1) | (c >>> 1) | (c << 16) | (c >>> 16) | (m >>> 16);
    isolated += popcount(a & ~na) + popcount(m & ~nb) + popcount(c & ~nc);
  }
  out.pairs = pairs;
  out.isolated = isolated;
  return out;
}

/** Garbage puyos on the field. */
export function countGarbage(field: Field): number {
  const b = field.boards;
  return popcount(b[15]) + popcount(b[16]) + popcount(b[17]);
}
