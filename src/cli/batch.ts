/**
 * Batches of records (one puzzle per line, or blank-line-separated blocks): each record's result is one JSON line;
 * a bad record is reported as {"line": N, "error": "..."} and the rest still run, with exit status 2 at the end.
 */
import { InputError, Progress, writeJsonLine } from './io.ts';

export interface BatchRecord {
  /** 1-based line where the record starts in its source. */
  readonly line: number;
  readonly text: string;
}

/** One record per non-empty line; lines starting with `#` are comments. */
export function lineRecords(text: string): BatchRecord[] {
  const records: BatchRecord[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trim();
    if (line !== '' && !line.startsWith('#')) records.push({ line: i + 1, text: line });
  });
  return records;
}

/** Records separated by one or more blank lines (multi-line boards and fields). */
export function blockRecords(text: string): BatchRecord[] {
  const records: BatchRecord[] = [];
  let current: string[] = [];
  let start = 0;
  text.split(/\r?\n/).forEach((raw, i) => {
    const line = raw.trimEnd();
    if (line.trim() === '') {
      if (current.length > 0) records.push({ line: start, text: current.join('\n') });
      current = [];
      return;
    }
    if (current.length === 0) start = i + 1;
    current.push(line);
  });
  if (current.length > 0) records.push({ line: start, text: current.join('\n') });
  return records;
}

/**
 * Runs `handle` on every record and prints its result as a JSON line. `handle` throws an InputError for a bad
 * record (its `line`, if set, is relative to the record's first line, 1-based). Returns how many records failed.
 */
export function runBatch(
  sourceName: string,
  records: readonly BatchRecord[],
  handle: (record: BatchRecord) => unknown,
  label = 'working',
): number {
  if (records.length === 0) throw new InputError('no records found (empty input)', sourceName);
  let failures = 0;
  const progress = new Progress(records.length, label);
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
    progress.tick();
  }
  progress.finish();
  if (failures > 0) process.exitCode = 2;
  return failures;
}
