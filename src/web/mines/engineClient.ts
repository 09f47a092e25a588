/** The page's handle on Minesweeper's engine worker: the generic WorkerClient, with one method per request. */
import type { Move, Params, PlayStats } from '../../mines/index.ts';
import { envelopeProtocol } from '../engine/protocols.ts';
import { WorkerClient, WorkerRefused } from '../engine/workerClient.ts';
import type { Reply, Request } from './protocol.ts';

export type Snapshot = Extract<Reply, { type: 'snapshot' }>;
export type Played = Extract<Reply, { type: 'played' }>;

export class EngineClient {
  private readonly client = new WorkerClient(
    new Worker(new URL('./engineWorker.ts', import.meta.url), { type: 'module' }),
    envelopeProtocol<Request, Reply>(),
  );

  private async expect<T extends Reply['type']>(
    body: Request,
    type: T,
    startOver = false,
  ): Promise<Extract<Reply, { type: T }>> {
    const reply = await (startOver ? this.client.startOver(body) : this.client.request(body));
    if (reply.type !== type) throw new Error(`engine answered ${reply.type} to ${body.type}`);
    return reply as Extract<Reply, { type: T }>;
  }

  /** A new game (or a saved one replayed): answers still due for the game before are dropped. */
  start(params: Params, seed: string, moves: readonly Move[], noGuess: boolean): Promise<Snapshot> {
    return this.expect({ type: 'start', params, seed, moves, noGuess }, 'snapshot', true);
  }

  /** The move's effect, or undefined when the engine refused it (e.g. a click queued after the game ended). */
  async play(move: Move): Promise<Played | undefined> {
    try {
      return await this.expect({ type: 'play', move }, 'played');
    } catch (error) {
      if (error instanceof WorkerRefused) return undefined;
      throw error;
    }
  }

  async stats(): Promise<PlayStats> {
    return (await this.expect({ type: 'stats' }, 'stats')).stats;
  }

  replayTo(moveCount: number): Promise<Snapshot> {
    return this.expect({ type: 'replayTo', moveCount }, 'snapshot');
  }

  terminate(): void {
    this.client.terminate();
  }
}
