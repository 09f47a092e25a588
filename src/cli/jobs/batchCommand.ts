/**
 * What every batch command shares: `--jobs N` and `--resume FILE`, the progress on stderr, the run over
 * worker threads (runJobs.ts), Ctrl+C (exit status 130 once what was finished is written), a summary line built
 * from the items' own lines (so a resumed run sums the earlier lines too), and exit status 2 after a bad record.
 */
import { availableParallelism } from 'node:os';
import type { ResourceLimits } from 'node:worker_threads';
import type { Command } from 'commander';
import { type BatchRecords, nonEmpty } from '../batch.ts';
import { InputError } from '../inputError.ts';
import { exitOnClosedPipe, integerOption } from '../io.ts';
import { type Input, openInput } from './input.ts';
import { type JobOutput, type JobSpec, jobSpec } from './job.ts';
import { Progress } from './progress.ts';
import { type EarlierLineReader, readEarlierRun, recordLine } from './resume.ts';
import { runJobs } from './runJobs.ts';

export interface JobOptions {
  readonly jobs: number;
  readonly resume?: string;
}

/** More threads than this only cost memory. */
export const MAX_JOBS = 256;

export function addJobOptions(command: Command, resumable: boolean): Command {
  const cores = availableParallelism();
  command.option(
    '--jobs <n>',
    `worker threads; the output is the same for any number (default: the cores, ${cores} here)`,
    integerOption(1, MAX_JOBS),
    cores,
  );
  if (resumable)
    command.option(
      '--resume <file>',
      'go on from the output an earlier, stopped run wrote to FILE; prints the rest (`--resume out >> out`)',
    );
  return command;
}

/** A summary after the items, built from their lines in order. */
export interface Summary {
  add(line: string): void;
  line(): string;
}

export interface BatchCommand {
  readonly options: JobOptions;
  readonly spec: JobSpec;
  /** The items from index `from` on (`from` > 0 when resuming). */
  readonly items: (from: number) => AsyncIterable<unknown> | Iterable<unknown>;
  /** What the command does ("grading") and what an item is ("puzzles"), for the progress. */
  readonly label: string;
  readonly unit: string;
  readonly total?: number;
  readonly fraction?: () => number | undefined;
  /** How to read a line of an earlier run (for --resume). */
  readonly earlierLine?: EarlierLineReader;
  readonly summary?: Summary;
}

export async function runBatchCommand(batch: BatchCommand): Promise<void> {
  exitOnClosedPipe();
  const { options, summary } = batch;
  let earlier = { items: 0, failed: 0, finished: false };
  if (options.resume !== undefined) {
    const read = batch.earlierLine;
    if (read === undefined) throw new InputError('--resume is not available for this command');
    earlier = await readEarlierRun(options.resume, (text, index) => {
      const kind = read(text, index);
      if (kind !== 'summary') summary?.add(text);
      return kind;
    });
    if (earlier.finished || (batch.total !== undefined && earlier.items > batch.total))
      throw new InputError(
        earlier.finished ? 'the earlier run is complete: nothing to resume' : 'more items than this run has',
        options.resume,
      );
  }
  // No more threads than items left: a run of one puzzle starts none.
  const left = batch.total === undefined ? Number.POSITIVE_INFINITY : batch.total - earlier.items;
  const jobs = Math.max(1, Math.min(options.jobs, left));
  const progress = new Progress(
    { label: batch.label, unit: batch.unit, total: batch.total, fraction: batch.fraction, jobs },
    earlier.items,
  );
  const outcome = await runJobs({
    spec: batch.spec,
    jobs,
    items: batch.items(earlier.items),
    first: earlier.items,
    progress,
    onOutput: summary ? (output: JobOutput) => summary.add(String(output.out)) : undefined,
  });
  progress.finish(outcome.stopped);
  if (outcome.stopped) {
    // A second Ctrl+C while the output drains must not cut it short.
    process.on('SIGINT', () => {});
    await stdoutWritten();
    process.exit(130);
  }
  if (summary) process.stdout.write(summary.line());
  if (outcome.failed + earlier.failed > 0) process.exitCode = 2;
}

const stdoutWritten = (): Promise<void> =>
  new Promise((resolve) => {
    process.stdout.write('', () => resolve());
  });

/** Items 0, 1, 2, ... up to `count` (seeds and game numbers), from `from`. */
export function* indexes(from: number, count: number): Generator<number> {
  for (let i = from; i < count; i++) yield i;
}

/** A stream of records without its first `count` (done by an earlier run). */
export async function* skipRecords<T>(
  items: AsyncIterable<T>,
  count: number,
  what: string,
): AsyncGenerator<T> {
  let skipped = 0;
  for await (const item of items) {
    if (skipped < count) skipped++;
    else yield item;
  }
  if (skipped < count)
    throw new InputError(`the earlier run has ${count} lines, more than the ${skipped} records of ${what}`);
}

export interface RecordBatch {
  /** The job module and the maker in it (a record job: jobs/job.ts recordJob). */
  readonly module: URL;
  readonly maker: string;
  readonly label: string;
  readonly unit: string;
  /** How the input's lines become records. */
  readonly records: (input: Input) => BatchRecords | Promise<BatchRecords>;
  /** What an input without records is told. */
  readonly empty?: { readonly message: string; readonly line?: number };
  /** Of the worker threads' heaps (job.ts SMALL_ITEMS). */
  readonly limits?: ResourceLimits;
}

/** A command over the records of FILE (or standard input): one JSON line per record, in order. */
export async function runRecordBatch(file: string, options: JobOptions, batch: RecordBatch): Promise<void> {
  const input = openInput(file);
  const records = await nonEmpty(
    await batch.records(input),
    input.name,
    batch.empty?.message,
    batch.empty?.line,
  );
  await runBatchCommand({
    options,
    spec: jobSpec(batch.module, batch.maker, { sourceName: input.name }, batch.limits),
    items: (from) => skipRecords(records, from, input.name),
    label: batch.label,
    unit: batch.unit,
    fraction: input.fraction,
    earlierLine: recordLine,
  });
}
