/**
 * The guess when nothing is sure: the safest cell first; among cells about as safe, the one most likely to
 * help, judged by the chance it shows a zero (an opening) and how many unknown cells it borders.
 */
import { type Knowledge, MINE, UNKNOWN } from './knowledge.ts';
import type { Probabilities } from './probabilities.ts';

/** Cells whose mine probability is within this of the best count as equally safe for the tie-break. */
const SAFETY_TOLERANCE = 1e-9;

/** Chance that a safe cell shows 0, if its unknown neighbours were independent with their own probabilities. */
export function zeroChance(k: Knowledge, p: Float64Array, cell: number): number {
  const nb = k.neighbours;
  const base = cell * 9;
  let chance = 1;
  for (let j = 1; j <= nb[base]; j++) {
    const n = nb[base + j];
    if (k.known[n] === UNKNOWN) chance *= 1 - p[n];
    else if (k.known[n] === MINE) return 0;
  }
  return chance;
}

export function chooseGuess(k: Knowledge, probabilities: Probabilities): number {
  const p = probabilities.cell;
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0; i < k.size; i++) if (k.known[i] === UNKNOWN && p[i] < best) best = p[i];
  let chosen = -1;
  let chosenScore = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < k.size; i++) {
    if (k.known[i] !== UNKNOWN || p[i] > best + SAFETY_TOLERANCE) continue;
    const score = zeroChance(k, p, i);
    if (score > chosenScore) {
      chosenScore = score;
      chosen = i;
    }
  }
  return chosen;
}
