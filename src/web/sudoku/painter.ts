/**
 * What the Sudoku page draws from its state: the grid (the puzzle or the editor's, with the selection, repeats,
 * wrong entries, the cells a Check named and a hint's cells), the pad's done digits, the hint panel, the timer and
 * the puzzle's name and share text. It draws; it decides nothing.
 */
import { conflictsOf, currentDigits, type SudokuState, wrongEntries } from '../../sudoku/index.ts';
import type { AppContext } from '../shell/appTypes.ts';
import type { PuzzleEditor } from './editor.ts';
import type { GridView } from './gridView.ts';
import { hintWords } from './hintSentences.ts';
import type { Mode } from './keys.ts';
import type { SudokuLayout } from './layout.ts';
import { cellLooks, digitAt, previewState } from './looks.ts';
import type { Pad } from './pad.ts';
import { type Game, NO_CELLS } from './puzzleGame.ts';
import { formatTime } from './recordsPanel.ts';
import type { Selection } from './selection.ts';
import type { Options } from './viewOptions.ts';

/** A digit held over a cell while picking it by dragging. */
export type Preview = { readonly cell: number; readonly digit: number } | undefined;

export class Painter {
  constructor(
    private readonly ui: SudokuLayout,
    private readonly grid: GridView,
    private readonly pad: Pad,
    private readonly context: Pick<AppContext, 't' | 'language'>,
    private readonly selection: Selection,
    private readonly options: () => Options,
  ) {}

  /** Draws the grid now, so a key press shows in the very next frame (only the cells that changed are touched). */
  draw(game: Game | undefined, editor: PuzzleEditor | undefined, preview: Preview): void {
    if (!game) {
      if (editor) this.drawGrid(editor.state, NO_CELLS, [], [], preview);
      return;
    }
    const state = game.session.state;
    const { hint } = game;
    const { t, language } = this.context;
    const hinted = hint && hint.stage > 1 ? hintWords(t, language, hint.hint, hint.stage).cells : [];
    const wrong = this.options().solution ? wrongOf(state) : [];
    this.drawGrid(state, game.flagged, hinted, wrong, preview);
  }

  /** The pad in its mode, a digit placed nine times shown as done. */
  showPad(state: SudokuState | undefined, mode: Mode): void {
    const done = new Set<number>();
    if (state) {
      const counts = new Array(10).fill(0);
      for (const digit of currentDigits(state)) counts[digit]++;
      for (let digit = 1; digit <= 9; digit++) if (counts[digit] >= 9) done.add(digit);
    }
    this.pad.show(mode, done);
  }

  showHint(game: Game): void {
    const progress = game.hint;
    if (!progress) return;
    const { t, language } = this.context;
    const { ui } = this;
    ui.hintPanel.hidden = false;
    ui.hintPanel.dataset.stage = String(progress.stage);
    ui.hintText.textContent = hintWords(t, language, progress.hint, progress.stage).text;
    ui.hintCount.textContent = t('sudoku.hint.used', { n: game.hints });
  }

  showTime(game: Game): void {
    const text = formatTime(game.clock.read());
    if (this.ui.timer.textContent !== text) this.ui.timer.textContent = text;
  }

  /** The level and number of the puzzle (none for one's own), and its text to share. */
  showSource(game: Game): void {
    const { source } = game;
    this.ui.levels.press(source.kind === 'level' ? source.level : undefined);
    this.ui.number.value = source.kind === 'level' ? String(source.n) : '';
    this.ui.shareText.value = game.session.state.givens;
  }

  private drawGrid(
    state: SudokuState,
    flagged: ReadonlySet<number>,
    hinted: readonly number[],
    wrong: readonly number[],
    preview: Preview,
  ): void {
    const { cells, cursor } = this.selection;
    // A digit being picked is drawn as if entered: its repeats and the cells of the same digit are its own.
    const shown = previewState(state, preview);
    const conflicts = new Set(this.options().repeats ? conflictsOf(shown) : []);
    const seen = {
      selection: cells,
      cursor,
      conflicts,
      wrong: new Set(wrong),
      flagged,
      hinted: new Set(hinted),
    };
    const looks = cellLooks(shown, { ...seen, preview }, this.context.t);
    this.grid.element.dataset.focusDigit = String(digitAt(shown, cursor));
    this.grid.draw(looks);
  }
}

function wrongOf(state: SudokuState): number[] {
  const solution = Uint8Array.from(state.solution, (ch) => Number(ch));
  return wrongEntries(currentDigits(state), solution);
}
