import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oracleAfterFirstClick, winningMoves } from '../../e2e/engineOracle.ts';
import { makeMoveLog, PRESETS } from '../mines/index.ts';
import { createApp } from './app.ts';
import { verifyMinesSubmission } from './minesVerify.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import type { Storage } from './storage.ts';

const beginner = PRESETS.beginner;
const centre = { x: 4, y: 4 };

let dir: string;
let storage: Storage;
let app: ReturnType<typeof createApp>;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-api-'));
  storage = openSqliteStorage(join(dir, 'test.sqlite'));
  let clock = Date.UTC(2026, 0, 1);
  app = createApp({ storage, verifyMines: verifyMinesSubmission, now: () => new Date((clock += 1000)) });
});

afterEach(() => {
  storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (body: unknown) =>
  app.request('/api/mines/results', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

const submission = (seed: string, moves = winningMoves(beginner, seed, centre)) => ({
  level: 'beginner',
  params: beginner,
  seed,
  moves: makeMoveLog(moves),
});

describe('Minesweeper results API', () => {
  it('replays a won game and stores what the replay proves', async () => {
    const moves = winningMoves(beginner, 'api-1', centre);
    const response = await post(submission('api-1', moves));
    expect(response.status).toBe(201);
    const stored = await response.json();
    expect(stored).toMatchObject({ level: 'beginner', won: true, seed: 'api-1', clicks: moves.length });
    expect(stored.timeMs).toBe(moves[moves.length - 1].at);
    expect(stored.bbbv).toBeGreaterThan(0);
  });

  it('records a lost game as played, not as a best time', async () => {
    const oracle = oracleAfterFirstClick(beginner, 'api-2', centre);
    const mine = oracle.mines[0];
    const moves = [
      { kind: 'open' as const, ...centre, at: 0 },
      { kind: 'open' as const, ...mine, at: 500 },
    ];
    expect((await post(submission('api-2', moves))).status).toBe(201);
    expect((await post(submission('api-3'))).status).toBe(201);
    const records = await (await app.request('/api/mines/records?level=beginner')).json();
    expect(records).toMatchObject({ level: 'beginner', played: 2, wins: 1 });
    expect(records.best).toHaveLength(1);
    expect(records.best[0].seed).toBe('api-3');
  });

  it('lists best times fastest first and honours the limit', async () => {
    for (const seed of ['a', 'b', 'c']) expect((await post(submission(seed))).status).toBe(201);
    const records = await (await app.request('/api/mines/records?level=beginner&limit=2')).json();
    expect(records.best).toHaveLength(2);
    expect(records.best[0].timeMs).toBeLessThanOrEqual(records.best[1].timeMs);
  });

  it.each([
    ['not JSON', '{', 400, /^body: not valid JSON/],
    ['a missing seed', { level: 'beginner', params: beginner, moves: '' }, 422, /^seed: /],
    ['a bad level', { ...submission('x'), level: 'hard' }, 422, /^level: /],
    ['a bad width', { ...submission('x'), params: { ...beginner, width: 0 } }, 422, /^params\.width: /],
    [
      'too many mines',
      { ...submission('x'), level: 'custom', params: { ...beginner, mines: 81 } },
      422,
      /^params: /,
    ],
    [
      'a preset name on another board',
      { ...submission('x'), params: { ...beginner, mines: 11 } },
      422,
      /not the beginner board/,
    ],
    ['a bad move', { ...submission('x'), moves: 'o a1@0; zz' }, 422, /^moves: move 2: /],
    [
      'a move off the board',
      { ...submission('x'), moves: 'o z1@0' },
      422,
      /^moves: move 1 was refused: .*outside/,
    ],
    ['an unfinished game', { ...submission('x'), moves: 'o e5@0' }, 422, /not finished/],
  ])('refuses %s with a 4xx JSON error naming the field', async (_, body, status, message) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    expect((await response.json()).error).toMatch(message);
  });

  it('refuses a game whose times go backwards', async () => {
    const moves = winningMoves(beginner, 'api-4', centre);
    const tampered = moves.map((move, i) => (i === moves.length - 1 ? { ...move, at: 1 } : move));
    const response = await post(submission('api-4', tampered));
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(/before the previous move/);
  });

  it('names a bad records query', async () => {
    const response = await app.request('/api/mines/records?level=beginner&limit=0');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^limit: /);
    expect((await app.request('/api/mines/records')).status).toBe(400);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const response = await app.request('/api/nothing');
    expect(response.status).toBe(404);
    expect((await response.json()).error).toMatch(/no such API route/);
  });

  it('keeps results in the SQLite file across a reopen', async () => {
    expect((await post(submission('persist'))).status).toBe(201);
    storage.close();
    storage = openSqliteStorage(join(dir, 'test.sqlite'));
    expect(storage.minesRecords('beginner', 10)).toMatchObject({ played: 1, wins: 1 });
  });
});
