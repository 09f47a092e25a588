/**
 * The engine room of every batch command: items go out in chunks to `jobs` runners (worker threads, or
 * the main thread for one job) and their outputs come back in any order; they are written in item order, so the
 * bytes are those of one job. What is in flight is bounded (one chunk per runner, and nothing more is sent while
 * stdout is full), so memory stays flat whatever the length of the input. Ctrl+C (SIGINT) stops sending work:
 * what was finished is written in order, and the run reports itself stopped.
 */
import { inlineRunner, type TaskRunner, ThreadRunner } from '../../server/workers/threadRunner.ts';
import { InputError } from '../inputError.ts';
import { type Chunk, type ChunkResult, runChunk } from './chunk.ts';
import { type JobOutput, type JobSpec, loadHandler } from './job.ts';
import type { Progress } from './progress.ts';
import { workerBundle } from './workerBundle.ts';

/** A chunk takes about this long: long enough that messages cost little, short enough to balance the threads. */
const CHUNK_MS = 25;
const MAX_CHUNK = 1024;

export interface RunJobsOptions {
  readonly spec: JobSpec;
  readonly jobs: number;
  /** The items in order; the first is item `first`. */
  readonly items: AsyncIterable<unknown> | Iterable<unknown>;
  readonly first?: number;
  readonly progress?: Progress;
  /** Called with each output in order, once written (for a summary). */
  readonly onOutput?: (output: JobOutput, index: number) => void;
}

export interface RunOutcome {
  /** Items written. */
  readonly done: number;
  /** Bad records among them. */
  readonly failed: number;
  /** Stopped by Ctrl+C before the end. */
  readonly stopped: boolean;
}

export async function runJobs(options: RunJobsOptions): Promise<RunOutcome> {
  const runners = await makeRunners(options.spec, options.jobs);
  const idle = [...runners];
  const ready = new Map<number, ChunkResult>();
  let sent = 0;
  let written = 0;
  let nextIndex = options.first ?? 0;
  let inFlight = 0;
  let msPerItem: number | undefined;
  let done = 0;
  let failed = 0;
  let stopped = false;
  let stdoutFull = false;
  let failure: { error: unknown } | undefined;

  let wake = (): void => {};
  const wakeUp = (): void => wake();
  const nextEvent = () =>
    new Promise<void>((resolve) => {
      wake = resolve;
    });
  /** Ends the wait for the next item (standard input may be silent): one closure, never a growing race. */
  let cancelRead = (): void => {};
  const stop = (): void => {
    stopped = true;
    cancelRead();
    wakeUp();
  };
  process.on('SIGINT', stop);

  const write = (output: JobOutput, index: number): void => {
    if (output.fatal !== undefined) throw new InputError(output.fatal);
    if (output.err) process.stderr.write(output.err);
    if (output.out.length > 0 && !process.stdout.write(output.out) && !stdoutFull) {
      stdoutFull = true;
      process.stdout.once('drain', () => {
        stdoutFull = false;
        wakeUp();
      });
    }
    if (output.failed) failed++;
    done++;
    options.onOutput?.(output, index);
    options.progress?.tick();
  };
  const flush = (): void => {
    for (let result = ready.get(written); result !== undefined; result = ready.get(written)) {
      ready.delete(written);
      const first = (options.first ?? 0) + done;
      for (const [i, output] of result.outputs.entries()) write(output, first + i);
      written++;
    }
  };
  const send = (runner: TaskRunner<Chunk>, chunk: Chunk): void => {
    const seq = sent++;
    inFlight++;
    runner
      .run(chunk)
      .then(
        (value) => {
          if (stopped || failure) return;
          const result = value as ChunkResult;
          const each = result.ms / Math.max(1, chunk.items.length);
          msPerItem = msPerItem === undefined ? each : 0.7 * msPerItem + 0.3 * each;
          ready.set(seq, result);
          try {
            flush();
          } catch (error) {
            failure ??= { error };
          }
        },
        (error: unknown) => {
          if (!stopped) failure ??= { error };
        },
      )
      .finally(() => {
        inFlight--;
        idle.push(runner);
        wakeUp();
      });
  };

  const iterator = toAsyncIterator(options.items);
  try {
    let exhausted = false;
    while (!exhausted && !stopped && !failure) {
      if (idle.length === 0 || stdoutFull) {
        await nextEvent();
        continue;
      }
      const size =
        msPerItem === undefined ? 1 : Math.max(1, Math.min(MAX_CHUNK, Math.round(CHUNK_MS / msPerItem)));
      const items: unknown[] = [];
      while (items.length < size) {
        const next = await new Promise<IteratorResult<unknown> | 'stop'>((resolve, reject) => {
          cancelRead = () => resolve('stop');
          iterator.next().then(resolve, reject);
        });
        if (next === 'stop' || next.done) {
          exhausted = true;
          break;
        }
        items.push(next.value);
      }
      if (stopped || items.length === 0) break;
      const runner = idle.pop() as TaskRunner<Chunk>;
      send(runner, { first: nextIndex, items });
      nextIndex += items.length;
    }
    while (inFlight > 0 && !stopped && !failure) await nextEvent();
    if (failure) throw failure.error;
    return { done, failed, stopped };
  } finally {
    process.off('SIGINT', stop);
    await Promise.all(runners.map((runner) => runner.close()));
  }
}

async function makeRunners(spec: JobSpec, jobs: number): Promise<TaskRunner<Chunk>[]> {
  if (jobs <= 1) {
    const handle = await loadHandler(spec);
    return [inlineRunner((chunk: Chunk) => runChunk(handle, chunk))];
  }
  const entry = await workerBundle(new URL(spec.module));
  return Array.from({ length: jobs }, () => new ThreadRunner<Chunk>(entry, spec, spec.limits));
}

function toAsyncIterator<T>(items: AsyncIterable<T> | Iterable<T>): AsyncIterator<T> {
  if (Symbol.asyncIterator in items) return items[Symbol.asyncIterator]();
  const iterator = items[Symbol.iterator]();
  return { next: async () => iterator.next() };
}
