/**
 * The check every fuzzed request must pass (issue 11), for the fuzz suites: the answer is a success or a 4xx with
 * a short JSON error naming what was wrong, never a 500, within CALL_BUDGET_MS.
 */
import type { Hono } from 'hono';
import { expect } from 'vitest';
import { CALL_BUDGET_MS, measureCostAsync } from '../../test/hostile.ts';

/**
 * Sends one request and checks the answer's shape and time; returns the status. A request over the budget is sent
 * once more and fails only when it is slow again: a hang or a cost that grows with the input is slow every time, a
 * pause of the collector or of a busy machine is not.
 */
export async function expectAnswer(
  app: Hono,
  path: string,
  init?: RequestInit,
  budgetMs = CALL_BUDGET_MS,
): Promise<number> {
  const send = async () => {
    const { value, ms } = await measureCostAsync(async () => {
      const response = await app.request(path, init);
      return { response, text: await response.text() };
    });
    return { ...value, ms };
  };
  let answer = await send();
  if (answer.ms >= budgetMs) answer = await send();
  const { response, text, ms } = answer;
  expect(ms, `answered in ${ms.toFixed(1)} ms`).toBeLessThan(budgetMs);
  expect(response.status, text).toBeLessThan(500);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = JSON.parse(text);
  if (response.status >= 400) {
    expect(typeof body.error).toBe('string');
    // "field: what was wrong", short whatever was sent.
    expect(body.error).toMatch(/^\S.*?: ./s);
    expect(body.error.length).toBeLessThanOrEqual(400);
  }
  return response.status;
}
