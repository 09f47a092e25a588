/// <reference lib="webworker" />
/** The engine worker: one live game, plus a second state for replaying the live game's log. */
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
import type { Envelope, GameView, Reply, Request } from './protocol.ts';

let live: MinesState | undefined;
let log: Move[] = [];
let bbbv: number | null = null;
let replay: { state: MinesState; played: number } | undefined;

function view(state: MinesState, moveCount: number): GameView {
  if (bbbv === null && state.minesPlaced && state === live) bbbv = boardMetrics(state.board).bbbv;
  return {
    phase: state.phase,
    minesLeft: minesLeft(state),
    flagMode: state.flagMode,
    startedAt: state.startedAt,
    elapsedMs: elapsed(state, state.lastAt),
    bbbv: state.minesPlaced ? (state === live ? bbbv : boardMetrics(state.board).bbbv) : null,
    moveCount,
  };
}

/** Plays a log onto a state; the error names the refused move. */
function playAll(state: MinesState, moves: readonly Move[]): string | undefined {
  for (let i = 0; i < moves.length; i++) {
    const outcome = play(state, moves[i]);
    if (!outcome.ok) return `move ${i + 1}: ${outcome.error}`;
  }
  return undefined;
}

function handle(request: Request): { reply: Reply; transfer: Transferable[] } {
  const refuse = (error: string) => ({ reply: { type: 'refused', error } as Reply, transfer: [] });
  switch (request.type) {
    case 'start': {
      let state: MinesState;
      try {
        state = newGame(request.params, request.seed);
      } catch (error) {
        return refuse(String(error instanceof Error ? error.message : error));
      }
      const problem = playAll(state, request.moves);
      if (problem) return refuse(problem);
      live = state;
      log = [...request.moves];
      bbbv = null;
      replay = undefined;
      const tiles = state.tiles.slice();
      return { reply: { type: 'snapshot', tiles, view: view(state, log.length) }, transfer: [tiles.buffer] };
    }
    case 'play': {
      if (!live) return refuse('no game');
      const outcome = play(live, request.move);
      if (!outcome.ok) return refuse(outcome.error);
      log.push(request.move);
      const changed = outcome.value.changed.slice();
      const values = new Uint8Array(changed.length);
      for (let i = 0; i < changed.length; i++) values[i] = live.tiles[changed[i]];
      return {
        reply: { type: 'played', changed, values, view: view(live, log.length) },
        transfer: [changed.buffer, values.buffer],
      };
    }
    case 'stats':
      if (!live) return refuse('no game');
      return { reply: { type: 'stats', stats: playStats(live) }, transfer: [] };
    case 'replayTo': {
      if (!live) return refuse('no game');
      const target = Math.max(0, Math.min(log.length, request.moveCount));
      if (!replay || replay.played > target) {
        replay = { state: newGame(live.params, live.seed), played: 0 };
      }
      const problem = playAll(replay.state, log.slice(replay.played, target));
      if (problem) return refuse(problem);
      replay.played = target;
      const tiles = replay.state.tiles.slice();
      return {
        reply: { type: 'snapshot', tiles, view: view(replay.state, target) },
        transfer: [tiles.buffer],
      };
    }
  }
}

self.onmessage = (event: MessageEvent<Envelope<Request>>) => {
  const { id, body } = event.data;
  let result: { reply: Reply; transfer: Transferable[] };
  try {
    result = handle(body);
  } catch (error) {
    result = { reply: { type: 'refused', error: `engine error: ${String(error)}` }, transfer: [] };
  }
  (self as unknown as DedicatedWorkerGlobalScope).postMessage({ id, body: result.reply }, result.transfer);
};
