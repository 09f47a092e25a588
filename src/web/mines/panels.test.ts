import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hostileJson, withinBudget } from '../../../test/hostile.ts';
import { readServerBest } from './panels.ts';

describe("the server's best times as the page reads them", () => {
  it('keeps the fields it shows from a real answer', () => {
    const answer = {
      level: 'beginner',
      played: 3,
      wins: 1,
      best: [{ timeMs: 5123, bbbv: 20, player: 'anon', seed: 'x', moves: 'o e5@0' }],
    };
    expect(readServerBest(answer)).toEqual([{ timeMs: 5123, bbbv: 20 }]);
  });

  it('refuses an answer that is not one', () => {
    expect(readServerBest({ best: 'many' })).toBeUndefined();
    expect(readServerBest({ best: [{ timeMs: Number.NaN, bbbv: 1 }] })).toBeUndefined();
    expect(readServerBest({ best: Array(101).fill({ timeMs: 1, bbbv: 1 }) })).toBeUndefined();
    expect(readServerBest(null)).toBeUndefined();
  });

  test.prop([fc.oneof(hostileJson, fc.record({ best: fc.array(hostileJson, { maxLength: 8 }) }))], {
    numRuns: 300,
  })('any JSON gives bounded best times or nothing, quickly', (body) => {
    const best = withinBudget(() => readServerBest(body));
    if (best === undefined) return;
    expect(best.length).toBeLessThanOrEqual(100);
    for (const time of best)
      expect(Number.isFinite(time.timeMs) && Number.isSafeInteger(time.bbbv)).toBe(true);
  });
});
