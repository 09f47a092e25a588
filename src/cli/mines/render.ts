/**
 * The board as text for the terminal game: column letters on top (a..z, aa, ab, ...: one header line per
 * letter), row numbers on the left, one glyph per cell. Colour only when asked for (stdout is a terminal).
 */
import { createColors } from 'picocolors';
import { columnName } from '../../core/cellName.ts';
import { type MinesState, Tile } from '../../mines/index.ts';

export const GLYPHS: Readonly<Record<number, string>> = {
  0: '.',
  [Tile.Covered]: '#',
  [Tile.Flag]: 'F',
  [Tile.Question]: '?',
  [Tile.Mine]: '*',
  [Tile.Exploded]: 'X',
  [Tile.WrongFlag]: 'x',
  [Tile.CorrectFlag]: 'F',
};

export const glyph = (tile: number): string => GLYPHS[tile] ?? String(tile);

export function renderBoard(state: MinesState, colour: boolean): string {
  const c = createColors(colour);
  const NUMBER_COLOURS = [c.dim, c.blue, c.green, c.red, c.magenta, c.yellow, c.cyan, c.white, c.gray];
  const paint = (tile: number): string => {
    const text = glyph(tile);
    if (tile <= 8) return NUMBER_COLOURS[tile](text);
    if (tile === Tile.Flag || tile === Tile.CorrectFlag) return c.red(text);
    if (tile === Tile.Exploded) return c.bgRed(c.white(text));
    if (tile === Tile.WrongFlag || tile === Tile.Mine) return c.bold(text);
    return c.dim(text);
  };
  const { width, height } = state.params;
  const labelWidth = String(height).length;
  const names = Array.from({ length: width }, (_, x) => columnName(x));
  const nameLength = names[width - 1].length;
  const lines: string[] = [];
  for (let k = 0; k < nameLength; k++) {
    const header = names.map((name) => ` ${name.padStart(nameLength)[k]}`).join('');
    lines.push(`${' '.repeat(labelWidth)}${header}`.trimEnd());
  }
  for (let y = 0; y < height; y++) {
    let row = String(y + 1).padStart(labelWidth);
    for (let x = 0; x < width; x++) row += ` ${paint(state.tiles[y * width + x])}`;
    lines.push(row);
  }
  return lines.join('\n');
}
