/**
 * Puzzle records for `arcade sudoku`: one puzzle per line (81 characters), or 9-line grids separated by blank
 * lines, recognised when the first record is 9 cells long. `#` starts a comment line.
 */
import { type Digits, parsePuzzle } from '../../sudoku/index.ts';
import { type BatchRecord, type BatchRecords, blockRecords, lineRecords } from '../batch.ts';
import { InputError } from '../inputError.ts';
import type { Line } from '../jobs/input.ts';

/** A first line this short, followed by another, is a grid row, however far from 9 cells (a one-line puzzle has 81). */
const ROW_LIKE = 27;

const significant = (text: string): boolean => {
  const trimmed = text.trim();
  return trimmed !== '' && !trimmed.startsWith('#');
};

/**
 * Grids when the first line holds a row of 9 cells, or when the first two lines both hold far fewer cells than a
 * one-line puzzle: then a grid whose first row is short is still read as a grid, and its fault named at its line.
 * Only the first two puzzle lines are held while deciding (a run of blank or comment lines before or between
 * them is kept as one blank line, which cuts records the same way in either reading).
 */
export async function puzzleRecords(lines: AsyncIterable<Line>, sourceName?: string): Promise<BatchRecords> {
  const cellsOf = (line: string) => line.replace(/[\s|]/g, '').length;
  const iterator = lines[Symbol.asyncIterator]();
  const head: Line[] = [];
  const found: Line[] = [];
  let gap: Line | undefined;
  while (found.length < 2) {
    const next = await iterator.next();
    if (next.done) break;
    if (significant(next.value.text)) {
      if (gap && found.length > 0) head.push({ text: '', index: gap.index });
      gap = undefined;
      head.push(next.value);
      found.push(next.value);
    } else gap ??= next.value;
  }
  async function* replay(): AsyncGenerator<Line> {
    yield* head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const [first, second] = found;
  const grid =
    first !== undefined &&
    (cellsOf(first.text) === 9 ||
      (second !== undefined &&
        second.index === first.index + 1 &&
        cellsOf(first.text) < ROW_LIKE &&
        cellsOf(second.text) < ROW_LIKE));
  return grid ? blockRecords(replay(), true, sourceName) : lineRecords(replay());
}

/** Parses a record, or throws an InputError naming the line (relative to the record) and position. */
export function parseRecord(record: BatchRecord, sourceName: string): Digits {
  const parsed = parsePuzzle(record.text);
  if (parsed.ok) return parsed.value;
  throw new InputError(parsed.error.message, sourceName, parsed.error.line);
}
