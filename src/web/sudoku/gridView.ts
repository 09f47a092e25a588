/**
 * The Sudoku grid in the DOM: 81 cells in nine rows (a grid for screen readers, the cursor cell its active
 * descendant), each drawn from a `CellLook`. Only cells whose look changed are touched, so a key press repaints a
 * handful of cells.
 */
import { CELL_COLOURS, CELLS, digitsOf } from '../../sudoku/index.ts';
import { h } from '../shell/dom.ts';

export interface CellLook {
  /** The digit shown (a given, an entry, or the digit previewed while dragging), 0 for none. */
  readonly digit: number;
  readonly given: boolean;
  readonly corner: number;
  readonly centre: number;
  /** Palette index, 0 for none. */
  readonly colour: number;
  /** Highlight classes: selected, cursor, peer, same, conflict, wrong, flagged, hint, preview. */
  readonly classes: string;
  readonly label: string;
}

export class GridView {
  readonly element: HTMLElement;
  readonly cells: HTMLElement[] = [];
  private readonly drawn: string[] = new Array(CELLS).fill('');

  constructor(label: string) {
    const rows: HTMLElement[] = [];
    for (let row = 0; row < 9; row++) {
      const cells: HTMLElement[] = [];
      for (let column = 0; column < 9; column++) {
        const cell = row * 9 + column;
        const element = h('div', {
          class: 'sudoku-cell',
          role: 'gridcell',
          id: `sudoku-cell-${cell}`,
          'data-cell': cell,
          'data-row': row,
          'data-column': column,
        });
        this.cells.push(element);
        cells.push(element);
      }
      rows.push(h('div', { class: 'sudoku-row', role: 'row' }, ...cells));
    }
    this.element = h(
      'div',
      { class: 'sudoku-grid', role: 'grid', tabindex: 0, 'aria-label': label },
      ...rows,
    );
  }

  /** The cell under a point, or undefined. */
  cellAt(x: number, y: number): number | undefined {
    const element = document.elementFromPoint(x, y)?.closest<HTMLElement>('.sudoku-cell');
    return element && this.element.contains(element) ? Number(element.dataset.cell) : undefined;
  }

  setCursor(cell: number): void {
    this.element.setAttribute('aria-activedescendant', `sudoku-cell-${cell}`);
  }

  draw(looks: readonly CellLook[]): void {
    for (let cell = 0; cell < CELLS; cell++) {
      const look = looks[cell];
      const key = `${look.digit}|${look.given}|${look.corner}|${look.centre}|${look.colour}|${look.classes}|${look.label}`;
      if (key === this.drawn[cell]) continue;
      this.drawn[cell] = key;
      drawCell(this.cells[cell], look);
    }
  }
}

function drawCell(element: HTMLElement, look: CellLook): void {
  element.className = `sudoku-cell${look.given ? ' given' : ''}${look.colour ? ' coloured' : ''}${look.classes ? ` ${look.classes}` : ''}`;
  element.setAttribute('aria-label', look.label);
  element.dataset.digit = String(look.digit);
  if (look.colour) element.style.setProperty('--cell-colour', CELL_COLOURS[look.colour - 1].hex);
  else element.style.removeProperty('--cell-colour');
  if (look.digit) {
    element.replaceChildren(h('span', { class: 'value', 'aria-hidden': 'true' }, String(look.digit)));
    return;
  }
  const parts: Node[] = [];
  if (look.corner)
    parts.push(
      h(
        'span',
        { class: 'corner', 'aria-hidden': 'true' },
        ...digitsOf(look.corner).map((digit) => h('span', { 'data-mark': digit }, String(digit))),
      ),
    );
  if (look.centre)
    parts.push(
      h(
        'span',
        { class: digitsOf(look.centre).length > 5 ? 'centre long' : 'centre', 'aria-hidden': 'true' },
        ...digitsOf(look.centre).map((digit) => h('span', { 'data-mark': digit }, String(digit))),
      ),
    );
  element.replaceChildren(...parts);
}
