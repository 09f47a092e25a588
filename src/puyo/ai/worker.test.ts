import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { hostileJson, hostileString, withinBudget } from '../../../test/hostile.ts';
import { AI_NAMES } from './levels.ts';
import { type AiWorkerMessage, handleAiMessage } from './worker.ts';

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

describe('AI worker messages from a stranger', () => {
  const colour = fc.integer({ min: 1, max: 5 });
  const validRequest = fc.record(
    {
      field: fc
        .array(fc.string({ unit: fc.constantFrom(...'.RGBYPO'), minLength: 6, maxLength: 6 }), {
          maxLength: 8,
        })
        .map((rows) => rows.join('\n') || '......'),
      queue: fc.array(fc.tuple(colour, colour), { minLength: 1, maxLength: 3 }),
      pairsLeft: fc.integer({ min: 1, max: 50 }),
      incomingGarbage: fc.nat(40),
    },
    { requiredKeys: ['field', 'queue'] },
  );
  const request = fc.oneof(
    validRequest,
    validRequest.chain((valid) =>
      fc
        .tuple(fc.constantFrom(...Object.keys(valid), 'opponent'), hostileJson)
        .map(([key, value]) => ({ ...valid, [key]: value })),
    ),
    hostileJson,
  );
  // The cheapest AIs, so a valid request is answered well within the budget; any other name is refused.
  const ai = fc.oneof(
    fc.constantFrom('seed', 'gentle', '__proto__', 'constructor', 'toString'),
    hostileString(20),
  );
  const id = fc.oneof(fc.nat(), hostileJson);

  test.prop([fc.oneof(fc.record({ id, ai, request }), hostileJson)], { numRuns: 200 })(
    'any message gets a decision or an error naming what is wrong, quickly, and never throws',
    (message) => {
      const reply = withinBudget(() => handleAiMessage(message as AiWorkerMessage), 300);
      expect(Number.isFinite(reply.id)).toBe(true);
      if ('error' in reply) {
        expect(reply.error.length).toBeGreaterThan(0);
        // Short whatever the stranger sent: the list of AI names it may hold, and 100 characters more.
        expect(reply.error.length).toBeLessThanOrEqual(AI_NAMES.join(', ').length + 100);
      } else expect(['seed', 'gentle']).toContain((message as { ai: string }).ai);
    },
  );

  test('refuses what it used to answer: names that are no AI, long queues, colours that are none', () => {
    const request = { field: 'RRR...', queue: [[1, 1]] };
    for (const name of ['__proto__', 'constructor', 'toString'])
      expect(handleAiMessage({ id: 1, ai: name, request } as never)).toEqual({
        id: 1,
        error: `unknown AI "${name}" (expected one of classic, gentle, easy, medium, hard, strongest, or an archived AI: baseline-2026-11, gtr-2026-11, threat-2026-11, combined-2026-11, form-fire-2026-11)`,
      });
    // Forty pairs made even the gentlest AI search forty pairs deep (the strongest, for minutes).
    const long = { ...request, queue: Array(40).fill([1, 2]) };
    expect(handleAiMessage({ id: 2, ai: 'strong', request: long } as never)).toEqual({
      id: 2,
      error: 'queue: the current pair and up to 5 more are needed, got 40 pairs',
    });
    expect(handleAiMessage({ id: 3, ai: 'easy', request: { ...request, queue: [[9, 1]] } } as never)).toEqual(
      {
        id: 3,
        error: 'queue: pair 1 must be two colours from 1 to 5, got a list',
      },
    );
    expect(
      handleAiMessage({ id: 4, ai: 'easy', request: { ...request, pairsLeft: Number.NaN } } as never),
    ).toEqual({
      id: 4,
      error: 'pairsLeft must be a whole number of 1 or more, got NaN',
    });
    expect(handleAiMessage(null as never)).toEqual({
      id: -1,
      error: 'a message must be an object with a numeric id, an ai and a request',
    });
  });
});
