/**
 * Solo play: one AI places a fixed number of pairs from the game's seeded queue (queue.ts; three visible at a
 * time) and the game records its largest chain and best chain score. Pure: the caller may pass a clock to time
 * the moves.
 */
import type { Seed } from '../../core/rng.ts';
import { applyPlacementInPlace, Field, makeQueue, PlacementOutcome, placementId } from '../index.ts';
import { canReach, type PuyoAi, reachableMask } from './player.ts';

export interface SoloOptions {
  readonly pairs: number;
  readonly seed: Seed;
  /** Pairs the AI sees, the current one included (default 3). */
  readonly visible?: number;
  /** A clock in ms (e.g. performance.now), only to report time per move. */
  readonly now?: () => number;
}

export interface SoloGame {
  readonly seed: string;
  readonly pairsPlaced: number;
  readonly died: boolean;
  readonly largestChain: number;
  readonly bestChainScore: number;
  readonly totalScore: number;
  /** Mean time per move, 0 without a clock. */
  readonly msPerMove: number;
  /** Placements played, as placement ids (a game replays from its seed and these). */
  readonly moves: number[];
}

export function playSolo(ai: PuyoAi, options: SoloOptions): SoloGame {
  const visible = options.visible ?? 3;
  const queue = makeQueue(options.seed);
  const pairs = Array.from({ length: options.pairs }, (_, i) => queue[i % queue.length]);
  const field = new Field();
  const out = new PlacementOutcome();
  const moves: number[] = [];
  let largestChain = 0;
  let bestChainScore = 0;
  let totalScore = 0;
  let died = false;
  let thinking = 0;
  for (let i = 0; i < pairs.length; i++) {
    const t0 = options.now?.() ?? 0;
    const { placement } = ai.decide({
      field,
      queue: pairs.slice(i, i + visible),
      pairsLeft: pairs.length - i,
    });
    thinking += (options.now?.() ?? 0) - t0;
    const id = placementId(placement.col, placement.rot);
    if (!canReach(reachableMask(field), pairs[i], placement)) {
      died = true;
      break;
    }
    moves.push(id);
    applyPlacementInPlace(field, pairs[i], placement, out);
    if (out.chains > largestChain) largestChain = out.chains;
    if (out.score > bestChainScore) bestChainScore = out.score;
    totalScore += out.score;
    if (out.dead) {
      died = true;
      break;
    }
  }
  return {
    seed: String(options.seed),
    pairsPlaced: moves.length,
    died,
    largestChain,
    bestChainScore,
    totalScore,
    msPerMove: moves.length > 0 ? thinking / moves.length : 0,
    moves,
  };
}
