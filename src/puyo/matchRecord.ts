/** A match as data: its seed and input log (replayed through the shared core `Game`), and its plain-data view. */
import { type Game, type ReplayError, replay } from '../core/game.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { RngState, Seed } from '../core/rng.ts';
import type { GarbageQueue } from './garbage.ts';
import {
  DEFAULT_MATCH_PARAMS,
  type FallingPair,
  type MatchEvent,
  type MatchParams,
  type MatchResult,
  type MatchState,
  newMatch,
  type Phase,
  stepMatch,
} from './match.ts';

/** Input log: one number per tick, player 1's flags in bits 0-4 and player 2's in bits 5-9. */
export const packInputs = (input1: number, input2: number): number => (input1 & 31) | ((input2 & 31) << 5);

/**
 * The match as a core `Game` (src/core/game.ts): a move is one tick's packed inputs, so the shared replay and
 * GameSession work on it. Ticks after the result are refused, which makes a log that goes on playing invalid.
 */
export const puyoMatchGame: Game<MatchParams, MatchState, number, readonly MatchEvent[]> = {
  newGame: (params, seed) => newMatch(seed, params),
  play(match, packed) {
    if (match.result !== null) return err('the match is over');
    if (!Number.isInteger(packed) || packed < 0 || packed > 1023) return err(`bad input ${packed}`);
    stepMatch(match, packed & 31, packed >>> 5);
    return ok(match.events);
  },
};

export interface MatchRecord {
  readonly seed: Seed;
  readonly params?: MatchParams;
  readonly inputs: readonly number[];
}

/** Replays a match from its seed and input log; refuses a bad input or a tick after the result. */
export function replayMatch(record: MatchRecord): Result<MatchState, ReplayError> {
  return replay(puyoMatchGame, {
    params: record.params ?? DEFAULT_MATCH_PARAMS,
    seed: record.seed,
    moves: record.inputs,
  });
}

/** A plain-data view of the match (for saves, comparisons and the server's replay check). */
export interface MatchSnapshot {
  readonly tick: number;
  readonly result: MatchResult | null;
  readonly players: readonly {
    readonly boards: readonly number[];
    readonly phase: Phase;
    readonly timer: number;
    readonly piece: FallingPair | null;
    readonly nextPair: number;
    readonly score: number;
    readonly chain: number;
    readonly carry: number;
    readonly allClearBonus: boolean;
    readonly garbage: GarbageQueue;
    readonly rng: RngState;
    readonly longestChain: number;
  }[];
}

export function snapshotMatch(match: MatchState): MatchSnapshot {
  return {
    tick: match.tick,
    result: match.result,
    players: match.players.map((player) => ({
      boards: [...player.field.boards],
      phase: player.phase,
      timer: player.timer,
      piece: player.piece && { ...player.piece },
      nextPair: player.nextPair,
      score: player.score,
      chain: player.chain,
      carry: player.carry,
      allClearBonus: player.allClearBonus,
      garbage: { ...player.garbage },
      rng: player.rng.state(),
      longestChain: player.longestChain,
    })),
  };
}
