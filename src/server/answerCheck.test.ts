/**
 * The fuzz suites' answer check must catch a slow route even when a second try is quick for another reason: a
 * route that stores what it was sent answers the second try 409 at once.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { busyFor } from '../../test/hostile.ts';
import { expectAnswer } from './answerCheck.testkit.ts';

/**
 * Works the CPU for `ms`, as a costly parser would (the check measures the lesser of wall and CPU time): on both
 * clocks, since a spin on the wall clock alone got under 100 ms of CPU on a loaded machine and passed the check.
 */
const spin = (ms: number): void => void busyFor(ms);

function routes() {
  const app = new Hono();
  let stored = false;
  let calls = 0;
  app.post('/store', (c) => {
    if (stored) return c.json({ error: 'game: already has a result' }, 409);
    spin(250);
    stored = true;
    return c.json({ ok: true }, 201);
  });
  app.post('/once-slow', (c) => {
    if (calls++ === 0) spin(250);
    return c.json({ error: 'moves: not a move' }, 422);
  });
  app.post('/always-slow', (c) => {
    spin(250);
    return c.json({ ok: true });
  });
  app.post('/crash', (c) => c.json({ error: 'boom' }, 500));
  return app;
}

const post = { method: 'POST' };

describe('expectAnswer', () => {
  it('fails a slow answer whose second try is quick only because the route now answers otherwise', async () => {
    await expect(expectAnswer(routes(), '/store', post)).rejects.toThrow(/answered in/);
  });

  it('passes a route slow once and quick again with the same answer (a pause, not a cost)', async () => {
    expect(await expectAnswer(routes(), '/once-slow', post)).toBe(422);
  });

  it('fails a route slow every time', async () => {
    await expect(expectAnswer(routes(), '/always-slow', post)).rejects.toThrow(/answered in/);
  });

  it('fails a 500', async () => {
    await expect(expectAnswer(routes(), '/crash', post)).rejects.toThrow();
  });
});
