/**
 * Ranked Puyo on the page (issue 14): the player's name beside the fields, the Ranked match and Ranked practice
 * buttons that ask the server to deal (POST /api/games: the seed and, against an opponent, how the computer
 * plays), and at the end the log posted and followed to its standing, shown on a line of the result card:
 * sending, being verified, then the server's verdict with the score and the rank, or its refusal.
 */
import type { Result } from '../../core/result.ts';
import { type RankedContext, RankedDealer, type Say, standingLinks } from '../page/rankedDealer.ts';
import { postRankedResult, type Standing } from '../page/rankedResult.ts';
import type { DealtAnswer } from '../ranked/answers.ts';
import type { RankedClient, RankedError } from '../ranked/client.ts';
import { rankedErrorText } from '../ranked/errors.ts';
import { h } from '../shell/dom.ts';
import { isOpponent, type Opponent, type PageChoice } from './matchSetup.ts';

/** A game the server dealt: its id, and against an opponent the computer's dealt pace. */
export interface RankedDeal {
  readonly gameId: string;
  readonly actEvery: number;
  readonly thinkTicks: number;
}

/** The choice and deal to play from the server's answer, or undefined when it is not a Puyo game it can play. */
export function dealtChoice(dealt: DealtAnswer): { choice: PageChoice; deal: RankedDeal } | undefined {
  if (dealt.game !== 'puyo' || dealt.seed === undefined) return undefined;
  const deal = (actEvery: number, thinkTicks: number) => ({ gameId: dealt.id, actEvery, thinkTicks });
  if (dealt.level === 'solo') return { choice: { mode: 'solo', seed: dealt.seed }, deal: deal(1, 0) };
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
    this.dealer = new RankedDealer(context, client, 'puyo', words, page.say);
    this.panel = this.dealer.panel;
    const deal = async (level: string, daily = false) => {
      const playable = await this.dealer.deal(level, daily, dealtChoice);
      if (playable) page.start(playable.choice, playable.deal);
    };
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
