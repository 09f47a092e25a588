/**
 * Minesweeper's page: the adapter between the shared page controller (page/gamePage.ts: the game on the page, late
 * answers, clock, saves, records, server) and this game's board, input and engine worker. The engine decides
 * everything; this file turns input into moves and what the engine answers into pixels, counters, sounds and words.
 *
 * A game goes: `startGame` (new) or `restoreGame` (saved) → `open` (the worker replays its log) → moves (`act` →
 * `send` → `apply`) → `finish` (statistics, and for a game that ended just now its record, kept in the browser; then
 * its replay). The pure rules of the game on the page are in gameOnPage.ts, the counters in counters.ts.
 */
import { cellName } from '../../core/cellName.ts';
import { type CellMoveKind, type Level, type Move, PRESETS, pressedCells } from '../../mines/index.ts';
import type { Opened } from '../page/currentGame.ts';
import { GamePage } from '../page/gamePage.ts';
import { RankedDealer } from '../page/rankedDealer.ts';
import { RankedClient, type RankedError, type RecordAnswer } from '../ranked/index.ts';
import type { KeptGame } from '../ranked/keptGame.ts';
import { HistoryBook } from '../records/gameHistory.ts';
import type { AppContext, MountView } from '../shell/appTypes.ts';
import { clearSave, peekSave, writeSave } from '../storage/versionedStore.ts';
import { AssistTools } from './assist.ts';
import './board.css';
import { BoardInput } from './boardInput.ts';
import { BoardView, type CellPoint } from './boardView.ts';
import { boardWords, cellWords } from './boardWords.ts';
import { BoardZoom } from './boardZoom.ts';
import { Counters, moodOf } from './counters.ts';
import { EngineClient, type Played } from './engineClient.ts';
import { GameEnd } from './gameEnd.ts';
import {
  addMove,
  type Game,
  type GameStart,
  gameOf,
  isOver,
  isSameGame,
  moveSound,
  newStart,
  type RankedTag,
  savedStart,
  saveOf,
} from './gameOnPage.ts';
import { type GameKind, gameQuery, parseGameQuery, randomSeed } from './gameSetup.ts';
import { HISTORY_RULES, HISTORY_SLOT, historyFromRecords, type PlayedGame } from './history.ts';
import { buildLayout, type MinesLayout } from './layout.ts';
import { type MinesEngine, RankedEngine, type ResumedPlay } from './rankedEngine.ts';
import { continuedGame, type MinesMode, modeQuery, RankedBar, readMode, recordStart } from './rankedMode.ts';
import { type BestTime, GAME_SLOT, RECORD_RULES, RECORDS_SLOT, type SavedGame } from './saves.ts';
import { SetupBar } from './setupBar.ts';
import { SolverClient } from './solverClient.ts';
import type { Position } from './solverHost.ts';

export const mountMines: MountView = (container, context) => {
  const page = new MinesPage(container, context);
  void page.start();
  return { unmount: () => page.destroy() };
};

class MinesPage {
  private readonly ui: MinesLayout;
  private readonly page: GamePage<Game, BestTime>;
  private readonly board = new BoardView();
  private readonly counters: Counters;
  private readonly input: BoardInput;
  private readonly setup: SetupBar;
  private readonly zoom: BoardZoom;
  private readonly worker = new EngineClient();
  /** The worker's engine, or a ranked game's on the server. */
  private engine: MinesEngine = this.worker;
  private readonly client = new RankedClient();
  private readonly rankedBar: RankedBar;
  private mode: MinesMode = 'free';
  /** The ranked client: the player, the name gate over the board, dealing, the kept ranked game. */
  private readonly dealer: RankedDealer;
  /** The cells a ranked move pushes in, kept pushed until the server answers (a network's wait unseen). */
  private waiting: readonly number[] = [];
  private readonly history: HistoryBook<PlayedGame>;
  private readonly solver = new SolverClient();
  private readonly assist: AssistTools;
  /** The end of a game and the panels beside the board. */
  private readonly end: GameEnd;
  private cursor: CellPoint = { x: 0, y: 0 };
  /** F2 starts a new game, as in the classic game. */
  private readonly onKey = (event: KeyboardEvent) => {
    if (!this.game || this.dealer.gate.shown) return;
    if (event.key === 'F2') {
      event.preventDefault();
      void this.startGame(this.game);
      return;
    }
    // H asks for a hint, P toggles the chances: never while typing in a field or with a modifier held.
    const key = event.key.toLowerCase();
    if ((key !== 'h' && key !== 'p') || event.ctrlKey || event.metaKey || event.altKey) return;
    if (event.target instanceof HTMLElement && event.target.closest('input, select, textarea')) return;
    event.preventDefault();
    if (key === 'h') void this.assist.hint();
    else this.assist.toggleChances();
  };

  private get game(): Game | undefined {
    return this.page.game;
  }

  constructor(
    container: HTMLElement,
    private readonly context: AppContext,
  ) {
    this.ui = buildLayout(context.t);
    this.history = new HistoryBook(context.store, HISTORY_SLOT, HISTORY_RULES);
    this.page = new GamePage(context, {
      status: this.ui.status,
      path: '/mines',
      addressError: 'mines.address',
      records: { slot: RECORDS_SLOT, rules: RECORD_RULES, what: 'save.minesRecords' },
      newBest: 'mines.records.newBest',
      save: (game) => this.save(game),
      showRecords: (game) => this.end.showRecords(game),
      clock: {
        everyMs: 200,
        show: () => {
          if (this.game?.view.phase === 'playing') this.showTime(this.game);
        },
      },
    });
    this.counters = new Counters(this.ui, context.t);
    container.append(this.ui.root);
    this.ui.boardSlot.append(this.board.element);
    const page = this;
    this.input = new BoardInput(this.board, {
      open: (cell) => this.act('open', cell),
      flag: (cell) => this.act('flag', cell),
      chord: (cell) => this.act('chord', cell),
      preview: (cell, chord) => this.preview(cell, chord),
      cursorMoved: (cell) => {
        this.cursor = cell;
        this.assist.pointAt(cell);
        this.describeBoard();
        this.context.announce(`${cellName(cell.x, cell.y)}: ${cellWords(context.t, this.tileAtCursor())}`);
      },
      get active() {
        return page.game !== undefined && !page.game.finished && !page.dealer.gate.shown;
      },
    });
    this.setup = new SetupBar(this.ui, context.t, (kind) => {
      if (kind.noGuess || ('level' in kind && kind.level === 'custom')) this.setMode('free'); // ranked: 3 levels
      if (this.game) void this.startGame({ ...this.game, ...kind });
      else if ('level' in kind) void this.startGame(kind);
    });
    this.assist = new AssistTools(context.t, context.language, this.board, this.solver, {
      position: () => this.assistPosition(),
      used: () => this.assisted(),
    });
    this.ui.flagMode.after(this.assist.hintButton, this.assist.chancesButton);
    this.ui.status.before(this.assist.words, this.assist.readout);
    this.dealer = new RankedDealer(context, this.client, {
      game: 'mines',
      words: { needName: 'mines.ranked.needName', dealing: 'mines.ranked.dealing' },
      say: (state, text) => {
        this.page.status.show(state, text);
        if (state === 'failed') context.announce(text);
      },
      freePlay: () => this.backToFreePlay(),
    });
    this.dealer.coverAt({ holder: this.ui.boardSlot, blocked: [this.board.element, this.ui.flagMode] });
    this.rankedBar = new RankedBar(
      context,
      () => this.dealer.panel,
      (mode) => this.pickMode(mode),
    );
    this.end = new GameEnd({
      context,
      ui: this.ui,
      page: this.page,
      board: this.board,
      counters: this.counters,
      client: this.client,
      solver: this.solver,
      history: this.history,
      engine: () => this.engine,
      dropKept: () => this.dealer.kept.drop(),
      showView: (game) => this.showView(game),
    });
    this.ui.root.querySelector('.page-top')?.append(this.rankedBar.element);
    this.zoom = new BoardZoom(this.ui, this.board, () => this.game?.params);
    this.wireControls();
    document.addEventListener('keydown', this.onKey);
  }

  /** Opens the page in the host's order: a kept ranked game, a record link, the address's or saved game, the mode. */
  async start(): Promise<void> {
    this.page.loadRecords();
    const search = this.page.address.search;
    const mode = readMode(search);
    this.rankedBar.press(mode);
    const history = this.history.load(() =>
      historyFromRecords(peekSave(this.context.store, RECORDS_SLOT) ?? {}),
    );
    if (history.kind === 'corrupt') this.context.reportCorrupt(history.corrupt, 'save.minesHistory');
    await this.page.run({
      kept: { games: this.dealer.kept, goOn: (kept) => this.continueKept(kept) },
      record: { game: 'mines', client: this.client, show: (record) => this.openRecord(record) },
      game: () =>
        this.page.start({
          address: parseGameQuery(search),
          saved: {
            slot: GAME_SLOT,
            what: 'save.minesGame',
            wanted: isSameGame,
            restore: (save) => this.restoreGame(save),
            refused: 'the engine refused its move log',
          },
          fresh: (wanted) => {
            const choice = wanted ?? { level: 'beginner' as const, params: PRESETS.beginner, noGuess: false };
            return this.startGame(choice, choice.seed);
          },
        }),
      mode: async () => {
        if (mode === 'free') return;
        this.setMode(mode); // a ranked game of the address's level, once the page has a game
        const level = this.game && this.game.level !== 'custom' ? this.game.level : 'beginner';
        await this.startRanked(level);
      },
    });
  }

  /** Goes on with the ranked game kept here when the server has it in play; false when there is none to go on with. */
  private async continueKept(kept: KeptGame): Promise<boolean> {
    const game = await this.dealer.kept.inPlay(kept);
    const continued = game && continuedGame(kept, game);
    if (game && !continued) this.dealer.kept.drop();
    if (!continued) return false;
    this.setMode(kept.daily ? 'daily' : 'ranked');
    // Who plays it: its moves are taken only with the secret of the player it was dealt to.
    const player = this.dealer.player;
    if (!player) return false;
    const { start, resumed } = continued;
    const deal = async () => ({ tag: start.ranked!, resumed, secret: player.secret });
    return (await this.open(start, deal)) === 'shown';
  }

  destroy(): void {
    this.page.destroy();
    this.input.destroy();
    this.board.destroy();
    this.worker.terminate();
    this.solver.terminate();
    document.removeEventListener('keydown', this.onKey);
  }

  /** What help may look at: the board of a game in play, never a ranked one (the server deals it to be played alone). */
  private assistPosition(): Position | undefined {
    const game = this.game;
    if (!game || !helpAllowed(game)) return undefined;
    const { width, height, mines } = game.params;
    return { width, height, mines, tiles: this.board.tilesCopy() };
  }

  /** Help was used: the game goes into the records apart and is not sent to the server (said once a game). */
  private assisted(): void {
    const game = this.game;
    if (!game || game.assisted) return;
    game.assisted = true;
    this.context.notify(this.context.t('mines.assisted'));
    this.page.saving.changed(game.log.length, game.finished);
  }

  /** A new game of this kind, on a new board unless a seed is given. */
  private startGame(kind: GameKind, seed = randomSeed()): Promise<Opened> {
    const { level, params, noGuess } = kind;
    if (this.mode !== 'free' && level !== 'custom' && !noGuess) return this.startRanked(level);
    return this.open(newStart({ level, params, noGuess }, seed));
  }

  /** A ranked game dealt by the server, for the player kept here (else the name form first). */
  private async startRanked(level: Level): Promise<Opened> {
    // A name chosen later starts the game, unless free play was picked meanwhile.
    const player = this.dealer.player;
    if (!player) {
      this.dealer.askName(() => {
        if (this.mode !== 'free') void this.startRanked(level);
      });
      return 'refused';
    }
    this.dealer.gate.close();
    const daily = this.mode === 'daily';
    let failure: RankedError | undefined;
    const opened = await this.open(
      newStart({ level, params: PRESETS[level], noGuess: false }, 'ranked'),
      async () => {
        const dealt = await this.dealer.request(level, daily);
        if (!dealt?.ok) throw (failure = dealt?.error ?? { kind: 'notYours', detail: 'no player' });
        return { tag: { gameId: dealt.value.id, daily }, secret: player.secret };
      },
    );
    if (failure) this.rankedFailed(failure, true);
    return opened;
  }

  /** A record of a ranked game (`?record=ID`), opened finished with its replay; false when it cannot be. */
  private async openRecord(record: RecordAnswer): Promise<boolean> {
    const start = recordStart(record);
    return start !== undefined && (await this.open(start)) === 'shown';
  }

  /** The server could not deal or take a move: said in the page's language; the page goes on. */
  private rankedFailed(error: RankedError, dealing = false): void {
    if (error.kind === 'notYours') this.dealer.forget(); // the server does not know the secret kept here
    this.waiting = [];
    this.board.setPressed([]);
    const text = this.dealer.failureText(error, dealing && this.mode === 'daily');
    this.page.status.show(this.game?.view.phase ?? 'ready', text);
    this.context.announce(text);
  }

  private pickMode(mode: MinesMode): void {
    this.setMode(mode);
    const level = this.game && this.game.level !== 'custom' ? this.game.level : 'beginner';
    void this.startGame({ level, params: PRESETS[level], noGuess: false });
  }

  /**
   * The cover's way back to free play: the free game under it goes on as it was, at once (as on the Sudoku and Puyo
   * pages), so the next click plays on it; a ranked or finished game under it gives way to a new free game.
   */
  private backToFreePlay(): void {
    const game = this.game;
    if (!game || game.ranked || game.finished) {
      this.pickMode('free');
      return;
    }
    this.setMode('free');
    this.showInPlay(game);
  }

  /** The status line of a game in play: ready or playing, or for a ranked game its level, dealt or continued. */
  private showInPlay(game: Game, resumed = false): void {
    const { t } = this.context;
    const text = game.moves.length ? 'mines.status.playing' : 'mines.status.ready';
    const rankedText = resumed ? 'mines.ranked.continued' : 'mines.ranked.ready';
    this.page.status.show(
      game.view.phase,
      game.ranked ? t(rankedText, { level: t(`mines.level.${game.level}`) }) : t(text),
    );
  }

  private setMode(mode: MinesMode): void {
    if (mode === 'free') this.dealer.gate.close();
    this.mode = mode;
    this.rankedBar.press(mode);
  }

  /** The saved game, as it was left; 'refused' when the engine cannot replay its log. */
  private restoreGame(save: SavedGame): Promise<Opened> {
    const start = savedStart(save);
    return start ? this.open(start) : Promise.resolve('refused');
  }

  /**
   * No input until the worker has the new game: a click now would reach the new game's log unseen. A ranked game
   * (`deal`: dealt now, or resumed from the server) is kept in the browser while it is played; a ranked game left
   * for another is dropped from it.
   */
  private open(
    start: GameStart,
    deal?: () => Promise<{
      readonly tag: RankedTag;
      readonly secret: string;
      readonly resumed?: ResumedPlay;
    }>,
  ): Promise<Opened> {
    const left = this.game;
    if (left?.ranked && !left.ranked.record && !left.finished) this.dealer.kept.drop();
    this.page.closeReplay();
    let engine: MinesEngine = this.worker;
    let dealt = start;
    let resumed = false;
    return this.page.open({
      making: this.context.t(deal ? 'mines.ranked.dealing' : 'mines.generating'),
      make: async () => {
        if (!deal) return this.worker.start(start.params, start.seed, start.moves, start.noGuess);
        const { tag, secret, resumed: seen } = await deal();
        dealt = { ...start, ranked: tag };
        resumed = seen !== undefined;
        const fail = (error: RankedError) => this.rankedFailed(error);
        const ranked = new RankedEngine(
          this.client,
          this.worker,
          tag.gameId,
          secret,
          start.params,
          fail,
          seen,
        );
        engine = ranked;
        return ranked.snapshot();
      },
      build: (snapshot) => gameOf(dealt, snapshot.view),
      show: async (game, snapshot) => {
        this.engine = engine;
        this.waiting = [];
        const tag = dealt.ranked;
        if (tag && !tag.record && start.level !== 'custom')
          this.dealer.kept.keep({ gameId: tag.gameId, level: start.level, daily: tag.daily });
        this.assist.reset();
        this.showChoice(dealt);
        this.board.setCellSize(this.zoom.openingSize(start.params));
        this.board.setTiles(start.params.width, start.params.height, snapshot.tiles);
        this.board.element.scrollTo(0, 0);
        this.moveCursor({ x: Math.floor(start.params.width / 2), y: Math.floor(start.params.height / 2) });
        this.showView(game);
        this.end.showRecords(game);
        if (game.finished) await this.end.finish(game, false);
        else this.showInPlay(game, resumed);
      },
    });
  }

  private act(kind: CellMoveKind, cell: CellPoint): void {
    const game = this.game;
    if (!game || game.finished) return;
    this.moveCursor(cell);
    if (game.noGuess && game.view.bbbv === null && kind === 'open')
      this.page.status.show('ready', this.context.t('mines.generating')); // the first click searches a board
    if (game.ranked && kind !== 'flag') this.waiting = this.pushedIn(game, cell, kind === 'chord');
    void this.send(game, { kind, x: cell.x, y: cell.y, at: game.clock.read() });
  }

  private async send(game: Game, move: Move): Promise<void> {
    // Any error here means the engine lost the game: a refused move comes back as undefined, not as an error.
    const played = await this.page.answer(game, this.engine.play(move), () => this.page.engineFailed());
    if (played) this.apply(game, move, played);
  }

  private apply(game: Game, move: Move, played: Played): void {
    addMove(game, move, played);
    if (this.waiting.length > 0) {
      this.waiting = [];
      this.board.setPressed([]);
    }
    if (played.noGuess && !played.noGuess.found) this.context.notify(this.context.t('mines.noGuess.gaveUp'));
    this.board.applyChanges(played.changed, played.values);
    if (isOver(played.view)) this.assist.reset();
    else this.assist.positionChanged();
    const sound = moveSound(move, played);
    if (sound) this.context.sound.play(sound);
    this.showView(game);
    if (isOver(played.view)) {
      game.finished = true;
      void this.end.finish(game, true);
    } else if (played.view.phase === 'playing' || played.noGuess) {
      this.page.status.show('playing', this.context.t('mines.status.playing'));
    }
    this.page.saving.changed(game.log.length, game.finished);
  }

  private save(game: Game): void {
    if (game.ranked) return; // kept by the server: the game saved here is the free one
    const save = saveOf(game);
    if (save) writeSave(this.context.store, GAME_SLOT, save);
    else clearSave(this.context.store, GAME_SLOT);
  }

  private wireControls(): void {
    const { ui } = this;
    ui.face.addEventListener('click', () => {
      if (this.game) void this.startGame(this.game);
    });
    ui.flagMode.addEventListener('click', () => {
      const game = this.game;
      if (game && !game.finished && !this.dealer.gate.shown)
        void this.send(game, { kind: 'flagMode', at: game.clock.read() });
    });
    this.board.element.addEventListener('focus', () => this.describeBoard());
  }

  /** The address, the level bar and the custom form show the game's kind; its panels wait for its end. */
  private showChoice(kind: GameStart): void {
    if (!kind.ranked?.record) this.page.address.show(`${gameQuery(kind)}${modeQuery(this.mode)}`);
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
      this.board.setPressed(this.waiting); // a ranked move's cells stay pushed in until the server answers
      this.counters.setFace(game?.finished ? moodOf(game.view) : 'smile');
      return;
    }
    this.board.setPressed(this.pushedIn(game, cell, chord));
    this.counters.setFace('surprised');
  }

  private pushedIn(game: Game, cell: CellPoint, chord: boolean): number[] {
    const { width, height } = game.params;
    const tiles = { width, height, tileAt: (x: number, y: number) => this.board.tileAt(x, y) };
    return pressedCells(tiles, cell.x, cell.y, chord ? 'chord' : 'open', game.view.flagMode);
  }

  private showView(game: Game): void {
    this.counters.show(game.view, game.finished);
    this.assist.enable(helpAllowed(game));
    this.board.element.dataset.phase = game.view.phase;
    this.board.element.dataset.moves = String(game.moves.length);
    this.showTime(game);
    this.describeBoard();
  }

  private showTime(game: Game): void {
    this.counters.showTime(game.view, game.clock.read());
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

/** Help looks at a free game in play: never before the first click, after the end, or in a ranked game. */
const helpAllowed = (game: Game): boolean => !game.finished && !game.ranked && game.view.phase === 'playing';
