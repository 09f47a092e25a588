/**
 * A game's clock: milliseconds since the game began, as the moves record them. A restored game goes on from the
 * time it was saved at. The time source is passed in (performance.now in the page), so the clock is tested as is.
 */
export class GameClock {
  private origin: number;

  constructor(
    at = 0,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.origin = now() - at;
  }

  /** The clock's time now, in whole milliseconds. */
  read(): number {
    return Math.round(this.now() - this.origin);
  }
}
