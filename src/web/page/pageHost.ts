/**
 * The host every game page runs on (after Tatham's midend): the game brings its board, input, layout, words and
 * engine, and this owns, once and in one order for every game, the flows a page has around them:
 *
 * - **the address**, read as the page opens and written only through `address` (page/pageAddress.ts);
 * - **the status line**, and **a failed engine** said there in the page's language (`engineFailed`);
 * - **the game on the page**, guarded against late answers (`put`, `isCurrent`, `answer`);
 * - **opening the page** (`run`), always in this order: a record link (`?record=ID`) is shown; else a kept ranked
 *   game the server still has in play goes on; else the game the address names, the saved one or a new one, then
 *   the mode the address asks for. A record link that cannot be shown is said once the page's game is open;
 * - **the replay** of a finished game or a record: the cursor over its moves and its controls (`showReplay`), one
 *   at a time, gone with the game (`closeReplay`) or the page.
 *
 * GamePage (gamePage.ts) adds what a game with a worker, saves and local records needs. Nothing here touches the
 * DOM beyond the status line.
 */
import { WorkerFailed } from '../engine/workerClient.ts';
import type { MessageKey } from '../i18n/index.ts';
import type { AddressError } from '../pageTypes.ts';
import type { GameName, RecordAnswer } from '../ranked/answers.ts';
import type { RankedClient } from '../ranked/client.ts';
import type { KeptGame, KeptGames } from '../ranked/keptGame.ts';
import { LogReplay, type LogReplayOptions } from '../replay/logReplay.ts';
import { badRecordAddress, loadRecord, recordAsked, unreadableRecord } from '../replay/recordLink.ts';
import { ReplayControls } from '../replay/replayControls.ts';
import type { AppContext } from '../shell/appTypes.ts';
import type { Sound } from '../sound.ts';
import { CurrentGame } from './currentGame.ts';
import { type AddressWorld, PageAddress } from './pageAddress.ts';
import { StatusLine } from './statusLine.ts';

/** What the host uses of the app. */
export type PageContext = Pick<
  AppContext,
  't' | 'language' | 'notify' | 'announce' | 'store' | 'reportCorrupt'
> & {
  readonly sound: Pick<Sound, 'play'>;
};

/** What every game tells the host about itself. */
export interface HostRules {
  /** The page's status line. */
  readonly status: HTMLElement;
  /** The page's path (`/mines`): the address is it and the game's query. */
  readonly path: string;
  /** The notice for an address the page cannot read; it takes the reason as `{error}`. */
  readonly addressError: MessageKey;
  /** The game's own part of a failed engine (greying out its controls); the status line is the host's. */
  readonly engineFailed?: () => void;
}

/** How a page opens, step by step (`run`): each step the game has. */
export interface PageOpening {
  /** The ranked game kept in this browser, and how the page goes on with it: true when it does. */
  readonly kept?: { readonly games: KeptGames; readonly goOn: (kept: KeptGame) => Promise<boolean> };
  /** A record link: its game's name, the client that fetches it, and how it is shown (true when it is). */
  readonly record?: {
    readonly game: GameName;
    readonly client: Pick<RankedClient, 'record'>;
    readonly show: (record: RecordAnswer) => Promise<boolean> | boolean;
  };
  /** The game the address names, else the saved one, else a new one. */
  readonly game: () => Promise<unknown> | unknown;
  /** Last, the mode the address asks for (a ranked deal of its level). */
  readonly mode?: () => Promise<unknown> | unknown;
}

/**
 * Tells the player that the page's address could not be read and why, in the page's language (`notice` takes the
 * reason as `{error}`); the page then goes on as if the address named no game. Every game page says it this way.
 */
export function reportBadAddress(
  context: Pick<PageContext, 't' | 'notify'>,
  notice: MessageKey,
  error: AddressError,
): void {
  const { t } = context;
  context.notify(t(notice, { error: t(error.key, error.values) }));
}

export class PageHost<G> {
  readonly status: StatusLine;
  readonly address: PageAddress;
  protected readonly current = new CurrentGame<G>();
  private replay: ReplayControls | undefined;

  constructor(
    protected readonly context: PageContext,
    private readonly hostRules: HostRules,
    addressWorld?: AddressWorld,
  ) {
    this.status = new StatusLine(hostRules.status, context);
    this.address = new PageAddress(hostRules.path, addressWorld);
  }

  /** The game on the page; undefined while one is being opened, after its engine failed, or once the page is gone. */
  get game(): G | undefined {
    return this.current.value;
  }

  /** True while `game` is the one on the page. */
  isCurrent(game: G): boolean {
    return this.current.isCurrent(game);
  }

  /** True once the page is gone. */
  get gone(): boolean {
    return this.current.isClosed;
  }

  /** A game put on the page at once (no engine to wait for); the one there before is gone. */
  put(game: G): void {
    this.current.settle(this.current.begin(), game);
  }

  /** Says a bad address in the page's language (the page goes on as if it named no game). */
  reportBadAddress(error: AddressError): void {
    reportBadAddress(this.context, this.hostRules.addressError, error);
  }

  /** Opens the page in the one order every game page follows (see the top of this file). */
  async run(opening: PageOpening): Promise<void> {
    const record = await this.openRecord(opening.record);
    if (record.shown) return;
    const kept = opening.kept?.games.load();
    const wentOn = kept !== undefined && opening.kept !== undefined && (await opening.kept.goOn(kept));
    if (!wentOn) await opening.game();
    if (record.failed !== undefined) {
      this.status.show('failed', record.failed);
      this.context.notify(record.failed);
    }
    if (!wentOn) await opening.mode?.();
  }

  /** The record the address names, shown; or, when it names one that cannot be shown, why. */
  private async openRecord(
    record: PageOpening['record'],
  ): Promise<{ readonly shown?: true; readonly failed?: string }> {
    if (!record) return {};
    const asked = recordAsked(this.address.search);
    if (asked.kind === 'bad') this.reportBadAddress(badRecordAddress(asked));
    if (asked.kind !== 'record') return {};
    const { t, language } = this.context;
    const { id } = asked;
    this.status.show('loading', t('record.loading', { id }));
    const loaded = await loadRecord(record.client, id, record.game, t, language);
    if (loaded.ok && (await record.show(loaded.record))) return { shown: true };
    return { failed: loaded.ok ? unreadableRecord(t, id) : loaded.message };
  }

  /**
   * The engine's answer to a question about `game`; undefined when `game` has left the page by then, when the
   * worker failed (reported to the player) or when it refused (then `refused` runs: by default nothing).
   */
  async answer<T>(game: G, question: Promise<T>, refused: () => void = () => {}): Promise<T | undefined> {
    try {
      const value = await question;
      return this.current.isCurrent(game) ? value : undefined;
    } catch (error) {
      if (error instanceof WorkerFailed) this.engineFailed();
      else refused();
      return undefined;
    }
  }

  /** The worker failed or stopped answering: no more input, and the player is told why the page stopped. */
  engineFailed(): void {
    if (this.current.isClosed) return;
    this.current.drop();
    this.hostRules.engineFailed?.();
    this.status.engineFailed();
  }

  /**
   * The replay of `moves` in `panel`, opened on the last position: `show` draws a position. The replay shown before
   * goes; answers its controls (`go` moves the cursor).
   */
  showReplay<M>(
    panel: HTMLElement,
    moves: readonly M[],
    show: (position: number) => Promise<void>,
    options?: LogReplayOptions<M>,
  ): ReplayControls {
    this.closeReplay();
    this.replay = new ReplayControls(panel, this.context.t, new LogReplay(moves, show, options));
    return this.replay;
  }

  /** No replay on the page any more (its panel is the game's to hide). */
  closeReplay(): void {
    this.replay?.destroy();
    this.replay = undefined;
  }

  /** The page is going: nothing settles after this. */
  destroy(): void {
    this.closeReplay();
    this.current.close();
  }
}
