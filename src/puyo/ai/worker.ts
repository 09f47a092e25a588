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

export function handleAiMessage(message: AiWorkerMessage): AiWorkerReply {
  try {
    return { id: message.id, decision: decide(message.ai, message.request) };
  } catch (error) {
    return { id: message.id, error: error instanceof Error ? error.message : String(error) };
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
