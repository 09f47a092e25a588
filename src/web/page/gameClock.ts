/**
 * A game's clock: milliseconds since the game began, as the moves record them. A restored game goes on from the
 * time it was saved at. It can be stopped (a paused or solved puzzle, a puzzle not started yet) and go on again
 * from where it stopped. The time source is passed in (performance.now in the page), so the clock is tested as is.
 */
export class GameClock {
  private origin: number;
  /** The time it shows while stopped; undefined while it runs. */
  private stoppedAt: number | undefined;

  constructor(
    at = 0,
    private readonly now: () => number = () => performance.now(),
    running = true,
  ) {
    this.origin = now() - at;
    if (!running) this.stoppedAt = Math.round(at);
  }

  /** The clock's time now, in whole milliseconds. */
  read(): number {
    return this.stoppedAt ?? Math.round(this.now() - this.origin);
  }

  get running(): boolean {
    return this.stoppedAt === undefined;
  }

  /** Stops the clock at its time now; it reads that time until `resume`. */
  stop(): void {
    this.stoppedAt = this.read();
  }

  /** Reads `at` from now on, running or stopped as it was (a ranked game's clock set to the server's). */
  setTo(at: number): void {
    if (this.stoppedAt === undefined) this.origin = this.now() - at;
    else this.stoppedAt = Math.round(at);
  }

  /** Goes on counting from the time it stopped at (nothing changes while it runs). */
  resume(): void {
    if (this.stoppedAt === undefined) return;
    this.origin = this.now() - this.stoppedAt;
    this.stoppedAt = undefined;
  }
}
