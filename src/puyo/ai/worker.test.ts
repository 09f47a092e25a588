import { describe, expect, test } from 'vitest';
import { handleAiMessage } from './worker.ts';

describe('AI worker messages', () => {
  test('answers a request with the decision, or with an error naming what was wrong', () => {
    const request = {
      field: 'RRR...',
      queue: [
        [1, 1],
        [2, 3],
        [4, 2],
      ] as const,
      pairsLeft: 1,
    };
    const reply = handleAiMessage({ id: 7, ai: 'easy', request });
    expect(reply.id).toBe(7);
    if (!('decision' in reply)) throw new Error('expected a decision');
    // One pair left and three reds on the floor: firing is the only move worth anything.
    expect(reply.decision.stats.plan).toBe('fire');
    expect(JSON.parse(JSON.stringify(reply))).toEqual(reply);
    expect(handleAiMessage({ id: 8, ai: 'nobody', request })).toEqual({
      id: 8,
      error: expect.stringMatching(/unknown AI/),
    });
  });
});
