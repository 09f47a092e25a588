/**
 * Exact mine probabilities for every unknown cell. Each frontier component is enumerated on its own; the
 * components are then combined by mine count, every combination weighted by the number of ways to place the
 * remaining mines among the cells off the frontier, C(off-frontier cells, mines left). Counts stay as scaled
 * doubles with their logs kept apart, so a 100x100 board does not overflow.
 */
import { lnChoose } from './binomial.ts';
import { type Component, frontierConstraints, splitComponents } from './components.ts';
import { type ComponentCounts, enumerateComponent, TooComplexError } from './enumerate.ts';
import { type Knowledge, MINE, UNKNOWN } from './knowledge.ts';

export interface Probabilities {
  /** Mine probability of every cell: 0 for open or proved-safe cells, 1 for proved mines. */
  readonly cell: Float64Array;
  /** The probability shared by every unknown cell off the frontier (NaN if there is none). */
  readonly offFrontier: number;
  /** Unknown cells that touch no open number. */
  readonly offFrontierCells: number;
  readonly components: readonly ComponentCounts[];
  /** ln of the number of mine layouts consistent with the position (exact up to rounding). */
  readonly lnLayouts: number;
  /** False when some component was too big to count and was estimated (its probabilities are approximate). */
  readonly exact: boolean;
}

/** Probabilities for the position, or null when no layout fits it (the view contradicts itself). */
export function computeProbabilities(k: Knowledge, nodeBudget = DEFAULT_NODE_BUDGET): Probabilities | null {
  const constraints = frontierConstraints(k);
  if (!constraints) return null;
  const parts = splitComponents(k, constraints);
  const minesLeft = k.minesLeft;
  const counts: ComponentCounts[] = [];
  const estimated: Component[] = [];
  let frontierCells = 0;
  for (const part of parts) {
    let solved: ComponentCounts | null;
    try {
      solved = enumerateComponent(part, minesLeft, nodeBudget);
    } catch (error) {
      if (!(error instanceof TooComplexError)) throw error;
      estimated.push(part);
      continue;
    }
    if (!solved) return null;
    counts.push(solved);
    frontierCells += part.cells.length;
  }
  let unknown = 0;
  for (let i = 0; i < k.size; i++) if (k.known[i] === UNKNOWN) unknown++;
  // Components too big to count join the cells off the frontier in the weighting, then get local estimates.
  const off = unknown - frontierCells;
  const result = combine(k, counts, off, minesLeft);
  if (!result) return null;
  for (const part of estimated) estimateComponent(part, result.cell);
  return { ...result, exact: estimated.length === 0 };
}

/** Search nodes allowed per component before it is estimated instead of counted. */
export const DEFAULT_NODE_BUDGET = 1_000_000;

/**
 * Probabilities for a component too big to count: each cell's average local density (need / cells over the
 * numbers it touches). Approximate; never used for sure moves.
 */
function estimateComponent(component: Component, cell: Float64Array): void {
  const sum = new Map<number, number>();
  const touching = new Map<number, number>();
  for (const c of component.constraints) {
    for (const x of c.cells) {
      sum.set(x, (sum.get(x) ?? 0) + c.need / c.cells.length);
      touching.set(x, (touching.get(x) ?? 0) + 1);
    }
  }
  for (const x of component.cells)
    cell[x] = Math.min(1 - 1e-3, Math.max(1e-3, sum.get(x)! / touching.get(x)!));
}

/** A mine-count distribution held as values * e^lnScale (index = mines above the sum of minimums). */
interface Dist {
  readonly values: Float64Array;
  readonly lnScale: number;
}

/** Convolution of two distributions, rescaled so its largest value is 1. */
function convolve(a: Dist, b: Dist): Dist {
  const out = new Float64Array(a.values.length + b.values.length - 1);
  for (let i = 0; i < a.values.length; i++) {
    const x = a.values[i];
    if (x === 0) continue;
    for (let j = 0; j < b.values.length; j++) out[i + j] += x * b.values[j];
  }
  let biggest = 0;
  for (const v of out) biggest = Math.max(biggest, v);
  if (biggest > 0) for (let i = 0; i < out.length; i++) out[i] /= biggest;
  return { values: out, lnScale: a.lnScale + b.lnScale + (biggest > 0 ? Math.log(biggest) : 0) };
}

const unit: Dist = { values: Float64Array.of(1), lnScale: 0 };

function combine(
  k: Knowledge,
  counts: ComponentCounts[],
  off: number,
  minesLeft: number,
): Omit<Probabilities, 'exact'> | null {
  const n = counts.length;
  const dists: Dist[] = counts.map((c) => ({ values: c.ways, lnScale: 0 }));
  // prefix[i]: components 0..i-1 together; suffix[i]: components i..n-1.
  const prefix: Dist[] = [unit];
  for (let i = 0; i < n; i++) prefix.push(convolve(prefix[i], dists[i]));
  const suffix: Dist[] = new Array(n + 1);
  suffix[n] = unit;
  for (let i = n - 1; i >= 0; i--) suffix[i] = convolve(dists[i], suffix[i + 1]);
  const baseMin = counts.reduce((sum, c) => sum + c.minMines, 0);
  const all = prefix[n];

  // weight[t]: layouts off the frontier when the frontier holds baseMin + t mines, relative to the largest.
  const lnWeights = new Float64Array(all.values.length);
  let lnBest = Number.NEGATIVE_INFINITY;
  for (let t = 0; t < lnWeights.length; t++) {
    lnWeights[t] = lnChoose(off, minesLeft - baseMin - t);
    lnBest = Math.max(lnBest, lnWeights[t]);
  }
  if (lnBest === Number.NEGATIVE_INFINITY) return null;
  const weight = lnWeights.map((w) => Math.exp(w - lnBest));

  let total = 0;
  let offMines = 0;
  for (let t = 0; t < all.values.length; t++) {
    const w = all.values[t] * weight[t];
    total += w;
    offMines += w * (minesLeft - baseMin - t);
  }
  if (!(total > 0)) return null;

  const cell = new Float64Array(k.size);
  const onFrontier = new Uint8Array(k.size);
  for (let i = 0; i < k.size; i++) if (k.known[i] === MINE) cell[i] = 1;
  for (let i = 0; i < n; i++) {
    const { component, cellWays } = counts[i];
    const others = convolve(prefix[i], suffix[i + 1]);
    const relative = Math.exp(others.lnScale - all.lnScale) / total;
    const cells = component.cells;
    for (let m = 0; m < cellWays.length; m++) {
      let g = 0;
      for (let t = 0; t < others.values.length; t++) g += others.values[t] * weight[m + t];
      if (g === 0) continue;
      const row = cellWays[m];
      const factor = g * relative;
      for (let j = 0; j < cells.length; j++) cell[cells[j]] += row[j] * factor;
    }
    for (const c of cells) onFrontier[c] = 1;
  }
  const offFrontier = off > 0 ? offMines / total / off : Number.NaN;
  for (let i = 0; i < k.size; i++) if (k.known[i] === UNKNOWN && !onFrontier[i]) cell[i] = offFrontier;

  const lnLayouts = Math.log(total) + lnBest + all.lnScale + counts.reduce((sum, c) => sum + c.logScale, 0);
  return { cell, offFrontier, offFrontierCells: off, components: counts, lnLayouts };
}

/** The safety (1 minus mine probability) of the safest unknown cell. */
export function safestSafety(k: Knowledge, probabilities: Probabilities): number {
  let safest = 0;
  for (let i = 0; i < k.size; i++)
    if (k.known[i] === UNKNOWN) safest = Math.max(safest, 1 - probabilities.cell[i]);
  return safest;
}
