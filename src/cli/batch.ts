/**
 * Batches of records (one puzzle per line, or blank-line-separated blocks) read from a stream of lines: each
 * record's result is one JSON line; a bad record is reported as {"line": N, "error": "..."} and the rest still
 * run, with exit status 2 at the end.
 */
import { textLines } from '../core/lines.ts';
import { InputError } from './inputError.ts';
import { type Line, MAX_RECORD_CHARS, tooLong } from './jobs/input.ts';
import type { BatchRecord } from './jobs/job.ts';

export type { BatchRecord };
export type BatchRecords = AsyncIterable<BatchRecord>;

/** One record per non-empty line; lines starting with `#` are comments. */
export async function* lineRecords(lines: AsyncIterable<Line>): BatchRecords {
  for await (const { text: raw, index } of lines) {
    const line = raw.trim();
    if (line !== '' && !line.startsWith('#')) yield { line: index + 1, text: line };
  }
}

/**
 * Records separated by one or more blank lines (multi-line boards and fields), each its lines joined by `\n`.
 * With `comments`, a line starting with `#` separates records too. A record over `maxChars` is refused.
 */
export async function* blockRecords(
  lines: AsyncIterable<Line>,
  comments = false,
  sourceName = '<input>',
  maxChars = MAX_RECORD_CHARS,
): BatchRecords {
  const separates = (line: string): boolean => {
    const trimmed = line.trim();
    return trimmed === '' || (comments && trimmed.startsWith('#'));
  };
  let first = 0;
  let parts: string[] = [];
  let chars = 0;
  for await (const { text, index } of lines) {
    if (separates(text)) {
      if (parts.length > 0) yield { line: first, text: parts.join('\n') };
      parts = [];
      chars = 0;
    } else {
      if (parts.length === 0) first = index + 1;
      chars += text.length + 1;
      if (chars > maxChars) throw tooLong(sourceName, first, maxChars);
      parts.push(text);
    }
  }
  if (parts.length > 0) yield { line: first, text: parts.join('\n') };
}

/** Lines from a text, as a stream gives them (for tests and for text already in memory). */
export async function* linesOf(text: string): AsyncGenerator<Line> {
  yield* textLines(text);
}

/** The first `count` items of a stream, and the stream again from its start. */
export async function peek<T>(
  items: AsyncIterable<T>,
  count: number,
): Promise<{ head: T[]; all: AsyncIterable<T> }> {
  const iterator = items[Symbol.asyncIterator]();
  const head: T[] = [];
  while (head.length < count) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
  }
  async function* all(): AsyncGenerator<T> {
    yield* head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { head, all: all() };
}

/** Refuses an input without a single record, as before any work starts. */
export async function nonEmpty(
  records: BatchRecords,
  sourceName: string,
  message = 'no records found (empty input)',
  line?: number,
): Promise<BatchRecords> {
  const { head, all } = await peek(records, 1);
  if (head.length === 0) throw new InputError(message, sourceName, line);
  return all;
}
