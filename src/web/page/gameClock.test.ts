import { describe, expect, it } from 'vitest';
import { GameClock } from './gameClock.ts';

describe('a game clock', () => {
  it('counts whole milliseconds from its start, or goes on from a saved time', () => {
    let now = 1000.4;
    const fresh = new GameClock(0, () => now);
    const restored = new GameClock(12_000, () => now);
    expect(fresh.read()).toBe(0);
    now += 250.3;
    expect(fresh.read()).toBe(250);
    expect(restored.read()).toBe(12_250);
  });
});
