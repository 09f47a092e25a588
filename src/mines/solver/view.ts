/**
 * What the solver sees of a position: the board size, the total mine count, and for every cell whether it is
 * covered, flagged, or open with its number. The solver never looks at where the mines are.
 */
import { textLines } from '../../core/lines.ts';
import { quote } from '../../core/quote.ts';
import { err, ok, type Result } from '../../core/result.ts';
import { gridTextFault, MAX_SIDE, Tile, tooManyRows } from '../index.ts';

/** Cell values in a view: 0..8 is an open cell showing that number. */
export const COVERED = -1;
export const FLAGGED = -2;

export interface MinesView {
  readonly width: number;
  readonly height: number;
  /** Total mines on the board (flagged or not). */
  readonly mines: number;
  /** Row-major, index = y * width + x: COVERED, FLAGGED, or the open cell's number 0..8. */
  readonly cells: Int8Array;
}

export const isOpen = (value: number): boolean => value >= 0;

export function coveredView(width: number, height: number, mines: number): MinesView {
  return { width, height, mines, cells: new Int8Array(width * height).fill(COVERED) };
}

export const cloneView = (view: MinesView): MinesView => ({ ...view, cells: view.cells.slice() });

/**
 * Text form of a view (rows top to bottom): `#` covered, `F` flagged, `0`-`8` open ('.' is accepted for 0).
 * The mine total is not part of the text.
 */
export function makeView(view: MinesView): string {
  const rows: string[] = [];
  for (let y = 0; y < view.height; y++) {
    let row = '';
    for (let x = 0; x < view.width; x++) {
      const value = view.cells[y * view.width + x];
      row += value === COVERED ? '#' : value === FLAGGED ? 'F' : String(value);
    }
    rows.push(row);
  }
  return rows.join('\n');
}

/** Open numbers and the marks of the text form, by character. */
const VIEW_CELLS: Readonly<Record<string, number>> = {
  '#': COVERED,
  F: FLAGGED,
  f: FLAGGED,
  '.': 0,
  ...Object.fromEntries(Array.from({ length: 9 }, (_, n) => [String(n), n])),
};

/**
 * Parses the text form (blank lines and spaces around rows ignored) with the board's mine total. Time and memory
 * are linear in the text; a view larger than any board is refused by its size before anything is allocated.
 */
export function parseView(text: string, mines: number): Result<MinesView> {
  const rows: string[] = [];
  for (const line of textLines(text)) {
    const row = line.text.trim();
    if (row !== '' && rows.push(row) > MAX_SIDE) break;
  }
  if (rows.length === 0) return err('empty view: expected rows of #, F, 0-8');
  const fault = rows.length > MAX_SIDE ? tooManyRows() : gridTextFault(rows);
  if (fault) return err(`line ${fault.line}: ${fault.message}`);
  const width = rows[0].length;
  const cells = new Int8Array(width * rows.length);
  for (let y = 0; y < rows.length; y++) {
    for (let x = 0; x < width; x++) {
      const ch = rows[y][x];
      const value = Object.hasOwn(VIEW_CELLS, ch) ? VIEW_CELLS[ch] : undefined;
      if (value === undefined)
        return err(`line ${y + 1}, column ${x + 1}: unexpected ${quote(ch)} (expected #, F, 0-8)`);
      cells[y * width + x] = value;
    }
  }
  if (!(Number.isInteger(mines) && mines >= 0 && mines <= cells.length))
    return err(`mine total ${mines} does not fit a ${width}x${rows.length} board`);
  return ok({ width, height: rows.length, mines, cells });
}

/** A view of an engine game's tiles (open numbers 0-8; flags kept; covered and question marks covered). */
export function viewFromTiles(width: number, height: number, mines: number, tiles: Uint8Array): MinesView {
  const cells = new Int8Array(width * height);
  for (let i = 0; i < cells.length; i++) {
    const tile = tiles[i];
    cells[i] = tile <= 8 ? tile : tile === Tile.Flag ? FLAGGED : COVERED;
  }
  return { width, height, mines, cells };
}
