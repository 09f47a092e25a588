/**
 * WAL checkpoints off the request path. In WAL mode a commit appends its pages to the log; a checkpoint copies
 * them into the database file and syncs both (synchronous=NORMAL syncs only there). SQLite runs one on the
 * committing connection whenever the log passes wal_autocheckpoint pages (1,000 by default), so every couple of
 * hundred results one request would wait for the copy and two fsyncs (several times the p99 of a write: figures
 * in bench/RESULTS.md). Here a thread with a connection of its own checkpoints every EVERY_MS instead, while the
 * server's connection goes on committing.
 *
 * The log starts again from its beginning only once all of it has been copied, which a checkpoint running beside
 * the writes does not see while results keep coming without a pause: then the log grows until the server
 * connection's own automatic checkpoint, kept at FALLBACK_AUTOCHECKPOINT pages, copies the little the thread has
 * not (no write is in progress during it, so it copies all) and the next write starts the log again. Waiting in
 * the thread for the writes to pause (a RESTART checkpoint) made a write wait for a thread the machine may not
 * schedule for a while.
 *
 * Durability: a commit is in the log before it is acknowledged, and a checkpoint killed half-way is finished from
 * the log on the next open. Against a power cut the log is synced at least every EVERY_MS under writes, where the
 * automatic checkpoint would sync it only every 1,000 pages.
 */
import { Worker } from 'node:worker_threads';

/** How often the thread checkpoints (ms): under a steady load, about this much of the log waits to be copied. */
export const EVERY_MS = 250;
/**
 * The server connection's own automatic checkpoint (pages, 4 KB each): how far the log grows under writes without
 * a pause, and the fallback should the thread stop.
 */
export const FALLBACK_AUTOCHECKPOINT = 8_000;

export interface WalCheckpoints {
  close(): Promise<void>;
}

/** Starts the checkpointing thread on a SQLite file in WAL mode (the file must exist). */
export function startWalCheckpoints(file: string, everyMs = EVERY_MS): WalCheckpoints {
  const worker = new Worker(new URL('./checkpointWorker.mjs', import.meta.url), {
    workerData: { file, everyMs },
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
