/**
 * What the solver sees of a position: the board size, the total mine count, and for every cell whether it is
 * covered, flagged, or open with its number. The solver never looks at where the mines are.
 */
import { err, ok, type Result } from '../../core/result.ts';
import { Tile } from '../index.ts';

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

export function parseView(text: string, mines: number): Result<MinesView> {
  const rows = text
    .split(/\r?\n/)
    .map((row) => row.trim())
    .filter((row) => row !== '');
  if (rows.length === 0) return err('empty view: expected rows of #, F, 0-8');
  const width = rows[0].length;
  const cells = new Int8Array(width * rows.length);
  for (let y = 0; y < rows.length; y++) {
    if (rows[y].length !== width) return err(`line ${y + 1}: ${rows[y].length} cells, expected ${width}`);
    for (let x = 0; x < width; x++) {
      const ch = rows[y][x];
      const value = ch === '#' ? COVERED : ch === 'F' || ch === 'f' ? FLAGGED : ch === '.' ? 0 : Number(ch);
      if (!(value >= COVERED - 1 && value <= 8) || ch === ' ')
        return err(`line ${y + 1}, column ${x + 1}: unexpected "${ch}" (expected #, F, 0-8)`);
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
