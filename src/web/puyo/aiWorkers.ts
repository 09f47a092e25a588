/**
 * The page's AI workers, each started when first needed: the opponent's, and the coach's, which is its own so the
 * opponent's answers never wait behind it.
 */
import type { AiDecision } from '../../puyo/ai/index.ts';
import { type AiQuestion, puyoAiProtocol } from '../engine/protocols.ts';
import { WorkerClient } from '../engine/workerClient.ts';

export type AiClient = WorkerClient<AiQuestion, AiDecision>;

const startWorker = (): AiClient =>
  new WorkerClient(
    new Worker(new URL('../../puyo/ai/worker.ts', import.meta.url), { type: 'module' }),
    puyoAiProtocol,
  );

export class AiWorkers {
  private opponentClient: AiClient | undefined;
  private coachClient: AiClient | undefined;

  opponent(): AiClient {
    this.opponentClient ??= startWorker();
    return this.opponentClient;
  }

  coach(): AiClient {
    this.coachClient ??= startWorker();
    return this.coachClient;
  }

  terminate(): void {
    this.opponentClient?.terminate();
    this.coachClient?.terminate();
  }
}
