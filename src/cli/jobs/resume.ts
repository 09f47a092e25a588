/**
 * `--resume FILE`: the output an earlier run wrote (to FILE, up to an interruption) tells where to go on. Its
 * complete lines are the items done, numbered in order; an unfinished last line (a run killed mid-write) is cut
 * from FILE and its item done again, so `arcade ... --resume out >> out` leaves `out` as one run would have.
 */
import { createReadStream, existsSync, statSync, truncateSync } from 'node:fs';
import { InputError } from '../inputError.ts';

/** What a line of an earlier run is: an item (a bad record counts as `failed`), or the closing summary. */
export type EarlierLine = 'item' | 'failed' | 'summary';

/** Reads line `index` (0-based) of the earlier output; throws an Error saying why it is not this run's output. */
export type EarlierLineReader = (text: string, index: number) => EarlierLine;

export interface EarlierRun {
  /** Items done (the next one is item `items`). */
  readonly items: number;
  readonly failed: number;
  /** The run was complete (its summary line is there). */
  readonly finished: boolean;
}

export async function readEarlierRun(file: string, read: EarlierLineReader): Promise<EarlierRun> {
  if (!existsSync(file))
    throw new InputError('no such file (--resume names the output of an earlier run)', file);
  if (statSync(file).isDirectory()) throw new InputError('cannot read (EISDIR)', file);
  let items = 0;
  let failed = 0;
  let finished = false;
  let complete = 0; // bytes up to the end of the last complete line
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  const take = (line: Buffer): void => {
    const index = items + (finished ? 1 : 0);
    if (finished)
      throw new InputError('a line after the summary: not the output of this run', file, index + 1);
    let kind: EarlierLine;
    try {
      kind = read(line.toString('utf8').replace(/\r$/, ''), items);
    } catch (error) {
      throw new InputError((error as Error).message, file, index + 1);
    }
    if (kind === 'summary') finished = true;
    else {
      items++;
      if (kind === 'failed') failed++;
    }
  };
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    let start = 0;
    for (let end = chunk.indexOf(10); end >= 0; end = chunk.indexOf(10, start)) {
      const piece = chunk.subarray(start, end);
      take(pending.length > 0 ? Buffer.concat([...pending, piece]) : piece);
      complete += pendingBytes + piece.length + 1;
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
    if (start < chunk.length) {
      pending.push(Buffer.from(chunk.subarray(start)));
      pendingBytes += chunk.length - start;
    }
  }
  if (pendingBytes > 0) {
    truncateSync(file, complete);
    process.stderr.write(
      `arcade: ${file}: cut its unfinished last line (${pendingBytes} bytes); that item is done again\n`,
    );
  }
  return { items, failed, finished };
}

/** A JSON line of an earlier run, or an Error. */
export function parseEarlierJson(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value))
      return value as Record<string, unknown>;
  } catch {}
  throw new Error('not a JSON line of this command: not the output of this run');
}

/** The earlier line of a record command: a result, or a bad record's `{"line": N, "error": "..."}`. */
export const recordLine: EarlierLineReader = (text) => {
  const value = parseEarlierJson(text);
  return 'error' in value && 'line' in value ? 'failed' : 'item';
};

/** The earlier line of a numbered game (`{"game": i, ...}`), or the summary line after the last game. */
export const gameLine =
  (games: number): EarlierLineReader =>
  (text, index) => {
    const value = parseEarlierJson(text);
    if (value.game === index) return 'item';
    if (!('game' in value) && index === games) return 'summary';
    throw new Error(
      `expected game ${index}${index === games ? ' or the summary' : ''}: not the output of this run`,
    );
  };
