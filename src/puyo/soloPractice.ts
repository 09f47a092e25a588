/**
 * A solo practice in play, with undo: every placement keeps a copy of the state before it, so undoing the last one
 * gives back that exact state (field, score, queue position, largest chain, all-clear bonus) at once, without
 * replaying the log.
 */
import type { Result } from '../core/result.ts';
import type { Seed } from '../core/rng.ts';
import { cloneSolo, newSolo, playSolo, type SoloMove, type SoloOutcome, type SoloState } from './solo.ts';

export class SoloPractice {
  private current: SoloState;
  private readonly before: SoloState[] = [];
  private readonly log: SoloMove[] = [];

  constructor(readonly seed: Seed) {
    this.current = newSolo(seed);
  }

  get state(): SoloState {
    return this.current;
  }

  /** The placements so far, first first. */
  get moves(): readonly SoloMove[] {
    return this.log;
  }

  get canUndo(): boolean {
    return this.before.length > 0;
  }

  play(move: SoloMove): Result<SoloOutcome> {
    const kept = cloneSolo(this.current);
    const outcome = playSolo(this.current, move);
    if (outcome.ok) {
      this.before.push(kept);
      this.log.push(move);
    }
    return outcome;
  }

  /** Takes back the last placement; false when there is none. */
  undo(): boolean {
    const previous = this.before.pop();
    if (previous === undefined) return false;
    this.log.pop();
    this.current = previous;
    return true;
  }
}
