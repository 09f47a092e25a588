/**
 * Puzzle records for `arcade sudoku`: one puzzle per line (81 characters), or 9-line grids separated by blank
 * lines, recognised when the first record is 9 cells long. `#` starts a comment line.
 */
import { type Digits, parsePuzzle } from '../../sudoku/index.ts';
import { type BatchRecord, blockRecords, lineRecords } from '../batch.ts';
import { InputError } from '../io.ts';

export function puzzleRecords(text: string): BatchRecord[] {
  const lines = lineRecords(text);
  const first = lines[0]?.text.replace(/[\s|]/g, '') ?? '';
  if (first.length !== 9) return lines;
  const withoutComments = text
    .split(/\r?\n/)
    .map((line) => (line.trim().startsWith('#') ? '' : line))
    .join('\n');
  return blockRecords(withoutComments);
}

/** Parses a record, or throws an InputError naming the line (relative to the record) and position. */
export function parseRecord(record: BatchRecord, sourceName: string): Digits {
  const parsed = parsePuzzle(record.text);
  if (parsed.ok) return parsed.value;
  throw new InputError(parsed.error.message, sourceName, parsed.error.line);
}
