/**
 * The on-screen pad: the entry mode (digit, corner, centre, colour), the nine digits (colours in colour mode; a
 * digit placed nine times shown as done), erase, undo, redo and fill candidates. It only reports presses.
 */
import { CELL_COLOURS } from '../../sudoku/index.ts';
import type { Translate } from '../i18n/index.ts';
import { h } from '../shell/dom.ts';
import { MODES, type Mode } from './keys.ts';

export interface PadActions {
  mode(mode: Mode): void;
  digit(digit: number): void;
  erase(): void;
  undo(): void;
  redo(): void;
  fill(): void;
}

export class Pad {
  readonly element: HTMLElement;
  private readonly modeButtons = new Map<Mode, HTMLButtonElement>();
  private readonly digitButtons: HTMLButtonElement[] = [];
  readonly undo: HTMLButtonElement;
  readonly redo: HTMLButtonElement;
  private readonly eraseButton: HTMLButtonElement;
  private readonly fillButton: HTMLButtonElement;
  private mode: Mode = 'digit';
  private done = new Set<number>();

  constructor(
    private readonly t: Translate,
    actions: PadActions,
  ) {
    for (const mode of MODES) {
      const button = h(
        'button',
        { type: 'button', class: 'segment', 'data-mode': mode, 'aria-pressed': String(mode === 'digit') },
        t(`sudoku.mode.${mode}`),
      );
      button.addEventListener('click', () => actions.mode(mode));
      this.modeButtons.set(mode, button);
    }
    for (let digit = 1; digit <= 9; digit++) {
      const button = h('button', { type: 'button', class: 'pad-digit', 'data-digit': digit }, String(digit));
      button.addEventListener('click', () => actions.digit(digit));
      this.digitButtons.push(button);
    }
    const tool = (label: string, text: string, run: () => void, name: string) => {
      const button = h(
        'button',
        { type: 'button', class: 'pad-tool', 'data-tool': name, title: label, 'aria-label': label },
        text,
      );
      button.addEventListener('click', run);
      return button;
    };
    this.undo = tool(t('sudoku.undo'), '↶', actions.undo, 'undo');
    this.redo = tool(t('sudoku.redo'), '↷', actions.redo, 'redo');
    this.eraseButton = tool(t('sudoku.erase'), '⌫', actions.erase, 'erase');
    this.fillButton = h(
      'button',
      { type: 'button', class: 'pad-fill', 'data-tool': 'fill' },
      t('sudoku.fill'),
    );
    this.fillButton.addEventListener('click', actions.fill);
    this.element = h(
      'div',
      { class: 'pad', role: 'group', 'aria-label': t('sudoku.pad') },
      h(
        'div',
        { class: 'segments pad-modes', role: 'group', 'aria-label': t('sudoku.mode') },
        ...this.modeButtons.values(),
      ),
      h('div', { class: 'pad-digits' }, ...this.digitButtons),
      h('div', { class: 'pad-tools' }, this.eraseButton, this.undo, this.redo, this.fillButton),
    );
    this.show('digit', new Set());
  }

  /**
   * Which presses can do something: the digits and erase while a puzzle is played or typed into the editor, fill
   * candidates only while one is played (not behind Start, paused, solved, or while a puzzle is being made).
   */
  enable(entries: boolean, fill: boolean): void {
    for (const button of this.digitButtons) button.disabled = !entries;
    this.eraseButton.disabled = !entries;
    this.fillButton.disabled = !fill;
  }

  /** Shows the mode and which digits are done (placed nine times). */
  show(mode: Mode, done: ReadonlySet<number>): void {
    this.mode = mode;
    this.done = new Set(done);
    for (const [each, button] of this.modeButtons) button.setAttribute('aria-pressed', String(each === mode));
    this.element.dataset.mode = mode;
    for (const button of this.digitButtons) {
      const digit = Number(button.dataset.digit);
      const isDone = mode !== 'colour' && this.done.has(digit);
      button.classList.toggle('done', isDone);
      if (mode === 'colour') {
        const colour = CELL_COLOURS[digit - 1];
        button.style.setProperty('--swatch', colour.hex);
        button.setAttribute('aria-label', this.t('sudoku.colourName', { n: digit }));
      } else {
        button.style.removeProperty('--swatch');
        button.setAttribute(
          'aria-label',
          isDone ? this.t('sudoku.padDone', { digit }) : this.t('sudoku.padDigit', { digit }),
        );
      }
    }
  }

  get currentMode(): Mode {
    return this.mode;
  }
}
