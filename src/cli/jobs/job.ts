/**
 * The work of a batch command, item by item. A job module exports makers: given the run's context
 * (options, the source's name), a maker gives the function that turns one item into the bytes it prints. The same
 * maker runs on a worker thread or on the main thread, so the output is the same whatever the number of jobs.
 */
import type { ResourceLimits } from 'node:worker_threads';
import { InputError } from '../inputError.ts';

/** What one item prints, in order with the others. */
export interface JobOutput {
  /** Its lines on stdout. */
  readonly out: string | Uint8Array;
  /** For a bad record: its line on stderr. */
  readonly err?: string;
  /** A bad record (the command exits with status 2). */
  readonly failed?: boolean;
  /** Bad input that ends the run here (exit status 2), such as settings no board can meet. */
  readonly fatal?: string;
}

/** Item `index` (0-based, in input or seed order) to its output. */
export type ItemHandler<Item> = (item: Item, index: number) => JobOutput;

export type JobMaker<Context, Item> = (context: Context) => ItemHandler<Item>;

/** Where a worker finds the maker (an export of a module) and what it is given. */
export interface JobSpec<Context = unknown> {
  readonly module: string;
  readonly maker: string;
  readonly context: Context;
  /** Of each worker thread's heap, when V8's defaults do not suit the job. */
  readonly limits?: ResourceLimits;
}

export const jobSpec = <Context>(
  module: URL,
  maker: string,
  context: Context,
  limits?: ResourceLimits,
): JobSpec<Context> => ({ module: module.href, maker, context, limits });

/**
 * For jobs of items that take microseconds (solving, checking, measuring, chaining), whose inputs run to millions
 * of lines: V8 lets a thread's young generation grow to 48 MB, which for these jobs only holds garbage; at 8 MB a
 * ten-million-line `sudoku solve --jobs 2` stays under 200 MB for the same CPU time. Not for the grader or the
 * generators: their searches keep objects alive for longer, and at 8 MB they took 15-20% more CPU time.
 */
export const SMALL_ITEMS: ResourceLimits = { maxYoungGenerationSizeMb: 8 };

export const jsonLine = (value: unknown): string => `${JSON.stringify(value)}\n`;

/** A record of a batch: where it starts in its source (1-based line) and its text. */
export interface BatchRecord {
  readonly line: number;
  readonly text: string;
}

/**
 * The output of a record: its result as a JSON line, or for a bad record (an InputError, whose `line`, if set, is
 * relative to the record's first line, 1-based) `{"line": N, "error": "..."}` and the same on stderr.
 */
export function recordOutput(
  sourceName: string,
  record: BatchRecord,
  handle: (record: BatchRecord) => unknown,
): JobOutput {
  try {
    return { out: jsonLine(handle(record)) };
  } catch (error) {
    if (!(error instanceof InputError)) throw error;
    const line = record.line + (error.line ?? 1) - 1;
    return {
      out: jsonLine({ line, error: error.message }),
      err: `arcade: ${sourceName}:${line}: ${error.message}\n`,
      failed: true,
    };
  }
}

/** A maker of record jobs: the context names the source. */
export const recordJob =
  (
    handle: (record: BatchRecord, sourceName: string) => unknown,
  ): JobMaker<{ sourceName: string }, BatchRecord> =>
  ({ sourceName }) =>
  (record) =>
    recordOutput(sourceName, record, (r) => handle(r, sourceName));

/** A job module's exports, among them the makers. */
export type JobMakers = Record<string, unknown>;

/** The item handler a spec names, made with its context from the module's exports. */
export function handlerFrom<Context>(jobModule: JobMakers, spec: JobSpec<Context>): ItemHandler<unknown> {
  const maker = jobModule[spec.maker];
  if (typeof maker !== 'function') throw new Error(`${spec.module} exports no job maker ${spec.maker}`);
  return (maker as JobMaker<Context, unknown>)(spec.context);
}

/** The item handler a spec names, its module loaded on this thread. */
export async function loadHandler<Context>(spec: JobSpec<Context>): Promise<ItemHandler<unknown>> {
  return handlerFrom((await import(spec.module)) as JobMakers, spec);
}
