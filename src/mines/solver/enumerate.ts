/**
 * Exact solution counting for one frontier component. Cells touching exactly the same numbers are
 * interchangeable, so they are grouped in boxes and the search chooses how many mines each box holds (k of its
 * s cells, in C(s, k) ways) instead of which cells: a long frontier along a wall has far fewer box choices than
 * cell choices. Boxes are searched in an order where numbers close early, pruning as soon as a number can no
 * longer be met. Solutions are counted by how many mines they use, with per-cell mine counts for each total.
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

/** Raised when a component has too many box choices to search within the node budget. */
export class TooComplexError extends Error {}

interface Box {
  /** Indices into component.cells. */
  readonly cells: number[];
  readonly constraints: Int32Array;
}

/** Groups the component's cells by the set of numbers they touch, in the component's (breadth-first) order. */
function boxesOf(component: Component): Box[] {
  const touching: number[][] = component.cells.map(() => []);
  const local = new Map<number, number>();
  component.cells.forEach((cell, i) => {
    local.set(cell, i);
  });
  component.constraints.forEach((constraint, c) => {
    for (const cell of constraint.cells) touching[local.get(cell)!].push(c);
  });
  const byKey = new Map<string, Box>();
  const boxes: Box[] = [];
  touching.forEach((constraints, i) => {
    const key = constraints.join(',');
    const box = byKey.get(key);
    if (box) box.cells.push(i);
    else {
      const created = { cells: [i], constraints: Int32Array.from(constraints) };
      byKey.set(key, created);
      boxes.push(created);
    }
  });
  return boxes;
}

/** Binomial coefficients C(n, k) for n up to 8 (a box is at most a number's 8 neighbours). */
const CHOOSE: number[][] = Array.from({ length: 9 }, (_, n) => {
  const row = [1];
  for (let k = 1; k <= n; k++) row.push((row[k - 1] * (n - k + 1)) / k);
  return row;
});

/** Most boxes in a component that is searched (deeper ones are estimated). */
export const MAX_BOXES = 1500;

export function enumerateComponent(
  component: Component,
  maxMines: number,
  nodeBudget = 2_000_000,
): ComponentCounts | null {
  const n = component.cells.length;
  const boxes = boxesOf(component);
  // The search recurses once per box; past this depth the stack, not the budget, would give out.
  if (boxes.length > MAX_BOXES) throw new TooComplexError('component too long to enumerate');
  const constraintCount = component.constraints.length;
  const need = new Int32Array(constraintCount);
  const left = new Int32Array(constraintCount);
  component.constraints.forEach((constraint, c) => {
    need[c] = constraint.need;
    left[c] = constraint.cells.length;
  });
  const taken = new Int32Array(boxes.length);
  const boxRows: (Float64Array | undefined)[] = [];
  const ways: number[] = [];
  let nodes = 0;

  const record = (mines: number, weight: number): void => {
    let row = boxRows[mines];
    if (!row) {
      row = new Float64Array(boxes.length);
      boxRows[mines] = row;
      ways[mines] = 0;
    }
    ways[mines] += weight;
    for (let b = 0; b < boxes.length; b++) if (taken[b] > 0) row[b] += weight * taken[b];
  };

  const search = (b: number, mines: number, weight: number): void => {
    if (++nodes > nodeBudget) throw new TooComplexError('component too complex to enumerate');
    if (b === boxes.length) {
      record(mines, weight);
      return;
    }
    const { cells, constraints } = boxes[b];
    const size = cells.length;
    for (let k = 0; k <= size && mines + k <= maxMines; k++) {
      let fits = true;
      for (let j = 0; j < constraints.length; j++) {
        const c = constraints[j];
        const rest = need[c] - k;
        if (rest < 0 || rest > left[c] - size) {
          fits = false;
          break;
        }
      }
      if (!fits) continue;
      for (let j = 0; j < constraints.length; j++) {
        need[constraints[j]] -= k;
        left[constraints[j]] -= size;
      }
      taken[b] = k;
      search(b + 1, mines + k, weight * CHOOSE[size][k]);
      taken[b] = 0;
      for (let j = 0; j < constraints.length; j++) {
        need[constraints[j]] += k;
        left[constraints[j]] += size;
      }
    }
  };
  search(0, 0, 1);

  let minMines = -1;
  let maxFound = -1;
  let biggest = 0;
  for (let m = 0; m < boxRows.length; m++) {
    if (!boxRows[m]) continue;
    if (minMines < 0) minMines = m;
    maxFound = m;
    biggest = Math.max(biggest, ways[m]);
  }
  if (minMines < 0) return null;
  const scaledWays = new Float64Array(maxFound - minMines + 1);
  const cellWays: Float64Array[] = [];
  for (let m = minMines; m <= maxFound; m++) {
    const row = new Float64Array(n);
    const boxRow = boxRows[m];
    if (boxRow) {
      scaledWays[m - minMines] = ways[m] / biggest;
      // Mines spread evenly over a box's cells: each cell carries its box's mine count / size.
      boxes.forEach((box, b) => {
        const perCell = boxRow[b] / box.cells.length / biggest;
        for (const i of box.cells) row[i] = perCell;
      });
    }
    cellWays.push(row);
  }
  return { component, minMines, ways: scaledWays, cellWays, logScale: Math.log(biggest) };
}
