/**
 * The server's worker threads: the work too heavy for the request path, one task at a time (tasks.ts): a queued
 * result's replay (a Puyo match with its AI re-run), or a numbered Sudoku puzzle made ahead of its deal. Each
 * reply carries the task's id, with the value or the error's message.
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
