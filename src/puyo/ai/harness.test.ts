import { describe, expect, test } from 'vitest';
import { createAi } from './levels.ts';
import { playSolo } from './solo.ts';
import { playVersus } from './versus.ts';

describe('harnesses', () => {
  test('a solo game is reproducible from its seed and keeps its record', () => {
    const a = playSolo(createAi('medium'), { pairs: 16, seed: 'same' });
    const b = playSolo(createAi('medium'), { pairs: 16, seed: 'same' });
    expect(a.moves).toEqual(b.moves);
    expect(a.moves).toHaveLength(16);
    expect(a).toEqual(b);
    expect(a.bestChainScore).toBeLessThanOrEqual(a.totalScore);
    const c = playSolo(createAi('medium'), { pairs: 16, seed: 'other' });
    expect(c.moves).not.toEqual(a.moves);
  });

  test('a versus match is reproducible from its seed', () => {
    const play = () => playVersus(createAi('gentle'), createAi('easy'), { seed: 'match', maxTicks: 4000 });
    const a = play();
    expect(play()).toEqual(a);
    expect(a.p1.moves).toBeGreaterThan(5);
    expect(['p1', 'p2', 'draw']).toContain(a.result);
    if (a.result === 'draw') expect(a.ticks).toBe(4000);
    else expect(a.ticks).toBeLessThan(4000);
  });
});
