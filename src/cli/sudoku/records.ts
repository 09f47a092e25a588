/**
 * Puzzle records for `arcade sudoku`: one puzzle per line (81 characters), or 9-line grids separated by blank
 * lines, recognised when the first record is 9 cells long. `#` starts a comment line.
 */
import { type Digits, parsePuzzle } from '../../sudoku/index.ts';
import { type BatchRecord, type BatchRecords, blockRecords, lineRecords } from '../batch.ts';
import { InputError } from '../io.ts';

/** A first line this short, followed by another, is a grid row, however far from 9 cells (a one-line puzzle has 81). */
const ROW_LIKE = 27;

/**
 * Grids when the first line holds a row of 9 cells, or when the first two lines both hold far fewer cells than a
 * one-line puzzle: then a grid whose first row is short is still read as a grid, and its fault named at its line.
 */
export function puzzleRecords(text: string): BatchRecords {
  const cellsOf = (line: string) => line.replace(/[\s|]/g, '').length;
  const [first, second] = firstTwo(lineRecords(text));
  if (first === undefined) return lineRecords(text);
  const grid =
    cellsOf(first.text) === 9 ||
    (second !== undefined &&
      second.line === first.line + 1 &&
      cellsOf(first.text) < ROW_LIKE &&
      cellsOf(second.text) < ROW_LIKE);
  return grid ? blockRecords(text, true) : lineRecords(text);
}

function firstTwo(records: BatchRecords): BatchRecord[] {
  const two: BatchRecord[] = [];
  for (const record of records) {
    two.push(record);
    if (two.length === 2) break;
  }
  return two;
}

/** Parses a record, or throws an InputError naming the line (relative to the record) and position. */
export function parseRecord(record: BatchRecord, sourceName: string): Digits {
  const parsed = parsePuzzle(record.text);
  if (parsed.ok) return parsed.value;
  throw new InputError(parsed.error.message, sourceName, parsed.error.line);
}
