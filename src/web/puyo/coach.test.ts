import { describe, expect, it } from 'vitest';
import { decide } from '../../puyo/ai/index.ts';
import { newMatch, stepMatch } from '../../puyo/index.ts';
import { Coach } from './coach.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the coach', () => {
  it('shows the strongest AI’s answer for the pair in play, and drops it once the pair is gone', async () => {
    const match = newMatch('coach');
    let asked = 0;
    const coach = new Coach(async (request) => {
      asked++;
      return decide('gentle', request);
    });
    while (match.players[0].phase !== 'move') stepMatch(match, 0, 0);
    coach.update(match);
    coach.update(match);
    expect(asked).toBe(1);
    expect(coach.current(match)).toBeUndefined();
    await settle();
    const advice = coach.current(match)!;
    expect(advice.placement).toEqual(decide('gentle', advice.request).placement);
    expect(advice.pair).toBe(match.players[0].nextPair);
    while (match.players[0].phase === 'move') stepMatch(match, 16, 0);
    expect(coach.current(match)).toBeUndefined();
  });
});
