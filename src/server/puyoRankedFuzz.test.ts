/**
 * Ranked Puyo results from a stranger: a match's input log and a solo practice's placements,
 * posted to /api/games/:id/result for a game dealt to the poster. Whatever the body, the answer is a success, a
 * 4xx or a 503 with a short JSON error naming what was wrong, never a 500, within CALL_BUDGET_MS; a match log taken
 * for replay is settled by the replay (verified, lost, held or refused with a reason), quickly too. Through the
 * whole app with a real SQLite database in memory, a clock the test moves and the replay pool inline.
 */
import { fc, test } from '@fast-check/vitest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileJson, hostileString, measureCostAsync } from '../../test/hostile.ts';
import { expectAnswer } from './answerCheck.testkit.ts';
import { createApp } from './app.ts';
import { verifyMinesSubmission } from './minesVerify.ts';
import { makeInputText, readInputText } from './ranked/puyo/inputText.ts';
import { MAX_SOLO_PAIRS } from './ranked/puyo/soloProof.ts';
import { MAX_PUYO_TICKS } from './ranked/puyo/versusProof.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import type { Storage } from './storage.ts';
import { runTask } from './workers/tasks.ts';
import { inlineRunner } from './workers/threadRunner.ts';
import { VerifyPool } from './workers/verifyPool.ts';

/**
 * A replay of a hostile log: refused at the first tick where the computer's buttons differ from its AI's (tick 28 or
 * so for a log of zeros), about 0.1 s against `seed` and `gentle`. Against `strongest` the AI's first search alone
 * takes 1.8 s of CPU, which is why replays run in worker threads; the shape checks on the request path are the same
 * for every level, so the levels here are the two cheap ones.
 */
const REPLAY_BUDGET_MS = 1000;
/**
 * The longest log a match result may hold (MAX_PUYO_TICKS, 216 KB of JSON) is read, checked and stored on the
 * request path: 42-56 ms (min-median of 12, lesser of wall and CPU) and up to 111 ms at load 18 on the shared
 * 2-core machine, linear in the log (7.6 ms median for 1/16 of it). Only bodies that long get this budget.
 */
const LONGEST_LOG_BUDGET_MS = 400;

let storage: Storage;
let pool: VerifyPool;
let app: ReturnType<typeof createApp>;
let secret: string;
let clock = Date.UTC(2026, 10, 25, 12);
/** How often each status was answered, so the suite can tell that the deep paths were reached. */
const answered = new Map<number, number>();
const count = (status: number) => answered.set(status, (answered.get(status) ?? 0) + 1);

const json = { 'content-type': 'application/json' };
const postJson = async (path: string, body: unknown) =>
  (await app.request(path, { method: 'POST', headers: json, body: JSON.stringify(body) })).json();

beforeAll(async () => {
  storage = openSqliteStorage(':memory:');
  pool = new VerifyPool({ workers: 1, maxQueue: 4, makeRunner: () => inlineRunner(runTask) });
  app = createApp({
    storage,
    verifyMines: verifyMinesSubmission,
    now: () => new Date(clock),
    verifyPool: pool,
  });
  ({ secret } = await postJson('/api/players', { name: 'Fuzz' }));
});

afterAll(async () => {
  await pool.whenIdle();
  await pool.close();
  await storage.close();
});

/** Deals a fresh game at `level` and moves the clock on by `ms`, so the server saw that much play. */
async function deal(level: string, ms: number): Promise<string> {
  const dealt = await postJson('/api/games', { game: 'puyo', level, secret });
  expect(dealt.id, JSON.stringify(dealt)).toBeTypeOf('string');
  clock += ms;
  return dealt.id;
}

/** The body's text with the poster's secret put in (most fields hostile, the secret right, so checks go deep). */
const withSecret = (fields: string): string => `{"secret":${JSON.stringify(secret)}${fields}}`;
const jsonText = (value: unknown): string => JSON.stringify(value) ?? 'null';

/** Input logs: any JSON, raw numbers JSON.stringify cannot write, packed inputs in and out of range, long runs. */
const inputsText: fc.Arbitrary<string> = fc.oneof(
  hostileJson.map(jsonText),
  fc.array(fc.integer({ min: -2, max: 1100 }), { maxLength: 300 }).map(jsonText),
  // The human's buttons only: the computer's bits stay 0, as its AI leaves them until it first acts.
  fc.array(fc.nat(31), { minLength: 1, maxLength: 600 }).map(jsonText),
  fc.constantFrom('[1e400]', '[-0]', '[0.5]', `[${'9'.repeat(400)}]`, '[]', '[[0]]', '["0"]', '{"0":0}'),
  fc.constantFrom(MAX_PUYO_TICKS, MAX_PUYO_TICKS + 1).map((ticks) => `[${Array(ticks).fill(0).join(',')}]`),
);

describe('a ranked Puyo match result from a stranger', () => {
  test.prop(
    [
      fc.constantFrom('seed', 'gentle'),
      fc.oneof(
        inputsText.map((inputs) => withSecret(`,"inputs":${inputs}`)),
        fc
          .tuple(hostileString(12), hostileJson)
          .map(([key, value]) => withSecret(`,"inputs":[0],${JSON.stringify(key)}:${jsonText(value)}`)),
        hostileJson.map(jsonText),
      ),
      fc.constantFrom(0, 60_000, 40 * 60_000),
    ],
    { numRuns: 100 },
  )(
    'is taken for replay or refused with a reason, quickly, and the replay settles it',
    async (level, body, ms) => {
      const id = await deal(level, ms);
      const budget = body.length > 100_000 ? LONGEST_LOG_BUDGET_MS : undefined;
      const status = await expectAnswer(
        app,
        `/api/games/${id}/result`,
        { method: 'POST', headers: json, body },
        budget,
      );
      expect([202, 400, 403, 409, 422, 503]).toContain(status);
      count(status);
      const { ms: replayMs } = await measureCostAsync(() => pool.whenIdle());
      expect(replayMs).toBeLessThan(REPLAY_BUDGET_MS);
      if (status !== 202) return;
      const { result } = await (await app.request(`/api/games/${id}`)).json();
      const record = await (await app.request(`/api/records/${result.id}`)).json();
      expect(['lost', 'ranked', 'held', 'refused']).toContain(record.status);
      if (record.status === 'refused') {
        expect(record.reason).toMatch(/^inputs/);
        expect(record.reason.length).toBeLessThanOrEqual(400);
      }
    },
  );
});

const placement = fc.oneof(
  fc.record({ col: fc.integer({ min: -1, max: 6 }), rot: fc.integer({ min: -1, max: 4 }), drop: fc.nat(13) }),
  fc
    .tuple(fc.oneof(fc.constantFrom('col', 'rot', 'drop'), hostileString(40)), hostileJson)
    .map(([key, value]) => ({ col: 2, rot: 0, drop: 0, [key]: value })),
);

const movesText: fc.Arbitrary<string> = fc.oneof(
  // Upright pairs fit every column that has room: these practices are mostly proved.
  fc
    .array(fc.record({ col: fc.integer({ min: 0, max: 5 }), rot: fc.constant(0), drop: fc.nat(12) }), {
      minLength: 1,
      maxLength: 60,
    })
    .map(jsonText),
  fc.array(placement, { maxLength: 60 }).map(jsonText),
  hostileJson.map(jsonText),
  // The longest practice a result may hold, and one more: the same placement, which tops out early.
  fc
    .constantFrom(MAX_SOLO_PAIRS, MAX_SOLO_PAIRS + 1)
    .map((pairs) => jsonText(Array(pairs).fill({ col: 2, rot: 0, drop: 1 }))),
);

describe('a ranked Puyo solo practice from a stranger', () => {
  test.prop(
    [
      movesText,
      fc.oneof(
        fc.constant(''),
        hostileJson.map((undos) => `,"undos":${jsonText(undos)}`),
      ),
      fc.constantFrom(0, 60_000, 10 * 60 * 60_000),
    ],
    { numRuns: 150 },
  )('is proved or refused with a reason, quickly', async (moves, undos, ms) => {
    const id = await deal('solo', ms);
    const body = withSecret(`,"moves":${moves}${undos}`);
    const status = await expectAnswer(app, `/api/games/${id}/result`, {
      method: 'POST',
      headers: json,
      body,
    });
    expect([201, 400, 409, 422]).toContain(status);
    count(status);
  });
});

describe('a pending match log as the server stores it', () => {
  // Read back only from the server's own database (to resume a replay after a restart), never from a request.
  test.prop([fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1023 })), { maxLength: 2000 })])(
    'reads back as written',
    (inputs) => {
      expect(readInputText(makeInputText(inputs))).toEqual(inputs);
    },
  );
});

it('reached the replay and the proof, not only the shape checks', () => {
  expect(answered.get(202) ?? 0, 'match logs taken for replay').toBeGreaterThan(5);
  expect(answered.get(201) ?? 0, 'practices proved').toBeGreaterThan(5);
  expect(answered.get(422) ?? 0, 'refused by a rule, not by shape').toBeGreaterThan(5);
});
