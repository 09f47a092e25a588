import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { newMatch, stepMatch } from './match.ts';
import { applyPlacement, PLACEMENTS } from './placement.ts';
import { planInputs } from './plan.ts';
import { withHeights } from './testFields.ts';

const arbHeights = fc.tuple(
  ...[0, 1, 2, 3, 4, 5].map((col) => fc.integer({ min: 0, max: col === 2 ? 8 : 10 })),
);

describe('planning from where a falling pair is now', () => {
  test.prop(
    [
      arbHeights,
      fc.integer({ min: 0, max: 21 }),
      fc.integer({ min: 0, max: 40 }),
      fc.integer({ min: 0, max: 99 }),
    ],
    { numRuns: 200 },
  )('a plan made after the pair has fallen a while still puts it where asked', (heights, id, wait, seed) => {
    const field = withHeights(heights);
    const match = newMatch(seed);
    const player = match.players[0];
    player.field.copyFrom(field);
    while (player.phase !== 'move') stepMatch(match, 0, 0);
    for (let i = 0; i < wait && player.phase === 'move'; i++) stepMatch(match, 0, 0);
    if (player.phase !== 'move') return;
    const pair = player.piece!.pair;
    const plan = planInputs(player.field, PLACEMENTS[id], undefined, player.piece!);
    if (plan === null) return;
    for (const input of plan) if (player.phase === 'move') stepMatch(match, input, 0);
    while (player.phase !== 'move' && player.phase !== 'lost') stepMatch(match, 0, 0);
    expect(player.field.boards).toEqual(applyPlacement(field, pair, PLACEMENTS[id]).field.boards);
  });

  test('the default start is the spawn point, and a given start is not changed', () => {
    const field = withHeights([0, 0, 0, 0, 0, 0]);
    const from = { col: 0, row: 5, rot: 0 };
    expect(planInputs(field, PLACEMENTS[0], 0, from)).toEqual([]);
    expect(from).toEqual({ col: 0, row: 5, rot: 0 });
    expect(planInputs(field, PLACEMENTS[0], 0)?.length).toBe(2);
  });
});
