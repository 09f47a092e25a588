/**
 * The match's clock: a fixed step of 60 ticks a second driven by frame times (an accumulator), so the number of
 * ticks run always follows the time that passed, never the number of frames drawn. A stall of up to half a
 * second is caught up in the next frame; a longer one (a frozen tab) runs at most `maxCatchUp` ticks and the rest
 * is counted as lost instead of racing the match forward.
 */
export const TICK_MS = 1000 / 60;

export class FixedStep {
  private last: number | undefined;
  private accumulated = 0;
  /** Ticks run since the start. */
  ticks = 0;
  /** Ticks dropped after stalls longer than `maxCatchUp` ticks. */
  lost = 0;

  constructor(private readonly maxCatchUp = 30) {}

  /** The ticks due at frame time `now` (ms); the first frame after a start or a resume runs none. */
  advance(now: number): number {
    if (this.last === undefined) {
      this.last = now;
      return 0;
    }
    this.accumulated += Math.max(0, now - this.last);
    this.last = now;
    // The epsilon keeps a frame that lands exactly on a tick boundary (in float arithmetic) from losing it.
    let due = Math.floor(this.accumulated / TICK_MS + 1e-9);
    this.accumulated = Math.max(0, this.accumulated - due * TICK_MS);
    if (due > this.maxCatchUp) {
      this.lost += due - this.maxCatchUp;
      due = this.maxCatchUp;
    }
    this.ticks += due;
    return due;
  }

  /** When the i-th of `due` ticks run at frame time `now` fell due (for input times). */
  tickTime(now: number, i: number, due: number): number {
    return now - this.accumulated - (due - 1 - i) * TICK_MS;
  }

  /** How far the time is between the last tick and the next (0..1), for drawing in between. */
  get fraction(): number {
    return this.accumulated / TICK_MS;
  }

  /** Stops counting time (a pause): the next frame starts afresh and the time in between is not played. */
  halt(): void {
    this.last = undefined;
  }
}
