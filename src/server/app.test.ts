import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oracleAfterFirstClick, winningMoves } from '../../test/engineOracle.ts';
import { makeMoveLog, PRESETS } from '../mines/index.ts';
import { createApp } from './app.ts';
import { MAX_BODY_BYTES, MAX_PLAYER_LENGTH, MAX_RECORD_TIME_MS } from './limits.ts';
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

afterEach(async () => {
  await storage.close();
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
    await storage.close();
    storage = openSqliteStorage(join(dir, 'test.sqlite'));
    expect(await storage.minesRecords('beginner', 10)).toMatchObject({ played: 1, wins: 1 });
  });
});

describe('what the API takes from a stranger', () => {
  it('keeps a player name trimmed, and takes any printable script, emoji included', async () => {
    for (const [sent, kept] of [
      ['  Ada  ', 'Ada'],
      ['山田 太郎', '山田 太郎'],
      ['👩‍💻'.replace('\u200d', ''), '👩💻'],
      ['❤️ Zoë', '❤️ Zoë'],
      ['\u3000Ada\u00a0', 'Ada'],
    ]) {
      const response = await post({ ...submission(`name-${kept}`), player: sent });
      expect(response.status, sent).toBe(201);
      expect((await response.json()).player).toBe(kept);
    }
  });

  it.each([
    ['a control character', 'Ada\u0007'],
    ['a new line', 'Ada\nBob'],
    ['a right-to-left override', 'Ada\u202egnp.exe'],
    ['a zero-width space', 'Ad\u200ba'],
    ['a zero-width joiner', 'Ad\u200da'],
    ['a byte-order mark inside', 'Ad\ufeffa'],
    ['a bidi isolate', '\u2067Ada\u2069'],
    ['a Hangul filler (an invisible letter)', '\u3164'],
    ['a private-use character', 'Ada\ue000'],
    ['a line separator', 'Ada\u2028Bob'],
  ])('refuses a player name with %s, naming the character', async (_, player) => {
    const response = await post({ ...submission('name-bad'), player });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(/^player: ".*" holds U\+[0-9A-F]{4}, a control, invisible/);
    expect((await storage.minesRecords('beginner', 10)).played).toBe(0);
  });

  it('refuses a player name over the length limit, counting characters, not UTF-16 units', async () => {
    const emoji = '😀'.repeat(MAX_PLAYER_LENGTH);
    expect((await post({ ...submission('long-1'), player: emoji })).status).toBe(201);
    const response = await post({ ...submission('long-2'), player: `${emoji}😀` });
    expect(response.status).toBe(422);
    expect((await response.json()).error).toBe(`player: at most ${MAX_PLAYER_LENGTH} characters`);
  });

  it('refuses a seed with invisible characters (it is stored and shown), and keeps a seed exactly as sent', async () => {
    const bad = await post(submission('seed\u202e'));
    expect(bad.status).toBe(422);
    expect((await bad.json()).error).toMatch(/^seed: .*U\+202E/);
    const spaced = await post(submission(' a seed with spaces '));
    expect(spaced.status).toBe(201);
    expect((await spaced.json()).seed).toBe(' a seed with spaces ');
  });

  it.each([
    ['a value', '{"level":"beginner","seed":"\\ud800"}', /^seed: holds a lone surrogate/],
    ['a nested value', '{"params":{"firstClick":"x\\udfff"}}', /^params\.firstClick: holds a lone surrogate/],
    ['an array item', '{"extra":[1,2,["\\udc00"]]}', /^extra\[2\]\[0\]: holds a lone surrogate/],
    ['a key', '{"a\\ud800b":1}', /^body key "a\\ud800b": holds a lone surrogate/],
    [
      'a field the verifier ignores',
      '{"level":"beginner","note":"\\udbff"}',
      /^note: holds a lone surrogate/,
    ],
  ])('refuses a lone surrogate in %s with 422, naming where', async (_, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(message);
  });

  it('takes a surrogate pair (an emoji written as JSON escapes)', async () => {
    const body = JSON.stringify({ ...submission('pair'), player: 'P' }).replace('"P"', '"\\ud83d\\ude00"');
    expect(body).toContain('"player":"\\ud83d\\ude00"');
    const response = await post(body);
    expect(response.status).toBe(201);
    expect((await response.json()).player).toBe('😀');
  });

  it('refuses a game whose clock ran past the longest time kept', async () => {
    const moves = winningMoves(beginner, 'api-time', centre);
    const late = moves.map((move, i) =>
      i === moves.length - 1 ? { ...move, at: MAX_RECORD_TIME_MS + 1 } : move,
    );
    const response = await post(submission('api-time', late));
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(
      /^moves: the game lasted \d+ ms, more than the 2147483647 ms/,
    );
    const inTime = moves.map((move, i) =>
      i === moves.length - 1 ? { ...move, at: MAX_RECORD_TIME_MS } : move,
    );
    const kept = await post(submission('api-time', inTime));
    expect(kept.status).toBe(201);
    expect((await kept.json()).timeMs).toBe(MAX_RECORD_TIME_MS - moves[0].at);
  });

  it('refuses a body over the limit with 413, whether or not its length is declared', async () => {
    const big = `{"moves":"${'a'.repeat(MAX_BODY_BYTES)}"}`;
    const declared = await app.request('/api/mines/results', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    const streamed = await post(big); // a Request body without Content-Length: counted while read
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error).toBe(`body: larger than ${MAX_BODY_BYTES} bytes`);
  });

  it('refuses a post that is not JSON (415) or comes from another origin (403); takes its own origin', async () => {
    const body = JSON.stringify(submission('origin-1'));
    const send = (headers: Record<string, string>) =>
      app.request('/api/mines/results', { method: 'POST', headers, body });
    expect((await send({ 'content-type': 'text/plain' })).status).toBe(415);
    expect((await send({})).status).toBe(415);
    expect((await send({ 'content-type': 'application/json', origin: 'http://localhost:1234' })).status).toBe(
      403,
    );
    expect((await send({ 'content-type': 'application/json', origin: 'http://evil.localhost' })).status).toBe(
      403,
    );
    expect((await storage.minesRecords('beginner', 10)).played).toBe(0);
    const own = await send({ 'content-type': 'application/json; charset=utf-8', origin: 'http://localhost' });
    expect(own.status).toBe(201);
  });

  it('quotes at most a short prefix of a hostile path in a 404', async () => {
    const response = await app.request(`/api/${'x'.repeat(5000)}`);
    expect(response.status).toBe(404);
    const { error } = await response.json();
    expect(error.length).toBeLessThan(100);
    expect(error).toMatch(/^no such API route: GET "\/api\/x+…"$/);
  });
});
