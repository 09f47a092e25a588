/**
 * Help during a game: the Hint button (H) asks the solver worker for the next sure move or the safest guess, says
 * it in the page's language and outlines its cells and the numbers it rests on; the Chances toggle (P) shades every
 * covered cell by its exact chance of a mine, computed again after every move, with the figure under the pointer
 * or the keyboard cursor. Either one marks the game assisted (the host decides what that means). Answers for a
 * position that has since changed are dropped, so input never waits and nothing stale is drawn.
 */
import { cellName } from '../../core/cellName.ts';
import type { Hint } from '../../mines/solver/index.ts';
import type { Language, Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';
import { type BoardView, type CellMark, type CellPoint, percentLabel } from './boardView.ts';
import { hintText, wrongFlagsText } from './hintLine.ts';
import type { SolverClient } from './solverClient.ts';
import type { Position } from './solverHost.ts';

export interface AssistHost {
  /** The position on the board now, or undefined when no game is in play (none yet, finished, a replay). */
  position(): Position | undefined;
  /** Called when help is first used in a game. */
  used(): void;
}

export class AssistTools {
  readonly hintButton: HTMLButtonElement;
  readonly chancesButton: HTMLButtonElement;
  /** The hint in words (read out), or the chances' note. */
  readonly words: HTMLElement;
  /** The chance of a mine of the cell under the pointer or cursor. */
  readonly readout: HTMLElement;
  private chancesOn = false;
  private chances: Float64Array | null = null;
  /** Bumped whenever the position changes: an answer for an older one is dropped. */
  private version = 0;

  constructor(
    private readonly t: Translate,
    private readonly language: Language,
    private readonly board: BoardView,
    private readonly solver: SolverClient,
    private readonly host: AssistHost,
  ) {
    this.hintButton = h(
      'button',
      { type: 'button', class: 'hint-button', title: t('mines.hint.help') },
      t('mines.hint'),
    );
    this.chancesButton = h(
      'button',
      { type: 'button', class: 'chances-button', 'aria-pressed': 'false', title: t('mines.chances.help') },
      t('mines.chances'),
    );
    this.words = h('p', { class: 'hint-words', 'aria-live': 'polite' });
    this.readout = h('p', { class: 'chances-readout', 'aria-live': 'off' });
    this.hintButton.addEventListener('click', () => void this.hint());
    this.chancesButton.addEventListener('click', () => this.toggleChances());
    board.element.addEventListener('pointermove', (event) =>
      this.pointAt(board.cellAt(event.clientX, event.clientY)),
    );
    board.element.addEventListener('pointerleave', () => this.pointAt(null));
  }

  /** The controls usable or not (no game in play, a ranked game). */
  enable(enabled: boolean): void {
    this.hintButton.disabled = !enabled;
    this.chancesButton.disabled = !enabled && !this.chancesOn;
  }

  async hint(): Promise<void> {
    const position = this.host.position();
    if (!position) return;
    const version = this.version;
    this.host.used();
    let found: Hint;
    try {
      found = await this.solver.hint(position);
    } catch (error) {
      if (version !== this.version) return;
      const message = error instanceof Error ? error.message : '';
      this.words.textContent = this.t(
        message.includes('no arrangement') ? 'mines.hint.contradiction' : 'mines.hint.nothing',
      );
      return;
    }
    if (version !== this.version) return;
    const { width } = position;
    this.words.textContent = [
      hintText(this.language, this.t, found, width),
      wrongFlagsText(this.language, this.t, found, width),
    ]
      .filter(Boolean)
      .join(' ');
    this.words.dataset.hint = found.kind;
    this.words.dataset.cells = found.cells
      .map((cell) => cellName(cell % width, Math.floor(cell / width)))
      .join(' ');
    const marks = new Map<number, CellMark>();
    for (const cell of found.involved) marks.set(cell, 'involved');
    for (const cell of found.wrongFlags) marks.set(cell, 'wrong');
    for (const cell of found.cells) marks.set(cell, found.kind);
    this.board.setMarks(marks);
  }

  toggleChances(): void {
    if (!this.chancesOn && !this.host.position()) return;
    this.chancesOn = !this.chancesOn;
    this.chancesButton.setAttribute('aria-pressed', String(this.chancesOn));
    if (this.chancesOn) {
      this.host.used();
      void this.showChances();
    } else {
      this.chances = null;
      this.board.setShade(null);
      this.readout.textContent = '';
      delete this.board.element.dataset.chances;
    }
  }

  /** A move was played (or the game changed): old hints go, the chances are counted again. */
  positionChanged(): void {
    this.version++;
    this.board.setMarks(new Map());
    this.words.textContent = '';
    delete this.words.dataset.hint;
    if (this.chancesOn) void this.showChances();
  }

  /** A new game or a replay: nothing of the old one stays on the board. */
  reset(): void {
    this.positionChanged();
    this.chances = null;
    this.board.setShade(null);
    this.readout.textContent = '';
    if (this.chancesOn) this.toggleChances();
  }

  /** The keyboard cursor moved: the readout follows it. */
  pointAt(cell: CellPoint | null): void {
    if (!this.chances || !cell) {
      this.readout.textContent = '';
      return;
    }
    // Read from the board as drawn: a pointer move must not copy the position.
    const p = this.chances[cell.y * this.board.boardWidth + cell.x];
    const open = this.board.tileAt(cell.x, cell.y) <= 8;
    this.readout.textContent = open
      ? ''
      : this.t('mines.chances.cell', { cell: cellName(cell.x, cell.y), p: percentLabel(p) });
  }

  private async showChances(): Promise<void> {
    const position = this.host.position();
    if (!position) {
      this.chances = null;
      this.board.setShade(null);
      return;
    }
    const version = this.version;
    try {
      const answer = await this.solver.probabilities(position);
      if (version !== this.version || !this.chancesOn) return;
      this.chances = answer.cells;
      this.board.setShade(answer.cells);
      this.board.element.dataset.chances = answer.exact ? 'exact' : 'estimated';
      if (!answer.exact) this.words.textContent = this.t('mines.chances.estimated');
    } catch {
      if (version === this.version) this.words.textContent = this.t('mines.hint.contradiction');
    }
  }
}
