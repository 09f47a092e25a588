/** The page's handle on the solver worker, started when first asked: one method per question. */
import type { Params } from '../../mines/index.ts';
import type { GameAnalysis } from '../../mines/solver/analysis.ts';
import type { Hint } from '../../mines/solver/index.ts';
import { envelopeProtocol } from '../engine/protocols.ts';
import { WorkerClient } from '../engine/workerClient.ts';
import type { Position, SolverReply, SolverRequest } from './solverHost.ts';

export type ProbabilityView = Extract<SolverReply, { type: 'probabilities' }>;

export class SolverClient {
  private client: WorkerClient<SolverRequest, Exclude<SolverReply, { type: 'refused' }>> | undefined;

  private ask<T extends SolverReply['type']>(
    body: SolverRequest,
    type: T,
  ): Promise<Extract<SolverReply, { type: T }>> {
    this.client ??= new WorkerClient(
      new Worker(new URL('./solverWorker.ts', import.meta.url), { type: 'module' }),
      envelopeProtocol<SolverRequest, SolverReply>(),
    );
    return this.client.request(body).then((reply) => {
      if (reply.type !== type) throw new Error(`the solver answered ${reply.type} to ${body.type}`);
      return reply as Extract<SolverReply, { type: T }>;
    });
  }

  async hint(position: Position): Promise<Hint> {
    return (await this.ask({ type: 'hint', position }, 'hint')).hint;
  }

  probabilities(position: Position): Promise<ProbabilityView> {
    return this.ask({ type: 'probabilities', position }, 'probabilities');
  }

  async analyse(params: Params, seed: string, moves: string): Promise<GameAnalysis> {
    return (await this.ask({ type: 'analyse', params, seed, moves }, 'analysis')).analysis;
  }

  terminate(): void {
    this.client?.terminate();
  }
}
