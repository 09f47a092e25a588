/**
 * The classic AI (players' Classic, stored as `seed`): every reachable placement of the current, next and next-next
 * pair (up to 22^3 outcomes, same-coloured pairs not merged, as the classic search does), each simulated with the engine,
 * scored from the chains it fires, how low the puyos land, and death; the first move of the best line is played.
 */
import { applyPlacementInPlace, type Field, type Pair, PLACEMENTS, PlacementOutcome } from '../index.ts';
import { type AiState, type PuyoAi, reachableMask } from './player.ts';
import type { AiDecision } from './types.ts';

const DEAD = -1_000_000_000;
/** Chains are scored by their length; squared so one long chain beats several short ones. */
const CHAIN_WEIGHT = 100;
const ROWS_ABOVE_FLOOR = 14;

export class SeedAi implements PuyoAi {
  readonly name = 'seed';
  private readonly fields: Field[] = [];
  private readonly outcome = new PlacementOutcome();
  private nodes = 0;

  decide(state: AiState): AiDecision {
    const queue = state.queue.slice(0, 3);
    while (this.fields.length < queue.length + 1) this.fields.push(state.field.clone());
    this.fields[0].copyFrom(state.field);
    this.nodes = 0;
    let best = DEAD - 1;
    let bestId = -1;
    const mask = reachableMask(state.field);
    for (let id = 0; id < PLACEMENTS.length; id++) {
      if (!(mask & (1 << id))) continue;
      const value = this.step(queue, 0, id);
      if (value > best) {
        best = value;
        bestId = id;
      }
    }
    // No reachable placement: the spawn cell is blocked and the game is lost anyway.
    const placement = PLACEMENTS[Math.max(bestId, 0)];
    return {
      placement,
      stats: { nodes: this.nodes, depth: queue.length, plan: 'build', expectedChains: 0, expectedScore: 0 },
    };
  }

  /** Value of placing queue[depth] with placement `id` on fields[depth], plus the best continuation. */
  private step(queue: readonly Pair[], depth: number, id: number): number {
    const field = this.fields[depth + 1].copyFrom(this.fields[depth]);
    const pair = queue[depth];
    const placement = PLACEMENTS[id];
    const fall = landingDepth(field, placement.col, placement.rot);
    const out = applyPlacementInPlace(field, pair, placement, this.outcome);
    this.nodes++;
    if (out.dead) return DEAD;
    const value = CHAIN_WEIGHT * out.chains * out.chains + fall;
    if (depth + 1 >= queue.length) return value;
    const mask = reachableMask(field);
    let best = DEAD;
    for (let next = 0; next < PLACEMENTS.length; next++) {
      if (mask & (1 << next)) best = Math.max(best, this.step(queue, depth + 1, next));
    }
    return value + best;
  }
}

/** How far the two puyos fall: rows between where they land and the top (the classic "fall count"). */
function landingDepth(field: Field, col: number, rot: number): number {
  const h = field.height(col);
  if (rot === 0 || rot === 2) return 2 * ROWS_ABOVE_FLOOR - (2 * h + 3);
  const other = field.height(col + (rot === 1 ? 1 : -1));
  return 2 * ROWS_ABOVE_FLOOR - (h + other + 2);
}
