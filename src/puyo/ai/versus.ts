/**
 * Versus play: two AIs in a full tick-driven match (engine match.ts, garbage and margin time included). When a
 * player's pair appears, its AI decides a placement from what that player can see (own field, current and two
 * next pairs, garbage waiting on both sides, the opponent's field); planInputs turns it into per-tick inputs.
 * The AI thinks between ticks, so its computing time never costs game time: a match depends only on its seed.
 */
import type { Seed } from '../../core/rng.ts';
import {
  type MatchResult,
  type MatchState,
  newMatch,
  planInputs,
  stepMatch,
  upcomingPair,
} from '../index.ts';
import type { AiState, PuyoAi } from './player.ts';

export interface VersusOptions {
  readonly seed: Seed;
  /** The match is a draw after this many ticks (default 20 minutes of play). */
  readonly maxTicks?: number;
  /** A clock in ms, only to report time per move. */
  readonly now?: () => number;
}

export interface VersusPlayerStats {
  readonly moves: number;
  readonly longestChain: number;
  readonly score: number;
  readonly msPerMove: number;
}

export interface VersusGame {
  readonly seed: string;
  readonly result: MatchResult;
  readonly ticks: number;
  readonly p1: VersusPlayerStats;
  readonly p2: VersusPlayerStats;
}

const DEFAULT_MAX_TICKS = 20 * 60 * 60;

export function playVersus(ai1: PuyoAi, ai2: PuyoAi, options: VersusOptions): VersusGame {
  const match = newMatch(options.seed);
  const ais = [ai1, ai2];
  const plans: number[][] = [[], []];
  const planned = [-1, -1];
  const moves = [0, 0];
  const thinking = [0, 0];
  const maxTicks = options.maxTicks ?? DEFAULT_MAX_TICKS;
  while (match.result === null && match.tick < maxTicks) {
    const inputs = [0, 0];
    for (let p = 0; p < 2; p++) {
      const player = match.players[p];
      if (player.phase !== 'move' || player.piece === null) continue;
      if (planned[p] !== player.nextPair) {
        planned[p] = player.nextPair;
        const t0 = options.now?.() ?? 0;
        const { placement } = ais[p].decide(aiState(match, p));
        thinking[p] += (options.now?.() ?? 0) - t0;
        moves[p]++;
        // An unreachable placement (never chosen by our AIs) just drops the pair where it is.
        plans[p] = planInputs(player.field, placement) ?? [];
        plans[p].reverse();
      }
      inputs[p] = plans[p].pop() ?? 0;
    }
    stepMatch(match, inputs[0], inputs[1]);
  }
  const stats = (p: number): VersusPlayerStats => ({
    moves: moves[p],
    longestChain: match.players[p].longestChain,
    score: match.players[p].score,
    msPerMove: moves[p] > 0 ? thinking[p] / moves[p] : 0,
  });
  return {
    seed: String(options.seed),
    result: match.result ?? 'draw',
    ticks: match.tick,
    p1: stats(0),
    p2: stats(1),
  };
}

/** What player p knows when its pair appears. */
export function aiState(match: MatchState, p: number): AiState {
  const me = match.players[p];
  const them = match.players[1 - p];
  const piece = me.piece;
  return {
    field: me.field,
    queue: [
      piece === null ? upcomingPair(match, p) : piece.pair,
      upcomingPair(match, p, 0),
      upcomingPair(match, p, 1),
    ],
    incomingGarbage: me.garbage.pending + me.garbage.incoming,
    opponent: { field: them.field, incomingGarbage: them.garbage.pending + them.garbage.incoming },
  };
}
