/**
 * Minesweeper's page: the adapter between the shared page parts and this game's board, input and engine worker.
 * The engine decides everything; this file turns input into moves and what the engine answers into pixels,
 * counters, sounds and words. Shared with every game page: the worker client (engine/), the clock and save timing
 * (page/), the record book (records/), the replay controls (replay/) and the server calls (page/serverResults).
 *
 * A game goes: `startGame` (new) or `restoreGame` (saved) → `open` (the worker replays its log) → moves (`act` →
 * `apply`) → `finish` (record, submit, replay). Every answer that arrives late is checked with `isCurrent`.
 */
import { cellName } from '../../core/cellName.ts';
import { MAX_VERIFIED_CELLS } from '../../core/recordLimits.ts';
import {
  type CellMoveKind,
  type Move,
  makeMove,
  makeMoveLog,
  makeParams,
  type Params,
  PRESETS,
  parseMoveLog,
  pressedCells,
  Tile,
} from '../../mines/index.ts';
import { WorkerFailed } from '../engine/workerClient.ts';
import { CurrentGame, type Opened } from '../page/currentGame.ts';
import { GameClock } from '../page/gameClock.ts';
import { panelTitle } from '../page/pageLayout.ts';
import { continueSavedGame } from '../page/savedGame.ts';
import { SaveTiming } from '../page/saveTiming.ts';
import { fetchAnswer, submitResult } from '../page/serverResults.ts';
import { StatusLine } from '../page/statusLine.ts';
import { LocalRecords } from '../records/localRecords.ts';
import { LogReplay } from '../replay/logReplay.ts';
import { ReplayControls } from '../replay/replayControls.ts';
import type { AppContext, MountView } from '../shell/types.ts';
import { clearSave, writeSave } from '../storage/versionedStore.ts';
import { BoardInput } from './boardInput.ts';
import { BoardView, type CellPoint } from './boardView.ts';
import { boardWords, cellWords, lcd } from './boardWords.ts';
import { BoardZoom } from './boardZoom.ts';
import { EngineClient, type Played } from './engineClient.ts';
import { faceSvg, type Mood } from './face.ts';
import {
  type GameChoice,
  type GameKind,
  gameQuery,
  parseGameQuery,
  randomSeed,
  recordsKey,
} from './gameSetup.ts';
import { buildLayout, type MinesLayout } from './layout.ts';
import { readServerBest, recordsView, seconds, serverBestView, statsList } from './panels.ts';
import type { GameView } from './protocol.ts';
import { toFinished } from './records.ts';
import {
  type BestTime,
  GAME_SLOT,
  type LevelChoice,
  RECORD_RULES,
  RECORDS_SLOT,
  type SavedGame,
} from './saves.ts';
import { SetupBar } from './setupBar.ts';

/** A game to open: a new one has no moves; a saved one brings its log, its clock and whether it had ended. */
interface GameStart extends GameKind {
  readonly seed: string;
  readonly moves: Move[];
  readonly clockAt: number;
  readonly finished: boolean;
}

/** The game on the page. */
interface Game {
  readonly level: LevelChoice;
  readonly params: Params;
  readonly noGuess: boolean;
  /** In a no-guess game, the seed the first click's search settled on. */
  seed: string;
  readonly moves: Move[];
  /** The moves as log text, kept up to date move by move (saving must not rebuild it on every click). */
  log: string;
  readonly clock: GameClock;
  view: GameView;
  finished: boolean;
}

export const mountMines: MountView = (container, context) => {
  const page = new MinesPage(container, context);
  void page.start();
  return { unmount: () => page.destroy() };
};

class MinesPage {
  private readonly ui: MinesLayout;
  private readonly board = new BoardView();
  private readonly input: BoardInput;
  private readonly setup: SetupBar;
  private readonly status: StatusLine;
  private readonly zoom: BoardZoom;
  private readonly engine = new EngineClient();
  private readonly records: LocalRecords<BestTime>;
  private readonly saving = new SaveTiming(() => this.save());
  private readonly current = new CurrentGame<Game>();
  private replay: ReplayControls | undefined;
  private tick = 0;
  private cursor: CellPoint = { x: 0, y: 0 };
  /** F2 starts a new game, as in the classic game. */
  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key !== 'F2' || !this.game) return;
    event.preventDefault();
    void this.startGame(this.game);
  };

  private get game(): Game | undefined {
    return this.current.value;
  }

  constructor(
    container: HTMLElement,
    private readonly context: AppContext,
  ) {
    this.ui = buildLayout(context.t);
    this.status = new StatusLine(this.ui.status, context);
    container.append(this.ui.root);
    this.ui.boardSlot.append(this.board.element);
    this.records = new LocalRecords(context.store, RECORDS_SLOT, RECORD_RULES);
    const page = this;
    this.input = new BoardInput(this.board, {
      open: (cell) => this.act('open', cell),
      flag: (cell) => this.act('flag', cell),
      chord: (cell) => this.act('chord', cell),
      preview: (cell, chord) => this.preview(cell, chord),
      cursorMoved: (cell) => {
        this.cursor = cell;
        this.describeBoard();
        this.context.announce(`${cellName(cell.x, cell.y)}: ${cellWords(context.t, this.tileAtCursor())}`);
      },
      get active() {
        return page.game !== undefined && !page.game.finished;
      },
    });
    this.setup = new SetupBar(this.ui, context.t, (kind) => {
      if (this.game) void this.startGame({ ...this.game, ...kind });
      else if ('level' in kind) void this.startGame(kind);
    });
    this.zoom = new BoardZoom(this.ui, this.board, () => this.game?.params);
    this.wireControls();
    this.saving.watchPage();
    document.addEventListener('keydown', this.onKey);
  }

  /** Opens the game the address names, else the saved one, else a beginner game. */
  async start(): Promise<void> {
    const corruptRecords = this.records.load();
    if (corruptRecords) this.context.reportCorrupt(corruptRecords, 'save.minesRecords');

    const fromAddress = parseGameQuery(location.search);
    if (!fromAddress.ok) {
      const { key, values } = fromAddress.error;
      this.context.notify(this.context.t('mines.address', { error: this.context.t(key, values) }));
    }
    const wanted = fromAddress.ok ? fromAddress.value : undefined;

    const continued = await continueSavedGame(this.context, {
      slot: GAME_SLOT,
      what: 'save.minesGame',
      wanted: (save) => isSameGame(wanted, save),
      restore: (save) => this.restoreGame(save),
      refused: 'the engine refused its move log',
    });
    if (continued) return;
    const choice = wanted ?? { level: 'beginner' as const, params: PRESETS.beginner, noGuess: false };
    await this.startGame(choice, choice.seed);
  }

  destroy(): void {
    this.current.close();
    this.saving.now();
    this.saving.stop();
    clearInterval(this.tick);
    this.replay?.destroy();
    this.input.destroy();
    this.board.destroy();
    this.engine.terminate();
    document.removeEventListener('keydown', this.onKey);
  }

  /** A new game of this kind, on a new board unless a seed is given. */
  private startGame(kind: GameKind, seed = randomSeed()): Promise<Opened> {
    return this.open({ ...kind, seed, moves: [], clockAt: 0, finished: false });
  }

  /** The saved game, as it was left; 'refused' when the engine cannot replay its log. */
  private restoreGame(save: SavedGame): Promise<Opened> {
    const moves = parseMoveLog(save.moves);
    if (!moves.ok) return Promise.resolve('refused');
    return this.open({ ...save, moves: moves.value, clockAt: save.clock });
  }

  private async open(start: GameStart): Promise<Opened> {
    // No input until the worker has the new game: a click now would reach the new game's log unseen.
    const ticket = this.current.begin();
    this.replay?.destroy();
    this.replay = undefined;
    this.setStatus('ready', this.context.t('mines.generating'));
    let snapshot: Awaited<ReturnType<EngineClient['start']>>;
    try {
      snapshot = await this.engine.start(start.params, start.seed, start.moves, start.noGuess);
    } catch (error) {
      if (!(error instanceof WorkerFailed)) return 'refused';
      this.engineFailed(); // the save is fine: the worker is not
      return 'failed';
    }
    const { moves } = start;
    const lastAt = moves.length > 0 ? moves[moves.length - 1].at : 0;
    const game: Game = {
      level: start.level,
      params: start.params,
      noGuess: start.noGuess,
      seed: start.seed,
      moves,
      log: makeMoveLog(moves),
      clock: new GameClock(Math.max(start.clockAt, lastAt)),
      view: snapshot.view,
      finished: start.finished || isOver(snapshot.view),
    };
    if (!this.current.settle(ticket, game)) return 'replaced';
    this.showChoice(start);
    this.board.setCellSize(this.zoom.openingSize(start.params));
    this.board.setTiles(start.params.width, start.params.height, snapshot.tiles);
    this.board.element.scrollTo(0, 0);
    this.moveCursor({ x: Math.floor(start.params.width / 2), y: Math.floor(start.params.height / 2) });
    this.showView();
    this.showRecords();
    clearInterval(this.tick);
    this.tick = window.setInterval(() => {
      if (this.game?.view.phase === 'playing') this.showTime();
    }, 200);
    if (game.finished) await this.finish(game, false).catch(() => this.engineFailed());
    else
      this.setStatus(
        game.view.phase,
        this.context.t(moves.length ? 'mines.status.playing' : 'mines.status.ready'),
      );
    this.saving.now();
    return 'shown';
  }

  private isCurrent(game: Game): boolean {
    return this.current.isCurrent(game);
  }

  /** The worker failed or stopped answering: no more input, and the player is told why the page stopped. */
  private engineFailed(): void {
    if (this.current.isClosed) return;
    this.current.drop();
    this.status.engineFailed();
  }

  private act(kind: CellMoveKind, cell: CellPoint): void {
    const game = this.game;
    if (!game || game.finished) return;
    this.moveCursor(cell);
    if (game.noGuess && game.view.bbbv === null && kind === 'open')
      this.setStatus('ready', this.context.t('mines.generating')); // the first click searches a no-guess board
    this.send(game, { kind, x: cell.x, y: cell.y, at: game.clock.read() });
  }

  private send(game: Game, move: Move): void {
    this.engine.play(move).then(
      (played) => {
        if (played && this.isCurrent(game)) this.apply(game, move, played);
      },
      () => this.engineFailed(),
    );
  }

  private apply(game: Game, move: Move, played: Played): void {
    game.moves.push(move);
    game.log = game.log ? `${game.log}; ${makeMove(move)}` : makeMove(move);
    game.view = played.view;
    if (played.noGuess) {
      game.seed = played.noGuess.seed;
      if (!played.noGuess.found) this.context.notify(this.context.t('mines.noGuess.gaveUp'));
    }
    this.board.applyChanges(played.changed, played.values);
    if (played.changed.length > 0 && move.kind !== 'flagMode')
      this.context.sound.play(
        move.kind === 'flag' || move.kind === 'question' || onlyFlags(played) ? 'flag' : 'open',
      );
    this.showView();
    if (isOver(played.view)) {
      game.finished = true;
      this.finish(game, true).catch(() => this.engineFailed());
    } else if (played.view.phase === 'playing' || played.noGuess) {
      this.setStatus('playing', this.context.t('mines.status.playing'));
    }
    this.saving.changed(game.log.length, game.finished);
  }

  /** The end of a game: its statistics and replay, and when it ended just now, its record and submission. */
  private async finish(game: Game, justNow: boolean): Promise<void> {
    const won = game.view.phase === 'won';
    const { t } = this.context;
    const stats = await this.engine.stats();
    if (!this.isCurrent(game)) return;
    let message = won ? t('mines.status.won', { time: seconds(stats.timeMs) }) : t('mines.status.lost');
    if (justNow) {
      this.context.sound.play(won ? 'win' : 'lose');
      this.context.announce(
        won ? t('mines.announce.won', { time: seconds(stats.timeMs) }) : t('mines.announce.lost'),
      );
      const { timeMs, bbbv } = stats;
      const date = new Date().toISOString();
      const rank = this.records.add(
        toFinished({ key: recordsKey(game), won, timeMs, bbbv, date, seed: game.seed }),
      );
      this.showRecords();
      if (rank === 1) message += ` ${t('mines.records.newBest')}`;
      void this.submit(game);
    }
    this.setStatus(game.view.phase, message);
    this.ui.statsPanel.replaceChildren(panelTitle(t('mines.stats')), statsList(t, stats, won));
    this.ui.statsPanel.hidden = false;
    const replay = new LogReplay(game.moves, (position) => this.showReplay(game, position), {
      timeOf: (move) => move.at,
      describe: makeMove,
    });
    this.replay = new ReplayControls(this.ui.replayPanel, t, replay);
    this.showView();
  }

  private async showReplay(game: Game, position: number): Promise<void> {
    if (!this.isCurrent(game)) return;
    const snapshot = await this.engine.replayTo(position).catch(() => this.engineFailed());
    if (!snapshot || !this.isCurrent(game)) return;
    this.board.setTiles(game.params.width, game.params.height, snapshot.tiles);
    // The counters follow the replay too: mines left and the clock at that move.
    this.ui.minesLeft.textContent = lcd(snapshot.view.minesLeft);
    this.ui.timer.textContent = lcd(Math.min(999, Math.floor(snapshot.view.elapsedMs / 1000)));
  }

  /** Sends the finished game to the server, which replays it before keeping it. */
  private async submit(game: Game): Promise<void> {
    // The server keeps no separate tables for no-guess games, and replays boards of limited size only.
    if (game.noGuess || game.params.width * game.params.height > MAX_VERIFIED_CELLS) return;
    const { level, params, seed, log: moves } = game;
    const kept = await submitResult('/api/mines/results', { level, params, seed, moves });
    if (kept && this.isCurrent(game)) await this.showServerRecords(game);
  }

  private showRecords(): void {
    const game = this.game;
    if (!game) return;
    const { t, language } = this.context;
    const size = game.level === 'custom' ? makeParams(game.params) : t(`mines.level.${game.level}`);
    const levelName = game.noGuess ? `${size} · ${t('mines.noGuess')}` : size;
    this.ui.recordsPanel.replaceChildren(
      panelTitle(t('mines.records', { level: levelName })),
      recordsView(t, this.records.level(recordsKey(game)), language),
    );
    void this.showServerRecords(game);
  }

  private async showServerRecords(game: Game): Promise<void> {
    if (game.level === 'custom') return;
    const best = await fetchAnswer(`/api/mines/records?level=${game.level}&limit=5`, readServerBest);
    if (!best || !this.isCurrent(game)) return;
    this.ui.recordsPanel.querySelector('.server-records')?.remove();
    this.ui.recordsPanel.append(serverBestView(this.context.t, best));
  }

  private save(): void {
    const game = this.game;
    if (!game) return;
    if (game.moves.length === 0) {
      clearSave(this.context.store, GAME_SLOT);
      return;
    }
    const { level, params, seed, log: moves, noGuess, finished } = game;
    const clock = finished ? (game.moves[game.moves.length - 1]?.at ?? 0) : game.clock.read();
    writeSave(this.context.store, GAME_SLOT, { level, params, seed, moves, noGuess, clock, finished });
  }

  private wireControls(): void {
    const { ui } = this;
    ui.face.addEventListener('click', () => {
      if (this.game) void this.startGame(this.game);
    });
    ui.flagMode.addEventListener('click', () => {
      const game = this.game;
      if (game && !game.finished) this.send(game, { kind: 'flagMode', at: game.clock.read() });
    });
    this.board.element.addEventListener('focus', () => this.describeBoard());
  }

  /** The address, the level bar and the custom form show the game's kind; its panels wait for its end. */
  private showChoice(kind: GameKind): void {
    history.replaceState(null, '', `/mines${gameQuery(kind)}`);
    this.setup.show(kind);
    this.ui.statsPanel.hidden = true;
    this.ui.replayPanel.hidden = true;
  }

  private moveCursor(cell: CellPoint): void {
    this.cursor = cell;
    this.input.setCursor(cell);
    this.board.setCursor(cell);
  }

  /** A held button shows the cells it would open pushed in (which ones, the engine's rules say). */
  private preview(cell: CellPoint | null, chord: boolean): void {
    const game = this.game;
    if (!game || game.finished || !cell) {
      this.board.setPressed([]);
      this.setFace(game?.finished ? (game.view.phase === 'won' ? 'won' : 'lost') : 'smile');
      return;
    }
    const { width, height } = game.params;
    const tiles = { width, height, tileAt: (x: number, y: number) => this.board.tileAt(x, y) };
    this.board.setPressed(pressedCells(tiles, cell.x, cell.y, chord ? 'chord' : 'open', game.view.flagMode));
    this.setFace('surprised');
  }

  private showView(): void {
    const game = this.game;
    if (!game) return;
    const view = game.view;
    this.ui.minesLeft.textContent = lcd(view.minesLeft);
    this.ui.bbbv.textContent = `3BV ${view.bbbv ?? '–'}`;
    this.ui.flagMode.setAttribute('aria-pressed', String(view.flagMode));
    this.ui.flagMode.title = this.context.t(view.flagMode ? 'mines.flagMode.on' : 'mines.flagMode.off');
    this.ui.flagMode.disabled = game.finished;
    this.setFace(view.phase === 'won' ? 'won' : view.phase === 'lost' ? 'lost' : 'smile');
    this.board.element.dataset.phase = view.phase;
    this.board.element.dataset.moves = String(game.moves.length);
    this.showTime();
    this.describeBoard();
  }

  private showTime(): void {
    const game = this.game;
    if (!game) return;
    const { view } = game;
    const ms =
      view.phase === 'playing' && view.startedAt !== null
        ? game.clock.read() - view.startedAt
        : view.elapsedMs;
    this.ui.timer.textContent = lcd(Math.min(999, Math.floor(ms / 1000)));
  }

  private setFace(mood: Mood): void {
    if (this.ui.face.dataset.mood === mood) return;
    this.ui.face.dataset.mood = mood;
    this.ui.face.innerHTML = faceSvg(mood);
  }

  private setStatus(phase: string, text: string): void {
    this.status.show(phase, text);
  }

  private tileAtCursor(): number {
    return this.board.tileAt(this.cursor.x, this.cursor.y);
  }

  private describeBoard(): void {
    const game = this.game;
    if (!game) return;
    const label = boardWords(this.context.t, game.params, this.cursor, this.tileAtCursor());
    this.board.element.setAttribute('aria-label', label);
  }
}

/** True when the address asks for no particular game, or for the saved one (its seed, or its kind). */
const isSameGame = (wanted: GameChoice | undefined, save: SavedGame): boolean =>
  wanted === undefined ||
  (wanted.seed === undefined ? recordsKey(wanted) === recordsKey(save) : wanted.seed === save.seed);

const isOver = (view: GameView): boolean => view.phase === 'won' || view.phase === 'lost';

/** True when a move only placed or removed a flag (a flag-mode tap). */
const onlyFlags = (played: Played): boolean =>
  played.changed.length === 1 && (played.values[0] === Tile.Flag || played.values[0] === Tile.Covered);
