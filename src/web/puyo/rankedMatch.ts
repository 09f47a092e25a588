/**
 * Ranked Puyo on the page: the player's name beside the fields, the Ranked match and Ranked practice
 * buttons that ask the server to deal (POST /api/games: the seed and, against an opponent, how the computer
 * plays), and at the end the log posted and followed to its standing, shown on a line of the result card:
 * sending, being verified, then the server's verdict with the score and the rank, or its refusal.
 *
 * A real-time match cannot be paused fairly (the player could think as long as they liked), so the rule is the
 * one of online versus games, said beside the fields: a ranked game has no pause (no button, no key, and leaving
 * the tab does not stop it; the server holds a win whose wall time passes its ticks by more than
 * PUYO_PAUSE_ALLOWANCE_MS), and a ranked match left before its end (a reload, a closed tab, another game started)
 * is lost. The game in play is kept in the browser (ranked/keptGame.ts); the next visit
 * forfeits a match left so (POST /api/games/:id/forfeit), and drops a practice left (it is not kept).
 */
import type { Result } from '../../core/result.ts';
import {
  type GateSpot,
  type RankedContext,
  RankedDealer,
  type Say,
  standingLinks,
} from '../page/rankedDealer.ts';
import { postRankedResult, type Standing } from '../page/rankedResult.ts';
import type { DealtAnswer } from '../ranked/answers.ts';
import type { RankedClient, RankedError } from '../ranked/client.ts';
import { rankedErrorText } from '../ranked/errors.ts';
import { h } from '../shell/dom.ts';
import { isOpponent, type Opponent, type PageChoice } from './matchSetup.ts';
import { levelName } from './playHost.ts';

/** Ranked practice's level on the server (the human alone on the dealt queue). */
const PRACTICE = 'solo';

/** A game the server dealt: its id, level and day, and against an opponent the computer's dealt pace. */
export interface RankedDeal {
  readonly gameId: string;
  /** The opponent, or `solo`. */
  readonly level: string;
  /** Today's challenge: played once a day. */
  readonly daily: boolean;
  readonly actEvery: number;
  readonly thinkTicks: number;
}

/** The choice and deal to play from the server's answer, or undefined when it is not a Puyo game it can play. */
export function dealtChoice(dealt: DealtAnswer): { choice: PageChoice; deal: RankedDeal } | undefined {
  if (dealt.game !== 'puyo' || dealt.seed === undefined) return undefined;
  const { id: gameId, level, daily } = dealt;
  const deal = (actEvery: number, thinkTicks: number) => ({
    gameId,
    level,
    daily: daily !== null,
    actEvery,
    thinkTicks,
  });
  if (dealt.level === PRACTICE) return { choice: { mode: 'solo', seed: dealt.seed }, deal: deal(1, 0) };
  const { computer } = dealt;
  if (!computer || !isOpponent(computer.ai)) return undefined;
  return {
    choice: { ai: computer.ai, seed: dealt.seed },
    deal: deal(computer.actEvery, computer.thinkTicks),
  };
}

export class PuyoRanked {
  readonly panel: HTMLElement;
  readonly matchButton: HTMLButtonElement;
  readonly soloButton: HTMLButtonElement;
  /** Today's challenge: the same deal for every player today, against the opponent picked last. */
  readonly dailyButton: HTMLButtonElement;
  private readonly dealer: RankedDealer;
  /** Deals a game of a level (an opponent, or `solo`) and starts it. */
  private readonly dealAndStart: (level: string, daily?: boolean) => Promise<void>;

  constructor(
    private readonly context: RankedContext,
    private readonly client: RankedClient,
    page: {
      /** The opponent a ranked match is against: the one picked last. */
      opponent(): Opponent;
      start(choice: PageChoice, deal: RankedDeal): void;
      say: Say;
    },
  ) {
    const { t } = context;
    const words = { needName: 'puyo.ranked.needName', dealing: 'puyo.ranked.dealing' } as const;
    this.dealer = new RankedDealer(context, client, { game: 'puyo', words, say: page.say });
    // The rule beside the name (the name's panel is redrawn once a name is chosen; the rule stays).
    this.panel = h(
      'div',
      {},
      this.dealer.panel,
      h('p', { class: 'help ranked-rule' }, t('puyo.ranked.rule')),
    );
    const deal = async (level: string, daily = false) => {
      const playable = await this.dealer.deal(level, daily, dealtChoice);
      if (playable) page.start(playable.choice, playable.deal);
    };
    this.dealAndStart = deal;
    this.matchButton = this.dealer.button(t('puyo.ranked.match'), 'button puyo-ranked-button', () =>
      deal(page.opponent()),
    );
    this.soloButton = this.dealer.button(t('puyo.ranked.solo'), 'button puyo-ranked-solo-button', () =>
      deal('solo'),
    );
    this.dailyButton = this.dealer.button(t('puyo.ranked.daily'), 'button puyo-ranked-daily-button', () =>
      deal(page.opponent(), true),
    );
  }

  get gated(): boolean {
    return this.dealer.gate.shown;
  }

  coverAt(spot: GateSpot): void {
    this.dealer.coverAt(spot);
  }

  /** A new ranked game like `deal` (the same opponent, or practice); never today's challenge, played once. */
  again(deal: RankedDeal): void {
    if (!deal.daily) void this.dealAndStart(deal.level);
  }

  /** The ranked game now on the page, kept in the browser until it ends (`drop`) or is left. */
  keep(deal: RankedDeal): void {
    this.dealer.kept.keep({ gameId: deal.gameId, level: deal.level, daily: deal.daily });
  }

  drop(): void {
    this.dealer.kept.drop();
  }

  /**
   * The ranked game a last visit left in play, settled now: a match forfeited (lost), a practice dropped, each
   * said in the page's language. A forfeit the server cannot take now stays kept for the next visit. What was
   * left, if anything (for a match, the page's own word on an abandoned match is this one).
   */
  settleLeft(): 'match' | 'practice' | undefined {
    const kept = this.dealer.kept.load();
    if (!kept) return undefined;
    if (kept.level === PRACTICE) {
      this.drop();
      this.context.notify(this.context.t('puyo.ranked.soloLeft'));
      return 'practice';
    }
    void this.forfeit(kept.gameId, kept.level);
    return 'match';
  }

  /** A ranked match left before its end for another game on the page: lost, as the rule says. */
  leave(deal: RankedDeal): void {
    if (deal.level !== PRACTICE) void this.forfeit(deal.gameId, deal.level);
    else this.drop();
  }

  private async forfeit(gameId: string, level: string): Promise<void> {
    const { t, language } = this.context;
    const player = this.dealer.player;
    if (!player) return this.drop(); // the name is gone from this browser: nothing can be sent in it
    const answer = await this.client.forfeit(gameId, player.secret);
    if (!answer.ok && answer.error.kind === 'offline') {
      this.context.notify(
        t('ranked.kept.unreachable', { error: rankedErrorText(t, language, answer.error) }),
      );
      return;
    }
    if (this.dealer.kept.load()?.gameId === gameId) this.drop();
    // A match with its result already (409) was not left: nothing to say.
    if (answer.ok) {
      const name = isOpponent(level) ? levelName(this.context, level) : level;
      this.context.notify(t('puyo.ranked.forfeited', { level: name }));
    }
  }

  /**
   * Posts a ranked game's log and shows its progress on a line added to `card`. `level` names the board (the
   * opponent's name, or solo practice's).
   */
  follow(deal: RankedDeal, body: object, card: HTMLElement, level: string): void {
    const { t } = this.context;
    const line = h('p', { class: 'puyo-ranked-line', role: 'status', 'data-status': 'sending' });
    const show = (status: string, text: string) => {
      line.dataset.status = status;
      line.textContent = text;
    };
    show('sending', t('puyo.ranked.sending'));
    card.append(line);
    const player = this.dealer.player;
    if (!player) {
      show('failed', t('puyo.ranked.needName'));
      return;
    }
    void postRankedResult(
      this.client,
      { game: 'puyo', gameId: deal.gameId, secret: player.secret, body, by: 'score' },
      { pending: () => show('pending', t('puyo.ranked.pending')) },
    ).then((standing) => {
      const { status, text } = this.verdict(standing, level);
      show(status, text);
      this.context.announce(text);
      if (!standing.ok) return;
      line.dataset.record = String(standing.value.record.id);
      if (standing.value.record.status !== 'refused')
        line.after(standingLinks(this.context.t, standing.value.record, 'score'));
    });
  }

  private verdict(standing: Result<Standing, RankedError>, level: string): { status: string; text: string } {
    const { t, language } = this.context;
    if (!standing.ok)
      return {
        status: 'failed',
        text: t('puyo.ranked.failed', { error: rankedErrorText(t, language, standing.error) }),
      };
    const { record, rank } = standing.value;
    if (record.status === 'refused') {
      const text = t('puyo.ranked.refused');
      return {
        status: 'refused',
        text: language === 'en' && record.reason ? `${text} (${record.reason})` : text,
      };
    }
    const verified = t('puyo.ranked.verified', {
      status: t(`ranked.status.${record.status}`),
      score: record.score.toLocaleString(language),
    });
    const ranked = rank === undefined ? '' : ` ${t('puyo.ranked.rank', { rank, level })}`;
    return { status: record.status, text: verified + ranked };
  }
}
