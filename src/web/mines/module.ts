/**
 * Minesweeper in the browser: wires the layout, the canvas board, the input and the engine worker together, and
 * keeps the game saved (params + seed + move log) so a reload continues it. The engine decides everything; this
 * file turns input into moves and results into pixels, counters, sounds, records and saves.
 */
import { cellName } from '../../core/cellName.ts';
import { MAX_VERIFIED_CELLS } from '../../core/recordLimits.ts';
import {
  type CellMoveKind,
  DEFAULT_FIRST_CLICK,
  type FirstClickRule,
  type Move,
  makeMove,
  makeMoveLog,
  makeParams,
  type Params,
  type PlayStats,
  PRESETS,
  parseMoveLog,
  pressedCells,
  Tile,
} from '../../mines/index.ts';
import { WorkerFailed } from '../engine/workerClient.ts';
import { LogReplay } from '../replay/logReplay.ts';
import { ReplayControls } from '../replay/replayControls.ts';
import type { AppContext, MountView } from '../shell/types.ts';
import { clearSave, loadSave, setAside, writeSave } from '../storage/versionedStore.ts';
import { BoardInput } from './boardInput.ts';
import { BoardView, type CellPoint } from './boardView.ts';
import { EngineClient, type Played, type Snapshot } from './engineClient.ts';
import { faceSvg, type Mood } from './face.ts';
import {
  customParams,
  type GameKind,
  gameQuery,
  parseGameQuery,
  randomSeed,
  recordsKey,
} from './gameSetup.ts';
import { buildLayout, type MinesLayout } from './layout.ts';
import { readServerBest, recordsView, seconds, serverBestView, statsList } from './panels.ts';
import type { GameView } from './protocol.ts';
import { addResult } from './records.ts';
import { GAME_SLOT, type LevelChoice, RECORDS_SLOT, type Records } from './saves.ts';

interface Game {
  readonly level: LevelChoice;
  readonly params: Params;
  readonly noGuess: boolean;
  /** In a no-guess game, the seed the first click's search settled on. */
  seed: string;
  readonly moves: Move[];
  /** The moves as log text, kept up to date move by move (saving must not rebuild it on every click). */
  log: string;
  /** performance.now() at game-clock time 0. */
  clockOrigin: number;
  view: GameView;
  finished: boolean;
}

export const mountMines: MountView = (container, context) => {
  const controller = new MinesController(container, context);
  void controller.start();
  return { unmount: () => controller.destroy() };
};

class MinesController {
  private readonly ui: MinesLayout;
  private readonly board = new BoardView();
  private readonly input: BoardInput;
  private readonly engine = new EngineClient();
  private game: Game | undefined;
  private records: Records = {};
  private replay: ReplayControls | undefined;
  private tick = 0;
  private saveTimer = 0;
  private cursor: CellPoint = { x: 0, y: 0 };
  private generation = 0;
  private destroyed = false;
  private readonly saveClock = () => this.save();
  /** F2 starts a new game, as in the classic game. */
  private readonly onKey = (event: KeyboardEvent) => {
    if (event.key !== 'F2' || !this.game) return;
    event.preventDefault();
    void this.newGame(this.game, randomSeed(), [], 0, false);
  };
  private readonly onVisibility = () => {
    if (document.visibilityState === 'hidden') this.save();
  };

  constructor(
    container: HTMLElement,
    private readonly context: AppContext,
  ) {
    this.ui = buildLayout(context.t);
    container.append(this.ui.root);
    this.ui.boardSlot.append(this.board.element);
    const controller = this;
    this.input = new BoardInput(this.board, {
      open: (cell) => this.act('open', cell),
      flag: (cell) => this.act('flag', cell),
      chord: (cell) => this.act('chord', cell),
      preview: (cell, chord) => this.preview(cell, chord),
      cursorMoved: (cell) => {
        this.cursor = cell;
        this.describeBoard();
        this.context.announce(`${cellName(cell.x, cell.y)}: ${this.cellState()}`);
      },
      get active() {
        return controller.game !== undefined && !controller.game.finished;
      },
    });
    this.wireControls();
    window.addEventListener('pagehide', this.saveClock);
    document.addEventListener('visibilitychange', this.onVisibility);
    document.addEventListener('keydown', this.onKey);
  }

  async start(): Promise<void> {
    const loadedRecords = loadSave(this.context.store, RECORDS_SLOT);
    if (loadedRecords.kind === 'loaded') this.records = loadedRecords.value;
    if (loadedRecords.kind === 'corrupt')
      this.context.reportCorrupt(loadedRecords.corrupt, 'save.minesRecords');

    const fromAddress = parseGameQuery(location.search);
    if (!fromAddress.ok) {
      const { key, values } = fromAddress.error;
      this.context.notify(this.context.t('mines.address', { error: this.context.t(key, values) }));
    }
    const wanted = fromAddress.ok ? fromAddress.value : undefined;

    const saved = loadSave(this.context.store, GAME_SLOT);
    if (saved.kind === 'corrupt') this.context.reportCorrupt(saved.corrupt, 'save.minesGame');
    if (saved.kind === 'loaded') {
      const save = saved.value;
      const sameGame =
        wanted === undefined ||
        (wanted.seed === undefined ? recordsKey(wanted) === recordsKey(save) : wanted.seed === save.seed);
      if (sameGame) {
        const moves = parseMoveLog(save.moves);
        const restored =
          moves.ok && (await this.newGame(save, save.seed, moves.value, save.clock, save.finished));
        if (restored) return;
        const corrupt = setAside(this.context.store, GAME_SLOT.key, null, 'the engine refused its move log');
        this.context.reportCorrupt(corrupt, 'save.minesGame');
      }
    }
    const choice = wanted ?? { level: 'beginner' as const, params: PRESETS.beginner, noGuess: false };
    await this.newGame(choice, choice.seed ?? randomSeed(), [], 0, false);
  }

  destroy(): void {
    this.destroyed = true;
    this.save();
    clearInterval(this.tick);
    this.replay?.destroy();
    this.input.destroy();
    this.board.destroy();
    this.engine.terminate();
    window.removeEventListener('pagehide', this.saveClock);
    document.removeEventListener('visibilitychange', this.onVisibility);
    document.removeEventListener('keydown', this.onKey);
  }

  /** Starts (or restores) a game; false when the engine refuses the saved log. */
  private async newGame(
    choice: GameKind,
    seed: string,
    moves: Move[],
    clock: number,
    finished: boolean,
  ): Promise<boolean> {
    const generation = ++this.generation;
    // No input until the worker has the new game: a click now would reach the new game's log unseen.
    this.game = undefined;
    this.replay?.destroy();
    this.replay = undefined;
    this.setStatus('ready', this.context.t('mines.generating'));
    let snapshot: Snapshot;
    try {
      snapshot = await this.engine.start(choice.params, seed, moves, choice.noGuess);
    } catch (error) {
      if (!(error instanceof WorkerFailed)) return false;
      this.engineFailed();
      return true; // the save is fine: the worker is not
    }
    if (generation !== this.generation || this.destroyed) return true;
    const lastAt = moves.length > 0 ? moves[moves.length - 1].at : 0;
    this.game = {
      level: choice.level,
      params: choice.params,
      noGuess: choice.noGuess,
      seed,
      moves,
      log: makeMoveLog(moves),
      clockOrigin: performance.now() - Math.max(clock, lastAt),
      view: snapshot.view,
      finished: finished || snapshot.view.phase === 'won' || snapshot.view.phase === 'lost',
    };
    history.replaceState(null, '', `/mines${gameQuery(choice)}`);
    this.pressLevel(choice.level);
    this.ui.noGuess.checked = choice.noGuess;
    this.ui.customForm.hidden = choice.level !== 'custom';
    if (choice.level === 'custom') this.fillCustomForm(choice.params);
    this.ui.statsPanel.hidden = true;
    this.ui.replayPanel.hidden = true;
    this.board.setCellSize(this.defaultCellSize(choice.params));
    this.board.setTiles(choice.params.width, choice.params.height, snapshot.tiles);
    this.board.element.scrollTo(0, 0);
    this.cursor = { x: Math.floor(choice.params.width / 2), y: Math.floor(choice.params.height / 2) };
    this.input.setCursor(this.cursor);
    this.board.setCursor(this.cursor);
    this.showView();
    this.showRecords();
    clearInterval(this.tick);
    this.tick = window.setInterval(() => {
      if (this.game?.view.phase === 'playing') this.showTime();
    }, 200);
    if (this.game.finished) await this.showFinished(false).catch(() => this.engineFailed());
    else
      this.setStatus(
        snapshot.view.phase,
        this.context.t(moves.length ? 'mines.status.playing' : 'mines.status.ready'),
      );
    this.save();
    return true;
  }

  /** The worker failed or stopped answering: no more input, and the player is told why the page stopped. */
  private engineFailed(): void {
    if (this.destroyed) return;
    this.game = undefined;
    const message = this.context.t('notice.engineFailed');
    this.setStatus('failed', message);
    this.context.notify(message);
  }

  private clock(): number {
    return this.game ? Math.round(performance.now() - this.game.clockOrigin) : 0;
  }

  private act(kind: CellMoveKind, cell: CellPoint): void {
    const game = this.game;
    if (!game || game.finished) return;
    this.cursor = cell;
    this.input.setCursor(cell);
    this.board.setCursor(cell);
    if (game.noGuess && game.view.bbbv === null && kind === 'open')
      this.setStatus('ready', this.context.t('mines.generating')); // the first click searches a no-guess board
    this.send(game, { kind, x: cell.x, y: cell.y, at: this.clock() });
  }

  private send(game: Game, move: Move): void {
    this.engine.play(move).then(
      (played) => {
        if (!played || game !== this.game || this.destroyed) return;
        this.apply(game, move, played);
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
    if (played.changed.length > 0 && move.kind !== 'flagMode') {
      this.context.sound.play(
        move.kind === 'flag' || move.kind === 'question' || this.flagged(played) ? 'flag' : 'open',
      );
    }
    this.showView();
    if (played.view.phase === 'won' || played.view.phase === 'lost') {
      game.finished = true;
      this.showFinished(true).catch(() => this.engineFailed());
    } else if (played.view.phase === 'playing' || played.noGuess) {
      this.setStatus('playing', this.context.t('mines.status.playing'));
    }
    if (game.finished || game.log.length < SAVE_AT_ONCE_CHARS) this.save();
    else this.saveTimer ||= window.setTimeout(() => this.save(), 1000);
  }

  /** True when a move only placed or removed flags (a flag-mode tap). */
  private flagged(played: Played): boolean {
    return (
      played.changed.length === 1 && (played.values[0] === Tile.Flag || played.values[0] === Tile.Covered)
    );
  }

  private async showFinished(justNow: boolean): Promise<void> {
    const game = this.game!;
    const won = game.view.phase === 'won';
    const { t } = this.context;
    const stats = await this.engine.stats();
    if (game !== this.game) return;
    let message = won ? t('mines.status.won', { time: seconds(stats.timeMs) }) : t('mines.status.lost');
    if (justNow) {
      this.context.sound.play(won ? 'win' : 'lose');
      this.context.announce(
        won ? t('mines.announce.won', { time: seconds(stats.timeMs) }) : t('mines.announce.lost'),
      );
      const rank = this.record(game, stats, won);
      if (rank === 1) message += ` ${t('mines.records.newBest')}`;
      void this.submit(game);
    }
    this.setStatus(game.view.phase, message);
    this.ui.statsPanel.replaceChildren(this.panelTitle(t('mines.stats')), statsList(t, stats, won));
    this.ui.statsPanel.hidden = false;
    const replay = new LogReplay(game.moves, (position) => this.showReplay(game, position), {
      timeOf: (move) => move.at,
      describe: makeMove,
    });
    this.replay = new ReplayControls(this.ui.replayPanel, t, replay);
    this.showView();
  }

  private panelTitle(text: string): HTMLElement {
    const title = document.createElement('h2');
    title.textContent = text;
    return title;
  }

  private async showReplay(game: Game, position: number): Promise<void> {
    if (game !== this.game) return;
    let snapshot: Snapshot;
    try {
      snapshot = await this.engine.replayTo(position);
    } catch {
      this.engineFailed();
      return;
    }
    if (game !== this.game) return;
    this.board.setTiles(game.params.width, game.params.height, snapshot.tiles);
    // The counters follow the replay too: mines left and the clock at that move.
    this.ui.minesLeft.textContent = lcd(snapshot.view.minesLeft);
    this.ui.timer.textContent = lcd(Math.min(999, Math.floor(snapshot.view.elapsedMs / 1000)));
  }

  private record(game: Game, stats: PlayStats, won: boolean): number | null {
    const { records, rank } = addResult(this.records, {
      key: recordsKey(game),
      won,
      timeMs: stats.timeMs,
      bbbv: stats.bbbv,
      date: new Date().toISOString(),
      seed: game.seed,
    });
    this.records = records;
    writeSave(this.context.store, RECORDS_SLOT, records);
    this.showRecords();
    return rank;
  }

  /** Sends the finished game to the server, which replays it before keeping it; quietly skipped offline. */
  private async submit(game: Game): Promise<void> {
    // The server keeps no separate tables for no-guess games, and replays boards of limited size only.
    if (game.noGuess || game.params.width * game.params.height > MAX_VERIFIED_CELLS) return;
    try {
      const response = await fetch('/api/mines/results', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ level: game.level, params: game.params, seed: game.seed, moves: game.log }),
      });
      if (response.ok && game === this.game) await this.showServerRecords(game);
    } catch {
      // No server (e.g. the Vite dev server alone): local records still work.
    }
  }

  private showRecords(): void {
    const game = this.game;
    if (!game) return;
    const { t, language } = this.context;
    const size = game.level === 'custom' ? makeParams(game.params) : t(`mines.level.${game.level}`);
    const levelName = game.noGuess ? `${size} · ${t('mines.noGuess')}` : size;
    this.ui.recordsPanel.replaceChildren(
      this.panelTitle(t('mines.records', { level: levelName })),
      recordsView(t, this.records[recordsKey(game)], language),
    );
    void this.showServerRecords(game);
  }

  private async showServerRecords(game: Game): Promise<void> {
    if (game.level === 'custom') return;
    try {
      const response = await fetch(`/api/mines/records?level=${game.level}&limit=5`);
      if (!response.ok) return;
      const best = readServerBest(await response.json());
      if (!best || game !== this.game || this.destroyed) return;
      this.ui.recordsPanel.querySelector('.server-records')?.remove();
      this.ui.recordsPanel.append(serverBestView(this.context.t, best));
    } catch {
      // offline: local records only
    }
  }

  private save(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = 0;
    const game = this.game;
    if (!game) return;
    if (game.moves.length === 0) {
      clearSave(this.context.store, GAME_SLOT);
      return;
    }
    writeSave(this.context.store, GAME_SLOT, {
      level: game.level,
      params: game.params,
      seed: game.seed,
      moves: game.log,
      noGuess: game.noGuess,
      clock: game.finished ? (game.moves[game.moves.length - 1]?.at ?? 0) : this.clock(),
      finished: game.finished,
    });
  }

  private wireControls(): void {
    const { ui } = this;
    for (const [level, button] of ui.levelButtons) {
      button.addEventListener('click', () => {
        if (level === 'custom') {
          ui.customForm.hidden = false;
          this.pressLevel('custom');
          if (!ui.customInputs.width.value) this.fillCustomForm({ width: 50, height: 30, mines: 300 });
          ui.customInputs.width.focus();
          return;
        }
        void this.newGame(
          { level, params: PRESETS[level], noGuess: ui.noGuess.checked },
          randomSeed(),
          [],
          0,
          false,
        );
      });
    }
    ui.customForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const [width, height, mines] = (['width', 'height', 'mines'] as const).map((name) =>
        Number(ui.customInputs[name].value),
      );
      const params = customParams(width, height, mines, ui.firstClick.value as FirstClickRule);
      ui.customError.textContent = params.ok
        ? ''
        : this.context.t('mines.invalid', { error: this.context.t(params.error.key, params.error.values) });
      if (params.ok)
        void this.newGame(
          { level: 'custom', params: params.value, noGuess: ui.noGuess.checked },
          randomSeed(),
          [],
          0,
          false,
        );
    });
    ui.noGuess.addEventListener('change', () => {
      const game = this.game;
      if (game) void this.newGame({ ...game, noGuess: ui.noGuess.checked }, randomSeed(), [], 0, false);
    });
    ui.face.addEventListener('click', () => {
      const game = this.game;
      if (game) void this.newGame(game, randomSeed(), [], 0, false);
    });
    ui.flagMode.addEventListener('click', () => {
      const game = this.game;
      if (game && !game.finished) this.send(game, { kind: 'flagMode', at: this.clock() });
    });
    ui.zoomIn.addEventListener('click', () => this.board.setCellSize(this.board.cellSize * 1.25));
    ui.zoomOut.addEventListener('click', () => this.board.setCellSize(this.board.cellSize / 1.25));
    ui.zoomFit.addEventListener('click', () => {
      const game = this.game;
      if (!game) return;
      const available = this.availableArea();
      this.board.setCellSize(
        BoardView.fittingCell(game.params.width, game.params.height, available.width, available.height),
      );
    });
    this.board.element.addEventListener('focus', () => this.describeBoard());
  }

  private pressLevel(pressed: LevelChoice): void {
    for (const [level, button] of this.ui.levelButtons)
      button.setAttribute('aria-pressed', String(level === pressed));
  }

  private fillCustomForm(params: Pick<Params, 'width' | 'height' | 'mines'> & Partial<Params>): void {
    this.ui.firstClick.value = params.firstClick ?? DEFAULT_FIRST_CLICK;
    this.ui.customInputs.width.value = String(params.width);
    this.ui.customInputs.height.value = String(params.height);
    this.ui.customInputs.mines.value = String(params.mines);
  }

  private availableArea(): { width: number; height: number } {
    const frame = this.ui.boardSlot.parentElement!;
    const width = Math.max(200, frame.clientWidth - 32);
    const height = Math.max(240, window.innerHeight - 260);
    return { width, height };
  }

  /** Presets fit the screen at a comfortable size; big boards open at a readable size and scroll. */
  private defaultCellSize(params: Params): number {
    const available = this.availableArea();
    const fit = BoardView.fittingCell(params.width, params.height, available.width, available.height);
    return Math.max(20, Math.min(36, fit));
  }

  private preview(cell: CellPoint | null, chord: boolean): void {
    const game = this.game;
    if (!game || game.finished || !cell) {
      this.board.setPressed([]);
      this.setFace(game?.finished ? (game.view.phase === 'won' ? 'won' : 'lost') : 'smile');
      return;
    }
    const { width, height } = game.params;
    const tiles = { width, height, tileAt: (x: number, y: number) => this.board.tileAt(x, y) };
    const cells = pressedCells(tiles, cell.x, cell.y, chord ? 'chord' : 'open', game.view.flagMode);
    this.board.setPressed(cells);
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
      view.phase === 'playing' && view.startedAt !== null ? this.clock() - view.startedAt : view.elapsedMs;
    this.ui.timer.textContent = lcd(Math.min(999, Math.floor(ms / 1000)));
  }

  private setFace(mood: Mood): void {
    if (this.ui.face.dataset.mood === mood) return;
    this.ui.face.dataset.mood = mood;
    this.ui.face.innerHTML = faceSvg(mood);
  }

  private setStatus(phase: string, text: string): void {
    this.ui.status.dataset.status = phase;
    this.ui.status.textContent = text;
  }

  /** The cursor cell in words, for screen readers. */
  private cellState(): string {
    const { t } = this.context;
    const tile = this.board.tileAt(this.cursor.x, this.cursor.y);
    return tile === 0
      ? t('mines.cell.empty')
      : tile <= 8
        ? t('mines.cell.open', { n: tile })
        : tile === Tile.Flag || tile === Tile.CorrectFlag
          ? t('mines.cell.flag')
          : tile === Tile.Mine || tile === Tile.Exploded
            ? t('mines.cell.mine')
            : t('mines.cell.covered');
  }

  private describeBoard(): void {
    const game = this.game;
    if (!game) return;
    const { t } = this.context;
    const state = this.cellState();
    const { width, height, mines } = game.params;
    this.board.element.setAttribute(
      'aria-label',
      t('mines.board', { width, height, mines, cell: cellName(this.cursor.x, this.cursor.y), state }),
    );
  }
}

/**
 * Logs up to this length are saved after every move; longer ones (huge boards) at most once a second, and at
 * once when the page is hidden or closed, so a click never waits for a big localStorage write.
 */
const SAVE_AT_ONCE_CHARS = 20_000;

const lcd = (n: number): string => (n < 0 ? `-${String(-n).padStart(2, '0')}` : String(n).padStart(3, '0'));
