/**
 * Placements: where a pair ends, as pivot column + rotation, and the placement-level API the AI searches with.
 * A pair has 22 distinct placements (6 upright, 6 upside down, 5 lying right, 5 lying left); a same-coloured
 * pair has 11 once mirror images are merged (down = up, lying left at c = lying right at c - 1).
 */
import { bitOf, wordOf } from './bits.ts';
import { ChainOutcome, resolveChainFrom } from './chain.ts';
import type { Field } from './field.ts';
import { ALL_CLEAR_BONUS, ALL_CLEAR_GARBAGE, garbageFromPoints, TARGET_POINTS } from './garbage.ts';
import { CHILD_DX, type Rotation } from './moves.ts';
import type { Color } from './types.ts';

export interface Pair {
  readonly pivot: Color;
  readonly child: Color;
}

export interface Placement {
  readonly col: number;
  readonly rot: Rotation;
}

const all: Placement[] = [];
for (const rot of [0, 1, 2, 3] as const) {
  for (let col = 0; col < 6; col++) {
    const childCol = col + CHILD_DX[rot];
    if (childCol >= 0 && childCol < 6) all.push({ col, rot });
  }
}
/** The 22 placements; a placement's index in this list is its id. */
export const PLACEMENTS: readonly Placement[] = all;
/** The 11 placements of a same-coloured pair (upright and lying right). */
export const SAME_COLOR_PLACEMENTS: readonly Placement[] = all.filter((p) => p.rot === 0 || p.rot === 1);

/** Index of a placement in PLACEMENTS, or -1 if the child would leave the field. */
export function placementId(col: number, rot: number): number {
  return PLACEMENTS.findIndex((p) => p.col === col && p.rot === rot);
}

export const placementsFor = (pair: Pair): readonly Placement[] =>
  pair.pivot === pair.child ? SAME_COLOR_PLACEMENTS : PLACEMENTS;

/** Where the last dropPair landed, as a three-word mask (the cells a chain can start from). */
export const landed = new Int32Array(3);

const mark = (col: number, row: number): void => {
  if (row !== 0) landed[wordOf(col)] |= bitOf(col, row);
};

/**
 * Drops a pair straight down in place (the lower puyo first) and records the landing cells in `landed`. Puyos
 * with no room (above row 14) are lost.
 */
export function dropPair(field: Field, pivot: Color, child: Color, col: number, rot: number): void {
  landed[0] = landed[1] = landed[2] = 0;
  if (rot === 2) {
    mark(col, field.drop(col, child));
    mark(col, field.drop(col, pivot));
  } else {
    const childCol = col + CHILD_DX[rot];
    mark(col, field.drop(col, pivot));
    mark(childCol, field.drop(childCol, child));
  }
}

export { ALL_CLEAR_BONUS, TARGET_POINTS } from './garbage.ts';

export interface GarbageOptions {
  /** Points per garbage puyo (70 until margin time). */
  readonly targetPoints?: number;
  /** Points left over from earlier chains, carried towards the next garbage puyo. */
  readonly carry?: number;
  /** The player's previous chain ended in an all clear: this chain sends 30 more garbage puyos (2,100 points). */
  readonly allClearBonus?: boolean;
}

/** What a placement did; reusable so a search can apply millions of placements without allocating. */
export class PlacementOutcome extends ChainOutcome {
  /** Garbage puyos the chain sends (before offsetting). */
  garbage = 0;
  /** Points carried towards the next garbage puyo. */
  carry = 0;
  /** Column 3, row 12 is filled once everything has landed. */
  dead = false;
}

/**
 * Applies a placement to `field` in place: drop, resolve the chain, score it, convert the score to garbage.
 * The field must be stable (no group of 4 waiting to pop): only groups touching the two new puyos are checked.
 * Reachability is not checked here (see reachablePlacements).
 */
export function applyPlacementInPlace(
  field: Field,
  pair: Pair,
  placement: Placement,
  out: PlacementOutcome,
  options: GarbageOptions = {},
): PlacementOutcome {
  dropPair(field, pair.pivot, pair.child, placement.col, placement.rot);
  resolveChainFrom(field, out, false, landed[0], landed[1], landed[2]);
  const { units, carry } = garbageFromPoints(
    out.score + (options.carry ?? 0),
    options.targetPoints ?? TARGET_POINTS,
  );
  const allClear = out.chains > 0 && options.allClearBonus === true;
  if (allClear) out.score += ALL_CLEAR_BONUS;
  out.garbage = units + (allClear ? ALL_CLEAR_GARBAGE : 0);
  out.carry = carry;
  out.dead = field.isDead();
  return out;
}

/** The same on a copy: returns the resulting field with the outcome. */
export function applyPlacement(
  field: Field,
  pair: Pair,
  placement: Placement,
  options: GarbageOptions = {},
): PlacementOutcome & { field: Field } {
  const copy = field.clone();
  const out = applyPlacementInPlace(copy, pair, placement, new PlacementOutcome(), options);
  return Object.assign(out, { field: copy });
}
