/** The page's handle on the Sudoku engine worker: the shared WorkerClient, one method per request. */
import type { Hint, Level, SudokuState } from '../../sudoku/index.ts';
import { envelopeProtocol } from '../engine/protocols.ts';
import { WorkerClient } from '../engine/workerClient.ts';
import type { AddressError } from './address.ts';
import type { Reply, Request } from './protocol.ts';

export type Made =
  | { readonly ok: true; readonly state: SudokuState }
  | { readonly ok: false; readonly reason: AddressError };

export class SudokuEngine {
  private readonly client = new WorkerClient(
    new Worker(new URL('./engineWorker.ts', import.meta.url), { type: 'module' }),
    envelopeProtocol<Request, Reply>(),
  );

  /** Puzzle `n` of a level; answers still due for the game before are dropped. */
  async make(level: Level, n: number): Promise<Made> {
    return made(await this.client.startOver({ type: 'make', level, n }));
  }

  /** Any puzzle, played when it can be (a unique solution), else refused with the reason. */
  async take(puzzle: string): Promise<Made> {
    return made(await this.client.startOver({ type: 'take', puzzle }));
  }

  async hint(state: SudokuState): Promise<Hint> {
    const reply = await this.client.request({ type: 'hint', state });
    if (reply.type !== 'hint') throw new Error(`engine answered ${reply.type} to hint`);
    return reply.hint;
  }

  terminate(): void {
    this.client.terminate();
  }
}

function made(reply: Exclude<Reply, { type: 'refused' }>): Made {
  if (reply.type === 'made') return { ok: true, state: reply.state };
  if (reply.type === 'unplayable') return { ok: false, reason: reply.reason };
  throw new Error(`engine answered ${reply.type} to a new puzzle`);
}
