/** A match as data: its seed and input log (replayed through the shared core `Game`), and its plain-data view. */
import { type Game, type ReplayError, replay } from '../core/game.ts';
import { isRecord, isWholeIn } from '../core/plainData.ts';
import { shown } from '../core/quote.ts';
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
  type Timing,
  TSU_TIMING,
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
    if (!Number.isInteger(packed) || packed < 0 || packed > 1023) return err(`bad input ${shown(packed)}`);
    stepMatch(match, packed & 31, packed >>> 5);
    return ok(match.events);
  },
};

export interface MatchRecord {
  readonly seed: Seed;
  readonly params?: MatchParams;
  readonly inputs: readonly number[];
}

/** Longest seed text a record may hold: a seed is a name, not a document. */
export const MAX_SEED_LENGTH = 1000;
/** Longest phase a record's timing may set, in ticks (a minute); falls need at least a tick a row. */
export const MAX_TIMING_TICKS = 3600;
const AT_LEAST_ONE: ReadonlySet<keyof Timing> = new Set(['fallTicks', 'softDropTicks']);
/** Points per garbage puyo a record may set. */
export const MAX_TARGET_POINTS = 1_000_000;

/** Why a record does not replay: a part of it that is not what a record holds, or the tick that was refused. */
export type MatchRecordError =
  | ReplayError
  | { readonly part: 'record' | 'seed' | 'params' | 'inputs'; readonly error: string };

function paramsError(params: unknown): string | undefined {
  if (!isRecord(params) || !isRecord(params.timing))
    return `params must be an object with timing and targetPoints, got ${shown(params)}`;
  for (const key of Object.keys(TSU_TIMING) as (keyof Timing)[]) {
    const min = AT_LEAST_ONE.has(key) ? 1 : 0;
    const value = params.timing[key];
    if (!isWholeIn(value, min, MAX_TIMING_TICKS))
      return `timing.${key} must be a whole number of ticks from ${min} to ${MAX_TIMING_TICKS}, got ${shown(value)}`;
  }
  if (!isWholeIn(params.targetPoints, 1, MAX_TARGET_POINTS))
    return `targetPoints must be a whole number from 1 to ${MAX_TARGET_POINTS}, got ${shown(params.targetPoints)}`;
  return undefined;
}

/**
 * Checks a record from outside (a save, a request's JSON): its seed is a whole number or a short text, its params
 * (when given) are timings and a target within range, and its inputs are a list. Each input is checked as it is
 * replayed. Any value gives the record back or names the part that is wrong, with bad values shown short.
 */
export function checkMatchRecord(record: unknown): Result<MatchRecord, MatchRecordError> {
  if (!isRecord(record))
    return err({ part: 'record', error: `a match record must be an object, got ${shown(record)}` });
  const { seed, params, inputs } = record;
  if (!Number.isSafeInteger(seed) && !(typeof seed === 'string' && seed.length <= MAX_SEED_LENGTH))
    return err({
      part: 'seed',
      error: `seed must be a whole number or a text of at most ${MAX_SEED_LENGTH} characters, got ${shown(seed)}`,
    });
  const wrongParams = params === undefined ? undefined : paramsError(params);
  if (wrongParams !== undefined) return err({ part: 'params', error: wrongParams });
  if (!Array.isArray(inputs))
    return err({ part: 'inputs', error: `inputs must be a list of numbers, got ${shown(inputs)}` });
  return ok(record as unknown as MatchRecord);
}

/** Replays a match from its seed and input log; refuses a malformed record, a bad input or a tick after the result. */
export function replayMatch(record: MatchRecord): Result<MatchState, MatchRecordError> {
  const checked = checkMatchRecord(record);
  if (!checked.ok) return checked;
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
