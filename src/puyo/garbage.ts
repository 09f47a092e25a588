/** Garbage (ojama): points to puyos with margin time, offsetting, and dropping it onto a field. */
import type { Rng } from '../core/rng.ts';
import type { Field } from './field.ts';
import { TARGET_POINTS } from './placement.ts';
import { COLUMNS } from './types.ts';

/** Margin time: after 96 s the target points shrink (x0.75), then halve every 16 s, never below 1. */
export const MARGIN_TICKS = 96 * 60;
export const MARGIN_STEP_TICKS = 16 * 60;

export function targetPointsAt(tick: number, base = TARGET_POINTS): number {
  if (tick < MARGIN_TICKS) return base;
  const halvings = Math.floor((tick - MARGIN_TICKS) / MARGIN_STEP_TICKS);
  return Math.max(1, Math.floor((base * 0.75) / 2 ** halvings));
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
