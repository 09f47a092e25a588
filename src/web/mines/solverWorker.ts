/// <reference lib="webworker" />
/** The solver worker: hints, probabilities and analyses for the page (see solverHost.ts). */
import { handleSolverRequest, type SolverReply, type SolverRequest } from './solverHost.ts';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (event: MessageEvent<{ id?: unknown; body?: unknown }>) => {
  const { id, body } = event.data ?? {};
  if (!Number.isSafeInteger(id) || typeof body !== 'object' || body === null) return;
  const answered = handleSolverRequest(body as SolverRequest, () => performance.now());
  const reply: SolverReply = answered.ok ? answered.value : { type: 'refused', error: answered.error };
  scope.postMessage({ id, body: reply });
};
