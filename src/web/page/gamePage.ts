/**
 * The page host (pageHost.ts) for a game with an engine, saves and local records; the game brings its board,
 * input, layout and engine, and this does the rest the same way for every such game:
 *
 * - **the game on the page**, opened by its engine and guarded against late answers (`open` settles only the
 *   latest game asked for; the host's `answer` drops what arrives about a game that has left the page);
 * - **the clock on the page** redrawn while a game is open, and **the save** written after a move (`saving`),
 *   when the page is hidden or closed, and when the page is left;
 * - **the game the address names**, else the saved one, else a new one (`start`: the host's `run` calls it);
 * - **the end of a game**: sound and words, its place in the local records (the message then says when it is a
 *   new best), the records panel redrawn, and the result sent to the server when the game sends results
 *   (`finished`).
 *
 * A game goes: `start` → `open` (the engine makes or replays it; `show` puts it on the page) → moves, each answer
 * checked by `answer` → `finished`. Nothing here touches the DOM beyond the status line; its tests run in Node.
 */
import type { Result } from '../../core/result.ts';
import { WorkerFailed } from '../engine/workerClient.ts';
import type { MessageKey } from '../i18n/index.ts';
import type { AddressError, Fetch } from '../pageTypes.ts';
import { LocalRecords } from '../records/localRecords.ts';
import type { FinishedGame, RecordBook, RecordRules } from '../records/recordBook.ts';
import type { SaveSlot } from '../storage/versionedStore.ts';
import { type Timers, windowTimers } from '../timers.ts';
import type { Opened } from './currentGame.ts';
import type { AddressWorld } from './pageAddress.ts';
import { type HostRules, type PageContext, PageHost } from './pageHost.ts';
import { continueSavedGame, type SavedGameRules } from './savedGame.ts';
import { SaveTiming } from './saveTiming.ts';
import { submitResult } from './serverResults.ts';

export { type PageContext, reportBadAddress } from './pageHost.ts';

/** What a game tells the controller about itself. */
export interface GamePageRules<G, E> extends HostRules {
  /** The game's local records: where they are saved, how they rank, and how a bad save is named to the player. */
  readonly records: {
    readonly slot: SaveSlot<RecordBook<E>>;
    readonly rules: RecordRules<E>;
    readonly what: MessageKey;
  };
  /** Added to the end-of-game message when the game's entry took first place in its records. */
  readonly newBest: MessageKey;
  /** Writes the game's save (when, the controller decides). */
  readonly save: (game: G) => void;
  /** Draws the records panel again (a game ended, and went into the records). */
  readonly showRecords: (game: G) => void;
  /** The clock on the page, drawn again every `everyMs` while a game is open. */
  readonly clock: { readonly everyMs: number; readonly show: () => void };
  /** What the server is sent when the game ends: the path and the body; none when it takes no such result. */
  readonly submission?: (game: G) => { readonly path: string; readonly body: unknown } | undefined;
  /** The server kept the result, and the game is still on the page. */
  readonly serverKept?: (game: G) => unknown;
}

/** How a page starts: what its address asks for, its saved game, and a new game when neither is there. */
export interface PageStart<C, S> {
  /** The game the address names: ok(undefined) when it names none. */
  readonly address: Result<C | undefined, AddressError>;
  readonly saved: Omit<SavedGameRules<S>, 'wanted'> & {
    /** True when the saved game is the one the address asks for (`choice` undefined: it asks for none). */
    readonly wanted: (choice: C | undefined, save: S) => boolean;
  };
  /** Opens a new game: the one the address asks for, or (choice undefined) the game's default. */
  readonly fresh: (choice: C | undefined) => Promise<unknown>;
}

/** How a game is opened: the engine makes it (`make`), the game builds its own state, and shows it. */
export interface GameOpening<M, G> {
  /** The status text while the engine works. */
  readonly making: string;
  readonly make: () => Promise<M>;
  /** The game from what the engine made; undefined when the game refuses it (the engine refused a save's log). */
  readonly build: (made: M) => G | undefined;
  /** Puts the game, now the page's, on the screen (with what the engine made: the board to draw, say). */
  readonly show: (game: G, made: M) => unknown;
}

/** A game that ended just now. */
export interface Ending<E> {
  readonly won: boolean;
  /** The status text; the new-best words are added to it. */
  readonly message: string;
  /** Read out by screen readers. */
  readonly announce: string;
  readonly record: FinishedGame<E>;
}

/** What the page uses of the browser: timers, fetch, the address, and whether it watches the page being hidden. */
export interface PageWorld {
  readonly timers?: Timers;
  readonly fetch?: Fetch;
  readonly watchPage?: boolean;
  readonly address?: AddressWorld;
}

export class GamePage<G, E> extends PageHost<G> {
  readonly records: LocalRecords<E>;
  /** When the save is written: `saving.changed(chars, urgent)` after a move, `saving.now()` at once. */
  readonly saving: SaveTiming;
  private readonly timers: Timers;
  private readonly fetch: Fetch | undefined;
  private tick = 0;

  constructor(
    context: PageContext,
    private readonly rules: GamePageRules<G, E>,
    world: PageWorld = {},
  ) {
    super(context, rules, world.address);
    this.timers = world.timers ?? windowTimers;
    this.fetch = world.fetch;
    this.records = new LocalRecords(context.store, rules.records.slot, rules.records.rules);
    this.saving = new SaveTiming(() => {
      const game = this.current.value;
      if (game) rules.save(game);
    }, this.timers);
    if (world.watchPage ?? true) this.saving.watchPage();
  }

  /** Reads the local records; a save that cannot be read is reported and set aside. */
  loadRecords(): void {
    const corrupt = this.records.load();
    if (corrupt) this.context.reportCorrupt(corrupt, this.rules.records.what);
  }

  /** Opens the game the address names, else the saved one (when the address wants it), else a new one. */
  async start<C, S>(opening: PageStart<C, S>): Promise<void> {
    const { address } = opening;
    if (!address.ok) this.reportBadAddress(address.error);
    const choice = address.ok ? address.value : undefined;
    const { wanted, ...saved } = opening.saved;
    const continued = await continueSavedGame(this.context, {
      ...saved,
      wanted: (save) => wanted(choice, save),
    });
    if (!continued) await opening.fresh(choice);
  }

  /**
   * Opens a game: the one on the page is gone at once (no input reaches it), the engine makes the new one, and
   * it is shown only if no other was asked for meanwhile. A failed worker is reported; any other error refuses.
   */
  async open<M>(opening: GameOpening<M, G>): Promise<Opened> {
    const ticket = this.current.begin();
    this.status.show('ready', opening.making);
    let made: M;
    try {
      made = await opening.make();
    } catch (error) {
      if (!(error instanceof WorkerFailed)) return 'refused';
      this.engineFailed(); // a save is fine when its worker is not: it is kept
      return 'failed';
    }
    const game = opening.build(made);
    if (game === undefined) return 'refused';
    if (!this.current.settle(ticket, game)) return 'replaced';
    this.startClock();
    await opening.show(game, made);
    this.saving.now();
    return 'shown';
  }

  /**
   * A game that ended just now: its sound and words, its record, the records panel, and its result sent to the
   * server (when the game sends results). Answers the status text, with the new-best words when it is one.
   */
  finished(game: G, ending: Ending<E>): string {
    const { t, sound, announce } = this.context;
    sound.play(ending.won ? 'win' : 'lose');
    announce(ending.announce);
    const rank = this.records.add(ending.record);
    this.rules.showRecords(game);
    void this.submit(game);
    return rank === 1 ? `${ending.message} ${t(this.rules.newBest)}` : ending.message;
  }

  /** Takes the game off the page, saved as it stands, with nothing in its place yet (late answers are dropped). */
  setAside(): void {
    this.saving.now();
    this.current.begin();
  }

  /** The page is going: the game is saved as it stands, and nothing settles or ticks after this. */
  override destroy(): void {
    this.saving.now();
    this.saving.stop();
    super.destroy();
    this.timers.clear(this.tick);
    this.tick = 0;
  }

  private async submit(game: G): Promise<void> {
    const submission = this.rules.submission?.(game);
    if (!submission) return;
    const kept = await submitResult(submission.path, submission.body, this.fetch);
    if (kept && this.current.isCurrent(game)) await this.rules.serverKept?.(game);
  }

  private startClock(): void {
    const { everyMs, show } = this.rules.clock;
    this.timers.clear(this.tick);
    const tick = () => {
      this.tick = this.timers.set(tick, everyMs);
      show();
    };
    this.tick = this.timers.set(tick, everyMs);
  }
}
