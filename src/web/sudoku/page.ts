/**
 * Sudoku's page: the adapter between the shared page controller (page/gamePage.ts: the game on the page, late
 * answers, clock, saves, records) and this game's grid, input and engine worker. The engine decides what a move
 * does (src/sudoku: moves, checker, hints); this file turns keys, taps and pad presses into moves and draws what
 * they leave.
 *
 * A puzzle goes: made in the worker (`open`) → hidden until Start → moves (`play`) → Check (solved: `finish`
 * records it, Next) and is saved after every move. Beside it: the puzzle's data and phases (puzzleGame.ts), what
 * input asks for (inputMoves.ts, selection.ts), hints (hintSteps.ts), the next puzzles (puzzleSupply.ts), the
 * editor (editor.ts), the buttons (controls.ts) and the options and share panels (sidePanels.ts).
 */
import { checkState, type Level, type SudokuMove, unitKind } from '../../sudoku/index.ts';
import { WorkerFailed } from '../engine/workerClient.ts';
import type { Opened } from '../page/currentGame.ts';
import { GamePage } from '../page/gamePage.ts';
import type { RecordAnswer } from '../ranked/answers.ts';
import { RankedClient } from '../ranked/client.ts';
import type { KeptGame } from '../ranked/keptGame.ts';
import { LogReplay } from '../replay/logReplay.ts';
import { ReplayControls } from '../replay/replayControls.ts';
import type { AppContext, MountView } from '../shell/appTypes.ts';
import { loadSave, writeSave } from '../storage/versionedStore.ts';
import { MAX_PUZZLE_NUMBER, type PuzzleChoice, queryOf, readAddress } from './address.ts';
import { AutoPause } from './autoPause.ts';
import { Controls } from './controls.ts';
import { PuzzleEditor } from './editor.ts';
import { type Made, SudokuEngine } from './engineClient.ts';
import { GridView } from './gridView.ts';
import { HintPlace } from './hintPlace.ts';
import { markMoves, nextStep, placingMoves } from './hintSteps.ts';
import { cycleMoves, digitMoves, eraseMoves, setDigitMoves } from './inputMoves.ts';
import { KeyInput } from './keyInput.ts';
import { type KeyAction, MODES, type Mode } from './keys.ts';
import { buildLayout, type SudokuLayout } from './layout.ts';
import { Pad } from './pad.ts';
import { Painter, type Preview } from './painter.ts';
import { PointerInput } from './pointerInput.ts';
import {
  canPlay,
  choiceOf,
  type Game,
  gameOf,
  isSameGame,
  NO_CELLS,
  phaseOf,
  saveOf,
  solve,
  startPlaying,
  togglePause,
} from './puzzleGame.ts';
import { nextNumber, PuzzleSupply } from './puzzleSupply.ts';
import { type DealtPuzzle, SudokuRanked } from './rankedPuzzle.ts';
import { clearedView, formatTime } from './recordsPanel.ts';
import { recordGameAt, sudokuRecordOf } from './recordView.ts';
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
import { Selection } from './selection.ts';
import { OptionsPanel, wireSharing } from './sidePanels.ts';
import './frame.css';
import './cells.css';

export const mountSudoku: MountView = (container, context) => {
  const page = new SudokuPage(container, context);
  void page.start();
  return { unmount: () => page.destroy() };
};

class SudokuPage {
  private readonly grid: GridView;
  private readonly pad: Pad;
  private readonly ui: SudokuLayout;
  private readonly page: GamePage<Game, Cleared>;
  private readonly controls: Controls;
  private readonly painter: Painter;
  private readonly options: OptionsPanel;
  private readonly engine = new SudokuEngine();
  private readonly pointer: PointerInput;
  private readonly keys: KeyInput;
  private readonly hintPlace: HintPlace;
  private readonly autoPause = new AutoPause(() => {
    if (canPlay(this.game)) this.togglePause();
  });
  private readonly selection = new Selection(40);
  private readonly supply = new PuzzleSupply();
  /** Every puzzle cleared, newest last. */
  private cleared: ClearedPuzzle[] = [];
  private mode: Mode = 'digit';
  private preview: Preview;
  /** The level of the puzzle on the grid, or of the last one that had a level. */
  private level: Level = 'easy';
  /** The puzzle editor, while open. */
  private editor: PuzzleEditor | undefined;
  /** Why the last puzzle asked for was refused (for the share panel to say by its box). */
  private refusal: string | undefined;
  private readonly client = new RankedClient();
  private readonly rankedPlay: SudokuRanked;
  /** A record from the server on the grid (`?record=ID`), at the replay's position, and its controls. */
  private viewed: { game: Game; controls: ReplayControls } | undefined;

  private get game(): Game | undefined {
    return this.page.game;
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
    this.rankedPlay = new SudokuRanked(context, this.client, {
      level: () => this.level,
      open: (dealt) => this.openDealt(dealt),
      say: (state, text) => this.page.status.show(state, text),
    });
    const { rankedButton, dailyButton, panel } = this.rankedPlay;
    this.ui = buildLayout(t, this.grid, this.pad, { buttons: [rankedButton, dailyButton], panel });
    this.rankedPlay.coverAt({
      holder: this.ui.gridWrap,
      blocked: [
        this.grid.element,
        this.pad.element,
        this.ui.mainButton,
        this.ui.hintButton,
        this.ui.pauseButton,
      ],
    });
    this.hintPlace = new HintPlace(this.ui.hintPanel, this.ui.status, this.ui.hintPanel.parentElement!);
    this.controls = new Controls(this.ui, this.pad, t);
    this.page = new GamePage(context, {
      status: this.ui.status,
      path: '/sudoku',
      addressError: 'sudoku.address',
      records: { slot: RECORDS_SLOT, rules: RECORD_RULES, what: 'save.sudokuRecords' },
      newBest: 'sudoku.records.newBest',
      save: (game) => writeSave(context.store, GAME_SLOT, saveOf(game)),
      showRecords: () => this.showRecords(),
      clock: { everyMs: 250, show: () => this.showTime() },
      engineFailed: () => this.controls.showPhase('failed'),
    });
    container.append(this.ui.root);
    const { selection } = this;
    this.pointer = new PointerInput(this.grid, {
      isSoleSelection: (cell) => selection.isSole(cell) && canPlay(this.game),
      select: (cell) => this.select([cell], cell),
      extend: (cell) => this.changeSelection(() => selection.extend(cell)),
      toggle: (cell) => this.changeSelection(() => selection.toggle(cell)),
      tap: (cell) => this.playFirst(this.game ? cycleMoves(this.game.session.state, cell) : []),
      preview: (cell, digit) => {
        this.preview = digit === undefined ? undefined : { cell, digit };
        this.draw();
      },
      pick: (cell, digit) =>
        this.playFirst(this.game ? setDigitMoves(this.game.session.state, cell, digit) : []),
    });
    this.keys = new KeyInput((action) => this.key(action));
    this.options = new OptionsPanel(this.ui, context, () => this.draw());
    this.painter = new Painter(this.ui, this.grid, this.pad, context, selection, () => this.options.options);
    this.wireControls();
  }

  /** Opens the page in the host's order: a kept ranked puzzle, a record link, the address's or saved puzzle. */
  async start(): Promise<void> {
    this.options.load();
    this.page.loadRecords();
    const cleared = loadSave(this.context.store, CLEARED_SLOT);
    if (cleared.kind === 'corrupt') this.context.reportCorrupt(cleared.corrupt, 'save.sudokuRecords');
    if (cleared.kind === 'loaded') this.cleared = cleared.value;
    const address = readAddress(this.page.address.search);
    await this.page.run({
      kept: { games: this.rankedPlay.kept, goOn: (kept) => this.continueKept(kept, address) },
      record: { game: 'sudoku', client: this.client, show: (record) => this.openRecord(record) },
      game: () =>
        this.page.start({
          address,
          saved: {
            slot: GAME_SLOT,
            what: 'save.sudokuGame',
            wanted: isSameGame,
            restore: (save) => this.restore(save),
            refused: 'the engine refused its puzzle or moves',
          },
          fresh: (wanted) => (wanted ? this.openChoice(wanted) : this.newPuzzle('easy')),
        }),
    });
  }

  private restore(save: SavedGame): Promise<Opened> {
    return this.open(save.source, () => this.engine.take(save.givens), save);
  }

  /**
   * The saved puzzle a kept ranked game goes with, restored (when the address asks for it or for none) and, while
   * the server has it in play, going on on the server's clock; false when the saved puzzle is another.
   */
  private async continueKept(kept: KeptGame, address: ReturnType<typeof readAddress>): Promise<boolean> {
    const saved = loadSave(this.context.store, GAME_SLOT);
    if (saved.kind !== 'loaded' || saved.value.givens !== kept.board) return false;
    if (!isSameGame(address.ok ? address.value : undefined, saved.value)) return false;
    if ((await this.restore(saved.value)) !== 'shown') return false;
    const game = this.game;
    if (!game || game.finished) return true;
    const elapsedMs = await this.rankedPlay.continueKept(game.session.state.givens);
    if (elapsedMs === undefined || !this.page.isCurrent(game)) return true;
    if (!game.started) startPlaying(game);
    if (game.paused) togglePause(game);
    game.clock.setTo(elapsedMs);
    this.showGame(game);
    this.page.saving.now();
    this.page.status.show('playing', this.context.t('sudoku.ranked.continued'));
    return true;
  }

  /** A ranked puzzle the server dealt, opened and started at once: the server's clock runs from the deal. */
  private async openDealt(dealt: DealtPuzzle): Promise<boolean> {
    const source = { kind: 'level', level: dealt.level, n: dealt.n } as const;
    if ((await this.open(source, () => this.engine.take(dealt.givens))) !== 'shown') return false;
    const game = this.game;
    if (!game) return false;
    startPlaying(game);
    this.showGame(game);
    this.page.saving.now();
    this.grid.element.focus({ preventScroll: true });
    return true;
  }

  /** A ranked record from the server (`?record=ID`) on the grid, with replay controls, opened on its last move. */
  private async openRecord(answer: RecordAnswer): Promise<boolean> {
    const { t } = this.context;
    const record = sudokuRecordOf(answer);
    const made = record && (await this.engine.take(record.givens).catch(() => undefined));
    const last = record && made?.ok ? recordGameAt(record, made.state, record.moves.length) : undefined;
    if (!record || !made?.ok || !last) return false;
    this.page.setAside();
    this.editor = undefined;
    const state = made.state;
    const replay = new LogReplay(record.moves, async (position) => {
      const game = recordGameAt(record, state, position);
      if (game && this.viewed) this.showViewed((this.viewed.game = game));
    });
    this.viewed = { game: last, controls: new ReplayControls(this.ui.replayPanel, t, replay) };
    const { id, playerName, status } = answer;
    this.page.address.show(`?record=${id}`);
    this.painter.showSource(last);
    this.ui.hintPanel.hidden = true;
    this.showViewed(last);
    this.page.status.show(
      'won',
      t('record.caption', { id, player: playerName, status: t(`ranked.status.${status}`) }),
    );
    return true;
  }

  private showViewed(game: Game): void {
    this.controls.showGame(game);
    this.grid.element.dataset.moves = String(game.session.moves.length);
    this.painter.showTime(game);
    this.showPad();
    this.draw();
  }

  private closeRecord(): void {
    if (!this.viewed) return;
    this.viewed.controls.destroy();
    this.viewed = undefined;
    this.ui.replayPanel.hidden = true;
  }

  destroy(): void {
    this.page.destroy();
    this.pointer.destroy();
    this.keys.destroy();
    this.hintPlace.destroy();
    this.autoPause.destroy();
    this.engine.terminate();
  }

  // --- opening puzzles ---

  /** Puzzle `n` of a level; without `n`, the level's upcoming random puzzle (likely made ahead already). */
  private newPuzzle(level: Level, n?: number): Promise<Opened> {
    return this.openChoice({ kind: 'level', level, n: n ?? this.supply.take(level) });
  }

  private async openChoice(choice: PuzzleChoice): Promise<Opened> {
    if (choice.kind === 'level') {
      if (choice.n === 0) return this.newPuzzle(choice.level);
      const { level, n } = choice;
      return this.open({ kind: 'level', level, n }, () => this.engine.make(level, n));
    }
    const opened = await this.open({ kind: 'puzzle' }, () => this.engine.take(choice.puzzle));
    if (opened === 'refused' && !this.game) await this.newPuzzle(this.level);
    return opened;
  }

  private open(source: Source, made: () => Promise<Made>, saved?: SavedGame): Promise<Opened> {
    this.closeRecord();
    this.editor = undefined;
    this.controls.showPhase('making');
    const { t } = this.context;
    return this.page.open({
      making: t('sudoku.making'),
      make: made,
      build: (made) => {
        if (made.ok) return gameOf(source, made.state, saved);
        this.refusal = t('sudoku.refused', { reason: t(made.reason.key, made.reason.values) });
        this.context.notify(this.refusal);
        return undefined;
      },
      show: (game) => {
        if (source.kind === 'level') this.level = source.level;
        this.page.address.show(queryOf(choiceOf(game)));
        this.painter.showSource(game);
        this.ui.hintPanel.hidden = true;
        this.ui.importError.textContent = ''; // a refused paste is no longer what the page shows
        this.select([40], 40);
        this.showRecords();
        this.showGame(game);
        // While the player plays, the worker makes the puzzles a click may ask for next.
        this.engine.prepare(this.supply.ahead(this.level, game.source));
      },
    });
  }

  // --- moves ---

  private play(move: SudokuMove): boolean {
    const game = this.game;
    if (!game || !canPlay(game)) return false;
    const outcome = game.session.play(move);
    if (!outcome.ok) return false;
    this.afterChange(game);
    return true;
  }

  /** Plays the first of these moves the engine takes. */
  private playFirst(moves: readonly SudokuMove[]): void {
    for (const move of moves) if (this.play(move)) return;
  }

  private afterChange(game: Game): void {
    game.flagged = NO_CELLS;
    this.showGame(game);
    this.page.saving.now();
  }

  /** A digit pressed in a mode, on every cell of the selection it may go in (or typed into the editor). */
  private digit(digit: number, mode: Mode): void {
    this.ensureSelection();
    if (this.editor) this.edit(digit);
    else if (this.game)
      this.playFirst(digitMoves(this.game.session.state, [...this.selection.cells], digit, mode));
  }

  private erase(): void {
    if (this.editor) this.edit(0);
    else if (this.game) this.playFirst(eraseMoves(this.game.session.state, [...this.selection.cells]));
  }

  private undo(): void {
    const game = this.game;
    if (game && canPlay(game) && game.session.undo()) this.afterChange(game);
  }

  private redo(): void {
    const game = this.game;
    if (game && canPlay(game) && game.session.redo()) this.afterChange(game);
  }

  // --- selection and modes ---

  private key(action: KeyAction): void {
    if (this.rankedPlay.gated) return; // a ranked puzzle waits for a name: the free one under the cover waits too
    switch (action.kind) {
      case 'move': {
        const next = this.changeSelection(() => this.selection.move(action.dx, action.dy, action.extend));
        this.context.announce(this.grid.cells[next].getAttribute('aria-label') ?? '');
        break;
      }
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
        this.select([], this.selection.cursor);
        break;
    }
  }

  private select(cells: Iterable<number>, cursor: number): void {
    this.changeSelection(() => this.selection.set(cells, cursor));
  }

  /** Changes the selection, then moves the grid's cursor and draws; answers what `change` answered. */
  private changeSelection<T>(change: () => T): T {
    const answer = change();
    this.grid.setCursor(this.selection.cursor);
    this.draw();
    return answer;
  }

  /** Nothing chosen: a digit goes to the cell under the cursor. */
  private ensureSelection(): void {
    if (this.selection.cells.size === 0) this.changeSelection(() => this.selection.ensure());
  }

  private setMode(mode: Mode): void {
    this.mode = mode;
    this.showPad();
  }

  // --- the main button, pause, check, hints ---

  private mainButton(): void {
    if (this.editor) {
      if (this.editor.verdict?.ok) void this.openChoice({ kind: 'puzzle', puzzle: this.editor.puzzle });
      return;
    }
    const game = this.game ?? this.viewed?.game;
    if (!game) return;
    if (game.finished) {
      const { source } = game;
      if (source.kind === 'level') void this.newPuzzle(source.level, nextNumber(source.n));
      else void this.newPuzzle(this.level);
    } else if (!game.started) {
      startPlaying(game);
      this.showGame(game);
      this.page.saving.now();
      this.grid.element.focus({ preventScroll: true });
    } else {
      if (game.paused) this.togglePause();
      this.check(game);
    }
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
    this.page.status.show('failed', message);
    this.context.announce(message);
  }

  /** Solved: the shared end of a game (sound, words, records), and the puzzle joins the list of those cleared. */
  private finish(game: Game): void {
    const { t } = this.context;
    const { record, cleared } = solve(game, new Date().toISOString());
    const time = formatTime(cleared.timeMs);
    this.cleared = [...this.cleared, cleared].slice(-CLEARED_KEPT);
    writeSave(this.context.store, CLEARED_SLOT, this.cleared);
    const message = this.page.finished(game, {
      won: true,
      message:
        game.hints > 0
          ? t('sudoku.status.solvedHints', { time, hints: game.hints })
          : t('sudoku.status.solved', { time }),
      announce: t('sudoku.announce.solved', { time }),
      record,
    });
    this.showGame(game);
    this.page.status.show('won', message);
    this.page.saving.now();
    const ranked = this.rankedPlay.rankedGame(game.session.state.givens);
    if (ranked)
      void this.rankedPlay.submit(ranked, game.session.moves, game.hints, () => this.page.isCurrent(game));
  }

  private togglePause(): void {
    const game = this.game;
    if (!game?.started || game.finished) return;
    togglePause(game);
    // A ranked puzzle's time is the server's, from the deal: pausing hides the grid, the clock runs on.
    const ranked = this.rankedPlay.rankedGame(game.session.state.givens) !== undefined;
    if (ranked) game.clock.resume();
    this.showGame(game);
    if (ranked && game.paused) this.page.status.show('paused', this.context.t('sudoku.ranked.paused'));
    this.page.saving.now();
  }

  private async hint(): Promise<void> {
    const game = this.game;
    if (!game || !canPlay(game)) return;
    const moves = game.session.moves.length;
    const next = nextStep(game.hint, moves);
    if (next) {
      game.hint = next;
      if (next.stage === 3) this.applyHint(game);
      this.showHint(game);
      return;
    }
    const hint = await this.page.answer(game, this.engine.hint(game.session.state));
    if (!hint || game.session.moves.length !== moves) return;
    if (hint.kind !== 'solved') game.hints++;
    game.hint = { hint, stage: 1, moves };
    this.showHint(game);
    this.page.saving.now();
  }

  /** The hint's third step: its placements made, then its eliminations taken from the marks. */
  private applyHint(game: Game): void {
    const { hint } = game.hint ?? {};
    if (!hint) return;
    for (const move of placingMoves(hint)) this.play(move);
    for (const move of markMoves(game.session.state, hint)) this.play(move);
    if (game.hint) game.hint = { ...game.hint, moves: game.session.moves.length };
  }

  // --- drawing ---

  private showGame(game: Game): void {
    const { t } = this.context;
    this.controls.showGame(game);
    this.grid.element.dataset.moves = String(game.session.moves.length);
    // A solved puzzle's words are the end of the game's; a Check's stay until the next move.
    const phase = phaseOf(game);
    if (phase === 'ready') this.page.status.show('ready', t('sudoku.status.ready'));
    else if (phase === 'paused') this.page.status.show('paused', t('sudoku.status.paused'));
    else if (phase === 'playing' && game.flagged.size === 0)
      this.page.status.show('playing', t('sudoku.status.playing'));
    this.showPad();
    this.showTime();
    this.draw();
  }

  private showPad(): void {
    this.painter.showPad((this.viewed?.game ?? this.game)?.session.state, this.mode);
  }

  private draw(): void {
    this.painter.draw(this.viewed?.game ?? this.game, this.editor, this.preview);
  }

  private showHint(game: Game): void {
    this.painter.showHint(game);
    this.draw();
  }

  private showTime(): void {
    if (this.game) this.painter.showTime(this.game);
  }

  private showRecords(): void {
    const { t, language } = this.context;
    const level = this.game?.source.kind === 'puzzle' ? 'own' : this.level;
    const records = this.page.records.level(level);
    this.ui.recordsPanel.replaceChildren(...clearedView(t, language, level, records, this.cleared));
  }

  // --- the puzzle editor ---

  /** An empty grid to type a puzzle into; the game on the page stays saved until another one opens. */
  private openEditor(): void {
    this.page.setAside();
    this.closeRecord();
    this.editor = new PuzzleEditor();
    this.ui.levels.press(undefined);
    this.ui.hintPanel.hidden = true;
    this.select([0], 0);
    this.grid.element.focus({ preventScroll: true });
    this.showEditor();
  }

  private edit(digit: number): void {
    const editor = this.editor;
    if (!editor) return;
    const asked = editor.write(this.selection.cells, digit);
    this.showEditor();
    this.engine.judge(editor.puzzle).then(
      (verdict) => {
        if (this.editor === editor && editor.judged(asked, verdict)) this.showEditor();
      },
      (error) => {
        if (error instanceof WorkerFailed) this.page.engineFailed();
      },
    );
  }

  private showEditor(): void {
    const editor = this.editor;
    if (!editor) return;
    this.controls.showEditor(editor.verdict?.ok === true);
    const { state, text } = editor.status(this.context.t);
    this.page.status.show(state, text);
    this.draw();
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
    wireSharing(ui, this.context, {
      play: async (choice) => {
        this.refusal = undefined;
        const opened = await this.openChoice(choice);
        return { shown: opened === 'shown', refusal: opened === 'refused' ? this.refusal : undefined };
      },
      openEditor: () => this.openEditor(),
    });
  }
}
