/**
 * WAL checkpoints off the request path. In WAL mode a commit appends its pages to the log; a checkpoint copies
 * them into the database file and syncs both (synchronous=NORMAL syncs only there). SQLite runs one on the
 * committing connection whenever the log passes wal_autocheckpoint pages (1,000 by default), so every couple of
 * hundred results one request waited for the copy and two fsyncs: the p99 of a write in the storage alone was
 * 4-12 ms, against 0.1-4 ms with checkpoints in a thread (5,000 writes, load 11 on the shared machine). Here a
 * thread with a connection of its own checkpoints every EVERY_MS instead, while the server's connection goes on
 * committing; its own automatic checkpoint stays as a fallback, set far above what the thread lets the log reach.
 *
 * Durability is unchanged: a commit is in the log before it is acknowledged, and a checkpoint killed half-way is
 * finished from the log on the next open. Against a power cut it is better than before: the log is synced at least
 * every EVERY_MS under writes, where the automatic checkpoint synced it only every 1,000 pages.
 */
import { Worker } from 'node:worker_threads';

/** How often the thread checkpoints (ms): under a steady load, about this much of the log waits to be copied. */
export const EVERY_MS = 250;
/** Log frames (pages) past which the thread makes the log start again (see checkpointWorker.mjs). */
export const RESTART_ABOVE_FRAMES = 8_000;
/** The server connection's own automatic checkpoint, kept as a fallback if the thread stops (pages). */
export const FALLBACK_AUTOCHECKPOINT = 20_000;

export interface WalCheckpoints {
  close(): Promise<void>;
}

/** Starts the checkpointing thread on a SQLite file in WAL mode (the file must exist). */
export function startWalCheckpoints(file: string, everyMs = EVERY_MS): WalCheckpoints {
  const worker = new Worker(new URL('./checkpointWorker.mjs', import.meta.url), {
    workerData: { file, everyMs, restartAboveFrames: RESTART_ABOVE_FRAMES },
  });
  worker.unref();
  let lastError = '';
  worker.on('message', (message: { error: string }) => {
    if (message.error !== lastError) console.error(`sqlite checkpoints: ${(lastError = message.error)}`);
  });
  worker.on('error', (error) => console.error(`sqlite checkpoints stopped: ${error.message}`));
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (worker.threadId === -1) return resolve();
        worker.once('exit', () => resolve());
        worker.postMessage('close');
      }),
  };
}
