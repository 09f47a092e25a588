import { describe, expect, test } from 'vitest';
import { applyPlacement, type Field, type Pair, PLACEMENTS, reachablePlacements } from '../index.ts';
import { field, withHeights } from '../testFields.ts';
import { canReach, reachableMask } from './player.ts';
import { SeedAi } from './seedAi.ts';

const pair = (pivot: number, child: number) => ({ pivot, child }) as Pair;

/** Outcomes the classic search must visit: every reachable placement (engine BFS) of each pair, dead ends not expanded. */
function countOutcomes(f: Field, queue: readonly Pair[]): number {
  if (queue.length === 0) return 0;
  const mask = reachablePlacements(f);
  let n = 0;
  PLACEMENTS.forEach((placement, id) => {
    if (!(mask & (1 << id))) return;
    const next = applyPlacement(f, queue[0], placement);
    n += 1 + (next.dead ? 0 : countOutcomes(next.field, queue.slice(1)));
  });
  return n;
}

describe('the classic AI', () => {
  const queue = [pair(1, 2), pair(3, 3), pair(2, 4)];

  test('visits all 22^3 placements of three pairs on an open field', () => {
    const ai = new SeedAi();
    const { stats } = ai.decide({ field: field('......'), queue });
    expect(stats.nodes).toBe(22 + 22 ** 2 + 22 ** 3);
  });

  test('visits exactly the reachable placements when tall columns block the way', () => {
    for (const heights of [
      [0, 12, 3, 4, 2, 1],
      [5, 6, 10, 12, 11, 0],
      [12, 11, 9, 11, 12, 12],
    ]) {
      const f = withHeights(heights);
      const { stats, placement } = new SeedAi().decide({ field: f, queue });
      expect(stats.nodes).toBe(countOutcomes(f, queue));
      expect(canReach(reachableMask(f), queue[0], placement)).toBe(true);
    }
  });

  test('fires an available chain', () => {
    // Three reds on the floor: a red pair placed next to them pops.
    const f = field('RRR...');
    const { placement } = new SeedAi().decide({ field: f, queue: [pair(1, 1), pair(2, 3), pair(4, 2)] });
    expect(applyPlacement(f, pair(1, 1), placement).chains).toBe(1);
  });
});
