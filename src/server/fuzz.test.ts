/**
 * Every API body and query from a stranger: whatever is sent, the answer is a success or a 4xx with a
 * short JSON error naming what was wrong, never a 500 and never a throw, each within CALL_BUDGET_MS. Through the
 * whole app (app.request: every middleware, the verifier, a real SQLite database in memory).
 */
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { winningMoves } from '../../test/engineOracle.ts';
import { CALL_BUDGET_MS, hostileJson, hostileString, mutated } from '../../test/hostile.ts';
import { LEVELS, makeMoveLog, PRESETS } from '../mines/index.ts';
import { expectAnswer as checkAnswer } from './answerCheck.testkit.ts';
import { createApp } from './app.ts';
import { MAX_MOVES_TEXT, MAX_VERIFIED_CELLS, maxMovesFor } from './limits.ts';
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
  await app.request('/api/mines/results', {
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
    '/api/mines/results',
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

const beginner = PRESETS.beginner;
const validLogs = ['fuzz-1', 'fuzz-2', 'fuzz-3'].map((seed) => ({
  seed,
  log: makeMoveLog(winningMoves(beginner, seed, { x: 4, y: 4 })),
}));

/**
 * A submission with each field either valid or hostile: reaches every check of the verifier. Boards stay small
 * (up to 10,000 cells) here; the costliest records the server takes are timed on their own below.
 */
const submissionText: fc.Arbitrary<string> = fc
  .record({
    level: fc.oneof(
      fc.constantFrom(...LEVELS, 'custom').map((l) => JSON.stringify(l)),
      rawNumber,
    ),
    width: fc.oneof(fc.constantFrom('9', '30', '100', '100001'), rawNumber),
    height: fc.oneof(fc.constantFrom('9', '16', '100', '1'), rawNumber),
    mines: fc.oneof(fc.constantFrom('10', '0', '80', '999999'), rawNumber),
    firstClick: fc.oneof(
      fc.constant('"opening"'),
      hostileString(20).map((s) => JSON.stringify(s)),
    ),
    game: fc.constantFrom(...validLogs),
    moves: fc.option(mutated(fc.constantFrom(...validLogs.map((game) => game.log)))),
    seed: fc.option(hostileString(60)),
    player: fc.option(hostileString(60)),
  })
  .map(
    (f) =>
      `{"level":${f.level},"params":{"width":${f.width},"height":${f.height},"mines":${f.mines},` +
      `"firstClick":${f.firstClick}},"seed":${JSON.stringify(f.seed ?? f.game.seed)},` +
      `"moves":${JSON.stringify(f.moves ?? f.game.log)}${f.player === null ? '' : `,"player":${JSON.stringify(f.player)}`}}`,
  );

describe('POST /api/mines/results from a stranger', () => {
  test.prop([hostileJson], { numRuns: 300 })('any JSON value', async (value) => {
    const status = await post(JSON.stringify(value) ?? 'null');
    expect([400, 422]).toContain(status);
  });

  test.prop([submissionText], { numRuns: 300 })(
    'a submission with hostile fields and raw numbers',
    async (text) => {
      const status = await post(text);
      expect([201, 400, 422]).toContain(status);
    },
  );

  test.prop([fc.oneof(hostileString(400), mutated(fc.constantFrom(...validLogs.map((g) => g.log))))], {
    numRuns: 200,
  })('any text as the body', async (text) => {
    expect([400, 422]).toContain(await post(text));
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

  // Written as text: JSON.stringify itself recurses, and runs out of stack on values this deep.
  const depth = 10_000;
  const arrays = `${'['.repeat(depth)}0${']'.repeat(depth)}`;
  test.each([
    ['arrays nested 10,000 deep', arrays],
    ['objects nested 10,000 deep', `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`],
    ['a field nested 10,000 deep', `{"level":"beginner","params":${arrays},"seed":"x","moves":${arrays}}`],
    [
      'a lone surrogate 10,000 deep',
      `{"level":"beginner","x":${'['.repeat(depth)}"\\udc00"${']'.repeat(depth)}}`,
    ],
    ['a number of 1,000 digits', `{"level":"beginner","params":{"width":${'9'.repeat(1000)}}}`],
  ])('%s', async (_, text) => {
    expect([400, 422]).toContain(await post(text));
  });
});

describe('the costliest records the server takes', () => {
  // A board of MAX_VERIFIED_CELLS: generating it and flooding every cell is the most one replay does besides its
  // moves, and the longest log adds a constant per move: tenths of a second, a few times that on a busy machine
  // (hence budgets in seconds), where a replay whose cost grew with cells times moves would take hours.
  const side = Math.sqrt(MAX_VERIFIED_CELLS);
  const huge = (mines: number, moves: string) =>
    JSON.stringify({
      level: 'custom',
      params: { width: side, height: side, mines, firstClick: 'opening' },
      seed: 'cost',
      moves,
    });
  // Flags set and taken off again (cells a2, a3, ...), so the board is clean for the flood that ends the game:
  // as many pairs as fit in `length` characters.
  const flagsFilling = (length: number): { moves: string[]; at: number } => {
    const moves: string[] = [];
    let used = 0;
    for (let i = 0; ; i++) {
      const move = `f a${(Math.floor(i / 2) % (side - 1)) + 2}@${i}`;
      if (used + move.length + 1 > length) return { moves: moves.slice(0, moves.length & ~1), at: i };
      moves.push(move);
      used += move.length + 1;
    }
  };

  test('a first click that floods a million cells', async () => {
    expect(await post(huge(1, 'o a1@0'), {}, 2000)).toBe(201);
  });

  test('the longest log the body limit lets through, then a flood', async () => {
    const { moves, at } = flagsFilling(MAX_MOVES_TEXT - 20);
    const log = `${moves.join(';')};o a1@${at}`;
    expect(moves.length).toBeGreaterThan(100_000);
    expect(log.length).toBeLessThanOrEqual(MAX_MOVES_TEXT);
    expect(await post(huge(1, log), {}, 3000)).toBe(201);
  });

  test('a log longer than the board can need is refused before any move is read', async () => {
    const tooMany = flagsFilling(100_000).moves.slice(0, maxMovesFor(81) + 1);
    expect(tooMany).toHaveLength(maxMovesFor(81) + 1);
    const small = { level: 'beginner', params: beginner, seed: 'cost', moves: tooMany.join(';') };
    const response = await app.request('/api/mines/results', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(small),
    });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toBe(
      `moves: ${maxMovesFor(81) + 1} moves, more than the 424 this board can need`,
    );
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
