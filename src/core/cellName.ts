/**
 * Spreadsheet-style cell names: column letters a..z, aa, ab, ... and rows numbered from 1 at the top,
 * so `a1` is the top-left cell. Upper case is accepted when parsing.
 */
import { quote } from './quote.ts';
import { err, ok, type Result } from './result.ts';

/**
 * Longest column name and row number read: 6 letters reach column 321,272,406 and 9 digits row 999,999,999, far
 * past any board; a longer name is refused by its length before any arithmetic, so no input can overflow.
 */
export const MAX_COLUMN_LETTERS = 6;
export const MAX_ROW_DIGITS = 9;

/** The letters of a 0-based column; a column that is not a whole number from 0 is a caller's bug. */
export function columnName(x: number): string {
  if (!Number.isSafeInteger(x) || x < 0) throw new RangeError(`no column name for ${x}`);
  let name = '';
  let n = x + 1;
  while (n > 0) {
    const rem = (n - 1) % 26;
    name = String.fromCharCode(97 + rem) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

/** The 0-based column of a name of letters (at most MAX_COLUMN_LETTERS; the caller checks the letters). */
export function parseColumnName(text: string): number {
  if (text.length > MAX_COLUMN_LETTERS) throw new RangeError(`column name longer than ${MAX_COLUMN_LETTERS}`);
  let n = 0;
  for (const ch of text.toLowerCase()) n = n * 26 + (ch.charCodeAt(0) - 96);
  return n - 1;
}

export const cellName = (x: number, y: number): string => `${columnName(x)}${y + 1}`;

export interface CellCoords {
  readonly x: number;
  readonly y: number;
}

const CELL_NAME = /^([a-z]+)([0-9]+)$/i;

/**
 * A cell of a board of `width` x `height` from its name (`b3`, `AA10`). Bounds that are not whole numbers of 1
 * or more (say, Infinity for "any board") only check the name's form and length.
 */
export function parseCellName(text: string, width: number, height: number): Result<CellCoords> {
  const trimmed = text.trim();
  if (trimmed.length > MAX_COLUMN_LETTERS + MAX_ROW_DIGITS)
    return err(`${quote(trimmed)} is too long for a cell name`);
  const match = CELL_NAME.exec(trimmed);
  if (!match) return err(`${quote(text)} is not a cell name like a1 or c7`);
  const [, letters, digits] = match;
  if (letters.length > MAX_COLUMN_LETTERS)
    return err(`column ${quote(letters)} has more than ${MAX_COLUMN_LETTERS} letters`);
  if (digits.length > MAX_ROW_DIGITS)
    return err(`row ${quote(digits)} has more than ${MAX_ROW_DIGITS} digits`);
  const x = parseColumnName(letters);
  const y = Number(digits) - 1;
  if (x >= width) {
    const last =
      Number.isSafeInteger(width) && width >= 1 ? ` (last column is ${columnName(width - 1)})` : '';
    return err(`column "${letters}" is outside the board${last}`);
  }
  if (y < 0 || y >= height) {
    const rows = Number.isSafeInteger(height) && height >= 1 ? ` (rows are 1 to ${height})` : '';
    return err(`row ${digits} is outside the board${rows}`);
  }
  return ok({ x, y });
}
