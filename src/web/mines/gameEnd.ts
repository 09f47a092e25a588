/**
 * The end of a Minesweeper game on the page, and the panels beside the board: the statistics, the host's replay
 * of the moves, the solver's analysis, the local and the server's records, and for a ranked game the server's
 * word on it with its rank. The page (page.ts) calls `finish` once the engine says the game is over (or a saved or
 * recorded game opens finished), and `showRecords` whenever another kind of game opens.
 */
import { type Level, makeParams } from '../../mines/index.ts';
import type { GameAnalysis } from '../../mines/solver/analysis.ts';
import type { GamePage } from '../page/gamePage.ts';
import { panelTitle } from '../page/pageLayout.ts';
import { rankOf } from '../page/rankedResult.ts';
import type { RankedClient } from '../ranked/index.ts';
import type { HistoryBook } from '../records/gameHistory.ts';
import type { ReplayControls } from '../replay/replayControls.ts';
import type { AppContext } from '../shell/appTypes.ts';
import { h } from '../shell/dom.ts';
import { analysisView, moveMarks } from './analysisView.ts';
import type { BoardView } from './boardView.ts';
import type { Counters } from './counters.ts';
import { type Game, gameRecordsKey, recordOf } from './gameOnPage.ts';
import type { PlayedGame } from './history.ts';
import type { MinesLayout } from './layout.ts';
import { moveWords } from './moveWords.ts';
import { recordsView, seconds, serverBestView, statsList } from './panels.ts';
import { type MinesEngine, type RankedEnd, RankedEngine } from './rankedEngine.ts';
import { rankedResultView } from './rankedMode.ts';
import type { BestTime } from './saves.ts';
import type { SolverClient } from './solverClient.ts';

/** What the end of a game uses of the page. */
export interface EndParts {
  readonly context: AppContext;
  readonly ui: MinesLayout;
  readonly page: GamePage<Game, BestTime>;
  readonly board: BoardView;
  readonly counters: Counters;
  readonly client: RankedClient;
  readonly solver: SolverClient;
  readonly history: HistoryBook<PlayedGame>;
  /** The engine of the game on the page: the worker's, or a ranked game's on the server. */
  engine(): MinesEngine;
  /** A ranked game is over: it is no longer kept in the browser. */
  dropKept(): void;
  /** Draws the counters, the face and the board's state again. */
  showView(game: Game): void;
}

export class GameEnd {
  private replay: ReplayControls | undefined;

  constructor(private readonly parts: EndParts) {}

  /** The end of a game: its statistics and replay, and when it ended just now, its record (kept in the browser). */
  async finish(game: Game, justNow: boolean): Promise<void> {
    const { context, page, ui } = this.parts;
    const { t } = context;
    const engine = this.parts.engine();
    const stats = await page.answer(game, engine.stats(), () => page.engineFailed());
    if (!stats) return;
    const end = engine instanceof RankedEngine ? engine.end : undefined;
    if (end) {
      game.moves.splice(0, game.moves.length, ...end.moves); // the replay on the server's times
      this.parts.dropKept(); // over: a reload deals a new one
    }
    const won = game.view.phase === 'won';
    const time = seconds(stats.timeMs);
    let message = won ? t('mines.status.won', { time }) : t('mines.status.lost');
    if (justNow) {
      const date = new Date().toISOString();
      message = page.finished(game, {
        won,
        message,
        announce: won ? t('mines.announce.won', { time }) : t('mines.announce.lost'),
        record: recordOf(game, stats, date),
      });
      this.parts.history.add(gameRecordsKey(game), {
        date,
        won,
        timeMs: stats.timeMs,
        bbbv: stats.bbbv,
        solved: stats.bbbvSolved,
      });
    }
    const record = game.ranked?.record;
    if (record) {
      const level = t(`mines.level.${game.level}`);
      message = t('mines.replay.record', { name: record.playerName, level, time: seconds(record.timeMs) });
    }
    page.status.show(game.view.phase, message);
    ui.statsPanel.replaceChildren(panelTitle(t('mines.stats')), statsList(t, stats, won));
    ui.statsPanel.hidden = false;
    if (end && game.level !== 'custom') void this.showRanked(game, game.level, end);
    this.replay = page.showReplay(ui.replayPanel, game.moves, (position) => this.showReplay(game, position), {
      timeOf: (move) => move.at,
      describe: (_move, position) => moveWords(t, game.moves, position),
    });
    if (!game.ranked) this.offerAnalysis(game);
    this.parts.showView(game);
  }

  /** The local records of the game's kind, the link to its progress, and the server's best times. */
  showRecords(game: Game): void {
    const { context, ui, page } = this.parts;
    const { t, language } = context;
    const size = game.level === 'custom' ? makeParams(game.params) : t(`mines.level.${game.level}`);
    const levelName = game.noGuess ? `${size} · ${t('mines.noGuess')}` : size;
    ui.recordsPanel.replaceChildren(
      panelTitle(t('mines.records', { level: levelName })),
      recordsView(t, page.records.level(gameRecordsKey(game)), language),
      h(
        'p',
        { class: 'progress-link' },
        h(
          'a',
          { href: `/mines/stats?${new URLSearchParams({ level: gameRecordsKey(game) })}`, 'data-link': true },
          t('mines.progress.link'),
        ),
      ),
    );
    void this.showServerRecords(game);
  }

  async showServerRecords(game: Game): Promise<void> {
    if (game.level === 'custom' || game.noGuess) return; // the ranked boards deal the three levels only
    const { ui, page, client, context } = this.parts;
    const board = await client.leaderboard({ game: 'mines', level: game.level, period: 'all' });
    if (!board.ok || !page.isCurrent(game)) return;
    ui.recordsPanel.querySelector('.server-records')?.remove();
    ui.recordsPanel.append(serverBestView(context.t, game.level, board.value.rows));
  }

  /** "Analyse" under the statistics: the solver's labels of every move, each notable one a step of the replay. */
  private offerAnalysis(game: Game): void {
    const { context, ui, page, solver, board } = this.parts;
    const { t } = context;
    const panel = h('div', { class: 'analysis-panel' });
    const button = h('button', { type: 'button', class: 'analyse-button' }, t('mines.analyse'));
    button.addEventListener('click', async () => {
      button.disabled = true;
      panel.replaceChildren(h('p', {}, t('mines.analysis.working')));
      let analysis: GameAnalysis;
      try {
        analysis = await solver.analyse(game.params, game.seed, game.log);
      } catch {
        panel.replaceChildren(h('p', {}, t('mines.analysis.failed')));
        return;
      }
      if (!page.isCurrent(game)) return;
      panel.replaceChildren(
        panelTitle(t('mines.analysis')),
        analysisView(t, analysis, game.params.width, async (move) => {
          await this.replay?.go(move.index);
          board.setMarks(moveMarks(move));
          // On a phone the list is far below the board it marks.
          ui.boardSlot.scrollIntoView({ block: 'nearest' });
        }),
      );
    });
    ui.statsPanel.append(button, panel);
  }

  private async showReplay(game: Game, position: number): Promise<void> {
    const { page, board, counters } = this.parts;
    if (!page.isCurrent(game)) return;
    const fail = () => page.engineFailed();
    const snapshot = await page.answer(game, this.parts.engine().replayTo(position), fail);
    if (!snapshot) return;
    board.setMarks(new Map());
    board.setTiles(game.params.width, game.params.height, snapshot.tiles);
    counters.showReplayed(snapshot.view); // the counters follow the replay: mines left, the clock then
  }

  /** The server's word on a ranked game just ended, then its rank once the leaderboard is read. */
  private async showRanked(game: Game, level: Level, end: RankedEnd): Promise<void> {
    const { context, ui, client, page } = this.parts;
    const daily = game.ranked?.daily === true;
    const view = rankedResultView(context, level, end, daily, undefined);
    ui.statsPanel.prepend(view);
    if (end.result.status !== 'ranked') return;
    const rank = await rankOf(client, 'mines', level, end.result.id, daily);
    if (rank === undefined || !page.isCurrent(game)) return;
    view.replaceWith(rankedResultView(context, level, end, daily, rank));
  }
}
