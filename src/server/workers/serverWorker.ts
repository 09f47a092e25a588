/**
 * The server's worker threads: the work too heavy for the request path, one task at a time. `puyo` replays a
 * ranked match with its AI re-run (puyoRanked.ts); `sudoku` makes a numbered puzzle ahead of its deal
 * (sudokuDeals.ts). Each reply carries the task's id, with the value or the error's message.
 */
import { parentPort } from 'node:worker_threads';
import { runTask, type WorkerReply, type WorkerRequest } from './tasks.ts';

parentPort?.on('message', (request: WorkerRequest) => {
  let reply: WorkerReply;
  try {
    reply = { id: request.id, value: runTask(request.task) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  parentPort?.postMessage(reply);
});
