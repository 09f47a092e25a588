/**
 * One worker thread (serverWorker.ts, or the entry given) that runs tasks in turn. A thread that dies (a crash, an out-of-memory)
 * fails the tasks it had and is started again for the next one. Threads are unref'd: an idle one never keeps
 * the process alive.
 */
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { WorkerReply, WorkerTask } from './tasks.ts';

const ENTRY = new URL('./serverWorker.mjs', import.meta.url);

/** Runs a task somewhere and gives its value: a thread here, the same function inline in tests. */
export interface TaskRunner<Task = WorkerTask> {
  run(task: Task): Promise<unknown>;
  close(): Promise<void>;
}

/** The thread's entry answers `{id, task}` messages with `{id, value}` or `{id, error}` (tasks.ts). */
export class ThreadRunner<Task = WorkerTask> implements TaskRunner<Task> {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (e: Error) => void }
  >();

  constructor(
    private readonly entry: URL = ENTRY,
    private readonly workerData?: unknown,
    private readonly resourceLimits?: ResourceLimits,
  ) {}

  run(task: Task): Promise<unknown> {
    const worker = this.thread();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage({ id, task });
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    if (worker === undefined) return;
    // Until it has stopped, a timer holds the process: with only the thread to wait for (even ref'd), Node could
    // end the process with this await unsettled (exit status 13, seen after Ctrl+C on a batch command).
    const holding = setInterval(() => {}, 1000);
    try {
      await worker.terminate();
    } finally {
      clearInterval(holding);
    }
  }

  private thread(): Worker {
    if (this.worker !== undefined) return this.worker;
    const worker = new Worker(this.entry, {
      workerData: this.workerData,
      resourceLimits: this.resourceLimits,
    });
    worker.unref();
    worker.on('message', (reply: WorkerReply) => {
      const waiter = this.waiting.get(reply.id);
      if (waiter === undefined) return;
      this.waiting.delete(reply.id);
      if (this.waiting.size === 0) worker.unref();
      if ('error' in reply) waiter.reject(new Error(reply.error));
      else waiter.resolve(reply.value);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const waiter of this.waiting.values()) waiter.reject(error);
      this.waiting.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`the worker thread stopped (exit code ${code})`)));
    this.worker = worker;
    return worker;
  }
}

/** Runs tasks on the calling thread (for tests and tools that need no threads). */
export const inlineRunner = <Task = WorkerTask>(run: (task: Task) => unknown): TaskRunner<Task> => ({
  run: (task) =>
    new Promise((resolve, reject) =>
      setImmediate(() => {
        try {
          resolve(run(task));
        } catch (error) {
          reject(error);
        }
      }),
    ),
  close: async () => {},
});
