/**
 * A 52-bit hash of a field (two 26-bit murmur-style mixes of its 18 board words), for the search's transposition
 * table. Distinct fields collide with probability about 2^-52 per pair: far below anything a search meets.
 */
import type { Field } from '../index.ts';

export function hashField(field: Field): number {
  const b = field.boards;
  let h1 = 0x9e3779b9;
  let h2 = 0x85ebca6b;
  for (let i = 0; i < b.length; i++) {
    h1 = Math.imul(h1 ^ b[i], 0xcc9e2d51);
    h1 = (h1 << 13) | (h1 >>> 19);
    h2 = Math.imul(h2 ^ b[i], 0x1b873593);
    h2 = (h2 << 15) | (h2 >>> 17);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b);
  h2 = Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35);
  return (h1 >>> 6) * 0x4000000 + (h2 >>> 6);
}
