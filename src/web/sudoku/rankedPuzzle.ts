/**
 * Ranked Sudoku on the page: the player's name beside the grid, the Ranked and Daily challenge buttons that ask
 * the server to deal a puzzle of the level on the page (POST /api/games: its number and givens), and on a solve
 * the moves and hints posted (the server replays them and times the game from the deal) with the server's status,
 * time and rank put on the status line. The dealt game is kept in the store every page keeps its ranked game in
 * (ranked/keptGame.ts), with its givens, which tie it to the puzzle saved on the page; so a ranked puzzle left by
 * a reload goes on (continueKept: the server is asked whether it is still in play, and its clock, which runs from
 * the deal, is the page's) and is sent when it is solved.
 */
import { z } from 'zod';
import type { Level, SudokuMove } from '../../sudoku/index.ts';
import {
  type GateSpot,
  type RankedContext,
  RankedDealer,
  type Say,
  standingLinks,
} from '../page/rankedDealer.ts';
import { postRankedResult } from '../page/rankedResult.ts';
import type { DealtAnswer } from '../ranked/answers.ts';
import type { RankedClient } from '../ranked/client.ts';
import { rankedErrorText } from '../ranked/errors.ts';
import { GAME_ID_PATTERN, type KeptGame, type KeptGames } from '../ranked/keptGame.ts';
import { clearSave, loadOrReport, type SaveSlot } from '../storage/versionedStore.ts';
import { formatTime } from './recordsPanel.ts';

/**
 * Where the page kept its ranked game before every page kept theirs in one store: the server's id for it and its
 * givens. Read once, moved to the store, and cleared, so a ranked puzzle left then still goes on.
 */
export const OLD_RANKED_SLOT: SaveSlot<{ gameId: string; givens: string }> = {
  key: 'arcade.sudoku.ranked',
  version: 1,
  schema: z.object({
    gameId: z.string().min(1).max(22),
    givens: z.string().regex(/^[1-9.]{81}$/, 'not 81 givens'),
  }),
  maxChars: 1024,
};

/**
 * The ranked game kept in the old slot, as the store keeps it now (of `level`); undefined when there is none. The
 * old slot is emptied (a save there that cannot be read is reported and set aside, as before).
 */
export function movedRankedGame(
  context: Pick<RankedContext, 'store' | 'reportCorrupt'>,
  level: Level,
): KeptGame | undefined {
  const old = loadOrReport(context.store, OLD_RANKED_SLOT, (corrupt) =>
    context.reportCorrupt(corrupt, 'save.sudokuGame'),
  );
  if (!old) return undefined;
  clearSave(context.store, OLD_RANKED_SLOT);
  const { gameId, givens } = old;
  return GAME_ID_PATTERN.test(gameId) ? { gameId, level, daily: false, board: givens } : undefined;
}

/** A dealt puzzle as the page opens it. */
export interface DealtPuzzle {
  readonly gameId: string;
  readonly level: Level;
  readonly n: number;
  readonly givens: string;
}

/** The puzzle in a deal for `level`, or undefined when the answer is no Sudoku deal. */
export function dealtPuzzle(dealt: DealtAnswer, level: Level): DealtPuzzle | undefined {
  const { puzzle, number } = dealt;
  if (dealt.game !== 'sudoku' || puzzle === undefined || puzzle.length !== 81 || !number) return undefined;
  return { gameId: dealt.id, level, n: number, givens: puzzle };
}

export class SudokuRanked {
  readonly panel: HTMLElement;
  readonly rankedButton: HTMLButtonElement;
  readonly dailyButton: HTMLButtonElement;
  private readonly dealer: RankedDealer;
  /** The ranked puzzle kept in this browser, with its givens. */
  readonly kept: KeptGames;

  constructor(
    private readonly context: RankedContext,
    client: RankedClient,
    private readonly page: {
      readonly level: () => Level;
      /** Opens the dealt puzzle and starts it (the server's clock runs from the deal). */
      readonly open: (dealt: DealtPuzzle) => Promise<boolean>;
      readonly say: Say;
    },
  ) {
    const { t } = context;
    const words = { needName: 'sudoku.ranked.needName', dealing: 'sudoku.ranked.dealing' } as const;
    const older = () => movedRankedGame(context, page.level());
    this.dealer = new RankedDealer(context, client, {
      game: 'sudoku',
      words,
      say: page.say,
      olderKept: older,
    });
    this.kept = this.dealer.kept;
    this.panel = this.dealer.panel;
    this.rankedButton = this.dealer.button(t('sudoku.ranked'), 'sudoku-ranked-button', () =>
      this.deal(false),
    );
    this.dailyButton = this.dealer.button(t('sudoku.daily'), 'sudoku-daily-button', () => this.deal(true));
  }

  private async deal(daily: boolean): Promise<void> {
    const level = this.page.level();
    const puzzle = await this.dealer.deal(level, daily, (dealt) => dealtPuzzle(dealt, level));
    if (!puzzle) return;
    this.kept.keep({ gameId: puzzle.gameId, level, daily, board: puzzle.givens });
    if (await this.page.open(puzzle)) this.page.say('playing', this.context.t('sudoku.ranked.playing'));
  }

  /** What the cover over the grid blocks while a ranked puzzle waits for a name. */
  coverAt(spot: GateSpot): void {
    this.dealer.coverAt(spot);
  }

  get gated(): boolean {
    return this.dealer.gate.shown;
  }

  /**
   * The ranked game of the puzzle restored on the page (these givens), if the server still has it in play: the
   * server's clock since the deal, ms. Otherwise undefined, the page told why, and a game the server finished or
   * no longer has dropped (the puzzle stays on the page, unranked).
   */
  async continueKept(givens: string): Promise<number | undefined> {
    const ranked = this.rankedGame(givens);
    if (!ranked) return undefined;
    const game = await this.kept.inPlay(ranked);
    if (!game) return undefined;
    if (game.puzzle !== givens) {
      this.kept.drop();
      return undefined;
    }
    return game.elapsedMs ?? Math.max(0, Date.now() - Date.parse(game.dealtAt));
  }

  /** The ranked game whose puzzle has these givens, if the page keeps one. */
  rankedGame(givens: string): KeptGame | undefined {
    const kept = this.kept.load();
    return kept?.board === givens ? kept : undefined;
  }

  /**
   * A ranked puzzle solved: its moves and hints sent, and the server's verdict shown with `say` (on the status
   * line) unless `current` says the page has moved on.
   */
  async submit(
    ranked: KeptGame,
    moves: readonly SudokuMove[],
    hints: number,
    current: () => boolean,
  ): Promise<void> {
    const { t, language } = this.context;
    const player = this.dealer.player;
    if (!player) return;
    this.kept.drop(); // one result per game: a second would be refused
    this.page.say('won', t('sudoku.ranked.sending'));
    const standing = await postRankedResult(this.dealer.client, {
      game: 'sudoku',
      gameId: ranked.gameId,
      secret: player.secret,
      body: { moves, hints },
      by: 'time',
    });
    if (!current()) return;
    let text: string;
    if (!standing.ok)
      text = t('sudoku.ranked.failed', { error: rankedErrorText(t, language, standing.error) });
    else {
      const { record, rank } = standing.value;
      const status = t(`ranked.status.${record.status}`);
      text = t('sudoku.ranked.kept', { status, time: formatTime(record.timeMs) });
      if (rank !== undefined) text += ` ${t('sudoku.ranked.rank', { rank })}`;
    }
    this.page.say(standing.ok ? 'won' : 'failed', text);
    this.dealer.panel.querySelector('.ranked-links')?.remove();
    if (standing.ok) this.dealer.panel.append(standingLinks(t, standing.value.record, 'time'));
    this.context.announce(text);
  }
}
