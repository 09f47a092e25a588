/**
 * The solver's working copy of a position: the view plus what has been proved so far (cells known to be mines or
 * safe). Deductions mark cells here; nothing is ever un-marked. Player flags are trusted only when asked: a hint
 * must stay sound even when the player has flagged a safe cell.
 */
import { neighbourTable } from './neighbours.ts';
import { FLAGGED, type MinesView } from './view.ts';

/** What is known about a covered cell. Open cells are SAFE. */
export const UNKNOWN = 0;
export const MINE = 1;
export const SAFE = 2;

export class Knowledge {
  readonly width: number;
  readonly height: number;
  readonly size: number;
  readonly mines: number;
  readonly cells: Int8Array;
  readonly known: Uint8Array;
  readonly neighbours: Int32Array;
  knownMines = 0;

  constructor(view: MinesView, trustFlags = false) {
    this.width = view.width;
    this.height = view.height;
    this.size = view.width * view.height;
    this.mines = view.mines;
    this.cells = view.cells;
    this.neighbours = neighbourTable(view.width, view.height);
    this.known = new Uint8Array(this.size);
    for (let i = 0; i < this.size; i++) {
      const value = view.cells[i];
      if (value >= 0) this.known[i] = SAFE;
      else if (value === FLAGGED && trustFlags) {
        this.known[i] = MINE;
        this.knownMines++;
      }
    }
  }

  /** A copy of this knowledge in which `cell` has been opened and shows `value` (for looking ahead). */
  withOpened(cell: number, value: number): Knowledge {
    const cells = this.cells.slice();
    cells[cell] = value;
    const copy = new Knowledge({ width: this.width, height: this.height, mines: this.mines, cells });
    copy.known.set(this.known);
    copy.known[cell] = SAFE;
    copy.knownMines = this.knownMines;
    return copy;
  }

  isOpen(cell: number): boolean {
    return this.cells[cell] >= 0;
  }

  /** A covered cell proved safe but not opened yet. */
  isSafeCovered(cell: number): boolean {
    return this.known[cell] === SAFE && this.cells[cell] < 0;
  }

  markMine(cell: number): void {
    if (this.known[cell] === MINE) return;
    this.known[cell] = MINE;
    this.knownMines++;
  }

  markSafe(cell: number): void {
    this.known[cell] = SAFE;
  }

  /** Mines still to place among the unknown cells. */
  get minesLeft(): number {
    return this.mines - this.knownMines;
  }

  /**
   * For an open cell: how many of its mines are still unplaced among its unknown neighbours, or -1 when the
   * cell has no unknown neighbour. Cells proved safe but covered count as not being mines.
   */
  need(cell: number): number {
    const value = this.cells[cell];
    if (value < 0) return -1;
    const nb = this.neighbours;
    const base = cell * 9;
    let mines = 0;
    let unknown = 0;
    for (let j = 1; j <= nb[base]; j++) {
      const n = nb[base + j];
      const k = this.known[n];
      if (k === MINE) mines++;
      else if (k === UNKNOWN) unknown++;
    }
    return unknown === 0 ? -1 : value - mines;
  }

  /** The neighbours of a cell in one state: UNKNOWN, MINE or SAFE. */
  neighboursIn(cell: number, state: number): number[] {
    const nb = this.neighbours;
    const base = cell * 9;
    const result: number[] = [];
    for (let j = 1; j <= nb[base]; j++) if (this.known[nb[base + j]] === state) result.push(nb[base + j]);
    return result;
  }

  /** Every unknown cell (covered and not proved either way). */
  unknownCells(): number[] {
    const result: number[] = [];
    for (let i = 0; i < this.size; i++) if (this.known[i] === UNKNOWN) result.push(i);
    return result;
  }
}
