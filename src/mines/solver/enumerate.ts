/**
 * Exact solution counting for one frontier component: backtracking over its cells in order, pruning as soon as a
 * number can no longer be met. Solutions are counted by how many mines they use, and for each mine count, how many
 * solutions put a mine on each cell.
 */
import type { Component } from './components.ts';

export interface ComponentCounts {
  readonly component: Component;
  /** Fewest mines in any solution. */
  readonly minMines: number;
  /** ways[m - minMines]: solutions with m mines (scaled: only ratios matter). */
  readonly ways: Float64Array;
  /** cellWays[m - minMines][i]: of those, how many put a mine on component.cells[i] (same scale). */
  readonly cellWays: Float64Array[];
  /** ln of the factor the counts were divided by (to keep them small). */
  readonly logScale: number;
}

/** Raised when a component has too many solutions to enumerate within the node budget. */
export class TooComplexError extends Error {}

export function enumerateComponent(
  component: Component,
  maxMines: number,
  nodeBudget = 2_000_000,
): ComponentCounts | null {
  const n = component.cells.length;
  const local = new Map<number, number>();
  component.cells.forEach((cell, i) => {
    local.set(cell, i);
  });
  const constraintCount = component.constraints.length;
  const need = new Int32Array(constraintCount);
  const left = new Int32Array(constraintCount);
  const consOf: number[][] = Array.from({ length: n }, () => []);
  component.constraints.forEach((constraint, c) => {
    need[c] = constraint.need;
    left[c] = constraint.cells.length;
    for (const cell of constraint.cells) consOf[local.get(cell)!].push(c);
  });
  const consFlat = consOf.map((list) => Int32Array.from(list));
  const assign = new Uint8Array(n);
  const rows: (Float64Array | undefined)[] = [];
  const ways: number[] = [];
  let nodes = 0;

  const record = (mines: number): void => {
    let row = rows[mines];
    if (!row) {
      row = new Float64Array(n);
      rows[mines] = row;
      ways[mines] = 0;
    }
    ways[mines]++;
    for (let i = 0; i < n; i++) row[i] += assign[i];
  };

  const search = (i: number, mines: number): void => {
    if (++nodes > nodeBudget) throw new TooComplexError('component too complex to enumerate');
    if (i === n) {
      record(mines);
      return;
    }
    const cons = consFlat[i];
    for (let v = 0; v <= 1; v++) {
      if (mines + v > maxMines) return;
      let fits = true;
      for (let j = 0; j < cons.length; j++) {
        const c = cons[j];
        const rest = need[c] - v;
        if (rest < 0 || rest > left[c] - 1) {
          fits = false;
          break;
        }
      }
      if (!fits) continue;
      for (let j = 0; j < cons.length; j++) {
        need[cons[j]] -= v;
        left[cons[j]]--;
      }
      assign[i] = v;
      search(i + 1, mines + v);
      assign[i] = 0;
      for (let j = 0; j < cons.length; j++) {
        need[cons[j]] += v;
        left[cons[j]]++;
      }
    }
  };
  search(0, 0);

  let minMines = -1;
  let maxFound = -1;
  let biggest = 0;
  for (let m = 0; m < rows.length; m++) {
    if (!rows[m]) continue;
    if (minMines < 0) minMines = m;
    maxFound = m;
    biggest = Math.max(biggest, ways[m]);
  }
  if (minMines < 0) return null;
  const span = maxFound - minMines + 1;
  const scaledWays = new Float64Array(span);
  const cellWays: Float64Array[] = [];
  for (let m = minMines; m <= maxFound; m++) {
    const row = rows[m] ?? new Float64Array(n);
    if (rows[m]) {
      scaledWays[m - minMines] = ways[m] / biggest;
      for (let i = 0; i < n; i++) row[i] /= biggest;
    }
    cellWays.push(row);
  }
  return { component, minMines, ways: scaledWays, cellWays, logScale: Math.log(biggest) };
}
