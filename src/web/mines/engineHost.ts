/**
 * The engine side of the worker protocol, free of worker plumbing so tests run it directly: one live game, plus
 * a second state for replaying the live game's log.
 */
import {
  boardMetrics,
  elapsed,
  type MinesState,
  type Move,
  minesLeft,
  newGame,
  play,
  playStats,
} from '../../mines/index.ts';
import type { GameView, Reply, Request } from './protocol.ts';

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

const refuse = (error: string): HostReply => ({ reply: { type: 'refused', error }, transfer: [] });

export class EngineHost {
  private live: MinesState | undefined;
  private log: Move[] = [];
  private bbbv: number | null = null;
  private replay: { state: MinesState; played: number } | undefined;

  handle(request: Request): HostReply {
    try {
      return this.dispatch(request);
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
        this.log = [...request.moves];
        this.bbbv = null;
        this.replay = undefined;
        return this.snapshot(state, this.log.length);
      }
      case 'play': {
        const live = this.live;
        if (!live) return refuse('no game');
        const outcome = play(live, request.move);
        if (!outcome.ok) return refuse(outcome.error);
        this.log.push(request.move);
        const changed = outcome.value.changed.slice();
        const values = new Uint8Array(changed.length);
        for (let i = 0; i < changed.length; i++) values[i] = live.tiles[changed[i]];
        return {
          reply: { type: 'played', changed, values, view: this.view(live, this.log.length) },
          transfer: [changed.buffer, values.buffer],
        };
      }
      case 'stats':
        if (!this.live) return refuse('no game');
        return { reply: { type: 'stats', stats: playStats(this.live) }, transfer: [] };
      case 'replayTo': {
        const live = this.live;
        if (!live) return refuse('no game');
        const target = Math.max(0, Math.min(this.log.length, request.moveCount));
        if (!this.replay || this.replay.played > target)
          this.replay = { state: newGame(live.params, live.seed), played: 0 };
        const problem = playAll(this.replay.state, this.log.slice(this.replay.played, target));
        if (problem) return refuse(problem);
        this.replay.played = target;
        return this.snapshot(this.replay.state, target);
      }
    }
  }
}
