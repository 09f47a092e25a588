import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { winningMoves } from '../../test/engineOracle.ts';
import { makeMoveLog, PRESETS } from '../mines/index.ts';
import { createApp } from './app.ts';
import { MAX_PLAYER_LENGTH, SMALL_BODY_BYTES } from './limits.ts';
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

const postTo = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
/** A new player: the route that takes a name, the text every board shows. */
const post = (body: unknown) => postTo('/api/players', body);

describe('unranked Minesweeper results', () => {
  it('are no longer taken (410, saying the way onto a board) and nothing is kept, however honest the game', async () => {
    const moves = winningMoves(beginner, 'api-1', centre);
    const honest = { level: 'beginner', params: beginner, seed: 'api-1', moves: makeMoveLog(moves) };
    const forged = { ...honest, level: 'expert', params: PRESETS.expert, moves: 'o a1@0', player: 'Ada' };
    for (const body of [honest, forged]) {
      const response = await postTo('/api/mines/results', body);
      expect(response.status).toBe(410);
      expect((await response.json()).error).toMatch(/^results: .*a ranked game \(POST \/api\/games\)/);
    }
    expect(await storage.minesRecords('beginner', 10)).toMatchObject({ played: 0, wins: 0 });
  });

  it('kept before still read, best times fastest first within the limit', async () => {
    const at = new Date(Date.UTC(2026, 0, 1));
    const row = { level: 'beginner', ...beginner, seed: 's', won: true, bbbv: 20, clicks: 30, player: 'Ada' };
    for (const timeMs of [9000, 7000, 8000]) await storage.addMinesResult({ ...row, timeMs }, at);
    await storage.addMinesResult({ ...row, won: false, timeMs: 1000 }, at);
    const records = await (await app.request('/api/mines/records?level=beginner&limit=2')).json();
    expect(records).toMatchObject({ level: 'beginner', played: 4, wins: 3 });
    expect(records.best.map((best: { timeMs: number }) => best.timeMs)).toEqual([7000, 8000]);
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
});

describe('what the API takes from a stranger', () => {
  it('keeps a player name trimmed, and takes any printable script, emoji included', async () => {
    for (const [sent, kept] of [
      ['  Ada  ', 'Ada'],
      ['山田 太郎', '山田 太郎'],
      ['👩‍💻'.replace('\u200d', ''), '👩💻'],
      ['❤️ Zoë', '❤️ Zoë'],
      ['\u3000Bea\u00a0', 'Bea'],
    ]) {
      const response = await post({ name: sent });
      expect(response.status, sent).toBe(201);
      expect((await response.json()).name).toBe(kept);
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
  ])('refuses a player name with %s, naming the character', async (_, name) => {
    const response = await post({ name });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/^name: ".*" holds U\+[0-9A-F]{4}, a control, invisible/);
  });

  it('refuses a player name over the length limit, counting characters, not UTF-16 units', async () => {
    const emoji = '😀'.repeat(MAX_PLAYER_LENGTH);
    expect((await post({ name: emoji })).status).toBe(201);
    const response = await post({ name: `${emoji}😀` });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toBe(`name: at most ${MAX_PLAYER_LENGTH} characters`);
  });

  it.each([
    ['a value', '{"name":"\\ud800"}', /^name: holds a lone surrogate/],
    ['a nested value', '{"params":{"firstClick":"x\\udfff"}}', /^params\.firstClick: holds a lone surrogate/],
    ['an array item', '{"extra":[1,2,["\\udc00"]]}', /^extra\[2\]\[0\]: holds a lone surrogate/],
    ['a key', '{"a\\ud800b":1}', /^body key "a\\ud800b": holds a lone surrogate/],
    ['a field the route ignores', '{"name":"Ada","note":"\\udbff"}', /^note: holds a lone surrogate/],
  ])('refuses a lone surrogate in %s with 422, naming where', async (_, body, message) => {
    const response = await post(body);
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(message);
  });

  it('takes a surrogate pair (an emoji written as JSON escapes)', async () => {
    const body = '{"name":"\\ud83d\\ude00"}';
    const response = await post(body);
    expect(response.status).toBe(201);
    expect((await response.json()).name).toBe('😀');
  });

  it('refuses a body over the limit with 413, whether or not its length is declared', async () => {
    const big = `{"name":"${'a'.repeat(SMALL_BODY_BYTES)}"}`;
    const declared = await app.request('/api/players', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(big.length) },
      body: big,
    });
    expect(declared.status).toBe(413);
    const streamed = await post(big); // a Request body without Content-Length: counted while read
    expect(streamed.status).toBe(413);
    expect((await streamed.json()).error).toBe(`body: larger than ${SMALL_BODY_BYTES} bytes`);
  });

  it('refuses a post that is not JSON (415) or comes from another origin (403); takes its own origin', async () => {
    const send = (headers: Record<string, string>, name: string) =>
      app.request('/api/players', { method: 'POST', headers, body: JSON.stringify({ name }) });
    expect((await send({ 'content-type': 'text/plain' }, 'A')).status).toBe(415);
    expect((await send({}, 'B')).status).toBe(415);
    const json = { 'content-type': 'application/json' };
    expect((await send({ ...json, origin: 'http://localhost:1234' }, 'C')).status).toBe(403);
    expect((await send({ ...json, origin: 'http://evil.localhost' }, 'D')).status).toBe(403);
    expect(await storage.playerPage(1, 1)).toBeUndefined();
    const own = await send(
      { 'content-type': 'application/json; charset=utf-8', origin: 'http://localhost' },
      'E',
    );
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
