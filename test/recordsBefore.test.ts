/**
 * Records made before the ranked routes were rebuilt on the game registry (test/fixtures/rankedBefore: a SQLite file
 * of ranked games of all three games dealt, played, finished, forfeited and abandoned through the HTTP API of that
 * server, and the answers it gave) are read, ranked, replayed and played on by today's server exactly as they were:
 * every player page, dealt game, record and leaderboard gives the answer it gave then, the games left in play
 * (kept over a reload) go on to the same results, and every record's log replays to the record with the engines.
 *
 * Judging is the rules of the day, not the records': a stored record keeps the status it was given, but a game
 * finished now is judged by today's judges (ranked/judge/). The comparison therefore runs with judges that hold
 * nothing (the old answers ranked every game played on here), and once more with today's judges, where every
 * request must still be taken as it was. Fields added to the answers since are named (FIELDS_SINCE) and only
 * those are set aside; the fixture's dailies are read on their own day, so their boards now read sealed.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replay } from '../src/core/game.ts';
import { elapsed, minesweeper, type Params, parseMoveLog } from '../src/mines/index.ts';
import { newSolo, playSolo } from '../src/puyo/solo.ts';
import { createApp } from '../src/server/app.ts';
import { verifyMinesSubmission } from '../src/server/minesVerify.ts';
import { sealedUntil } from '../src/server/periods.ts';
import { RANKED_GAMES, type RankedGames } from '../src/server/ranked/registry.ts';
import { sealedRecord } from '../src/server/routes/sealed.ts';
import { openSqliteStorage } from '../src/server/sqliteStorage.ts';
import type { Storage, StoredResult } from '../src/server/storage.ts';
import { runTask } from '../src/server/workers/tasks.ts';
import { inlineRunner } from '../src/server/workers/threadRunner.ts';
import { VerifyPool } from '../src/server/workers/verifyPool.ts';
import { checkState, readMove, sudokuGame } from '../src/sudoku/index.ts';
import { recordAnswer } from '../src/web/ranked/answers.ts';
import type { StepAnswer } from './fixtures/rankedBefore/steps.ts';

const FIXTURE = fileURLToPath(new URL('./fixtures/rankedBefore/', import.meta.url));
const players = JSON.parse(readFileSync(join(FIXTURE, 'players.json'), 'utf8')) as Record<
  string,
  { id: number; secret: string }
>;
const answers = readFileSync(join(FIXTURE, 'answers.jsonl'), 'utf8')
  .split('\n')
  .filter((line) => line !== '')
  .map((line) => JSON.parse(line) as StepAnswer);
const secretOf = (playerId: number) => Object.values(players).find((p) => p.id === playerId)!.secret;

/**
 * Fields the answers have gained since the fixture was made, with the value a fixture record has: a result's review
 * (none), a player's bot and refused marks (a person, not refused), and in a result's extra solo practice's
 * uncredited soft-drop rows (none: the fixture's practices claim none).
 */
const FIELDS_SINCE: Readonly<Record<string, unknown>> = { review: null, bot: false, refused: null };
const EXTRA_SINCE: Readonly<Record<string, unknown>> = { uncredited: 0 };

/** The games with judges that rank whatever their proof ranks. */
const unjudged = Object.fromEntries(
  Object.entries(RANKED_GAMES).map(([name, game]) => [name, { ...game, judge: () => ({ reason: null }) }]),
) as unknown as RankedGames;

let dir: string;
let storage: Storage | undefined;
let pool: VerifyPool;
let app: ReturnType<typeof createApp>;
let clock = 0;

/** A server on a fresh copy of the fixture's file, dispatching to `games`. */
async function open(games: RankedGames) {
  await close();
  copyFileSync(join(FIXTURE, 'records.sqlite'), join(dir, 'records.sqlite'));
  storage = openSqliteStorage(join(dir, 'records.sqlite'));
  pool = new VerifyPool({ workers: 1, maxQueue: 16, makeRunner: () => inlineRunner(runTask) });
  const now = () => new Date(clock);
  app = createApp({ storage, verifyMines: verifyMinesSubmission, now, verifyPool: pool, games });
}

async function close() {
  if (storage === undefined) return;
  await pool.whenIdle();
  await pool.close();
  await storage.close();
  storage = undefined;
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-before-'));
});

afterAll(async () => {
  await close();
  rmSync(dir, { recursive: true, force: true });
});

/** `value` without the fields in `since` that hold the value given there. */
const without = (value: object, since: Readonly<Record<string, unknown>>) =>
  Object.entries(value).filter(([key, inner]) => !(key in since && Object.is(since[key], inner)));

/** An answer without the fields gained since the fixture was made (at the values a fixture record has). */
function withoutFieldsSince(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutFieldsSince);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    without(value, FIELDS_SINCE).map(([key, inner]) =>
      key === 'extra' && inner !== null && typeof inner === 'object'
        ? [key, Object.fromEntries(without(inner, EXTRA_SINCE))]
        : [key, withoutFieldsSince(inner)],
    ),
  );
}

const GAME_FIELDS = ['id', 'game', 'level', 'daily', 'dealtAt', 'elapsedMs', 'finished', 'result', 'play'];

/**
 * A recorded answer as it reads now that a finished daily's seed and board stay secret until its day is over
 * (dailySecrecy.test.ts): its records sealed (routes/sealed.ts), the game by its id without its board.
 */
function sealedNow(value: unknown, now: Date): unknown {
  if (Array.isArray(value)) return value.map((inner) => sealedNow(inner, now));
  if (value === null || typeof value !== 'object') return value;
  const object = value as Record<string, unknown> & { daily: string | null };
  if ('seed' in object && 'params' in object && 'extra' in object)
    return sealedRecord(object as unknown as Parameters<typeof sealedRecord>[0], now);
  const until = 'finished' in object && object.finished === true ? sealedUntil(object.daily, now) : null;
  if (until !== null)
    return {
      ...Object.fromEntries(Object.entries(object).filter(([key]) => GAME_FIELDS.includes(key))),
      sealedUntil: until,
    };
  return Object.fromEntries(Object.entries(object).map(([key, inner]) => [key, sealedNow(inner, now)]));
}

/** Sends a fixture step to the server at its time; the status and the answer. */
async function send(step: StepAnswer) {
  clock = step.at;
  const body = await bodyOf(step);
  const response = await app.request(
    step.path,
    body === undefined
      ? undefined
      : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
  );
  const answer = await response.json();
  await pool.whenIdle();
  return { status: response.status, answer };
}

/** A step's body as today's server takes it: a move now carries its player's secret. */
async function bodyOf(step: StepAnswer): Promise<unknown> {
  const move = /^\/api\/games\/([^/]+)\/moves$/.exec(step.path);
  if (move === null) return step.body;
  const game = await storage!.game(move[1]);
  return { ...(step.body as object), secret: secretOf(game!.playerId) };
}

describe('records made before the ranked routes knew no game', () => {
  it('holds ranked games of every game, finished every way, and games left in play', () => {
    const records = answers.filter((a) => a.path.startsWith('/api/records/') && a.status === 200);
    const shown = records.map((a) => a.answer as StoredResult);
    for (const game of ['mines', 'sudoku', 'puyo'])
      for (const status of ['ranked', 'lost'])
        expect(
          shown.some((r) => r.game === game && r.status === status),
          `${game} ${status}`,
        ).toBe(true);
    expect(shown.some((r) => r.status === 'held')).toBe(true);
    expect(shown.some((r) => r.daily !== null)).toBe(true);
    expect(shown.some((r) => r.extra.result === 'forfeit')).toBe(true);
    expect(shown.some((r) => r.extra.result === 'abandoned')).toBe(true);
    expect(answers.filter((a) => a.path.endsWith('/moves')).length).toBeGreaterThan(5);
  });

  it('answers every read and every move, result and forfeit of the games left in play as that server did', async () => {
    await open(unjudged);
    let compared = 0;
    for (const step of answers) {
      const { status, answer } = await send(step);
      expect({ path: step.path, status, answer: withoutFieldsSince(answer) }).toEqual({
        path: step.path,
        status: step.status,
        answer: sealedNow(step.answer, new Date(step.at)),
      });
      compared++;
    }
    expect(compared).toBe(answers.length);
  });

  it("takes every one of those requests with today's judges too", async () => {
    await open(RANKED_GAMES);
    for (const step of answers) {
      const { status } = await send(step);
      expect({ path: step.path, status }).toEqual({ path: step.path, status: step.status });
    }
  });

  it("replays every record's log to the record with the engines, as a replay link does", async () => {
    const records = answers.filter((a) => a.path.startsWith('/api/records/') && a.status === 200);
    let replayed = 0;
    for (const { answer } of records) {
      const record = recordAnswer.parse(answer) as unknown as StoredResult;
      if (record.log === '') {
        // Closed without play: forfeited or abandoned, lost.
        expect(record.status).toBe('lost');
        continue;
      }
      replayed++;
      if (record.game === 'mines') {
        const moves = parseMoveLog(record.log);
        if (!moves.ok) throw new Error(moves.error);
        const params = JSON.parse(record.params) as Params;
        const state = replay(minesweeper, { params, seed: record.seed, moves: moves.value });
        if (!state.ok) throw new Error(String(state.error));
        expect(state.value.phase).toBe(record.status === 'lost' ? 'lost' : 'won');
        expect(Math.round(elapsed(state.value, state.value.lastAt))).toBe(record.timeMs);
      } else if (record.game === 'sudoku') {
        const state = sudokuGame.newGame({ puzzle: JSON.parse(record.params).puzzle }, 0);
        for (const move of JSON.parse(record.log)) {
          const checked = readMove(move);
          expect(checked.ok).toBe(true);
          expect(sudokuGame.play(state, move).ok).toBe(true);
        }
        expect(checkState(state).status).toBe('solved');
      } else if (record.board.startsWith('solo')) {
        const state = newSolo(record.seed);
        for (const move of JSON.parse(record.log)) expect(playSolo(state, move).ok).toBe(true);
        expect(state.score).toBe(record.score);
      } else {
        const replays = RANKED_GAMES.puyo.replays!;
        const verdict = replays.replay(replays.jobOf(record)) as {
          ok: boolean;
          result: string;
          score: number;
        };
        expect(verdict).toMatchObject({ ok: true, result: record.status === 'lost' ? 'p2' : 'p1' });
        expect(verdict.score).toBe(record.score);
      }
    }
    expect(replayed).toBeGreaterThanOrEqual(10);
  });
});
