/**
 * Potential chains ("quiet search", after ama): the chain the field would fire if one or two puyos of one colour
 * were dropped on one column. Only colours already touching the column's top cells are tried, since any other
 * colour cannot complete a group there. The result is the field's best chain and what firing it takes.
 */
import {
  ChainOutcome,
  COLUMNS,
  type Color,
  Field,
  floodGroup,
  isColor,
  resolveChain,
  VISIBLE_ROWS,
} from '../index.ts';
import { popcount, VISIBLE } from './bits.ts';

export interface PotentialChain {
  /** Chain length of the best chain found (0: none). */
  chains: number;
  score: number;
  /** Puyos that had to be added (1 or 2). */
  needed: number;
  /** Their colour, the column where they were added, and the row of the first one (the trigger's height). */
  color: number;
  column: number;
  triggerRow: number;
  /** How many (column, colour) trials fired a chain of 2 or more. */
  triggers: number;
  /** Coloured puyos the best chain clears, the added ones included. */
  puyos: number;
}

export const emptyPotential = (): PotentialChain => ({
  chains: 0,
  score: 0,
  needed: 0,
  color: 0,
  column: -1,
  triggerRow: 0,
  triggers: 0,
  puyos: 0,
});

const scratch = new Field();
const outcome = new ChainOutcome();

/** Finds the best potential chain of a settled field (one that is not popping by itself). */
export function findPotentialChain(
  field: Field,
  heights: Int32Array,
  out: PotentialChain,
  maxAdded = 2,
): PotentialChain {
  out.chains = 0;
  out.score = 0;
  out.needed = 0;
  out.color = 0;
  out.column = -1;
  out.triggerRow = 0;
  out.triggers = 0;
  out.puyos = 0;
  seenCount = 0;
  for (let col = 0; col < COLUMNS; col++) {
    const h = heights[col];
    if (h >= VISIBLE_ROWS) continue;
    let tried = 0;
    for (let i = 0; i < 5; i++) {
      const cell = neighbourColour(field, col, h, i);
      if (!isColor(cell) || tried & (1 << cell)) continue;
      tried |= 1 << cell;
      trial(field, col, h, cell, out, maxAdded);
    }
  }
  return out;
}

/** The colour of the i-th cell next to where puyos added on `col` would land (below, sides of rows h+1, h+2). */
function neighbourColour(field: Field, col: number, h: number, i: number): number {
  switch (i) {
    case 0:
      return h > 0 ? field.get(col, h) : 0;
    case 1:
      return col > 0 ? field.get(col - 1, h + 1) : 0;
    case 2:
      return col < COLUMNS - 1 ? field.get(col + 1, h + 1) : 0;
    case 3:
      return col > 0 && h + 2 <= VISIBLE_ROWS ? field.get(col - 1, h + 2) : 0;
    default:
      return col < COLUMNS - 1 && h + 2 <= VISIBLE_ROWS ? field.get(col + 1, h + 2) : 0;
  }
}

function trial(
  field: Field,
  col: number,
  h: number,
  color: Color,
  out: PotentialChain,
  maxAdded: number,
): void {
  scratch.copyFrom(field);
  for (let added = 1; added <= maxAdded && h + added <= VISIBLE_ROWS; added++) {
    scratch.drop(col, color);
    // Flood the group the added puyos join: too small, nothing pops yet; already tried, the same chain again.
    if (groupAt(scratch, color, col, h + 1) < 4) continue;
    if (seenGroup(col, h, added)) return;
    resolveChain(scratch, outcome);
    if (outcome.chains === 0) continue;
    if (outcome.chains >= 2) out.triggers++;
    if (
      outcome.chains > out.chains ||
      (outcome.chains === out.chains &&
        (added < out.needed || (added === out.needed && outcome.score > out.score)))
    ) {
      out.chains = outcome.chains;
      out.score = outcome.score;
      out.needed = added;
      out.color = color;
      out.column = col;
      out.triggerRow = h + 1;
      out.puyos = outcome.puyos;
    }
    return;
  }
}

/** The last flooded group, and the groups (less the added puyos) already simulated in this search. */
const group = new Int32Array(3);
const seen = new Int32Array(3 * 64);
let seenCount = 0;

/** Floods the group of `color` holding (col, row) in `field` into `group`; returns its size. */
function groupAt(field: Field, color: Color, col: number, row: number): number {
  const b = field.boards;
  const k = (color - 1) * 3;
  const ma = b[k] & VISIBLE;
  const mb = b[k + 1] & VISIBLE;
  const mc = b[k + 2] & VISIBLE;
  const bit = 1 << (((col & 1) << 4) + row);
  floodGroup(
    col >> 1 === 0 ? bit & ma : 0,
    col >> 1 === 1 ? bit & mb : 0,
    col >> 1 === 2 ? bit & mc : 0,
    ma,
    mb,
    mc,
    group,
  );
  return popcount(group[0]) + popcount(group[1]) + popcount(group[2]);
}

/** Whether the flooded group, less the puyos added on `col` above row h, was already simulated (records it). */
function seenGroup(col: number, h: number, added: number): boolean {
  const lane = ((1 << added) - 1) << (h + 1);
  const w = col >> 1;
  group[w] &= ~(lane << ((col & 1) << 4));
  for (let i = 0; i < seenCount; i++) {
    if (seen[i * 3] === group[0] && seen[i * 3 + 1] === group[1] && seen[i * 3 + 2] === group[2]) return true;
  }
  if (seenCount < 64) {
    seen.set(group, seenCount * 3);
    seenCount++;
  }
  return false;
}
