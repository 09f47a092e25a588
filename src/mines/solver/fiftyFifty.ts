/**
 * Forced coin flips: two unknown cells that hide exactly one mine and that no number still to be opened can tell
 * apart, because every cell next to one of them but not the other is a mine. Such a guess must be made some day
 * at even odds whatever else happens, so it is best made now: losing it loses nothing more, and the number shown
 * on survival may spare a riskier guess elsewhere.
 */
import type { Constraint } from './components.ts';
import { type Knowledge, MINE } from './knowledge.ts';

/** The two cells of a forced 50/50, or null when the position has none. */
export function forcedFiftyFifty(k: Knowledge, constraints: readonly Constraint[]): [number, number] | null {
  for (const c of constraints) {
    if (c.need !== 1 || c.cells.length !== 2) continue;
    const [a, b] = c.cells;
    if (indistinguishable(k, a, b)) return [a, b];
  }
  return null;
}

/** True when every cell around exactly one of `a` and `b` (the cells themselves included) is a known mine. */
function indistinguishable(k: Knowledge, a: number, b: number): boolean {
  const around = (cell: number): Set<number> => {
    const set = new Set<number>([cell]);
    const base = cell * 9;
    for (let j = 1; j <= k.neighbours[base]; j++) set.add(k.neighbours[base + j]);
    return set;
  };
  const nearA = around(a);
  const nearB = around(b);
  for (const x of nearA) if (!nearB.has(x) && k.known[x] !== MINE) return false;
  for (const x of nearB) if (!nearA.has(x) && k.known[x] !== MINE) return false;
  return true;
}
