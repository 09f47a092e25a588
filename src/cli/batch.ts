/**
 * Batches of records (one puzzle per line, or blank-line-separated blocks): each record's result is one JSON line;
 * a bad record is reported as {"line": N, "error": "..."} and the rest still run, with exit status 2 at the end.
 */
import { type TextLine, textLines } from '../core/lines.ts';
import { InputError, Progress, writeJsonLine } from './io.ts';

export interface BatchRecord {
  /** 1-based line where the record starts in its source. */
  readonly line: number;
  readonly text: string;
}

/**
 * Records are read lazily from the text, one at a time, so a batch of millions of lines never becomes an array of
 * millions of strings: the text is the only copy, and each record is a slice of it while it is handled.
 */
export type BatchRecords = Iterable<BatchRecord>;

/** One record per non-empty line; lines starting with `#` are comments. */
export function lineRecords(text: string): BatchRecords {
  return {
    *[Symbol.iterator]() {
      for (const { text: raw, index } of textLines(text)) {
        const line = raw.trim();
        if (line !== '' && !line.startsWith('#')) yield { line: index + 1, text: line };
      }
    },
  };
}

/**
 * Records separated by one or more blank lines (multi-line boards and fields), each the slice of the text from
 * its first line to the end of its last. With `comments`, a line starting with `#` separates records too.
 */
export function blockRecords(text: string, comments = false): BatchRecords {
  const separates = (line: string): boolean => {
    const trimmed = line.trim();
    return trimmed === '' || (comments && trimmed.startsWith('#'));
  };
  return {
    *[Symbol.iterator]() {
      let first: TextLine | undefined;
      let end = 0;
      for (const line of textLines(text)) {
        if (separates(line.text)) {
          if (first) yield { line: first.index + 1, text: text.slice(first.start, end) };
          first = undefined;
        } else {
          first ??= line;
          end = line.start + line.text.length;
        }
      }
      if (first) yield { line: first.index + 1, text: text.slice(first.start, end) };
    },
  };
}

/** The first record, if any, without reading further. */
export function firstRecord(records: BatchRecords): BatchRecord | undefined {
  for (const record of records) return record;
  return undefined;
}

/**
 * Runs `handle` on every record and prints its result as a JSON line. `handle` throws an InputError for a bad
 * record (its `line`, if set, is relative to the record's first line, 1-based). Returns how many records failed.
 */
export function runBatch(
  sourceName: string,
  records: BatchRecords,
  handle: (record: BatchRecord) => unknown,
  label = 'working',
): number {
  if (firstRecord(records) === undefined) throw new InputError('no records found (empty input)', sourceName);
  let failures = 0;
  const progress = Progress.enabled() ? new Progress(countRecords(records), label) : undefined;
  for (const record of records) {
    try {
      writeJsonLine(handle(record));
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      failures++;
      const line = record.line + (error.line ?? 1) - 1;
      writeJsonLine({ line, error: error.message });
      process.stderr.write(`arcade: ${sourceName}:${line}: ${error.message}\n`);
    }
    progress?.tick();
  }
  progress?.finish();
  if (failures > 0) process.exitCode = 2;
  return failures;
}

function countRecords(records: BatchRecords): number {
  let count = 0;
  for (const _ of records) count++;
  return count;
}
