/**
 * Puzzle text formats (DESIGN.md section 3): 81 characters row by row, digits 1-9 and `.` or `0` for an empty
 * cell; or a 9-line grid (spaces, `|` and `+-` rulings are allowed and ignored). Every parse has a make.
 */
import { textLines } from '../core/lines.ts';
import { quote } from '../core/quote.ts';
import { err, ok, type Result } from '../core/result.ts';
import { CELLS, type Digits } from './grid.ts';

export interface ParseError {
  readonly message: string;
  /** 1-based line within the text. */
  readonly line: number;
  /** 1-based character position within that line. */
  readonly column: number;
}

const RULING = /^[\s|+\-=]*$/;

/** Cells in a row of a 9-line grid. */
const ROW = 9;

/**
 * Parses one puzzle from a single 81-character line or a 9-line grid. Reads the text line by line and stops at
 * the first fault (an 82nd cell included), so its cost is linear in the text however long or odd it is. In a grid
 * every line with cells is a row of 9, so a short or long row is reported at its own line, not at the end.
 */
export function parsePuzzle(text: string): Result<Digits, ParseError> {
  const multiLine = text.includes('\n');
  const cells = new Uint8Array(CELLS);
  let count = 0;
  let last = { line: 1, column: 0 };
  for (const { text: untrimmed, index } of textLines(text)) {
    const line = untrimmed.trimEnd(); // blanks at the end of a line are no cells, whatever kind
    if (multiLine && (line.trim() === '' || (RULING.test(line) && /[-=+]/.test(line)))) continue;
    const lineStart = count;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (ch === ' ' || ch === '\t' || ch === '|') continue;
      const where = { line: index + 1, column: i + 1 };
      const of = multiLine ? ` of line ${where.line}` : '';
      const digit = ch === '.' ? 0 : ch.charCodeAt(0) - 48;
      if (!(digit >= 0 && digit <= 9))
        return err({
          message: `unexpected character ${quote(ch)} at position ${where.column}${of}: expected 1-9, . or 0`,
          ...where,
        });
      if (count === CELLS)
        return err({
          message: `more than 81 cells (the 82nd is at position ${where.column}${of})`,
          ...where,
        });
      if (multiLine && lineStart > 0 && count - lineStart === ROW)
        return err({
          message: `row has more than ${ROW} cells (the ${ROW + 1}th is at position ${where.column}${of})`,
          ...where,
        });
      cells[count++] = digit;
      last = where;
    }
    const held = count - lineStart;
    // A multi-line text is a grid of 9-cell rows; only a first line of all 81 cells is read as the one-line form.
    if (multiLine && held > 0 && held !== ROW && !(lineStart === 0 && held === CELLS))
      return err({
        message: `row has ${held} cells, a row of the grid needs ${ROW}`,
        line: index + 1,
        column: last.column + 1,
      });
  }
  if (count < CELLS)
    return err({ message: `only ${count} cells, expected 81`, line: last.line, column: last.column + 1 });
  return ok(cells);
}

/** 81 characters, `.` for empty cells. */
export const makePuzzle = (digits: Digits, empty = '.'): string =>
  Array.from(digits, (d) => (d === 0 ? empty : String(d))).join('');

/** Nine lines of nine characters. */
export function makeGrid(digits: Digits, empty = '.'): string {
  const line = makePuzzle(digits, empty);
  return Array.from({ length: 9 }, (_, r) => line.slice(r * 9, r * 9 + 9)).join('\n');
}
