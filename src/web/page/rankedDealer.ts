/**
 * The one ranked client of every game page (Minesweeper, Sudoku, Puyo): the player's panel (the name chosen once,
 * from ranked/nameForm.ts), the page's ranked buttons, which ask the server to deal (POST /api/games), and the
 * ranked game kept in the browser (`kept`). Without a name the page says so, the board is covered
 * (page/nameGate.ts) and the name field takes the focus; once a name is chosen the game asked for is dealt, and
 * the cover's button goes back to free play. While the server deals, the buttons wait; a deal that fails, or is
 * not the page's game, is said in the page's language. Once a result is settled, links to its board and replay.
 */

import type { Result } from '../../core/result.ts';
import type { MessageKey, Translate } from '../i18n/index.ts';
import type { DealtAnswer, GameName, RecordAnswer } from '../ranked/answers.ts';
import type { LeaderboardRanking, RankedClient, RankedError } from '../ranked/client.ts';
import { rankedErrorText } from '../ranked/errors.ts';
import { type KeptGame, KeptGames } from '../ranked/keptGame.ts';
import { playerPanel } from '../ranked/nameForm.ts';
import { leaderboardPath, replayPath } from '../ranked/paths.ts';
import { forgetPlayer, type RankedPlayer } from '../ranked/playerStore.ts';
import '../ranked/ranked.css';
import type { AppContext } from '../shell/appTypes.ts';
import { h } from '../shell/dom.ts';
import { NameGate } from './nameGate.ts';

export type RankedContext = Pick<
  AppContext,
  't' | 'language' | 'store' | 'reportCorrupt' | 'announce' | 'notify'
>;

/** What the page says, on its status line: a state (for styles and tests) and the words. */
export type Say = (state: string, text: string) => void;

export interface DealWords {
  /** No name chosen yet. */
  readonly needName: MessageKey;
  /** The server is dealing. */
  readonly dealing: MessageKey;
}

/** Where the page's board is covered while a ranked game waits for a name. */
export interface GateSpot {
  /** A positioned box over the board, for the cover. */
  readonly holder: HTMLElement;
  /** What takes no input meanwhile: the board and its controls. */
  readonly blocked: readonly HTMLElement[];
  /** The cover was put up (Puyo pauses its match). */
  readonly covered?: () => void;
}

/** What a game tells its dealer. */
export interface DealerRules {
  readonly game: GameName;
  readonly words: DealWords;
  /** How the page says what happens (on its status line). */
  readonly say: Say;
  /** The cover's way back to free play, after the game waiting for a name is forgotten. */
  readonly freePlay?: () => void;
  /** A game kept where the page kept it before the shared store. */
  readonly olderKept?: () => KeptGame | undefined;
}

export class RankedDealer {
  /** The player's panel: "Playing as NAME", or the form that chooses it (drawn again when the name is forgotten). */
  panel: HTMLElement;
  private readonly buttons: HTMLButtonElement[] = [];
  /** The ranked game in play kept in this browser, so that a reload goes on with it. */
  readonly kept: KeptGames;
  /** The player kept in this browser, once known. */
  player: RankedPlayer | undefined;
  readonly gate: NameGate;
  private spot: GateSpot | undefined;
  /** The ranked button pressed last, and the one waiting for a name to be chosen. */
  private pressed: (() => unknown) | undefined;
  private waiting: (() => unknown) | undefined;

  constructor(
    private readonly context: RankedContext,
    readonly client: RankedClient,
    private readonly rules: DealerRules,
  ) {
    this.kept = new KeptGames(context, client, rules.game, rules.olderKept);
    this.gate = new NameGate(context.t, () => {
      this.waiting = undefined;
      rules.freePlay?.();
    });
    this.panel = this.playerPanel();
  }

  private playerPanel(): HTMLElement {
    return playerPanel(this.context, this.client, (player) => {
      this.player = player;
      const next = this.waiting;
      this.waiting = undefined;
      this.gate.close();
      void next?.();
    });
  }

  /** The server does not know the secret kept here: the name is forgotten, and the panel asks for one again. */
  forget(): void {
    forgetPlayer(this.context.store);
    this.player = undefined;
    const panel = this.playerPanel();
    this.panel.replaceWith(panel);
    this.panel = panel;
  }

  /** Where to put the cover while a ranked game waits for a name. */
  coverAt(spot: GateSpot): void {
    this.spot = spot;
  }

  /** A ranked button: a click deals (`start`). */
  button(label: string, className: string, start: () => unknown): HTMLButtonElement {
    const element = h('button', { type: 'button', class: className }, label);
    element.addEventListener('click', () => {
      this.pressed = start;
      void start();
    });
    this.buttons.push(element);
    return element;
  }

  /**
   * Deals a game of `level` to the player; what `read` makes of the server's answer, or undefined once the page
   * has said why there is none.
   */
  async deal<T>(
    level: string,
    daily: boolean,
    read: (dealt: DealtAnswer) => T | undefined,
  ): Promise<T | undefined> {
    const { t } = this.context;
    if (!this.player) {
      this.askName(this.pressed);
      return undefined;
    }
    this.rules.say('loading', t(this.rules.words.dealing));
    const dealt = await this.request(level, daily);
    const value = dealt?.ok ? read(dealt.value) : undefined;
    if (value === undefined) {
      const detail = `not a ${this.rules.game} deal`;
      const error = dealt?.ok !== false ? { kind: 'server' as const, status: 201, detail } : dealt.error;
      this.rules.say('failed', this.failureText(error, daily));
    }
    return value;
  }

  /**
   * No name yet: the page says so, the board is covered and the name field takes the focus; `then` runs once a
   * name is chosen (unless the cover's way back to free play is taken first).
   */
  askName(then: (() => unknown) | undefined): void {
    this.rules.say('failed', this.context.t(this.rules.words.needName));
    this.waiting = then;
    if (this.spot) {
      this.gate.open(this.spot.holder, ...this.spot.blocked);
      this.spot.covered?.();
    }
    this.panel.querySelector('input')?.focus();
  }

  /** Asks the server to deal a game of `level` to the player (the buttons wait meanwhile); undefined with no player. */
  async request(level: string, daily: boolean): Promise<Result<DealtAnswer, RankedError> | undefined> {
    const player = this.player;
    if (!player) return undefined;
    for (const button of this.buttons) button.disabled = true;
    const dealt = await this.client.deal(this.rules.game, level, player.secret, daily);
    for (const button of this.buttons) button.disabled = false;
    return dealt;
  }

  /** Why a deal or a move failed, in the page's language; a second deal of today's challenge said as the rule. */
  failureText(error: RankedError, daily = false): string {
    const { t, language } = this.context;
    return daily && error.kind === 'conflict' ? t('ranked.dailyOnce') : rankedErrorText(t, language, error);
  }
}

/** Links from a settled result to its board (the day's for a daily challenge) and to its replay. */
export function standingLinks(t: Translate, record: RecordAnswer, by: LeaderboardRanking): HTMLElement {
  const { game, board, daily, id } = record;
  const period = daily ? 'daily' : undefined;
  return h(
    'p',
    { class: 'ranked-links' },
    h(
      'a',
      { class: 'button', href: leaderboardPath({ game, level: board, by, period }), 'data-link': true },
      t('board.title'),
    ),
    ' ',
    h('a', { class: 'button', href: replayPath(game, id), 'data-link': true }, t('board.replay')),
  );
}
