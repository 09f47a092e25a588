/**
 * Judges a won ranked Minesweeper game by what people can do: the floors of humanRecords.ts, then the game's
 * shape (minesShape.ts), then the shape of the player's last games together where one game says too little. The
 * first rule that catches it gives the reason, in English for the operator who reviews it; null when none does.
 */
import type { Seed } from '../../../core/rng.ts';
import type { Move, Params } from '../../../mines/index.ts';
import { longestFastRun, MAX_FAST_CLICK_RUN, MIN_HUMAN_CLICK_GAP_MS } from '../pace.ts';
import { MINES_BURST_FACTOR, MINES_RECORDS } from './humanRecords.ts';
import { type MinesShape, median, minesShape } from './minesShape.ts';

/** A steady beat: the clicks' log-gap spread under this over at least MIN_BEAT_GAPS gaps. */
export const MAX_MACHINE_SPREAD = 0.12;
export const MIN_BEAT_GAPS = 30;
/**
 * Machine timing in one game: at least this many plain moments, and their gaps no more tied to the pointer's
 * travel than this (people: about 0.4, bots with random jitter: -0.25 to 0.15), and no longer a look before the
 * hard moments than this factor (people look 1.5 times as long and more; when a game has fewer than
 * MIN_HARD_MOMENTS of them, travel alone decides).
 */
export const MIN_PLAIN_MOMENTS = 40;
export const MIN_HARD_MOMENTS = 3;
export const MAX_MACHINE_TRAVEL = 0.15;
export const MAX_MACHINE_HESITATION = 1.5;
/** Over the player's history: this many games, each with MIN_HISTORY_PLAIN plain moments at least. */
export const HISTORY_GAMES = 5;
export const MIN_HISTORY_PLAIN = 12;
export const MAX_HISTORY_TRAVEL = 0.2;

/** What a past game's record keeps of its shape (its `extra`). */
export interface ShapeSummary {
  readonly plain: number;
  readonly hard: number;
  readonly travel: number;
  readonly hesitation: number;
}

export interface MinesJudgement {
  readonly reason: string | null;
  /** The shape as a record's extra keeps it, for the player's later games and the reviewer. */
  readonly shape: ShapeSummary & { readonly burst: number; readonly spread: number };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The judgement of a won game: `history` is the player's earlier ranked or held games of any level, newest first. */
export function judgeMines(
  level: string,
  params: Params,
  seed: Seed,
  moves: readonly Move[],
  timeMs: number,
  history: readonly ShapeSummary[],
): MinesJudgement {
  const shape = minesShape(params, seed, moves);
  const summary = {
    plain: shape.plain,
    hard: shape.hard,
    travel: round2(shape.travel),
    hesitation: round2(shape.hesitation),
    burst: round2(shape.burst.rate),
    spread: round2(shape.logSpread),
  };
  return { reason: reasonOf(level, shape, moves, timeMs, [summary, ...history]), shape: summary };
}

function reasonOf(
  level: string,
  shape: MinesShape,
  moves: readonly Move[],
  timeMs: number,
  games: readonly ShapeSummary[],
): string | null {
  const record = MINES_RECORDS[level];
  const name = level.charAt(0).toUpperCase() + level.slice(1);
  if (record !== undefined) {
    if (shape.bbbv < record.minBbbv)
      return `the board's 3BV is ${shape.bbbv}, under ${record.minBbbv}, the least the world ranking accepts on ${name}`;
    if (record.timeMs !== null && timeMs < record.timeMs)
      return `cleared in ${seconds(timeMs)}, faster than the world record of ${seconds(record.timeMs)} on ${name}`;
    const rate = (shape.bbbv * 1000) / Math.max(timeMs, 1);
    if (rate > record.bbbvPerS)
      return `3BV/s ${rate.toFixed(2)} is above ${record.bbbvPerS}, past the best on record for ${name}`;
    const burst = shape.burst;
    if (burst.rate > record.bbbvPerS * MINES_BURST_FACTOR)
      return `solved ${burst.bbbv} of the board's ${shape.bbbv} 3BV in ${seconds(burst.ms)} (${burst.rate.toFixed(1)} 3BV/s, where the best players sustain about ${record.bbbvPerS}), then took ${seconds(burst.after)} more to the last click`;
  }
  const run = longestFastRun(moves.map((move) => move.at));
  if (run >= MAX_FAST_CLICK_RUN) return `${run} clicks in a row under ${MIN_HUMAN_CLICK_GAP_MS} ms apart`;
  if (shape.gaps >= MIN_BEAT_GAPS && shape.logSpread < MAX_MACHINE_SPREAD)
    return `its ${shape.gaps + 1} clicks came at a steady beat (gap spread ${shape.logSpread.toFixed(2)}; people's spread is 0.3 or more)`;
  if (shape.plain >= MIN_PLAIN_MOMENTS && shape.travel < MAX_MACHINE_TRAVEL) {
    const noLook = shape.hard < MIN_HARD_MOMENTS || shape.hesitation < MAX_MACHINE_HESITATION;
    if (noLook)
      return `its clicks took no longer for far cells (travel correlation ${shape.travel.toFixed(2)}; people about 0.4)${shape.hard >= MIN_HARD_MOMENTS ? ` nor before the ${shape.hard} cells that needed more than one number or a guess (x${shape.hesitation.toFixed(1)}; people look 1.5 times as long or more)` : ''}`;
  }
  const judged = games.filter((game) => game.plain >= MIN_HISTORY_PLAIN).slice(0, 10);
  if (judged.length >= HISTORY_GAMES) {
    const travel = judged.reduce((sum, game) => sum + game.travel, 0) / judged.length;
    const looked = judged.filter((game) => game.hard >= MIN_HARD_MOMENTS).map((game) => game.hesitation);
    const hesitation = looked.length === 0 ? 1 : median(looked);
    if (travel < MAX_HISTORY_TRAVEL && hesitation < MAX_MACHINE_HESITATION)
      return `over the player's last ${judged.length} games, clicks took no longer for far cells (mean travel correlation ${travel.toFixed(2)}; people about 0.4) nor before hard cells (median x${hesitation.toFixed(1)}; people 1.5 or more)`;
  }
  return null;
}

/** The shapes kept in a player's earlier Minesweeper records' extra, newest first (records without one skipped). */
export function shapeHistory(
  records: readonly { game: string; status: string; extra: Readonly<Record<string, unknown>> }[],
): ShapeSummary[] {
  const history: ShapeSummary[] = [];
  for (const { game, status, extra } of records) {
    if (game !== 'mines' || (status !== 'ranked' && status !== 'held')) continue;
    const { plain, hard, travel, hesitation } = extra;
    if ([plain, hard, travel, hesitation].every((n) => typeof n === 'number'))
      history.push({ plain, hard, travel, hesitation } as ShapeSummary);
  }
  return history;
}
