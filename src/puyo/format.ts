/**
 * The field as text (DESIGN.md section 3): up to 14 lines of 6 characters, top line first; R G B Y P colours,
 * O garbage, . empty; the last line is row 1, a 13th line is the hidden row and a 14th the turning space above
 * it (a puyo there stays put and never joins a group, as in peers' test fields). Fewer lines mean the rows above
 * are empty.
 */
import { leadingLines } from '../core/lines.ts';
import { quote } from '../core/quote.ts';
import { err, ok, type Result } from '../core/result.ts';
import { Field } from './field.ts';
import { CELL_CHARS, type Cell, COLUMNS, HIDDEN_ROW, TURN_ROW, VISIBLE_ROWS } from './types.ts';

export interface FieldParseError {
  /** 1-based line within the field text. */
  readonly line: number;
  /** 1-based column, when one character is at fault. */
  readonly column?: number;
  readonly message: string;
}

/** Reads a field's text; a text of more than 14 lines is refused by its count, without keeping its lines. */
export function parseField(text: string): Result<Field, FieldParseError> {
  const { count, lines } = leadingLines(text, TURN_ROW);
  if (count === 0) return err({ line: 1, message: 'empty field' });
  if (lines === undefined) {
    return err({
      line: TURN_ROW + 1,
      message: `a field has at most ${TURN_ROW} lines, got ${count}`,
    });
  }
  const field = new Field();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trimEnd();
    const row = lines.length - i;
    for (let col = 0; col < line.length; col++) {
      if (col >= COLUMNS) {
        return err({
          line: i + 1,
          column: col + 1,
          message: `line has ${line.length} characters, expected ${COLUMNS}`,
        });
      }
      const cell = CELL_CHARS.indexOf(line[col].toUpperCase());
      if (cell < 0) {
        return err({
          line: i + 1,
          column: col + 1,
          message: `unexpected character ${quote(line[col])} (expected one of R G B Y P O .)`,
        });
      }
      if (cell !== 0) field.set(col, row, cell as Cell);
    }
    if (line.length < COLUMNS) {
      return err({
        line: i + 1,
        column: line.length + 1,
        message: `line has ${line.length} characters, expected ${COLUMNS}`,
      });
    }
  }
  return ok(field);
}

export const describeFieldError = (e: FieldParseError): string =>
  `line ${e.line}${e.column === undefined ? '' : `, column ${e.column}`}: ${e.message}`;

/** 12 lines (13 when the hidden row holds a puyo, 14 when the turning space does), top line first. */
export function makeField(field: Field): string {
  let top = VISIBLE_ROWS;
  for (let col = 0; col < COLUMNS; col++) {
    if (field.get(col, TURN_ROW) !== 0) top = TURN_ROW;
    else if (field.get(col, HIDDEN_ROW) !== 0) top = Math.max(top, HIDDEN_ROW);
  }
  const lines: string[] = [];
  for (let row = top; row >= 1; row--) {
    let line = '';
    for (let col = 0; col < COLUMNS; col++) line += CELL_CHARS[field.get(col, row)];
    lines.push(line);
  }
  return lines.join('\n');
}
