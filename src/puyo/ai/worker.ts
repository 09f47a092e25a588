/**
 * A Web Worker entry for the AI (no DOM types needed): post `{ id, ai, request }`, receive
 * `{ id, decision }` or `{ id, error }`. Works the same under Node's worker_threads with a small adapter.
 */
import { decide } from './request.ts';
import type { AiDecision, AiRequest } from './types.ts';

export interface AiWorkerMessage {
  readonly id: number;
  readonly ai: string;
  readonly request: AiRequest;
}

export type AiWorkerReply =
  | { readonly id: number; readonly decision: AiDecision }
  | { readonly id: number; readonly error: string };

/**
 * Answers one message, whatever was posted: a decision, or an error naming what was wrong (the id is echoed only
 * when it is a number, so a reply never carries a stranger's data back).
 */
export function handleAiMessage(message: AiWorkerMessage): AiWorkerReply {
  const posted: unknown = message;
  const id = typeof posted === 'object' && posted !== null && Number.isFinite(message.id) ? message.id : -1;
  try {
    if (id === -1) throw new RangeError('a message must be an object with a numeric id, an ai and a request');
    return { id, decision: decide(message.ai, message.request) };
  } catch (error) {
    return { id, error: error instanceof Error ? error.message : String(error) };
  }
}

interface WorkerScope {
  onmessage: ((event: { data: AiWorkerMessage }) => void) | null;
  postMessage(reply: AiWorkerReply): void;
}

const scope = globalThis as unknown as Partial<WorkerScope>;
// Only inside a worker (a global postMessage and no window): answer each request in turn.
if (typeof scope.postMessage === 'function' && !('window' in globalThis) && 'onmessage' in globalThis) {
  scope.onmessage = (event) => scope.postMessage?.(handleAiMessage(event.data));
}
