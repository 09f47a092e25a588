/**
 * The game on a page, guarded against answers that arrive too late. Opening a game takes a while (a worker makes
 * or replays it); meanwhile the player may ask for another one, or leave the page. `begin` takes the page's game
 * away (no input reaches a game that is being replaced) and hands out a ticket; only the latest ticket may
 * `settle` its game on the page. Any later answer about a game checks `isCurrent` before it is shown.
 */
/** What became of opening a game: on the page, refused by its engine, replaced by a later one, or the worker failed. */
export type Opened = 'shown' | 'refused' | 'replaced' | 'failed';

export class CurrentGame<G> {
  private latest = 0;
  private game: G | undefined;
  private closed = false;

  /** The game on the page; undefined while one is being opened, after the engine failed, or once closed. */
  get value(): G | undefined {
    return this.game;
  }

  /** Starts opening a game: the one on the page is gone from now on. */
  begin(): number {
    this.game = undefined;
    return ++this.latest;
  }

  /** Puts the opened game on the page; false (and nothing changes) when a later opening or closing came first. */
  settle(ticket: number, game: G): boolean {
    if (ticket !== this.latest || this.closed) return false;
    this.game = game;
    return true;
  }

  /** True while `game` is the one on the page: answers about any other arrive too late to show. */
  isCurrent(game: G): boolean {
    return game === this.game && !this.closed;
  }

  /** No game on the page any more (its engine failed); a later opening may put one back. */
  drop(): void {
    this.game = undefined;
  }

  /** The page is gone: nothing settles after this. */
  close(): void {
    this.closed = true;
    this.game = undefined;
  }

  get isClosed(): boolean {
    return this.closed;
  }
}
