import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { landingCells } from './landing.ts';
import { newMatch, stepMatch } from './match.ts';
import { Input } from './moves.ts';
import { PLACEMENTS } from './placement.ts';
import { planInputs } from './plan.ts';
import { withHeights } from './testFields.ts';

const arbHeights = fc.tuple(
  ...[0, 1, 2, 3, 4, 5].map((col) => fc.integer({ min: 0, max: col === 2 ? 10 : 12 })),
);

describe('the landing ghost', () => {
  test.prop([arbHeights, fc.integer({ min: 0, max: 21 }), fc.integer({ min: 0, max: 99 })], { numRuns: 200 })(
    'shows the cells the pair fills when it is dropped from where it is',
    (heights, id, seed) => {
      const field = withHeights(heights);
      const match = newMatch(seed);
      const player = match.players[0];
      player.field.copyFrom(field);
      while (player.phase !== 'move') stepMatch(match, 0, 0);
      // Steer towards a placement without dropping, so the ghost is read from a moved, turned pair.
      const plan = planInputs(field, PLACEMENTS[id], 0) ?? [];
      for (const input of plan) if (player.phase === 'move') stepMatch(match, input, 0);
      if (player.phase !== 'move') return;
      const ghost = landingCells(player.field, player.piece!);
      const before = player.field.clone();
      while (player.phase === 'move') stepMatch(match, Input.SoftDrop, 0);
      for (const cell of ghost) {
        if (cell.row === 0) continue;
        expect(before.get(cell.col, cell.row)).toBe(0);
        expect(player.field.get(cell.col, cell.row)).toBe(cell.color);
      }
      const added = player.field.count() - before.count();
      expect(added).toBe(ghost.filter((cell) => cell.row > 0).length);
    },
  );

  test('an upright pair lands pivot below child, an upside-down one child below pivot', () => {
    const field = withHeights([0, 0, 3, 0, 0, 0]);
    const up = landingCells(field, { col: 2, row: 12, rot: 0, pair: { pivot: 1, child: 2 } });
    expect(up).toEqual([
      { col: 2, row: 4, color: 1 },
      { col: 2, row: 5, color: 2 },
    ]);
    const down = landingCells(field, { col: 2, row: 12, rot: 2, pair: { pivot: 1, child: 2 } });
    expect(down).toEqual([
      { col: 2, row: 5, color: 1 },
      { col: 2, row: 4, color: 2 },
    ]);
  });
});
