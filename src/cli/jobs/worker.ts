/**
 * A batch command's worker thread: it imports only the job module it is given (an engine and its record
 * handler), then answers chunks in turn with the protocol of the server's threads ({id, task} to {id, value}).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply } from '../../server/workers/tasks.ts';
import { type Chunk, runChunk } from './chunk.ts';
import { type ItemHandler, type JobSpec, loadHandler } from './job.ts';

const handler: Promise<ItemHandler<unknown>> = loadHandler(workerData as JobSpec);

parentPort?.on('message', async (request: { id: number; task: Chunk }) => {
  let reply: WorkerReply;
  try {
    reply = { id: request.id, value: runChunk(await handler, request.task) };
  } catch (error) {
    reply = {
      id: request.id,
      error: error instanceof Error ? (error.stack ?? error.message) : String(error),
    };
  }
  parentPort?.postMessage(reply);
});
