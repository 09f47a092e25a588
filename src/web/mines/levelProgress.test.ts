import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import type { PlayedGame } from './history.ts';
import { histogram, levelProgress, RECENT_GAMES, roundStep } from './levelProgress.ts';

const game = (won: boolean, timeMs: number, bbbv = 30, day = 1): PlayedGame => ({
  date: new Date(Date.UTC(2026, 10, day)).toISOString(),
  won,
  timeMs,
  bbbv,
  solved: won ? bbbv : 5,
});

describe('levelProgress', () => {
  it('counts games and wins, and finds the fastest win and the best 3BV/s apart', () => {
    const progress = levelProgress([
      game(true, 20_000, 30, 1),
      game(false, 3_000, 30, 2),
      game(true, 15_000, 10, 3),
      game(true, 18_000, 36, 4),
    ]);
    expect(progress).toMatchObject({ games: 4, wins: 3, recent: { games: 4, wins: 3 } });
    expect(progress.fastest).toMatchObject({ game: 3, timeMs: 15_000 });
    expect(progress.bestRate).toMatchObject({ game: 4, bbbvPerSecond: 2 });
    expect(progress.points.map((p) => p.game)).toEqual([1, 3, 4]);
  });

  it('has no bests and no bins before a win', () => {
    expect(levelProgress([])).toMatchObject({ games: 0, wins: 0, fastest: undefined, histogram: [] });
    expect(levelProgress([game(false, 1_000)])).toMatchObject({ games: 1, wins: 0, bestRate: undefined });
  });

  it('takes the win rate over the last 100 games only', () => {
    const games = [
      ...Array.from({ length: 50 }, () => game(true, 9_000)),
      ...Array.from({ length: 100 }, (_, i) => game(i % 4 === 0, 9_000)),
    ];
    expect(levelProgress(games).recent).toEqual({ games: RECENT_GAMES, wins: 25 });
  });

  it('keeps the first of equal bests', () => {
    const progress = levelProgress([game(true, 10_000, 20), game(true, 10_000, 20)]);
    expect(progress.fastest?.game).toBe(1);
    expect(progress.bestRate?.game).toBe(1);
  });
});

describe('histogram', () => {
  test.prop([
    fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 300 }),
    fc.integer({ min: 1, max: 20 }),
  ])(
    'puts every time in exactly one bin of one round width, at most `most` bins, in order',
    (times, most) => {
      const bins = histogram(times, most);
      expect(bins.length).toBeGreaterThan(0);
      expect(bins.length).toBeLessThanOrEqual(most);
      expect(bins.reduce((sum, bin) => sum + bin.count, 0)).toBe(times.length);
      const width = bins[0].toMs - bins[0].fromMs;
      expect(roundStep(width)).toBe(width);
      bins.forEach((bin, i) => {
        expect(bin.toMs - bin.fromMs).toBe(width);
        if (i > 0) expect(bin.fromMs).toBe(bins[i - 1].toMs);
        expect(bin.count).toBe(
          times.filter((t) => t >= bin.fromMs && (t < bin.toMs || (i === bins.length - 1 && t === bin.toMs)))
            .length,
        );
      });
    },
  );

  it('uses round widths', () => {
    expect([0.5, 1, 1.5, 3, 7, 12, 4_500, 20_001].map((span) => roundStep(span))).toEqual([
      1, 1, 2, 5, 10, 20, 5_000, 50_000,
    ]);
  });
});
