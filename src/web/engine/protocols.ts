/**
 * The two message formats engine workers speak, as `WorkerProtocol`s for `WorkerClient`:
 * - envelopes, `{ id, body }` both ways, a refusal answered as `{ type: 'refused', error }` (Minesweeper's engine);
 * - the Puyo AI's `{ id, ai, request }`, answered `{ id, decision }` or `{ id, error }` (src/puyo/ai/worker.ts).
 */
import { isRecord } from '../../core/plainData.ts';
import { err, ok } from '../../core/result.ts';
import type { AiDecision, AiRequest } from '../../puyo/ai/index.ts';
import type { AiWorkerMessage } from '../../puyo/ai/worker.ts';
import type { WorkerProtocol } from './workerClient.ts';

/** A request and its answer wrapped with the id that pairs them. */
export interface Envelope<T> {
  readonly id: number;
  readonly body: T;
}

/** A worker's answer when it refuses a request. */
export interface Refusal {
  readonly type: 'refused';
  readonly error: string;
}

const idOf = (data: unknown): number | undefined =>
  isRecord(data) && Number.isSafeInteger(data.id) ? (data.id as number) : undefined;

/** Envelopes: answers are typed bodies, a `refused` one rejecting the request. */
export function envelopeProtocol<Request, Reply extends { readonly type: string }>(): WorkerProtocol<
  Request,
  Exclude<Reply, Refusal>
> {
  return {
    wrap: (id, body) => ({ id, body }) satisfies Envelope<Request>,
    unwrap: (data) => {
      const id = idOf(data);
      if (id === undefined) return undefined;
      const body = (data as { body?: unknown }).body;
      if (!isRecord(body) || typeof body.type !== 'string') return undefined;
      if (body.type === 'refused') return { id, answer: err(String(body.error)) };
      return { id, answer: ok(body as Exclude<Reply, Refusal>) };
    },
  };
}

/** What the page asks the Puyo AI: which AI, and what it sees. */
export interface AiQuestion {
  readonly ai: string;
  readonly request: AiRequest;
}

/** The Puyo AI worker's format. */
export const puyoAiProtocol: WorkerProtocol<AiQuestion, AiDecision> = {
  wrap: (id, { ai, request }) => ({ id, ai, request }) satisfies AiWorkerMessage,
  unwrap: (data) => {
    const id = idOf(data);
    if (id === undefined) return undefined;
    const { decision, error } = data as { decision?: unknown; error?: unknown };
    if (typeof error === 'string') return { id, answer: err(error) };
    return isRecord(decision) ? { id, answer: ok(decision as unknown as AiDecision) } : undefined;
  },
};
