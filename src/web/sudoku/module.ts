/**
 * Sudoku's page: the adapter between the shared page parts and this game's grid, input and engine worker. The
 * engine decides what a move does (src/sudoku: moves, checker, hints); this file turns keys, taps and pad presses
 * into moves and draws what they leave.
 *
 * A puzzle goes: made in the worker (`open`) → hidden until Start → moves → Check (solved: recorded, Next) and is
 * saved after every move. Answers that arrive after another puzzle was asked for are dropped (CurrentGame).
 */
import {
  checkState,
  conflictsOf,
  currentDigits,
  editableCells,
  type Hint,
  LEVELS,
  type Level,
  makePuzzle,
  type SudokuMove,
  type SudokuState,
  unitKind,
  wrongEntries,
} from '../../sudoku/index.ts';
import { WorkerFailed } from '../engine/workerClient.ts';
import { CurrentGame, type Opened } from '../page/currentGame.ts';
import { GameClock } from '../page/gameClock.ts';
import { continueSavedGame } from '../page/savedGame.ts';
import { SaveTiming } from '../page/saveTiming.ts';
import { StatusLine } from '../page/statusLine.ts';
import { LocalRecords } from '../records/localRecords.ts';
import type { AppContext, MountView } from '../shell/types.ts';
import { loadSave, writeSave } from '../storage/versionedStore.ts';
import { addressOf, MAX_PUZZLE_NUMBER, type PuzzleChoice, readAddress } from './address.ts';
import { type Made, SudokuEngine } from './engineClient.ts';
import { GridView } from './gridView.ts';
import { type HintStage, hintWords } from './hintWords.ts';
import { KeyInput } from './keyInput.ts';
import { type KeyAction, MODES, type Mode } from './keys.ts';
import { buildLayout, type SudokuLayout } from './layout.ts';
import { cellLooks, digitAt } from './looks.ts';
import { OPTIONS_SLOT, type Options } from './options.ts';
import { Pad } from './pad.ts';
import { PointerInput } from './pointerInput.ts';
import type { Verdict } from './protocol.ts';
import { clearedView, formatTime } from './recordsPanel.ts';
import {
  CLEARED_KEPT,
  CLEARED_SLOT,
  type Cleared,
  type ClearedPuzzle,
  GAME_SLOT,
  RECORD_RULES,
  RECORDS_SLOT,
  type SavedGame,
  type Source,
} from './saves.ts';
import { PuzzleSession } from './session.ts';
import './sudoku.css';

/** Where a puzzle comes from and how it stood when saved; a new puzzle has no moves. */
interface GameStart {
  readonly source: Source;
  readonly made: () => Promise<Made>;
  readonly saved?: SavedGame;
}

interface Game {
  readonly source: Source;
  readonly session: PuzzleSession;
  /** Time played before the clock last started. */
  clockMs: number;
  clock: GameClock | undefined;
  started: boolean;
  paused: boolean;
  finished: boolean;
  hints: number;
  hint: { readonly hint: Hint; stage: HintStage; readonly moves: number } | undefined;
  /** The cells the last Check named. */
  flagged: ReadonlySet<number>;
}

const NO_CELLS: ReadonlySet<number> = new Set();
const RANDOM_NUMBERS = 100_000;

export const mountSudoku: MountView = (container, context) => {
  const page = new SudokuPage(container, context);
  void page.start();
  return { unmount: () => page.destroy() };
};

class SudokuPage {
  private readonly grid: GridView;
  private readonly pad: Pad;
  private readonly ui: SudokuLayout;
  private readonly status: StatusLine;
  private readonly engine = new SudokuEngine();
  private readonly current = new CurrentGame<Game>();
  private readonly records: LocalRecords<Cleared>;
  /** Every puzzle cleared, newest last. */
  private cleared: ClearedPuzzle[] = [];
  private readonly pointer: PointerInput;
  private readonly keys: KeyInput;
  /** Saves after every move, and when the page is hidden or closed (the clock goes on counting till then). */
  private readonly saving = new SaveTiming(() => this.save());
  private options: Options = { repeats: true, solution: false, timer: true };
  private selection = new Set<number>([40]);
  private cursor = 40;
  private mode: Mode = 'digit';
  private preview: { cell: number; digit: number } | undefined;
  private level: Level = 'easy';
  /** The number each level's next random puzzle will have, chosen ahead so the worker can make it ahead. */
  private readonly upcoming = new Map<Level, number>();
  /** The puzzle editor, while open: the givens typed so far and the engine's verdict on them. */
  private editor: { readonly digits: Uint8Array; verdict?: Verdict; asked: number } | undefined;
  private tick = 0;

  private get game(): Game | undefined {
    return this.current.value;
  }

  constructor(
    container: HTMLElement,
    private readonly context: AppContext,
  ) {
    const { t } = context;
    this.grid = new GridView(t('sudoku.grid'));
    this.pad = new Pad(t, {
      mode: (mode) => this.setMode(mode),
      digit: (digit) => this.digit(digit, this.mode),
      erase: () => this.erase(),
      undo: () => this.undo(),
      redo: () => this.redo(),
      fill: () => this.play({ kind: 'fillCandidates' }),
    });
    this.ui = buildLayout(t, this.grid, this.pad);
    this.status = new StatusLine(this.ui.status, context);
    this.records = new LocalRecords(context.store, RECORDS_SLOT, RECORD_RULES);
    container.append(this.ui.root);
    this.pointer = new PointerInput(this.grid, {
      isSoleSelection: (cell) => this.selection.size === 1 && this.selection.has(cell) && this.canPlay(),
      select: (cell) => this.select([cell], cell),
      extend: (cell) => this.select([...this.selection, cell], cell),
      toggle: (cell) => {
        const next = new Set(this.selection);
        if (next.has(cell) && next.size > 1) next.delete(cell);
        else next.add(cell);
        this.select(next, cell);
      },
      tap: (cell) => this.cycle(cell),
      preview: (cell, digit) => {
        this.preview = digit === undefined ? undefined : { cell, digit };
        this.draw();
      },
      pick: (cell, digit) => this.setDigit(cell, digit),
    });
    this.keys = new KeyInput((action) => this.key(action));
    this.wireControls();
    this.saving.watchPage();
  }

  /** Opens the puzzle the address names, else the saved one, else a new easy puzzle. */
  async start(): Promise<void> {
    const { t } = this.context;
    this.loadOptions();
    const corruptRecords = this.records.load();
    if (corruptRecords) this.context.reportCorrupt(corruptRecords, 'save.sudokuRecords');
    const cleared = loadSave(this.context.store, CLEARED_SLOT);
    if (cleared.kind === 'corrupt') this.context.reportCorrupt(cleared.corrupt, 'save.sudokuRecords');
    if (cleared.kind === 'loaded') this.cleared = cleared.value;
    const address = readAddress(location.search);
    if (!address.ok) {
      const { key, values } = address.error;
      this.context.notify(t('sudoku.address', { error: t(key, values) }));
    }
    const wanted = address.ok ? address.value : undefined;
    const continued = await continueSavedGame(this.context, {
      slot: GAME_SLOT,
      what: 'save.sudokuGame',
      wanted: (save) => isSameGame(wanted, save),
      restore: (save) =>
        this.open({ source: save.source, made: () => this.engine.take(save.givens), saved: save }),
      refused: 'the engine refused its puzzle or moves',
    });
    if (continued) return;
    if (wanted) await this.openChoice(wanted);
    else await this.newPuzzle('easy');
  }

  destroy(): void {
    this.saving.now();
    this.saving.stop();
    this.current.close();
    clearInterval(this.tick);
    this.pointer.destroy();
    this.keys.destroy();
    this.engine.terminate();
  }

  /** Puzzle `n` of a level; without `n`, the level's upcoming random puzzle (likely made ahead already). */
  private newPuzzle(level: Level, n?: number): Promise<Opened> {
    const number = n ?? this.upcomingNumber(level);
    if (n === undefined) this.upcoming.delete(level);
    return this.openChoice({ kind: 'level', level, n: number });
  }

  private upcomingNumber(level: Level): number {
    let n = this.upcoming.get(level);
    if (n === undefined) {
      n = 1 + Math.floor(Math.random() * RANDOM_NUMBERS);
      this.upcoming.set(level, n);
    }
    return n;
  }

  /** While the player plays, the worker makes the puzzles a click may ask for next: Next, then each level's. */
  private prepareAhead(game: Game): void {
    const levels = [this.level, ...LEVELS.filter((level) => level !== this.level)];
    const puzzles = levels.map((level) => ({ level, n: this.upcomingNumber(level) }));
    if (game.source.kind === 'level')
      puzzles.splice(1, 0, { level: game.source.level, n: (game.source.n % MAX_PUZZLE_NUMBER) + 1 });
    this.engine.prepare(puzzles);
  }

  private async openChoice(choice: PuzzleChoice): Promise<Opened> {
    if (choice.kind === 'level') {
      if (choice.n === 0) return this.newPuzzle(choice.level);
      const { level, n } = choice;
      return this.open({ source: { kind: 'level', level, n }, made: () => this.engine.make(level, n) });
    }
    const opened = await this.open({
      source: { kind: 'puzzle' },
      made: () => this.engine.take(choice.puzzle),
    });
    if (opened === 'refused' && !this.game) await this.newPuzzle(this.level);
    return opened;
  }

  private async open(start: GameStart): Promise<Opened> {
    this.editor = undefined;
    const ticket = this.current.begin();
    this.showPhase('making');
    this.status.show('ready', this.context.t('sudoku.making'));
    let made: Made;
    try {
      made = await start.made();
    } catch (error) {
      if (!(error instanceof WorkerFailed)) return 'refused';
      this.engineFailed();
      return 'failed';
    }
    if (!made.ok) {
      const { t } = this.context;
      this.context.notify(t('sudoku.refused', { reason: t(made.reason.key, made.reason.values) }));
      return 'refused';
    }
    const { saved } = start;
    let session: PuzzleSession;
    try {
      session = new PuzzleSession(
        made.state,
        (saved?.moves ?? []) as SudokuMove[],
        (saved?.undone ?? []) as SudokuMove[],
      );
    } catch {
      return 'refused';
    }
    const game: Game = {
      source: start.source,
      session,
      clockMs: saved?.clockMs ?? 0,
      clock: undefined,
      started: saved?.started ?? false,
      paused: false,
      finished: saved?.finished ?? false,
      hints: saved?.hints ?? 0,
      hint: undefined,
      flagged: NO_CELLS,
    };
    if (!this.current.settle(ticket, game)) return 'replaced';
    if (game.started && !game.finished) game.clock = new GameClock(game.clockMs);
    if (start.source.kind === 'level') this.level = start.source.level;
    history.replaceState(null, '', addressOf(this.choiceOf(game)));
    this.showSource(game);
    this.ui.hintPanel.hidden = true;
    this.select([40], 40);
    this.showRecords();
    this.showGame(game);
    clearInterval(this.tick);
    this.tick = window.setInterval(() => this.showTime(), 250);
    this.save();
    this.prepareAhead(game);
    return 'shown';
  }

  /** The address of the game on the page. */
  private choiceOf(game: Game): PuzzleChoice {
    return game.source.kind === 'level'
      ? game.source
      : { kind: 'puzzle', puzzle: game.session.state.givens.replaceAll('.', '0') };
  }

  private engineFailed(): void {
    if (this.current.isClosed) return;
    this.current.drop();
    this.showPhase('failed');
    this.status.engineFailed();
  }

  private canPlay(): boolean {
    const game = this.game;
    return game?.started === true && !game.paused && !game.finished;
  }

  // --- moves ---

  private play(move: SudokuMove): boolean {
    const game = this.game;
    if (!game || !this.canPlay()) return false;
    const outcome = game.session.play(move);
    if (!outcome.ok) return false;
    this.afterChange(game);
    return true;
  }

  private afterChange(game: Game): void {
    game.flagged = NO_CELLS;
    this.showGame(game);
    this.save();
  }

  /** A digit pressed in a mode, on every cell of the selection it may go in. */
  private digit(digit: number, mode: Mode): void {
    if (this.selection.size === 0) this.select([this.cursor], this.cursor);
    if (this.editor) {
      this.edit(digit);
      return;
    }
    const cells = [...this.selection];
    if (mode === 'colour') {
      this.play({ kind: 'colour', cells, colour: digit });
      return;
    }
    const state = this.game?.session.state;
    if (!state) return;
    const open = editableCells(state, cells);
    if (open.length === 0) return;
    if (mode === 'digit') {
      // Entering the digit the cells already hold takes it away, as in the apps players know.
      if (!this.play({ kind: 'enter', cells: open, digit })) this.play({ kind: 'erase', cells: open });
    } else this.play({ kind: mode, cells: open, digit });
  }

  private erase(): void {
    if (this.editor) {
      this.edit(0);
      return;
    }
    const state = this.game?.session.state;
    if (!state) return;
    const cells = [...this.selection];
    const open = editableCells(state, cells);
    if (open.length > 0 && this.play({ kind: 'erase', cells: open })) return;
    if (cells.length > 0) this.play({ kind: 'colour', cells, colour: 0 });
  }

  /** A tap on the selected cell counts its digit up: empty, 1, ..., 9, empty. */
  private cycle(cell: number): void {
    const state = this.game?.session.state;
    if (!state || editableCells(state, [cell]).length === 0) return;
    this.setDigit(cell, (state.entries[cell] + 1) % 10);
  }

  private setDigit(cell: number, digit: number): void {
    const state = this.game?.session.state;
    if (!state || editableCells(state, [cell]).length === 0) return;
    if (digit === 0) this.play({ kind: 'erase', cell });
    else this.play({ kind: 'enter', cell, digit });
  }

  private undo(): void {
    const game = this.game;
    if (game && this.canPlay() && game.session.undo()) this.afterChange(game);
  }

  private redo(): void {
    const game = this.game;
    if (game && this.canPlay() && game.session.redo()) this.afterChange(game);
  }

  // --- selection and modes ---

  private key(action: KeyAction): void {
    switch (action.kind) {
      case 'move':
        this.moveCursor(action.dx, action.dy, action.extend);
        break;
      case 'digit':
        this.digit(action.digit, action.mode ?? this.mode);
        break;
      case 'erase':
        this.erase();
        break;
      case 'mode':
        this.setMode(action.mode);
        break;
      case 'cycleMode':
        this.setMode(MODES[(MODES.indexOf(this.mode) + 1) % MODES.length]);
        break;
      case 'undo':
        this.undo();
        break;
      case 'redo':
        this.redo();
        break;
      case 'deselect':
        this.select([], this.cursor);
        break;
    }
  }

  private select(cells: Iterable<number>, cursor: number): void {
    this.selection = new Set(cells);
    this.cursor = cursor;
    this.grid.setCursor(cursor);
    this.draw();
  }

  private moveCursor(dx: number, dy: number, extend: boolean): void {
    const row = Math.floor(this.cursor / 9);
    const column = this.cursor % 9;
    const next = ((row + dy + 9) % 9) * 9 + ((column + dx + 9) % 9);
    this.select(extend ? [...this.selection, next] : [next], next);
    this.context.announce(this.grid.cells[next].getAttribute('aria-label') ?? '');
  }

  private setMode(mode: Mode): void {
    this.mode = mode;
    this.showPad();
  }

  // --- the main button, pause, hints ---

  private mainButton(): void {
    if (this.editor) {
      if (this.editor.verdict?.ok)
        void this.openChoice({ kind: 'puzzle', puzzle: makePuzzle(this.editor.digits) });
      return;
    }
    const game = this.game;
    if (!game) return;
    if (game.finished) {
      if (game.source.kind === 'level')
        void this.newPuzzle(game.source.level, (game.source.n % MAX_PUZZLE_NUMBER) + 1);
      else void this.newPuzzle(this.level);
      return;
    }
    if (!game.started) {
      game.started = true;
      game.clock = new GameClock(game.clockMs);
      this.showGame(game);
      this.save();
      this.grid.element.focus({ preventScroll: true });
      return;
    }
    if (game.paused) this.togglePause();
    this.check(game);
  }

  private check(game: Game): void {
    const { t } = this.context;
    const verdict = checkState(game.session.state);
    if (verdict.status === 'solved') {
      this.finish(game);
      return;
    }
    game.flagged = new Set(verdict.cells);
    const message =
      verdict.status === 'empty'
        ? t('sudoku.check.empty', { count: verdict.cells.length })
        : t(`sudoku.check.${unitKind(verdict.unit)}`, { n: (verdict.unit % 9) + 1, digit: verdict.digit });
    this.showGame(game);
    this.status.show('failed', message);
    this.context.announce(message);
  }

  private finish(game: Game): void {
    const { t } = this.context;
    const timeMs = this.elapsed(game);
    game.clockMs = timeMs;
    game.clock = undefined;
    game.finished = true;
    const time = formatTime(timeMs);
    const level: ClearedPuzzle['level'] = game.source.kind === 'level' ? game.source.level : 'own';
    const n = game.source.kind === 'level' ? game.source.n : 0;
    const entry = { timeMs, hints: game.hints, n, date: new Date().toISOString() };
    const rank = this.records.add({ level, won: true, entry });
    this.cleared = [...this.cleared, { ...entry, level }].slice(-CLEARED_KEPT);
    writeSave(this.context.store, CLEARED_SLOT, this.cleared);
    let message =
      game.hints > 0
        ? t('sudoku.status.solvedHints', { time, hints: game.hints })
        : t('sudoku.status.solved', { time });
    if (rank === 1) message += ` ${t('sudoku.records.newBest')}`;
    this.context.sound.play('win');
    this.context.announce(t('sudoku.announce.solved', { time }));
    this.showRecords();
    this.showGame(game);
    this.status.show('won', message);
    this.save();
  }

  private togglePause(): void {
    const game = this.game;
    if (!game?.started || game.finished) return;
    if (game.paused) game.clock = new GameClock(game.clockMs);
    else {
      game.clockMs = this.elapsed(game);
      game.clock = undefined;
    }
    game.paused = !game.paused;
    this.showGame(game);
    this.save();
  }

  private async hint(): Promise<void> {
    const game = this.game;
    if (!game || !this.canPlay()) return;
    const moves = game.session.moves.length;
    const progress = game.hint;
    if (progress && progress.moves === moves && progress.stage < 3) {
      progress.stage = (progress.stage + 1) as HintStage;
      if (progress.stage === 3) this.applyHint(game, progress.hint);
      this.showHint(game);
      return;
    }
    const hint = await this.engine.hint(game.session.state).catch((error) => {
      if (error instanceof WorkerFailed) this.engineFailed();
      return undefined;
    });
    if (!hint || !this.current.isCurrent(game) || game.session.moves.length !== moves) return;
    if (hint.kind !== 'solved') game.hints++;
    game.hint = { hint, stage: 1, moves };
    this.showHint(game);
    this.save();
  }

  /** The hint's third step: its placements made and its eliminations taken from the marks (or wrong entries erased). */
  private applyHint(game: Game, hint: Hint): void {
    const state = game.session.state;
    if (hint.kind === 'wrong') this.play({ kind: 'erase', cells: [...hint.cells] });
    if (hint.kind !== 'step') return;
    for (const { cell, digit } of hint.step.placements) this.play({ kind: 'enter', cell, digit });
    for (const kind of ['corner', 'centre'] as const) {
      const byDigit = new Map<number, number[]>();
      for (const { cell, digit } of hint.step.eliminations)
        if (state[kind][cell] & (1 << (digit - 1))) byDigit.set(digit, [...(byDigit.get(digit) ?? []), cell]);
      for (const [digit, cells] of byDigit) this.play({ kind, cells, digit });
    }
    if (game.hint) game.hint = { ...game.hint, moves: game.session.moves.length };
  }

  // --- drawing ---

  private showGame(game: Game): void {
    const phase = game.finished ? 'solved' : !game.started ? 'ready' : game.paused ? 'paused' : 'playing';
    this.showPhase(phase);
    const { t } = this.context;
    const action = game.finished ? 'next' : game.started ? 'check' : 'start';
    this.ui.mainButton.dataset.action = action;
    this.ui.mainButton.textContent = t(`sudoku.${action}`);
    this.ui.mainButton.disabled = false;
    this.ui.pauseButton.disabled = !game.started || game.finished;
    this.ui.pauseButton.textContent = t(game.paused ? 'sudoku.resume' : 'sudoku.pause');
    this.ui.pauseButton.setAttribute('aria-pressed', String(game.paused));
    this.ui.hintButton.disabled = !this.canPlay();
    this.ui.cover.textContent = t(game.paused ? 'sudoku.pausedGrid' : 'sudoku.hiddenGrid');
    this.grid.element.dataset.moves = String(game.session.moves.length);
    this.pad.undo.disabled = !game.session.canUndo || !this.canPlay();
    this.pad.redo.disabled = !game.session.canRedo || !this.canPlay();
    if (phase === 'ready') this.status.show('ready', t('sudoku.status.ready'));
    else if (phase === 'paused') this.status.show('paused', t('sudoku.status.paused'));
    else if (phase === 'playing' && game.flagged.size === 0)
      this.status.show('playing', t('sudoku.status.playing'));
    this.showPad();
    this.showTime();
    this.draw();
  }

  private showPhase(phase: string): void {
    this.ui.gridWrap.dataset.phase = phase;
    const busy = phase === 'making' || phase === 'failed';
    this.ui.levels.disabled = busy;
    if (busy) {
      this.ui.mainButton.disabled = true;
      this.ui.hintButton.disabled = true;
      this.ui.pauseButton.disabled = true;
    }
  }

  private showPad(): void {
    const state = this.game?.session.state;
    const done = new Set<number>();
    if (state) {
      const counts = new Array(10).fill(0);
      for (const digit of currentDigits(state)) counts[digit]++;
      for (let digit = 1; digit <= 9; digit++) if (counts[digit] >= 9) done.add(digit);
    }
    this.pad.show(this.mode, done);
  }

  /** Draws the grid now, so a key press shows in the very next frame (only the cells that changed are touched). */
  private draw(): void {
    this.drawNow();
  }

  private drawNow(): void {
    const game = this.game;
    if (!game) {
      if (this.editor) this.drawGrid(editorState(this.editor.digits), NO_CELLS, []);
      return;
    }
    const state = game.session.state;
    const hinted =
      game.hint && game.hint.stage > 1
        ? hintWords(this.context.t, this.context.language, game.hint.hint, game.hint.stage).cells
        : [];
    this.drawGrid(state, game.flagged, hinted, this.options.solution ? wrongOf(state) : []);
  }

  private drawGrid(
    state: SudokuState,
    flagged: ReadonlySet<number>,
    hinted: readonly number[],
    wrong: readonly number[] = [],
  ): void {
    const looks = cellLooks(
      state,
      {
        selection: this.selection,
        cursor: this.cursor,
        conflicts: new Set(this.options.repeats ? conflictsOf(state) : []),
        wrong: new Set(wrong),
        flagged,
        hinted: new Set(hinted),
        preview: this.preview,
      },
      this.context.t,
    );
    this.grid.element.dataset.focusDigit = String(digitAt(state, this.cursor));
    this.grid.draw(looks);
  }

  private showHint(game: Game): void {
    const progress = game.hint;
    if (!progress) return;
    const { t, language } = this.context;
    this.ui.hintPanel.hidden = false;
    this.ui.hintPanel.dataset.stage = String(progress.stage);
    this.ui.hintText.textContent = hintWords(t, language, progress.hint, progress.stage).text;
    this.ui.hintCount.textContent = t('sudoku.hint.used', { n: game.hints });
    this.draw();
  }

  private elapsed(game: Game): number {
    return game.clock ? game.clock.read() : game.clockMs;
  }

  private showTime(): void {
    const game = this.game;
    if (!game) return;
    const text = formatTime(this.elapsed(game));
    if (this.ui.timer.textContent !== text) this.ui.timer.textContent = text;
  }

  private showSource(game: Game): void {
    const { source } = game;
    if (source.kind === 'level') {
      this.ui.levels.press(source.level);
      this.ui.number.value = String(source.n);
    } else {
      this.ui.levels.press(undefined);
      this.ui.number.value = '';
    }
    this.ui.shareText.value = game.session.state.givens;
  }

  private showRecords(): void {
    const game = this.game;
    const { t, language } = this.context;
    const level = game?.source.kind === 'puzzle' ? 'own' : this.level;
    this.ui.recordsPanel.replaceChildren(
      ...clearedView(t, language, level, this.records.level(level), this.cleared),
    );
  }

  // --- the puzzle editor ---

  /** An empty grid to type a puzzle into; the game on the page stays saved until another one opens. */
  private openEditor(): void {
    this.saving.now();
    this.current.begin();
    this.editor = { digits: new Uint8Array(81), asked: 0 };
    this.ui.levels.press(undefined);
    this.ui.hintPanel.hidden = true;
    this.select([0], 0);
    this.grid.element.focus({ preventScroll: true });
    this.showEditor();
  }

  private edit(digit: number): void {
    const editor = this.editor;
    if (!editor) return;
    for (const cell of this.selection) editor.digits[cell] = digit;
    editor.verdict = undefined;
    const asked = ++editor.asked;
    this.showEditor();
    this.engine.judge(makePuzzle(editor.digits)).then(
      (verdict) => {
        if (this.editor !== editor || editor.asked !== asked) return;
        editor.verdict = verdict;
        this.showEditor();
      },
      (error) => {
        if (error instanceof WorkerFailed) this.engineFailed();
      },
    );
  }

  private showEditor(): void {
    const editor = this.editor;
    if (!editor) return;
    const { t } = this.context;
    this.showPhase('editing');
    this.ui.mainButton.dataset.action = 'play';
    this.ui.mainButton.textContent = t('sudoku.editor.play');
    this.ui.mainButton.disabled = !editor.verdict?.ok;
    this.ui.hintButton.disabled = true;
    this.ui.pauseButton.disabled = true;
    const { verdict } = editor;
    if (!verdict) this.status.show('ready', t('sudoku.editor.start'));
    else if (verdict.ok)
      this.status.show(
        'won',
        t('sudoku.editor.unique', {
          level: t(`sudoku.level.${verdict.level}`),
          score: verdict.score,
          givens: verdict.givens,
        }),
      );
    else
      this.status.show(
        'failed',
        t('sudoku.editor.refused', {
          reason: t(verdict.reason.key, verdict.reason.values),
          givens: verdict.givens,
        }),
      );
    this.draw();
  }

  // --- saves and options ---

  private save(): void {
    const game = this.game;
    if (!game) return;
    const { session } = game;
    writeSave(this.context.store, GAME_SLOT, {
      source: game.source,
      givens: session.state.givens,
      moves: [...session.moves] as SavedGame['moves'],
      undone: [...session.undone] as SavedGame['undone'],
      clockMs: this.elapsed(game),
      started: game.started,
      finished: game.finished,
      hints: game.hints,
    });
  }

  private loadOptions(): void {
    const loaded = loadSave(this.context.store, OPTIONS_SLOT);
    if (loaded.kind === 'corrupt') this.context.reportCorrupt(loaded.corrupt, 'save.sudokuOptions');
    if (loaded.kind === 'loaded') this.options = loaded.value;
    this.ui.options.repeats.checked = this.options.repeats;
    this.ui.options.solution.checked = this.options.solution;
    this.ui.options.timer.checked = this.options.timer;
    this.ui.timerBox.hidden = !this.options.timer;
  }

  private wireControls(): void {
    const { ui } = this;
    ui.mainButton.addEventListener('click', () => this.mainButton());
    ui.pauseButton.addEventListener('click', () => this.togglePause());
    ui.hintButton.addEventListener('click', () => void this.hint());
    ui.levels.onPick((level) => void this.newPuzzle(level));
    ui.numberForm.addEventListener('submit', (event) => {
      event.preventDefault();
      const n = Number(ui.number.value);
      if (Number.isSafeInteger(n) && n >= 1 && n <= MAX_PUZZLE_NUMBER)
        void this.openChoice({ kind: 'level', level: this.level, n });
    });
    for (const name of ['repeats', 'solution', 'timer'] as const) {
      ui.options[name].addEventListener('change', () => {
        this.options = { ...this.options, [name]: ui.options[name].checked };
        writeSave(this.context.store, OPTIONS_SLOT, this.options);
        ui.timerBox.hidden = !this.options.timer;
        this.draw();
      });
    }
    const copy = (text: () => string) => async () => {
      await navigator.clipboard?.writeText(text()).catch(() => {});
      this.context.announce(this.context.t('sudoku.share.copied'));
      ui.shareText.select();
    };
    ui.copyText.addEventListener(
      'click',
      copy(() => ui.shareText.value),
    );
    ui.copyLink.addEventListener(
      'click',
      copy(
        () =>
          new URL(
            addressOf({ kind: 'puzzle', puzzle: ui.shareText.value.replaceAll('.', '0') }),
            location.href,
          ).href,
      ),
    );
    ui.openEditor.addEventListener('click', () => this.openEditor());
    ui.importForm.addEventListener('submit', (event) => {
      event.preventDefault();
      void this.openChoice({ kind: 'puzzle', puzzle: ui.importText.value.trim() });
    });
  }
}

/** True when the address asks for no particular puzzle, or for the saved one. */
function isSameGame(wanted: PuzzleChoice | undefined, save: SavedGame): boolean {
  if (wanted === undefined) return true;
  if (wanted.kind === 'level')
    return save.source.kind === 'level' && save.source.level === wanted.level && save.source.n === wanted.n;
  return save.givens === wanted.puzzle.replaceAll('0', '.');
}

/** The editor's grid as a position: what it holds drawn as givens. */
function editorState(digits: Uint8Array): SudokuState {
  const zeros = () => new Array<number>(81).fill(0);
  return {
    givens: makePuzzle(digits),
    solution: '.'.repeat(81),
    level: null,
    entries: zeros(),
    corner: zeros(),
    centre: zeros(),
    colours: zeros(),
  };
}

function wrongOf(state: SudokuState): number[] {
  const solution = Uint8Array.from(state.solution, (ch) => Number(ch));
  return wrongEntries(currentDigits(state), solution);
}
