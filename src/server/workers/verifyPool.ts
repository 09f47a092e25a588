/**
 * The queue of replays (results too heavy to prove on the request path: a Puyo match with its AI re-run): a fixed number of runners (worker threads, one per core the server can
 * spare) and a bounded queue in front of them. A submission first reserves a place; when every runner is busy and
 * the queue is full it gets none, and the route answers 503 with Retry-After rather than letting a backlog grow
 * without end. A replay that fails for a reason of the thread (not of the log) is tried once more.
 */
import { availableParallelism } from 'node:os';
import type { ReplayFailure } from '../ranked/rankedGame.ts';
import type { TaskRunner } from './threadRunner.ts';

export interface VerifyPoolOptions {
  /** Replays at once, one runner each. */
  readonly workers: number;
  /** Replays waiting for a runner, beyond those running. */
  readonly maxQueue: number;
  readonly makeRunner: () => TaskRunner;
}

/** Threads from the cores: all but one, which answers requests (at least one). */
export const defaultVerifyWorkers = (): number => Math.max(1, availableParallelism() - 1);
/** Waiting replays per thread: at a few seconds a replay, a minute or so of work at most. */
export const VERIFY_QUEUE_PER_WORKER = 16;

/** A replay: the game whose proof runs it (by its registry name) and the job its prove made. */
export interface VerifyJob {
  readonly game: string;
  readonly job: unknown;
}

interface Waiting {
  readonly job: VerifyJob;
  readonly resolve: (verdict: unknown) => void;
}

const ATTEMPTS = 2;
/** Bounds of the Retry-After a full queue answers with, in seconds. */
const MIN_RETRY_S = 1;
const MAX_RETRY_S = 120;

export class VerifyPool {
  readonly workers: number;
  readonly maxQueue: number;
  private readonly idle: TaskRunner[] = [];
  private readonly all: TaskRunner[] = [];
  private readonly waiting: Waiting[] = [];
  private running = 0;
  private reserved = 0;
  /** Work counted by `settling`: what is done with verdicts (a result settled), which whenIdle waits for too. */
  private settlingCount = 0;
  /** Mean time of a replay (ms), updated as they finish, for Retry-After. */
  private meanMs = 2_000;
  private readonly drained: (() => void)[] = [];

  constructor(options: VerifyPoolOptions) {
    this.workers = Math.max(1, Math.floor(options.workers));
    this.maxQueue = Math.max(0, Math.floor(options.maxQueue));
    for (let i = 0; i < this.workers; i++) {
      const runner = options.makeRunner();
      this.all.push(runner);
      this.idle.push(runner);
    }
  }

  /** Replays running, waiting and promised. */
  get load(): number {
    return this.running + this.waiting.length + this.reserved;
  }

  /** A place for one replay, or false when every runner is busy and the queue is full. */
  reserve(): boolean {
    if (this.load >= this.workers + this.maxQueue) return false;
    this.reserved++;
    return true;
  }

  /** Gives back a place reserved and not used. */
  release(): void {
    this.reserved = Math.max(0, this.reserved - 1);
    this.notifyIfIdle();
  }

  /**
   * Replays a job in a place reserved before (or beyond the bound with `reserved: false`, for the replays a
   * restart resumes); the verdict, or a refusal naming the failure when the replay itself failed twice.
   */
  verify(job: VerifyJob, reserved = true): Promise<unknown> {
    if (reserved) this.reserved = Math.max(0, this.reserved - 1);
    return new Promise((resolve) => {
      this.waiting.push({ job, resolve });
      this.pump();
    });
  }

  /** Seconds a client should wait before trying again: the queue's work spread over the runners. */
  retryAfterSeconds(): number {
    const seconds = Math.ceil((this.load * this.meanMs) / this.workers / 1000);
    return Math.min(MAX_RETRY_S, Math.max(MIN_RETRY_S, seconds));
  }

  /**
   * Runs `work` (a replay and what is done with its verdict) counted as busy for whenIdle, so waiting for the pool
   * waits for the result to be settled too, not only replayed.
   */
  async settling<T>(work: () => Promise<T>): Promise<T> {
    this.settlingCount++;
    try {
      return await work();
    } finally {
      this.settlingCount--;
      this.notifyIfIdle();
    }
  }

  /** Resolves when no replay is running, waiting or promised, and no verdict is being settled. */
  whenIdle(): Promise<void> {
    if (this.load === 0 && this.settlingCount === 0) return Promise.resolve();
    return new Promise((resolve) => this.drained.push(resolve));
  }

  async close(): Promise<void> {
    await Promise.all(this.all.map((runner) => runner.close()));
  }

  private pump(): void {
    while (this.idle.length > 0 && this.waiting.length > 0) {
      const runner = this.idle.pop()!;
      const { job, resolve } = this.waiting.shift()!;
      this.running++;
      void this.run(runner, job).then((verdict) => {
        this.running--;
        this.idle.push(runner);
        resolve(verdict);
        this.pump();
        this.notifyIfIdle();
      });
    }
  }

  private async run(runner: TaskRunner, { game, job }: VerifyJob): Promise<unknown> {
    let failure = '';
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const start = performance.now();
      try {
        const verdict = await runner.run({ kind: 'replay', game, job });
        this.meanMs = this.meanMs * 0.8 + (performance.now() - start) * 0.2;
        return verdict;
      } catch (error) {
        failure = error instanceof Error ? error.message : String(error);
      }
    }
    return { ok: false, error: `the replay failed: ${failure}` } satisfies ReplayFailure;
  }

  private notifyIfIdle(): void {
    if (this.load > 0 || this.settlingCount > 0) return;
    for (const resolve of this.drained.splice(0)) resolve();
  }
}
