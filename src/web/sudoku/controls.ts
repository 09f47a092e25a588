/**
 * The buttons around the grid as the puzzle's phase allows them: the main button (Start, Check, Next; Play in the
 * editor), Pause, Hint, the cover over a hidden or paused grid, undo and redo. While a puzzle is being made, or
 * the engine failed, nothing can be pressed; the pad's digits, erase and fill candidates only while they can act.
 */
import type { Translate } from '../i18n/index.ts';
import type { SudokuLayout } from './layout.ts';
import type { Pad } from './pad.ts';
import { canPlay, type Game, phaseOf } from './puzzleGame.ts';

/** The grid's phase: the puzzle's, or the page's own while no puzzle is on it. */
export type GridPhase = ReturnType<typeof phaseOf> | 'making' | 'failed' | 'editing';

export class Controls {
  constructor(
    private readonly ui: SudokuLayout,
    private readonly pad: Pad,
    private readonly t: Translate,
  ) {}

  showPhase(phase: GridPhase): void {
    const { ui } = this;
    ui.gridWrap.dataset.phase = phase;
    const busy = phase === 'making' || phase === 'failed';
    ui.levels.disabled = busy;
    if (busy) {
      ui.mainButton.disabled = true;
      ui.hintButton.disabled = true;
      ui.pauseButton.disabled = true;
      this.pad.enable(false, false);
    }
  }

  showGame(game: Game): void {
    const { ui, t } = this;
    this.showPhase(phaseOf(game));
    const action = game.finished ? 'next' : game.started ? 'check' : 'start';
    ui.mainButton.dataset.action = action;
    ui.mainButton.textContent = t(`sudoku.${action}`);
    ui.mainButton.disabled = false;
    ui.pauseButton.disabled = !game.started || game.finished;
    ui.pauseButton.textContent = t(game.paused ? 'sudoku.resume' : 'sudoku.pause');
    ui.pauseButton.setAttribute('aria-pressed', String(game.paused));
    ui.hintButton.disabled = !canPlay(game);
    ui.cover.textContent = t(game.paused ? 'sudoku.pausedGrid' : 'sudoku.hiddenGrid');
    this.pad.enable(canPlay(game), canPlay(game));
    this.pad.undo.disabled = !game.session.canUndo || !canPlay(game);
    this.pad.redo.disabled = !game.session.canRedo || !canPlay(game);
  }

  /** The editor: Play once the puzzle typed has one solution; no hint, no pause. */
  showEditor(playable: boolean): void {
    const { ui, t } = this;
    this.showPhase('editing');
    ui.mainButton.dataset.action = 'play';
    ui.mainButton.textContent = t('sudoku.editor.play');
    ui.mainButton.disabled = !playable;
    ui.hintButton.disabled = true;
    ui.pauseButton.disabled = true;
    this.pad.enable(true, false);
    this.pad.undo.disabled = true;
    this.pad.redo.disabled = true;
  }
}
