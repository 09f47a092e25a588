/**
 * The field as bitboards: one 96-bit board (three 32-bit words, see bits.ts) per cell kind, red..purple and
 * garbage. Hot code (chain.ts, placement.ts) reads and writes `boards` directly and mutates in place on purpose;
 * callers that need the old field keep a `clone()`.
 */
import { bitOf, compactLane, FALL_ROWS_LANE, popcount32, shiftOf, wordOf } from './bits.ts';
import { type Cell, COLUMNS, SPAWN_COLUMN, SPAWN_ROW, TURN_ROW } from './types.ts';

/** Number of bitboards: colours 1..5 and garbage 6, board index = cell - 1. */
export const BOARD_COUNT = 6;

export class Field {
  /** Board k (cell k + 1), word w at index k * 3 + w. */
  readonly boards = new Int32Array(BOARD_COUNT * 3);

  get(col: number, row: number): Cell {
    const w = wordOf(col);
    const bit = bitOf(col, row);
    for (let k = 0; k < BOARD_COUNT; k++) if (this.boards[k * 3 + w] & bit) return (k + 1) as Cell;
    return 0;
  }

  set(col: number, row: number, cell: Cell): void {
    const w = wordOf(col);
    const bit = bitOf(col, row);
    for (let k = 0; k < BOARD_COUNT; k++) this.boards[k * 3 + w] &= ~bit;
    if (cell !== 0) this.boards[(cell - 1) * 3 + w] |= bit;
  }

  /** Occupied cells of word w (all kinds). */
  occupied(w: number): number {
    const b = this.boards;
    return b[w] | b[3 + w] | b[6 + w] | b[9 + w] | b[12 + w] | b[15 + w];
  }

  /** The 16-bit lane of occupied cells of a column. */
  columnBits(col: number): number {
    return (this.occupied(wordOf(col)) >>> shiftOf(col)) & 0xffff;
  }

  /** The top occupied row among rows 1-13 (0 for an empty column); on a settled field, the column's height. */
  height(col: number): number {
    const lane = this.columnBits(col) & FALL_ROWS_LANE;
    return lane === 0 ? 0 : 31 - Math.clz32(lane);
  }

  /**
   * Drops one puyo onto a column and returns the row it lands in, or 0 when it has no room (the stack reaches
   * row 13 and row 14 is taken): such a puyo is lost, as above-the-field puyos are in Tsu.
   */
  drop(col: number, cell: Cell): number {
    const row = this.height(col) + 1;
    if (row > TURN_ROW || (row === TURN_ROW && this.columnBits(col) & (1 << TURN_ROW))) return 0;
    this.boards[(cell - 1) * 3 + wordOf(col)] |= bitOf(col, row);
    return row;
  }

  /** Lets every floating puyo in rows 1-13 fall (row 14 stays). */
  settle(): void {
    for (let col = 0; col < COLUMNS; col++) {
      const lane = this.columnBits(col) & FALL_ROWS_LANE;
      const top = lane === 0 ? 0 : 31 - Math.clz32(lane);
      const holes = ~lane & ((2 << top) - 2);
      if (holes !== 0) this.compactColumn(col, holes);
    }
  }

  /** Removes `removed` (a lane mask, rows 1-13) from a column on every board and lets the rest fall. */
  compactColumn(col: number, removed: number): void {
    const w = wordOf(col);
    const shift = shiftOf(col);
    const keep = ~(0xffff << shift);
    for (let k = 0; k < BOARD_COUNT; k++) {
      const word = this.boards[k * 3 + w];
      const lane = (word >>> shift) & 0xffff;
      if (lane !== 0) this.boards[k * 3 + w] = (word & keep) | (compactLane(lane, removed) << shift);
    }
  }

  /** The game is lost when column 3, row 12 is filled once everything has landed. */
  isDead(): boolean {
    return this.get(SPAWN_COLUMN, SPAWN_ROW) !== 0;
  }

  isEmpty(): boolean {
    return (this.occupied(0) | this.occupied(1) | this.occupied(2)) === 0;
  }

  /** Number of puyos of one kind (or of all kinds when `cell` is omitted). */
  count(cell?: Cell): number {
    let n = 0;
    for (let k = 0; k < BOARD_COUNT; k++) {
      if (cell !== undefined && k !== cell - 1) continue;
      for (let w = 0; w < 3; w++) n += popcount32(this.boards[k * 3 + w]);
    }
    return n;
  }

  clone(): Field {
    const copy = new Field();
    copy.boards.set(this.boards);
    return copy;
  }

  copyFrom(other: Field): this {
    this.boards.set(other.boards);
    return this;
  }

  equals(other: Field): boolean {
    for (let i = 0; i < this.boards.length; i++) if (this.boards[i] !== other.boards[i]) return false;
    return true;
  }
}
