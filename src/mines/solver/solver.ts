/**
 * One step of the solver: the sure moves of a position (local rules first, then exact probabilities), or, when
 * there is none, the guess it would make.
 */
import { deduceLocally } from './deduce.ts';
import { chooseGuess } from './guess.ts';
import { type Knowledge, MINE, SAFE } from './knowledge.ts';
import { computeProbabilities, type Probabilities } from './probabilities.ts';

/** Below this (and above 1 minus it) a probability counts as 0 (or 1): rounding in scaled counts. */
export const CERTAIN = 1e-9;

export interface Step {
  /** Covered cells proved safe. */
  readonly safe: number[];
  /** Unknown cells proved mines (newly, not counting those known before). */
  readonly mines: number[];
  /** The guess when `safe` is empty (-1 when there is no covered cell left or the position is impossible). */
  readonly guess: number;
  readonly probabilities: Probabilities | null;
}

export function solveStep(k: Knowledge): Step {
  const minesBefore = new Uint8Array(k.known);
  deduceLocally(k);
  let probabilities: Probabilities | null = null;
  if (!hasSafeCovered(k)) {
    probabilities = computeProbabilities(k);
    // An estimated component could put every mine on the frontier and "prove" the rest safe: exact only.
    if (probabilities?.exact) {
      const p = probabilities.cell;
      for (let i = 0; i < k.size; i++) {
        if (k.cells[i] >= 0 || k.known[i] !== 0) continue;
        if (p[i] < CERTAIN) k.markSafe(i);
        else if (p[i] > 1 - CERTAIN) k.markMine(i);
      }
    }
  }
  const safe: number[] = [];
  const mines: number[] = [];
  for (let i = 0; i < k.size; i++) {
    if (k.isSafeCovered(i)) safe.push(i);
    else if (k.known[i] === MINE && minesBefore[i] !== MINE) mines.push(i);
  }
  const guess = safe.length === 0 && probabilities ? chooseGuess(k, probabilities) : -1;
  return { safe, mines, guess, probabilities };
}

function hasSafeCovered(k: Knowledge): boolean {
  for (let i = 0; i < k.size; i++) if (k.known[i] === SAFE && k.cells[i] < 0) return true;
  return false;
}
