/**
 * Puzzle records for `arcade sudoku`: one puzzle per line (81 characters), or 9-line grids separated by blank
 * lines, recognised when the first record is 9 cells long. `#` starts a comment line.
 */
import { type Digits, parsePuzzle } from '../../sudoku/index.ts';
import { type BatchRecord, type BatchRecords, blockRecords, firstRecord, lineRecords } from '../batch.ts';
import { InputError } from '../io.ts';

export function puzzleRecords(text: string): BatchRecords {
  const first = firstRecord(lineRecords(text));
  if (first === undefined || first.text.replace(/[\s|]/g, '').length !== 9) return lineRecords(text);
  return blockRecords(text, true);
}

/** Parses a record, or throws an InputError naming the line (relative to the record) and position. */
export function parseRecord(record: BatchRecord, sourceName: string): Digits {
  const parsed = parsePuzzle(record.text);
  if (parsed.ok) return parsed.value;
  throw new InputError(parsed.error.message, sourceName, parsed.error.line);
}
