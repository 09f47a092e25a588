/**
 * The guess when nothing is sure. The candidates are the safest cells and the cells nearly as safe (plus a few
 * representatives of the cells off the frontier, which all share one probability). Each candidate is looked at
 * one move ahead: for every number it could show, the exact probabilities of the position after it, and how safe
 * the best next move would then be. The score is the chance of surviving both this guess and the next move;
 * the chance of a zero (an opening) breaks ties. A dead cell, whose number is already settled by the rest, tells
 * nothing when opened and is never the guess while a cell that can tell something is left. A forced 50/50 (see
 * fiftyFifty.ts) comes before all of that.
 */
import { frontierConstraints } from './components.ts';
import { deduceLocally } from './deduce.ts';
import { endgameSearchIfFew } from './endgame.ts';
import { forcedFiftyFifty } from './fiftyFifty.ts';
import { type Knowledge, MINE, UNKNOWN } from './knowledge.ts';
import { computeProbabilities, type Probabilities, safestSafety } from './probabilities.ts';

/** Candidates are cells at most this much less safe than the safest (as a share of the safest's safety). */
const CANDIDATE_MARGIN = 0.1;
/** At most this many candidates are looked at ahead (the safest first). */
const MAX_CANDIDATES = 12;
/** Off-frontier cells looked at ahead (the likeliest openings). */
const MAX_OFF_FRONTIER = 4;
const EPSILON = 1e-9;

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

interface Candidate {
  readonly cell: number;
  readonly safety: number;
  readonly zero: number;
}

function candidates(k: Knowledge, probabilities: Probabilities): Candidate[] {
  const p = probabilities.cell;
  const bestSafety = safestSafety(k, probabilities);
  const frontier: Candidate[] = [];
  const off: Candidate[] = [];
  const onFrontier = new Uint8Array(k.size);
  for (const c of probabilities.components) for (const cell of c.component.cells) onFrontier[cell] = 1;
  for (let i = 0; i < k.size; i++) {
    if (k.known[i] !== UNKNOWN) continue;
    const safety = 1 - p[i];
    if (safety < bestSafety * (1 - CANDIDATE_MARGIN) - EPSILON) continue;
    (onFrontier[i] ? frontier : off).push({ cell: i, safety, zero: zeroChance(k, p, i) });
  }
  const bySafety = (a: Candidate, b: Candidate) => b.safety - a.safety || b.zero - a.zero;
  off.sort((a, b) => b.zero - a.zero);
  return [...frontier, ...off.slice(0, MAX_OFF_FRONTIER)].sort(bySafety).slice(0, MAX_CANDIDATES);
}

/** What opening a cell would lead to, over the numbers it could show if safe. */
export interface Outlook {
  /** The expected safety of the best move after it (1 when the position then has a sure safe cell or is solved). */
  readonly safety: number;
  /** How many numbers it can show: 1 means a dead cell (opening it tells nothing). */
  readonly values: number;
}

export function nextMoveSafety(k: Knowledge, cell: number): Outlook {
  const nb = k.neighbours;
  let low = 0;
  let high = 0;
  for (let j = 1; j <= nb[cell * 9]; j++) {
    const state = k.known[nb[cell * 9 + j]];
    if (state === MINE) low++;
    if (state === MINE || state === UNKNOWN) high++;
  }
  const lnWeights: number[] = [];
  const safeties: number[] = [];
  for (let value = low; value <= high; value++) {
    const after = k.withOpened(cell, value);
    const proved = deduceLocally(after);
    const probabilities = computeProbabilities(after);
    if (!probabilities) continue;
    let best = 0;
    let unknown = false;
    for (let i = 0; i < after.size; i++) {
      if (after.isSafeCovered(i)) best = 1;
      if (after.known[i] !== UNKNOWN) continue;
      unknown = true;
      best = Math.max(best, 1 - probabilities.cell[i]);
    }
    lnWeights.push(probabilities.lnLayouts);
    safeties.push(unknown && proved >= 0 ? best : 1);
  }
  if (lnWeights.length === 0) return { safety: 0, values: 0 };
  const top = Math.max(...lnWeights);
  let total = 0;
  let sum = 0;
  lnWeights.forEach((w, i) => {
    const weight = Math.exp(w - top);
    total += weight;
    sum += weight * safeties[i];
  });
  return { safety: sum / total, values: lnWeights.length };
}

/**
 * Boards above this many cells skip the lookahead (each look ahead recounts the whole board): the safest cell,
 * likeliest opening first, is chosen directly.
 */
export const LOOKAHEAD_MAX_CELLS = 40_000;

export function chooseGuess(k: Knowledge, probabilities: Probabilities): number {
  const endgame = endgameSearchIfFew(k, probabilities);
  if (endgame && endgame.cell >= 0) return endgame.cell;
  const constraints = frontierConstraints(k);
  const coin = constraints && forcedFiftyFifty(k, constraints);
  if (coin) return coin[0];
  const list = candidates(k, probabilities);
  if (list.length === 0) return -1;
  if (list.length === 1) return list[0].cell;
  if (k.size > LOOKAHEAD_MAX_CELLS) return list[0].cell;
  let chosen = list[0];
  let chosenScore = Number.NEGATIVE_INFINITY;
  let chosenDead = true;
  for (const candidate of list) {
    const outlook = nextMoveSafety(k, candidate.cell);
    const dead = outlook.values <= 1;
    if (dead && !chosenDead) continue;
    if (chosenDead && !dead) chosenScore = Number.NEGATIVE_INFINITY;
    chosenDead = dead;
    const score = candidate.safety * outlook.safety;
    if (score > chosenScore + EPSILON || (score > chosenScore - EPSILON && candidate.zero > chosen.zero)) {
      chosen = candidate;
      chosenScore = score;
    }
  }
  return chosen.cell;
}
