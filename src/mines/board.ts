/**
 * The hidden board: where the mines are and how many mines touch each cell, one byte per cell so that a
 * 10,000 x 10,000 board is 100 MB. Bits 0-3 of a cell hold its count of neighbouring mines (0-8), bit 4 is set
 * on a mine. A safe cell with no mine around it is therefore exactly the byte 0.
 */
import { leadingLines } from '../core/lines.ts';
import { quote } from '../core/quote.ts';
import { err, ok, type Result } from '../core/result.ts';
import { MAX_CELLS, MAX_SIDE } from './params.ts';

export const MINE_BIT = 0x10;
export const COUNT_MASK = 0x0f;

export interface Board {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  /** Row-major, index = y * width + x. */
  readonly cells: Uint8Array;
}

export const isMine = (board: Board, index: number): boolean => (board.cells[index] & MINE_BIT) !== 0;
/** Neighbouring mines of a cell (also defined on mines, where the game never shows it). */
export const adjacentMines = (board: Board, index: number): number => board.cells[index] & COUNT_MASK;

/** The cells of a board from its mines as a bitset (bit i & 31 of word i >>> 5 is cell i). */
export function numbersFromMineBits(width: number, height: number, bits: Uint32Array): Uint8Array {
  const cells = new Uint8Array(width * height);
  for (let w = 0; w < bits.length; w++) {
    const base = w << 5;
    for (let v = bits[w]; v !== 0; v &= v - 1) cells[base + 31 - Math.clz32(v & -v)] = MINE_BIT;
  }
  computeNumbers(width, height, cells);
  return cells;
}

/**
 * Fills bits 0-3 of every cell with its count of neighbouring mines, from the mine bits, by a row sweep: each
 * column's mines over three rows are summed once, then three column sums make a count. No neighbour lists and
 * no bounds checks in the inner loop. (Measured against unpacking rows from the bitset: this is faster.)
 */
export function computeNumbers(width: number, height: number, cells: Uint8Array): void {
  if (width % 4 === 0 && cells.byteOffset % 4 === 0 && LITTLE_ENDIAN) {
    computeNumbersFourAtATime(
      width,
      height,
      new Uint32Array(cells.buffer, cells.byteOffset, cells.length >> 2),
    );
    return;
  }
  const column = new Uint8Array(width + 2); // column[x + 1]: mines in column x over rows y-1..y+1
  for (let y = 0; y < height; y++) {
    const row = y * width;
    const up = y > 0 ? row - width : -1;
    const down = y < height - 1 ? row + width : -1;
    for (let x = 0; x < width; x++) {
      let sum = cells[row + x] >> 4;
      if (up >= 0) sum += cells[up + x] >> 4;
      if (down >= 0) sum += cells[down + x] >> 4;
      column[x + 1] = sum;
    }
    let left = 0;
    let centre = column[1];
    for (let x = 0; x < width; x++) {
      const right = column[x + 2];
      const index = row + x;
      const cell = cells[index];
      cells[index] = (cell & MINE_BIT) | (left + centre + right - (cell >> 4));
      left = centre;
      centre = right;
    }
  }
}

const LITTLE_ENDIAN = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1;
const LOW_BITS = 0x01010101;

/**
 * The same sweep on four cells per 32-bit word (widths divisible by 4): byte k of a word is cell 4w + k, so
 * a word's mines are (word >>> 4) & 0x01010101, column sums add whole words, and the left and right neighbours
 * are the column sums shifted by one byte, with the byte carried in from the next or previous word. No byte ever
 * exceeds 9, so nothing carries between bytes.
 */
function computeNumbersFourAtATime(width: number, height: number, words: Uint32Array): void {
  const perRow = width >> 2;
  const mines = (w: number): number => (words[w] >>> 4) & LOW_BITS;
  for (let y = 0; y < height; y++) {
    const row = y * perRow;
    const hasUp = y > 0;
    const hasDown = y < height - 1;
    const columns = (w: number): number =>
      mines(w) + (hasUp ? mines(w - perRow) : 0) + (hasDown ? mines(w + perRow) : 0);
    let previous = 0;
    let current = columns(row);
    for (let i = 0; i < perRow; i++) {
      const next = i + 1 < perRow ? columns(row + i + 1) : 0;
      const own = mines(row + i);
      const left = (current << 8) | (previous >>> 24);
      const right = (current >>> 8) | (next << 24);
      words[row + i] = (own << 4) | (current + left + right - own);
      previous = current;
      current = next;
    }
  }
}

/** A board from a mine mask (any non-zero entry is a mine); the mask is not kept. */
export function boardFromMines(width: number, height: number, mineMask: ArrayLike<number>): Board {
  const bits = new Uint32Array((width * height + 31) >>> 5);
  let mines = 0;
  for (let i = 0; i < width * height; i++) {
    if (mineMask[i]) {
      bits[i >>> 5] |= 1 << (i & 31);
      mines++;
    }
  }
  return { width, height, mines, cells: numbersFromMineBits(width, height, bits) };
}

export interface BoardTextError {
  /** 1-based line within the text. */
  readonly line: number;
  /** 1-based column, when one character is to blame. */
  readonly column?: number;
  readonly message: string;
}

/**
 * The first fault of rows of text as a board: an empty or ragged row, or a size no board can have (sides up to
 * MAX_SIDE, at most MAX_CELLS cells). Checked before any cell is read or allocated, so a hostile text (a first row
 * of 100,000 cells over many short rows) costs no allocation beyond its own size.
 */
export function gridTextFault(rows: readonly string[]): BoardTextError | undefined {
  const width = rows[0].length;
  if (width > MAX_SIDE)
    return { line: 1, message: `row has ${width} cells, more than the ${MAX_SIDE} a board can have` };
  for (let y = 0; y < rows.length; y++) {
    const length = rows[y].length;
    if (length === 0) return { line: y + 1, message: 'empty row inside a board' };
    if (length !== width)
      return { line: y + 1, message: `row has ${length} cells, the first row has ${width}` };
  }
  if (width * rows.length > MAX_CELLS)
    return {
      line: 1,
      message: `${width}x${rows.length} is ${width * rows.length} cells, more than the ${MAX_CELLS} a board can have`,
    };
  return undefined;
}

/** More rows than any board can have (how many, when known): the text is refused without keeping them. */
export const tooManyRows = (count?: number): BoardTextError => ({
  line: MAX_SIDE + 1,
  message:
    count === undefined
      ? `more than the ${MAX_SIDE} rows a board can have`
      : `${count} rows, more than the ${MAX_SIDE} a board can have`,
});

/**
 * The text format of DESIGN.md section 3: one line per row, `*` a mine, `.` a safe cell (trailing spaces and
 * blank lines ignored). Time and memory are linear in the text, whatever it holds.
 */
export function parseBoard(text: string): Result<Board, BoardTextError> {
  const { count, lines } = leadingLines(text, MAX_SIDE);
  if (count === 0) return err({ line: 1, message: 'empty board: expected rows of "*" and "."' });
  if (lines === undefined) return err(tooManyRows(count));
  const rows = lines.map((line) => line.trimEnd());
  const fault = gridTextFault(rows);
  if (fault) return err(fault);
  const width = rows[0].length;
  const mask = new Uint8Array(width * rows.length);
  for (let y = 0; y < rows.length; y++) {
    const row = rows[y];
    for (let x = 0; x < width; x++) {
      const ch = row[x];
      if (ch === '*') mask[y * width + x] = 1;
      else if (ch !== '.')
        return err({
          line: y + 1,
          column: x + 1,
          message: `unexpected ${quote(ch)} at column ${x + 1}: use * or .`,
        });
    }
  }
  return ok(boardFromMines(width, rows.length, mask));
}

export function makeBoard(board: Board): string {
  const rows: string[] = [];
  for (let y = 0; y < board.height; y++) {
    let row = '';
    for (let x = 0; x < board.width; x++) row += isMine(board, y * board.width + x) ? '*' : '.';
    rows.push(row);
  }
  return rows.join('\n');
}
