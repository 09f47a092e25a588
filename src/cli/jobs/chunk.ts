/** A chunk of items sent to a runner at once, and what comes back (plain data, so it crosses to a thread). */
import type { ItemHandler, JobOutput } from './job.ts';

export interface Chunk {
  /** Index of the first item. */
  readonly first: number;
  readonly items: readonly unknown[];
}

export interface ChunkResult {
  readonly outputs: readonly JobOutput[];
  /** Time spent on the items, for sizing the next chunks. */
  readonly ms: number;
}

export function runChunk(handle: ItemHandler<unknown>, chunk: Chunk): ChunkResult {
  const start = performance.now();
  const outputs = chunk.items.map((item, i) => handle(item, chunk.first + i));
  return { outputs, ms: performance.now() - start };
}
