/**
 * The ranked API from a stranger: whatever is sent to the new routes, the answer is a success
 * or a 4xx with a short JSON error naming what was wrong, never a 500, within CALL_BUDGET_MS. Through the whole
 * app with a real SQLite database in memory.
 */
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { hostileJson, hostileString, mutated } from '../../test/hostile.ts';
import { sudokuGame } from '../sudoku/index.ts';
import { expectAnswer } from './answerCheck.testkit.ts';
import { createApp } from './app.ts';
import { verifyMinesSubmission } from './minesVerify.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import type { Storage } from './storage.ts';

let storage: Storage;
let app: ReturnType<typeof createApp>;
let secret: string;
let minesGame: string;
let sudokuGameId: string;
let solvingLog: string;

const json = { 'content-type': 'application/json' };
const postJson = async (path: string, body: unknown) =>
  (await app.request(path, { method: 'POST', headers: json, body: JSON.stringify(body) })).json();

beforeAll(async () => {
  storage = openSqliteStorage(':memory:');
  app = createApp({ storage, verifyMines: verifyMinesSubmission });
  ({ secret } = await postJson('/api/players', { name: 'Fuzz' }));
  minesGame = (await postJson('/api/games', { game: 'mines', level: 'expert', secret })).id;
  const sudoku = await postJson('/api/games', { game: 'sudoku', level: 'easy', secret });
  sudokuGameId = sudoku.id;
  const solution = sudokuGame.newGame({ puzzle: sudoku.puzzle }, 0).solution;
  const moves = [...sudoku.puzzle].flatMap((ch: string, cell: number) =>
    ch === '.' ? [{ kind: 'enter', cell, digit: Number(solution[cell]) }] : [],
  );
  solvingLog = JSON.stringify(moves);
});

afterAll(() => storage.close());

const post = (path: string, body: string) => expectAnswer(app, path, { method: 'POST', headers: json, body });

describe('ranked routes from a stranger', () => {
  test.prop([hostileJson], { numRuns: 150 })('any JSON value to each POST route', async (value) => {
    const body = JSON.stringify(value) ?? 'null';
    expect([201, 400, 409, 422]).toContain(await post('/api/players', body));
    expect([400, 403, 422]).toContain(await post('/api/games', body));
    expect([400, 403, 409, 422]).toContain(await post(`/api/games/${minesGame}/moves`, body));
    expect([400, 403, 422]).toContain(await post(`/api/games/${sudokuGameId}/result`, body));
  });

  test.prop(
    [
      fc.record({
        game: fc.oneof(fc.constantFrom('mines', 'sudoku'), hostileString(20)),
        level: fc.oneof(fc.constantFrom('expert', 'easy', 'beginner', 'custom'), hostileString(40)),
        secret: fc.oneof(fc.constant('SECRET'), hostileString(50)),
        daily: fc.oneof(fc.boolean(), hostileJson),
      }),
    ],
    { numRuns: 150 },
  )('a deal with hostile fields', async (fields) => {
    const body = JSON.stringify({ ...fields, secret: fields.secret === 'SECRET' ? secret : fields.secret });
    // Dealing a Sudoku makes its puzzle on the request path: up to about 0.7 s for an expert one on this machine
    // (bounded by the generator, not by the request), so only that deal gets a budget in seconds.
    const makesPuzzle = fields.game === 'sudoku' && ['easy', 'expert'].includes(fields.level as string);
    const status = await expectAnswer(
      app,
      '/api/games',
      { method: 'POST', headers: json, body },
      makesPuzzle ? 5000 : undefined,
    );
    expect([201, 400, 403, 409, 422]).toContain(status);
  });

  test.prop(
    [
      fc.record({
        kind: fc.oneof(fc.constantFrom('open', 'flag', 'question', 'chord', 'flagMode'), hostileString(10)),
        x: fc.oneof(fc.integer({ min: -2, max: 40 }), hostileJson),
        y: fc.oneof(fc.integer({ min: -2, max: 20 }), hostileJson),
      }),
    ],
    { numRuns: 200 },
  )('moves with hostile fields', async (move) => {
    const body = JSON.stringify({ ...move, secret });
    expect([200, 400, 409, 422]).toContain(await post(`/api/games/${minesGame}/moves`, body));
  });

  test.prop([fc.option(mutated(fc.constant(() => solvingLog).map((log) => log()))), hostileJson], {
    numRuns: 150,
  })('a Sudoku result with a mutated log', async (log, hints) => {
    const body = `{"secret":${JSON.stringify(secret)},"moves":${log ?? 'null'},"hints":${JSON.stringify(hints) ?? 0}}`;
    expect([201, 400, 409, 422]).toContain(await post(`/api/games/${sudokuGameId}/result`, body));
  });

  test.prop(
    [
      fc.dictionary(
        fc.oneof(fc.constantFrom('game', 'level', 'period', 'page'), hostileString(8)),
        fc.oneof(
          hostileString(60),
          fc.constantFrom('mines', 'sudoku', 'expert', 'all', 'week', 'daily', '1', '1000'),
        ),
        { maxKeys: 5 },
      ),
    ],
    { numRuns: 200 },
  )('any leaderboard query', async (params) => {
    expect([200, 400]).toContain(await expectAnswer(app, `/api/leaderboards?${new URLSearchParams(params)}`));
  });

  test.prop([hostileString(60), fc.constantFrom('records', 'players', 'games')], { numRuns: 200 })(
    'any id in a path',
    async (id, kind) => {
      const path = `/api/${kind}/${encodeURIComponent(id.replace(/[\ud800-\udfff]/g, '?'))}`;
      const status =
        kind === 'games'
          ? await post(`${path}/moves`, JSON.stringify({ kind: 'flagMode', secret }))
          : await expectAnswer(app, path);
      expect(status).toBeGreaterThanOrEqual(200);
      if (!/^[1-9]\d{0,14}$/.test(id)) expect(status).toBeGreaterThanOrEqual(400);
    },
  );
});
