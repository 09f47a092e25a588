/**
 * Solo practice (Tokoton): one player alone on a match's seeded queue (the same pairs `newMatch(seed)` deals),
 * a placement at a time. A move is where the pair ends (pivot column and rotation, reachable from the spawn point)
 * and the rows it was soft-dropped (a point each, as in the match); the chain it starts is resolved at once. The
 * practice ends when the spawn cell is filled once everything has landed. A `Game`, so a practice is its seed and
 * its moves, and `replay` rebuilds any point of it.
 */
import type { Game } from '../core/game.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { Seed } from '../core/rng.ts';
import { Field } from './field.ts';
import { fits, tryFall } from './moves.ts';
import { applyPlacementInPlace, type Pair, PLACEMENTS, PlacementOutcome, placementId } from './placement.ts';
import { makeQueue } from './queue.ts';
import { reachablePlacements } from './reach.ts';
import { SPAWN_ROW } from './types.ts';

export interface SoloState {
  readonly seed: Seed;
  readonly queue: readonly Pair[];
  readonly field: Field;
  score: number;
  /** Pairs placed so far: the next pair is `queue[pairs % queue.length]`. */
  pairs: number;
  largestChain: number;
  /** The last chain ended in an all clear: the next chain earns 2,100 more points. */
  allClearBonus: boolean;
  /** The spawn cell is filled: the practice is over. */
  over: boolean;
}

export interface SoloMove {
  readonly col: number;
  /** 0 up, 1 right, 2 down, 3 left (the child's side of the pivot). */
  readonly rot: number;
  /** Rows soft-dropped on the way down, a point each. */
  readonly drop: number;
}

export interface SoloOutcome {
  readonly chains: number;
  /** Points this placement earned, soft drop included. */
  readonly score: number;
  readonly allClear: boolean;
  /** Soft-drop rows claimed beyond what the pair could fall (softDropRows): not credited. */
  readonly uncredited: number;
}

/**
 * The rows a pair placed at (col, rot) can soft-drop on this field: from the spawn row down to where it rests.
 * A claim of more is not credited; only floor kicks (a turn against the floor lifts the pair a row, at most eight
 * times a pair) let the match's soft drop earn more, and a practice log cannot show them.
 */
export function softDropRows(field: Field, col: number, rot: number): number {
  const piece = { col, row: SPAWN_ROW, rot };
  if (!fits(field, col, SPAWN_ROW, rot)) return 0;
  while (tryFall(field, piece));
  return SPAWN_ROW - piece.row;
}

export function newSolo(seed: Seed): SoloState {
  return {
    seed,
    queue: makeQueue(seed),
    field: new Field(),
    score: 0,
    pairs: 0,
    largestChain: 0,
    allClearBonus: false,
    over: false,
  };
}

/** The pair `ahead` pairs after the one to place now. */
export const soloPair = (state: SoloState, ahead = 0): Pair =>
  state.queue[(state.pairs + ahead) % state.queue.length];

/** A copy that later moves on the original do not change. */
export const cloneSolo = (state: SoloState): SoloState => ({ ...state, field: state.field.clone() });

/** Places the next pair; on an error the state is untouched. */
export function playSolo(state: SoloState, move: SoloMove): Result<SoloOutcome> {
  if (state.over) return err('the practice is over');
  const id = placementId(move.col, move.rot);
  if (id < 0) return err(`no placement has its pivot in column ${move.col + 1} turned ${move.rot}`);
  if ((reachablePlacements(state.field) & (1 << id)) === 0)
    return err(`the pair cannot reach column ${move.col + 1} turned ${move.rot}`);
  if (!Number.isInteger(move.drop) || move.drop < 0 || move.drop > SPAWN_ROW)
    return err(`a pair soft-drops 0 to ${SPAWN_ROW} rows, not ${move.drop}`);
  const credited = Math.min(move.drop, softDropRows(state.field, move.col, move.rot));
  const out = applyPlacementInPlace(state.field, soloPair(state), PLACEMENTS[id], new PlacementOutcome(), {
    allClearBonus: state.allClearBonus,
  });
  const allClear = out.chains > 0 && state.field.isEmpty();
  // A chain takes the bonus of the last all clear (in its score) and leaves one only if it clears the field too.
  if (out.chains > 0) state.allClearBonus = allClear;
  state.score += out.score + credited;
  state.pairs++;
  state.largestChain = Math.max(state.largestChain, out.chains);
  state.over = out.dead;
  return ok({ chains: out.chains, score: out.score + credited, allClear, uncredited: move.drop - credited });
}

export const soloGame: Game<null, SoloState, SoloMove, SoloOutcome> = {
  newGame: (_params, seed) => newSolo(seed),
  play: playSolo,
};
