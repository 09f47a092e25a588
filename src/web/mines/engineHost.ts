/**
 * The engine side of the worker protocol, free of worker plumbing so tests run it directly: one live game, plus
 * a replay cursor over the live game's log.
 */
import { describeReplayError, ReplayCursor } from '../../core/replayCursor.ts';
import {
  boardMetrics,
  elapsed,
  type MinesState,
  type Move,
  minesLeft,
  minesweeper,
  newGame,
  play,
  playStats,
  Tile,
} from '../../mines/index.ts';
import type { Envelope } from '../engine/protocols.ts';
import { searchNoGuess } from './noGuessSearch.ts';
import { type GameView, type Reply, type Request, readRequest } from './protocol.ts';

/** How long the first click of a no-guess game may search before it settles for the board it has. */
export const NO_GUESS_BUDGET_MS = 4000;

export interface HostReply {
  readonly reply: Reply;
  /** Buffers to move (not copy) to the page. */
  readonly transfer: ArrayBuffer[];
}

/** Plays a log onto a state; the error names the refused move. */
function playAll(state: MinesState, moves: readonly Move[]): string | undefined {
  for (let i = 0; i < moves.length; i++) {
    const outcome = play(state, moves[i]);
    if (!outcome.ok) return `move ${i + 1}: ${outcome.error}`;
  }
  return undefined;
}

/** Every cell that is not covered: after a no-guess search the page gets the whole new picture. */
function changedCells(tiles: Uint8Array): Int32Array {
  const cells: number[] = [];
  for (let i = 0; i < tiles.length; i++) if (tiles[i] !== Tile.Covered) cells.push(i);
  return Int32Array.from(cells);
}

const refuse = (error: string): HostReply => ({ reply: { type: 'refused', error }, transfer: [] });

export class EngineHost {
  private live: MinesState | undefined;
  private seed = '';
  private noGuess = false;
  private log: Move[] = [];
  private bbbv: number | null = null;
  /** Opened at the first replay request, closed when the log changes. */
  private replay: ReplayCursor<MinesState['params'], MinesState, Move, unknown> | undefined;

  /** Answers any request the page sends: one that is not a Request is refused, naming what is wrong. */
  handle(body: unknown): HostReply {
    const request = readRequest(body);
    if (!request.ok) return refuse(`bad request: ${request.error}`);
    try {
      return this.dispatch(request.value);
    } catch (error) {
      return refuse(`engine error: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private view(state: MinesState, moveCount: number): GameView {
    let bbbv: number | null = null;
    if (state.minesPlaced) {
      if (state !== this.live) bbbv = boardMetrics(state.board).bbbv;
      else bbbv = this.bbbv ??= boardMetrics(state.board).bbbv;
    }
    return {
      phase: state.phase,
      minesLeft: minesLeft(state),
      flagMode: state.flagMode,
      startedAt: state.startedAt,
      elapsedMs: elapsed(state, state.lastAt),
      bbbv,
      moveCount,
    };
  }

  private snapshot(state: MinesState, moveCount: number): HostReply {
    const tiles = state.tiles.slice();
    return {
      reply: { type: 'snapshot', tiles, view: this.view(state, moveCount) },
      transfer: [tiles.buffer],
    };
  }

  private dispatch(request: Request): HostReply {
    switch (request.type) {
      case 'start': {
        const state = newGame(request.params, request.seed);
        const problem = playAll(state, request.moves);
        if (problem) return refuse(problem);
        this.live = state;
        this.seed = request.seed;
        this.noGuess = request.noGuess;
        this.log = [...request.moves];
        this.bbbv = null;
        this.replay = undefined;
        return this.snapshot(state, this.log.length);
      }
      case 'play': {
        let live = this.live;
        if (!live) return refuse('no game');
        const placing = !live.minesPlaced;
        const outcome = play(live, request.move);
        if (!outcome.ok) return refuse(outcome.error);
        let noGuess: { seed: string; found: boolean } | undefined;
        let changed: Int32Array = outcome.value.changed.slice();
        if (placing && live.minesPlaced && this.noGuess && request.move.kind !== 'flagMode') {
          const deadline = performance.now() + NO_GUESS_BUDGET_MS;
          const found = searchNoGuess(
            live.params,
            this.seed,
            this.log,
            request.move,
            () => performance.now() > deadline,
          );
          noGuess = { seed: found.seed, found: found.found };
          this.seed = found.seed;
          this.live = live = found.state;
          changed = changedCells(live.tiles);
        }
        this.log.push(request.move);
        this.replay = undefined;
        const values = new Uint8Array(changed.length);
        for (let i = 0; i < changed.length; i++) values[i] = live.tiles[changed[i]];
        return {
          reply: { type: 'played', changed, values, view: this.view(live, this.log.length), noGuess },
          transfer: [changed.buffer as ArrayBuffer, values.buffer],
        };
      }
      case 'stats':
        if (!this.live) return refuse('no game');
        return { reply: { type: 'stats', stats: playStats(this.live) }, transfer: [] };
      case 'replayTo': {
        const live = this.live;
        if (!live) return refuse('no game');
        if (!this.replay) {
          const record = { params: live.params, seed: this.seed, moves: [...this.log] };
          const opened = ReplayCursor.open(minesweeper, record, { atEnd: true });
          if (!opened.ok) return refuse(describeReplayError(opened.error));
          this.replay = opened.value;
        }
        const position = this.replay.seek(request.moveCount);
        return this.snapshot(this.replay.state, position);
      }
    }
  }
}

/**
 * The worker's answer to a message: the reply with the request's id, or undefined when the message has no id to
 * answer (the page always sends one; anything else is dropped rather than crash the worker).
 */
export function answer(
  host: EngineHost,
  data: unknown,
): { envelope: Envelope<Reply>; transfer: ArrayBuffer[] } | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { id, body } = data as { id?: unknown; body?: unknown };
  if (!Number.isSafeInteger(id)) return undefined;
  const { reply, transfer } = host.handle(body);
  return { envelope: { id: id as number, body: reply }, transfer };
}
