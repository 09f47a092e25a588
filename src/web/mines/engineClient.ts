/** The page's handle on the engine worker: one promise per request, answered in order. */
import type { Move, Params, PlayStats } from '../../mines/index.ts';
import type { Envelope, Reply, Request } from './protocol.ts';

export type Snapshot = Extract<Reply, { type: 'snapshot' }>;
export type Played = Extract<Reply, { type: 'played' }>;

export class EngineRefused extends Error {}

export class EngineClient {
  private readonly worker = new Worker(new URL('./engineWorker.ts', import.meta.url), { type: 'module' });
  private readonly pending = new Map<number, (reply: Reply) => void>();
  private nextId = 1;

  constructor() {
    this.worker.onmessage = (event: MessageEvent<Envelope<Reply>>) => {
      const resolve = this.pending.get(event.data.id);
      this.pending.delete(event.data.id);
      resolve?.(event.data.body);
    };
    // A worker that fails (out of memory, a message it cannot read) answers nothing: refuse what waits on it,
    // so the page reports a game it cannot start instead of showing "Making the board…" for ever.
    this.worker.onerror = () => this.refuseAll('the engine worker failed');
    this.worker.onmessageerror = () => this.refuseAll('the engine worker sent an unreadable message');
  }

  private refuseAll(error: string): void {
    for (const resolve of this.pending.values()) resolve({ type: 'refused', error });
    this.pending.clear();
  }

  private request(body: Request): Promise<Reply> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.worker.postMessage({ id, body } satisfies Envelope<Request>);
    });
  }

  private async expect<T extends Reply['type']>(
    body: Request,
    type: T,
  ): Promise<Extract<Reply, { type: T }>> {
    const reply = await this.request(body);
    if (reply.type === 'refused') throw new EngineRefused(reply.error);
    if (reply.type !== type) throw new Error(`engine answered ${reply.type} to ${body.type}`);
    return reply as Extract<Reply, { type: T }>;
  }

  start(params: Params, seed: string, moves: readonly Move[], noGuess: boolean): Promise<Snapshot> {
    return this.expect({ type: 'start', params, seed, moves, noGuess }, 'snapshot');
  }

  /** The move's effect, or undefined when the engine refused it (e.g. a click queued after the game ended). */
  async play(move: Move): Promise<Played | undefined> {
    const reply = await this.request({ type: 'play', move });
    return reply.type === 'played' ? reply : undefined;
  }

  async stats(): Promise<PlayStats> {
    return (await this.expect({ type: 'stats' }, 'stats')).stats;
  }

  replayTo(moveCount: number): Promise<Snapshot> {
    return this.expect({ type: 'replayTo', moveCount }, 'snapshot');
  }

  terminate(): void {
    this.worker.terminate();
    this.refuseAll('closed');
  }
}
