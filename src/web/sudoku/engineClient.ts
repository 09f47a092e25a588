/** The page's handle on the Sudoku engine worker: the shared WorkerClient, one method per request. */
import type { Hint, Level, SudokuState } from '../../sudoku/index.ts';
import { envelopeProtocol } from '../engine/protocols.ts';
import { WorkerClient } from '../engine/workerClient.ts';
import type { AddressError } from './address.ts';
import type { Reply, Request, Verdict } from './protocol.ts';

export type Made =
  | { readonly ok: true; readonly state: SudokuState }
  | { readonly ok: false; readonly reason: AddressError };

export class SudokuEngine {
  private toPrepare: { readonly level: Level; readonly n: number }[] = [];
  /** A prepare request is out (a new puzzle's startOver drops it unanswered: `preparing` is reset there). */
  private preparing = false;
  private readonly client = new WorkerClient(
    new Worker(new URL('./engineWorker.ts', import.meta.url), { type: 'module' }),
    envelopeProtocol<Request, Reply>(),
  );

  /** Puzzle `n` of a level; answers still due for the game before are dropped. */
  async make(level: Level, n: number): Promise<Made> {
    this.preparing = false;
    return made(await this.client.startOver({ type: 'make', level, n }));
  }

  /**
   * Puzzles for the worker to make ahead of time, one at a time, so a request made meanwhile waits for one puzzle
   * at most (a later `make` finds them ready). A new list replaces what was left of the last one.
   */
  prepare(puzzles: readonly { readonly level: Level; readonly n: number }[]): void {
    this.toPrepare = [...puzzles];
    if (!this.preparing) this.prepareNext();
  }

  private prepareNext(): void {
    const next = this.toPrepare.shift();
    this.preparing = next !== undefined;
    if (next)
      this.client.request({ type: 'prepare', ...next }).then(
        () => this.prepareNext(),
        () => {
          this.preparing = false; // a failed worker is reported by the next request that waits for an answer
        },
      );
  }

  /** Any puzzle, played when it can be (a unique solution), else refused with the reason. */
  async take(puzzle: string): Promise<Made> {
    this.preparing = false;
    return made(await this.client.startOver({ type: 'take', puzzle }));
  }

  async judge(puzzle: string): Promise<Verdict> {
    const reply = await this.client.request({ type: 'judge', puzzle });
    if (reply.type !== 'judged') throw new Error(`engine answered ${reply.type} to judge`);
    return reply.verdict;
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
