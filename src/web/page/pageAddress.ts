/**
 * A game page's address: read as the page opens (`search`) and written only here, as the game on the page
 * changes (`show`). The address names the game on the page (its level, seed, mode, or the record shown), so a
 * reload or a shared link opens the same one; it is replaced, never pushed, so Back leaves the page.
 */

/** What the address uses of the browser (tests pass their own). */
export interface AddressWorld {
  readonly location: Pick<Location, 'pathname' | 'search'>;
  readonly history: Pick<History, 'replaceState'>;
}

export class PageAddress {
  constructor(
    /** The page's path: `/mines`. */
    readonly path: string,
    /** The browser's own unless given (read when used, so the page's parts build in Node). */
    private readonly given?: AddressWorld,
  ) {}

  private get world(): AddressWorld {
    return this.given ?? { location, history };
  }

  /** The query of the address now (`?level=easy&n=3`, or ''). */
  get search(): string {
    return this.world.location.search;
  }

  /** Names the game on the page: the page's path and `query` (which starts with `?`, or is empty). */
  show(query: string): void {
    const next = `${this.path}${query}`;
    const { pathname, search } = this.world.location;
    if (next !== pathname + search) this.world.history.replaceState(null, '', next);
  }
}
