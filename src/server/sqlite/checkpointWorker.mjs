// The thread of walCheckpoints.ts: plain JavaScript needing nothing but better-sqlite3, so it starts in
// milliseconds without the TypeScript loader the server's other worker threads register.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const { file, everyMs } = workerData;
const db = new Database(file, { fileMustExist: true });
db.pragma('busy_timeout = 1000');

const timer = setInterval(() => {
  try {
    // Copies what the log holds into the file without waiting for the server's writes (they go on meanwhile).
    db.pragma('wal_checkpoint(PASSIVE)');
  } catch (error) {
    // Busy (another process on the file checkpointing): the next turn tries again.
    parentPort.postMessage({ error: error.message });
  }
}, everyMs);

parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
