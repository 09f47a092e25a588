/**
 * Spreadsheet-style cell names: column letters a..z, aa, ab, ... and rows numbered from 1 at the top,
 * so `a1` is the top-left cell. Upper case is accepted when parsing.
 */
import { err, ok, type Result } from './result.ts';

export function columnName(x: number): string {
  let name = '';
  let n = x + 1;
  while (n > 0) {
    const rem = (n - 1) % 26;
    name = String.fromCharCode(97 + rem) + name;
    n = Math.floor((n - 1) / 26);
  }
  return name;
}

export function parseColumnName(text: string): number {
  let n = 0;
  for (const ch of text.toLowerCase()) n = n * 26 + (ch.charCodeAt(0) - 96);
  return n - 1;
}

export const cellName = (x: number, y: number): string => `${columnName(x)}${y + 1}`;

export interface CellCoords {
  readonly x: number;
  readonly y: number;
}

export function parseCellName(text: string, width: number, height: number): Result<CellCoords> {
  const match = /^([a-z]+)([0-9]+)$/i.exec(text.trim());
  if (!match) return err(`"${text}" is not a cell name like a1 or c7`);
  const x = parseColumnName(match[1]);
  const y = Number(match[2]) - 1;
  if (x >= width)
    return err(`column "${match[1]}" is outside the board (last column is ${columnName(width - 1)})`);
  if (y < 0 || y >= height) return err(`row ${match[2]} is outside the board (rows are 1 to ${height})`);
  return ok({ x, y });
}
