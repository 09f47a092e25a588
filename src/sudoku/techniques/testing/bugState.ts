/**
 * BUG states written out for the uniqueness tests: a solved grid with every cell of some digit pairs opened again,
 * each holding both digits of its pair. Each open cell then has two candidates and each unit holds each of those
 * digits exactly twice (swapping the digits of a pair everywhere gives a second solution).
 */
import type { Board } from '../../board.ts';
import { cellOf } from './pencil.ts';

export const SOLVED = '123456789456789123789123456234567891567891234891234567345678912678912345912345678';

/** The 1s and 2s, and the 3s and 4s, open. */
export const PAIRS = [
  [1, 2],
  [3, 4],
] as const;

/** The BUG state of `pairs`, then the cells of `changed` given those candidates instead (opened if placed). */
export function bugState(
  pairs: readonly (readonly [number, number])[],
  changed: Readonly<Record<string, string>>,
): Board {
  const values = Uint8Array.from(SOLVED, Number);
  const cands = new Uint16Array(81);
  for (const [x, y] of pairs)
    for (let cell = 0; cell < 81; cell++)
      if (values[cell] === x || values[cell] === y) {
        values[cell] = 0;
        cands[cell] = (1 << (x - 1)) | (1 << (y - 1));
      }
  for (const [name, digits] of Object.entries(changed)) {
    values[cellOf(name)] = 0;
    cands[cellOf(name)] = [...digits].reduce((mask, d) => mask | (1 << (Number(d) - 1)), 0);
  }
  return { values, cands };
}
