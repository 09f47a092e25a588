/**
 * A batch command's worker thread, as bundled with its job module (workerBundle.ts): it makes the item handler the
 * spec names, then answers chunks in turn with the protocol of the server's threads ({id, task} to {id, value}).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { WorkerReply } from '../../server/workers/tasks.ts';
import { type Chunk, runChunk } from './chunk.ts';
import { handlerFrom, type JobMakers, type JobSpec } from './job.ts';

export function serveChunks(jobModule: JobMakers): void {
  const handler = handlerFrom(jobModule, workerData as JobSpec);
  parentPort?.on('message', (request: { id: number; task: Chunk }) => {
    let reply: WorkerReply;
    try {
      reply = { id: request.id, value: runChunk(handler, request.task) };
    } catch (error) {
      reply = {
        id: request.id,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      };
    }
    parentPort?.postMessage(reply);
  });
}
