import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { newMatch, type Phase, stepMatch } from './match.ts';
import { applyPlacement, PLACEMENTS } from './placement.ts';
import { planInputs } from './plan.ts';
import { reachablePlacements } from './reach.ts';
import { withHeights } from './testFields.ts';

describe('planned inputs in a real match', () => {
  // Heights up to 12 (the spawn column at most 11), so walls, wells and the 13th-row climb all occur.
  const arbHeights = fc
    .tuple(...[0, 1, 2, 3, 4, 5].map((col) => fc.integer({ min: 0, max: col === 2 ? 11 : 12 })))
    .map((heights) => heights.map((h) => (h > 8 ? h : h % 4)));

  test.prop([arbHeights, fc.integer({ min: 0, max: 21 }), fc.integer({ min: 0, max: 99 })], { numRuns: 300 })(
    'a placement has a plan exactly when it is reachable, and the plan puts the pair there',
    (heights, id, seed) => {
      const field = withHeights(heights);
      const placement = PLACEMENTS[id];
      const reachable = (reachablePlacements(field) & (1 << id)) !== 0;
      const plan = planInputs(field, placement);
      if (plan === null) {
        // The planner never uses a fall from row 13, the reachability search does: only such climbs may differ.
        if (reachable) expect(Math.max(...heights)).toBeGreaterThanOrEqual(11);
        return;
      }
      expect(reachable).toBe(true);
      const match = newMatch(seed);
      const player = match.players[0];
      player.field.copyFrom(field);
      const phase = (): Phase => player.phase;
      while (phase() !== 'move') stepMatch(match, 0, 0);
      const pair = player.piece!.pair;
      for (const input of plan) {
        if (phase() !== 'move') break;
        stepMatch(match, input, 0);
      }
      while (phase() !== 'move' && phase() !== 'lost' && match.result === null) stepMatch(match, 0, 0);
      expect(player.field.boards).toEqual(applyPlacement(field, pair, placement).field.boards);
    },
  );
});
