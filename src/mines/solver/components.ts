/**
 * The frontier split into independent components: unknown cells next to an open number, linked when some number
 * touches both. Each component's constraints (a number and the unknown cells it still needs mines among) involve
 * only its own cells, so components can be solved apart and combined by mine count.
 */
import { type Knowledge, MINE, UNKNOWN } from './knowledge.ts';

export interface Constraint {
  /** The open cell whose number this is. */
  readonly source: number;
  /** Its unknown neighbours (global indices). */
  readonly cells: readonly number[];
  /** Mines still to place among them. */
  readonly need: number;
}

export interface Component {
  /** Unknown cells, in an order where constraints close early (breadth-first through shared numbers). */
  readonly cells: readonly number[];
  readonly constraints: readonly Constraint[];
}

/** Builds the constraints of every open number that has unknown neighbours, or null if one is impossible. */
export function frontierConstraints(k: Knowledge): Constraint[] | null {
  const constraints: Constraint[] = [];
  for (let cell = 0; cell < k.size; cell++) {
    if (k.cells[cell] < 0) continue;
    const need = k.need(cell);
    if (need === -1) {
      if (k.neighboursIn(cell, MINE).length !== k.cells[cell]) return null;
      continue;
    }
    const cells = k.neighboursIn(cell, UNKNOWN);
    if (need < 0 || need > cells.length) return null;
    constraints.push({ source: cell, cells, need });
  }
  return constraints;
}

export function splitComponents(k: Knowledge, constraints: readonly Constraint[]): Component[] {
  const byCell = new Map<number, number[]>();
  constraints.forEach((constraint, i) => {
    for (const cell of constraint.cells) {
      const list = byCell.get(cell);
      if (list) list.push(i);
      else byCell.set(cell, [i]);
    }
  });
  const seenCell = new Set<number>();
  const seenConstraint = new Uint8Array(constraints.length);
  const components: Component[] = [];
  for (const [start] of byCell) {
    if (seenCell.has(start) || k.known[start] !== UNKNOWN) continue;
    const cells: number[] = [start];
    const own: Constraint[] = [];
    seenCell.add(start);
    for (let head = 0; head < cells.length; head++) {
      for (const ci of byCell.get(cells[head])!) {
        if (seenConstraint[ci]) continue;
        seenConstraint[ci] = 1;
        own.push(constraints[ci]);
        for (const other of constraints[ci].cells) {
          if (seenCell.has(other)) continue;
          seenCell.add(other);
          cells.push(other);
        }
      }
    }
    components.push({ cells, constraints: own });
  }
  return components;
}
