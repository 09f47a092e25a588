/**
 * The simulator's field as a grid of cells to draw on: pick a colour, garbage or the eraser, then click, tap or
 * drag over cells (a drag paints every cell it crosses). Rows 1-12 and the 13th above them; each cell is a button
 * with its place and content in words, so it works from the keyboard and for screen readers.
 */
import { type Cell, COLUMNS, Field, HIDDEN_ROW } from '../../../puyo/index.ts';
import type { Translate } from '../../i18n/index.ts';
import { h } from '../../shell/dom.ts';

export const PALETTE = [1, 2, 3, 4, 5, 6, 0] as const;

const cellWord = (t: Translate, cell: number): string => t(`sim.cell.${cell}` as 'sim.cell.0');

export class FieldEditor {
  readonly element: HTMLElement;
  readonly palette: HTMLElement;
  private readonly cells: HTMLButtonElement[] = [];
  private brush: Cell = 1;
  private painting = false;
  field = new Field();
  /** Cells shown as popping (while a link is shown), keyed `row * 6 + col`. */
  private popping = new Set<number>();

  constructor(
    private readonly t: Translate,
    /** `stroke` is true while a drag goes on (the page lets the puyos fall once it ends). */
    private readonly changed: (stroke: boolean) => void,
  ) {
    const grid = h('div', { class: 'sim-grid', role: 'group', 'aria-label': t('sim.grid') });
    for (let row = HIDDEN_ROW; row >= 1; row--) {
      for (let col = 0; col < COLUMNS; col++) {
        const button = h('button', { type: 'button', class: 'sim-cell', 'data-col': col, 'data-row': row });
        if (row === HIDDEN_ROW) button.classList.add('hidden-row');
        button.addEventListener('pointerdown', (event) => {
          event.preventDefault();
          this.painting = true;
          this.paint(col, row);
        });
        button.addEventListener('pointerenter', () => {
          if (this.painting) this.paint(col, row);
        });
        button.addEventListener('click', (event) => {
          if (event.detail === 0) this.paint(col, row); // keyboard
        });
        this.cells.push(button);
        grid.append(button);
      }
    }
    // A touch drag does not enter other elements: follow the finger to the cell under it.
    grid.addEventListener('pointermove', (event) => {
      if (!this.painting || event.pointerType === 'mouse') return;
      const under = document.elementFromPoint(event.clientX, event.clientY);
      if (under instanceof HTMLElement && under.classList.contains('sim-cell'))
        this.paint(Number(under.dataset.col), Number(under.dataset.row));
    });
    window.addEventListener('pointerup', this.stop);
    window.addEventListener('pointercancel', this.stop);
    this.element = grid;
    this.palette = h('div', {
      class: 'segments sim-palette',
      role: 'radiogroup',
      'aria-label': t('sim.palette'),
    });
    for (const cell of PALETTE) {
      const pick = h(
        'button',
        {
          type: 'button',
          class: 'segment',
          role: 'radio',
          'data-cell': cell,
          'aria-checked': String(cell === 1),
        },
        h('span', { class: 'sim-swatch', 'data-cell': cell, 'aria-hidden': 'true' }),
        cellWord(t, cell),
      );
      pick.addEventListener('click', () => {
        this.brush = cell as Cell;
        for (const other of this.palette.children) other.setAttribute('aria-checked', String(other === pick));
      });
      this.palette.append(pick);
    }
    this.show(this.field);
  }

  destroy(): void {
    window.removeEventListener('pointerup', this.stop);
    window.removeEventListener('pointercancel', this.stop);
  }

  private readonly stop = () => {
    if (!this.painting) return;
    this.painting = false;
    this.changed(false);
  };

  private paint(col: number, row: number): void {
    if (this.field.get(col, row) === this.brush) return;
    this.field.set(col, row, this.brush);
    this.changed(this.painting);
  }

  /**
   * Shows a field (the one being drawn, or a link of its chain with the popping cells marked), and where the pair
   * to place would land (its ghost: each cell with its colour).
   */
  show(
    field: Field,
    popping: readonly { col: number; row: number }[] = [],
    ghost: readonly { col: number; row: number; color: number }[] = [],
  ): void {
    this.popping = new Set(popping.map((c) => c.row * COLUMNS + c.col));
    const ghosts = new Map(ghost.map((c) => [c.row * COLUMNS + c.col, c.color]));
    for (const button of this.cells) {
      const col = Number(button.dataset.col);
      const row = Number(button.dataset.row);
      const cell = field.get(col, row);
      button.dataset.cell = String(cell);
      button.classList.toggle('popping', this.popping.has(row * COLUMNS + col));
      const shade = ghosts.get(row * COLUMNS + col);
      if (shade === undefined) delete button.dataset.ghost;
      else button.dataset.ghost = String(shade);
      button.setAttribute(
        'aria-label',
        this.t('sim.cellLabel', { col: col + 1, row, cell: cellWord(this.t, cell) }),
      );
    }
  }
}
