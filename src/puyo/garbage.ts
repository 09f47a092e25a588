/** Garbage (ojama): points to puyos with margin time, offsetting, and dropping it onto a field. */
import type { Rng } from '../core/rng.ts';
import type { Field } from './field.ts';
import { COLUMNS } from './types.ts';

/** Points that make one garbage puyo, before margin time shrinks it (Tsu). */
export const TARGET_POINTS = 70;
/** An all clear sends this many more garbage puyos with its player's next chain, whatever the target. */
export const ALL_CLEAR_GARBAGE = 30;
/** The points that bonus adds to the score (30 garbage puyos at the starting target of 70). */
export const ALL_CLEAR_BONUS = ALL_CLEAR_GARBAGE * TARGET_POINTS;

/**
 * Margin time (Tsu): the target points hold for 96 s, then are multiplied by 0.75; every 16 s after that they
 * become half of the value before the current one (two steps back), rounded down, until they reach 1 or have
 * been reduced 14 times. From 70: 70, 52, 35, 26, 17, 13, 8, 6, 4, 3, 2, 1.
 */
export const MARGIN_TICKS = 96 * 60;
export const MARGIN_STEP_TICKS = 16 * 60;
export const MAX_MARGIN_REDUCTIONS = 14;

export function targetPointsAt(tick: number, base = TARGET_POINTS): number {
  if (tick < MARGIN_TICKS) return base;
  const reductions = Math.min(
    MAX_MARGIN_REDUCTIONS,
    1 + Math.floor((tick - MARGIN_TICKS) / MARGIN_STEP_TICKS),
  );
  let previous = base;
  let current = Math.floor(base * 0.75);
  for (let i = 1; i < reductions && current > 1; i++) {
    const next = Math.floor(previous / 2);
    previous = current;
    current = next;
  }
  return Math.max(1, current);
}

/** Whole garbage puyos in `points` at `target` points each, and the points left over for the next chain. */
export function garbageFromPoints(points: number, target: number): { units: number; carry: number } {
  const units = Math.floor(points / target);
  return { units, carry: points - units * target };
}

/** At most this many garbage puyos fall at once (5 rows). */
export const MAX_GARBAGE_DROP = 30;

/** Garbage waiting for one player: confirmed (falls after their next quiet placement) and still being sent. */
export interface GarbageQueue {
  /** Sent by chains that have ended. */
  pending: number;
  /** Sent by the opponent's chain still in progress. */
  incoming: number;
}

/**
 * A chain step of `own` sends `units` garbage: it first cancels garbage waiting for its own player (confirmed
 * first), and only the rest goes to the opponent (as incoming until the chain ends). Returns the puyos sent on.
 */
export function offsetAndSend(units: number, own: GarbageQueue, opponent: GarbageQueue): number {
  const fromPending = Math.min(units, own.pending);
  own.pending -= fromPending;
  units -= fromPending;
  const fromIncoming = Math.min(units, own.incoming);
  own.incoming -= fromIncoming;
  units -= fromIncoming;
  opponent.incoming += units;
  return units;
}

/** The sender's chain ended: what it sent becomes confirmed for the receiver. */
export function confirmIncoming(receiver: GarbageQueue): void {
  receiver.pending += receiver.incoming;
  receiver.incoming = 0;
}

/**
 * Drops up to 30 waiting garbage puyos: whole rows across all columns, the rest in distinct random columns.
 * Garbage stacks up to row 13 at most; what finds no room is lost. Returns how many fell (taken from
 * `queue.pending`) and the longest column of garbage, for the fall animation.
 */
export function dropGarbage(field: Field, queue: GarbageQueue, rng: Rng): { count: number; rows: number } {
  const count = Math.min(MAX_GARBAGE_DROP, queue.pending);
  queue.pending -= count;
  const rows = Math.floor(count / COLUMNS);
  const extra = new Set(rng.shuffle([0, 1, 2, 3, 4, 5]).slice(0, count % COLUMNS));
  let longest = 0;
  for (let col = 0; col < COLUMNS; col++) {
    const n = rows + (extra.has(col) ? 1 : 0);
    longest = Math.max(longest, n);
    for (let i = 0; i < n; i++) if (field.height(col) < 13) field.drop(col, 6);
  }
  return { count, rows: longest };
}
