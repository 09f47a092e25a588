/**
 * Every API body and query from a stranger: whatever is sent, the answer is a success or a 4xx with a
 * short JSON error naming what was wrong, never a 500 and never a throw, each within CALL_BUDGET_MS. Through the
 * whole app (app.request: every middleware, the routes, a real SQLite database in memory).
 */
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { CALL_BUDGET_MS, hostileJson, hostileString } from '../../test/hostile.ts';
import { expectAnswer as checkAnswer } from './answerCheck.testkit.ts';
import { createApp } from './app.ts';
import { verifyMinesSubmission } from './minesVerify.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import type { Storage } from './storage.ts';

let storage: Storage;
let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  storage = openSqliteStorage(':memory:');
  app = createApp({ storage, verifyMines: verifyMinesSubmission });
  // The first request of each kind pays for loading and compiling (one time, not per input).
  await app.request('/api/mines/records?level=beginner');
  await app.request('/api/players', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
});

afterAll(() => storage.close());

const expectAnswer = (path: string, init?: RequestInit, budgetMs = CALL_BUDGET_MS) =>
  checkAnswer(app, path, init, budgetMs);

const post = (body: string, headers: Record<string, string> = {}, budgetMs = CALL_BUDGET_MS) =>
  expectAnswer(
    '/api/players',
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body },
    budgetMs,
  );

/** JSON text for values JSON.stringify cannot write: 1e400, -0, NaN and long digit runs go in as raw text. */
const RAW_NUMBERS = [
  '1e400',
  '-1e400',
  '-0',
  '0.5',
  '1e21',
  '-1',
  '9'.repeat(400),
  '0e-400',
  '1.0',
  '9007199254740993',
];
const rawNumber = fc.constantFrom(...RAW_NUMBERS);

describe('a body from a stranger (POST /api/players: every route reads its body this way)', () => {
  test.prop([hostileJson], { numRuns: 300 })('any JSON value', async (value) => {
    const status = await post(JSON.stringify(value) ?? 'null');
    expect([201, 400, 409, 413, 422]).toContain(status);
  });

  test.prop([hostileString(400)], { numRuns: 200 })('any text as the body', async (text) => {
    expect([201, 400, 409, 413, 422]).toContain(await post(text));
  });

  test.prop([
    fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      '',
      'application/jsonx',
    ),
    fc.option(fc.constantFrom('https://evil.example', 'null', 'http://localhost.evil', 'file://')),
    hostileJson,
  ])('any content type and origin a cross-site page can send', async (type, origin, value) => {
    const headers: Record<string, string> = { 'content-type': type };
    if (origin !== null) headers.origin = origin;
    const status = await post(JSON.stringify(value) ?? 'null', headers);
    expect(status).toBe(origin === null ? 415 : 403);
  });

  // Written as text: JSON.stringify itself recurses, and runs out of stack on values this deep. Each is refused
  // from its text, before it is parsed (guards.ts jsonShapeError).
  const depth = 600; // within the route's 4 KB
  const arrays = `${'['.repeat(depth)}0${']'.repeat(depth)}`;
  test.each([
    ['arrays nested 600 deep', arrays],
    ['objects nested 600 deep', `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`],
    ['a field nested 600 deep', `{"name":"Ada","params":${arrays}}`],
    ['a lone surrogate 600 deep', `{"name":"Ada","x":${'['.repeat(depth)}"\\udc00"${']'.repeat(depth)}}`],
  ])('%s', async (_, text) => {
    const response = await app.request('/api/players', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe('body: nested deeper than 8 levels');
  });

  test('a number of 1,000 digits', async () => {
    expect(await post(`{"name":${'9'.repeat(1000)}}`)).toBe(400);
  });
});

describe('queries from a stranger', () => {
  const value = fc.oneof(
    hostileString(80),
    rawNumber,
    fc.constantFrom('beginner', 'expert', '10', '100', '101'),
  );

  test.prop(
    [fc.dictionary(fc.oneof(fc.constantFrom('level', 'limit'), hostileString(10)), value, { maxKeys: 4 })],
    {
      numRuns: 300,
    },
  )('any records query, encoded', async (params) => {
    const status = await expectAnswer(`/api/mines/records?${new URLSearchParams(params)}`);
    expect([200, 400]).toContain(status);
  });

  test.prop(
    [
      fc.string({
        unit: fc.constantFrom(...'%&=?+#;/\\ abcdefl0123456789imtlevxyzé\u0000\ud800'),
        maxLength: 80,
      }),
    ],
    {
      numRuns: 300,
    },
  )('any records query, raw (bad percent escapes too)', async (raw) => {
    const status = await expectAnswer(`/api/mines/records?${raw}`);
    expect([200, 400]).toContain(status);
  });

  test.prop([hostileString(120), fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH')], { numRuns: 200 })(
    'any API path and method',
    async (path, method) => {
      const init: RequestInit = { method, headers: { 'content-type': 'application/json' } };
      if (method !== 'GET') init.body = '{}';
      const status = await expectAnswer(`/api/${encodeURI(path.replace(/[\ud800-\udfff]/g, '?'))}`, init);
      if (path !== 'health') expect(status).toBeGreaterThanOrEqual(400);
    },
  );
});
