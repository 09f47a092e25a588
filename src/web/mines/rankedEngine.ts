/**
 * A ranked game's engine: the board is on the server (POST /api/games/:id/moves), so this answers the page as the
 * worker engine does (a snapshot to start, the cells each move changed), from what the server tells. Moves go one
 * at a time, in the order played (the server takes them in the order they arrive). When the game ends the server
 * gives its seed, and the worker engine replays the server's own log: statistics and the replay come from it, with
 * the server's times. A move the server cannot take (offline, refused) is reported and answered with nothing, so
 * the page goes on and the player can click again.
 */
import { type Move, type Params, parseMoveLog, Tile } from '../../mines/index.ts';
import type { MoveAnswer } from '../ranked/answers.ts';
import type { RankedClient, RankedError, RankedMove } from '../ranked/client.ts';
import type { EngineClient, Played, Snapshot } from './engineClient.ts';
import type { GameView } from './protocol.ts';

/** What the page asks of an engine: the worker's, or a ranked game's on the server. */
export type MinesEngine = Pick<EngineClient, 'play' | 'stats' | 'replayTo'>;

/** The end of a ranked game as the server told it. */
export type RankedEnd = Required<Pick<MoveAnswer, 'seed' | 'result'>> & {
  /** The server's log (its own times), when it could be read back; else the page's moves. */
  readonly moves: readonly Move[];
};

/** A ranked game in play that a reloaded page goes on with: what the server said its player has seen of it. */
export interface ResumedPlay {
  /** Every cell not covered, as [index, tile]. */
  readonly cells: readonly (readonly [number, number])[];
  readonly view: GameView;
  /** The moves the server took, with its times. */
  readonly moves: readonly Move[];
}

export class RankedEngine implements MinesEngine {
  private queue: Promise<unknown> = Promise.resolve();
  private view: GameView;
  private ending: RankedEnd | undefined;
  /** The moves the server took, with the page's times (the log when the server's cannot be read back). */
  private readonly taken: Move[] = [];

  constructor(
    private readonly client: Pick<RankedClient, 'move' | 'record'>,
    private readonly worker: Pick<EngineClient, 'start' | 'stats' | 'replayTo'>,
    private readonly gameId: string,
    /** The secret of the player the game was dealt to: the server takes a move only with it. */
    private readonly secret: string,
    private readonly params: Params,
    private readonly report: (error: RankedError) => void,
    private readonly resumed?: ResumedPlay,
  ) {
    this.view = resumed?.view ?? {
      phase: 'ready',
      minesLeft: params.mines,
      flagMode: false,
      startedAt: null,
      elapsedMs: 0,
      bbbv: null,
      moveCount: 0,
    };
    if (resumed) this.taken.push(...resumed.moves);
  }

  /** The board as the game starts: every cell covered, or for a game resumed the cells its player saw. */
  snapshot(): Snapshot {
    const tiles = new Uint8Array(this.params.width * this.params.height).fill(Tile.Covered);
    for (const [index, tile] of this.resumed?.cells ?? []) if (index < tiles.length) tiles[index] = tile;
    return { type: 'snapshot', tiles, view: this.view };
  }

  /** How the game ended; undefined while it is played. */
  get end(): RankedEnd | undefined {
    return this.ending;
  }

  play(move: Move): Promise<Played | undefined> {
    const next = this.queue.then(() => this.send(move));
    this.queue = next.catch(() => undefined);
    return next;
  }

  stats() {
    return this.worker.stats();
  }

  replayTo(moveCount: number): Promise<Snapshot> {
    return this.worker.replayTo(moveCount);
  }

  private async send(move: Move): Promise<Played | undefined> {
    if (this.view.phase === 'won' || this.view.phase === 'lost') return undefined;
    const { at, ...sent } = move;
    const answer = await this.client.move(this.gameId, this.secret, sent as RankedMove);
    if (!answer.ok) {
      this.report(answer.error);
      return undefined;
    }
    this.taken.push(move);
    const { phase, cells, minesLeft, timeMs, seed, result } = answer.value;
    const flagMode = move.kind === 'flagMode' ? !this.view.flagMode : this.view.flagMode;
    this.view = {
      phase,
      minesLeft,
      flagMode,
      startedAt: this.view.startedAt ?? (phase === 'ready' ? null : at),
      elapsedMs: timeMs,
      bbbv: null,
      moveCount: this.view.moveCount + 1,
    };
    if (seed !== undefined && result !== undefined) await this.ended(seed, result);
    return {
      type: 'played',
      changed: Int32Array.from(cells, ([index]) => index),
      values: Uint8Array.from(cells, ([, tile]) => tile),
      view: this.view,
    };
  }

  /** The game is over: the worker engine replays the server's log on the board the server now shows. */
  private async ended(seed: string, result: NonNullable<MoveAnswer['result']>): Promise<void> {
    const record = await this.client.record(result.id);
    const log = record.ok ? parseMoveLog(record.value.log) : undefined;
    const moves = log?.ok && log.value.length === this.taken.length ? log.value : this.taken;
    this.ending = { seed, result, moves };
    const snapshot = await this.worker.start(this.params, seed, moves, false);
    this.view = { ...this.view, bbbv: snapshot.view.bbbv };
  }
}
