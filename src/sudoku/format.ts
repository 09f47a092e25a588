/**
 * Puzzle text formats (DESIGN.md section 3): 81 characters row by row, digits 1-9 and `.` or `0` for an empty
 * cell; or a 9-line grid (spaces, `|` and `+-` rulings are allowed and ignored). Every parse has a make.
 */
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

/** Parses one puzzle from a single 81-character line or a 9-line grid. */
export function parsePuzzle(text: string): Result<Digits, ParseError> {
  const lines = text.split(/\r?\n/);
  const cells: number[] = [];
  const spans: { line: number; column: number }[] = [];
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l];
    if (lines.length > 1 && (line.trim() === '' || (RULING.test(line) && /[-=+]/.test(line)))) continue;
    for (let i = 0; i < line.length; i++) {
      const ch = line[i];
      if (ch === ' ' || ch === '\t' || ch === '|') continue;
      const where = { line: l + 1, column: i + 1 };
      if (ch === '.' || ch === '0') cells.push(0);
      else if (ch >= '1' && ch <= '9') cells.push(ch.charCodeAt(0) - 48);
      else
        return err({
          message: `unexpected character "${ch}" at position ${where.column}${lineText(lines, where)}: expected 1-9, . or 0`,
          ...where,
        });
      spans.push(where);
      if (cells.length > CELLS)
        return err({
          message: `more than 81 cells (the 82nd is at position ${where.column}${lineText(lines, where)})`,
          ...where,
        });
    }
  }
  if (cells.length < CELLS) {
    const last = spans.at(-1) ?? { line: 1, column: 0 };
    return err({
      message: `only ${cells.length} cells, expected 81`,
      line: last.line,
      column: last.column + 1,
    });
  }
  return ok(Uint8Array.from(cells));
}

const lineText = (lines: readonly string[], where: { line: number }): string =>
  lines.length > 1 ? ` of line ${where.line}` : '';

/** 81 characters, `.` for empty cells. */
export const makePuzzle = (digits: Digits, empty = '.'): string =>
  Array.from(digits, (d) => (d === 0 ? empty : String(d))).join('');

/** Nine lines of nine characters. */
export function makeGrid(digits: Digits, empty = '.'): string {
  const line = makePuzzle(digits, empty);
  return Array.from({ length: 9 }, (_, r) => line.slice(r * 9, r * 9 + 9)).join('\n');
}
