/**
 * The ranked client against the real server app (app.request: every middleware, a real SQLite file, a clock the
 * test moves), so each answer schema is checked against what the routes really answer; and against answers a
 * test makes up for the failures a server cannot be asked to give (offline, busy, broken).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { winningMoves } from '../../../test/engineOracle.ts';
import { PRESETS } from '../../mines/index.ts';
import { createApp } from '../../server/app.ts';
import { verifyMinesSubmission } from '../../server/minesVerify.ts';
import { openSqliteStorage } from '../../server/sqliteStorage.ts';
import type { Storage } from '../../server/storage.ts';
import { translator } from '../i18n/index.ts';
import type { Fetch } from '../pageTypes.ts';
import { RankedClient } from './client.ts';
import { askKeptGame, keptInPlay } from './keptGame.ts';
import { leaderboardPath, playerPath, replayPath } from './paths.ts';

let dir: string;
let storage: Storage;
let client: RankedClient;
let clock: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-ranked-web-'));
  storage = openSqliteStorage(join(dir, 'ranked.sqlite'));
  clock = Date.UTC(2026, 10, 23, 12);
  const app = createApp({ storage, verifyMines: verifyMinesSubmission, now: () => new Date(clock) });
  client = new RankedClient((path, init) => Promise.resolve(app.request(path, init)));
});

afterEach(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const value = <T>(answer: { ok: true; value: T } | { ok: false; error: unknown }): T => {
  if (!answer.ok) throw new Error(`refused: ${JSON.stringify(answer.error)}`);
  return answer.value;
};

describe('the ranked client against the server', () => {
  it('chooses a name once: the secret comes back, the same name in another case is taken', async () => {
    const ann = value(await client.createPlayer('<b>Ann</b>'));
    expect(ann.name).toBe('<b>Ann</b>');
    expect(ann.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await client.createPlayer('<B>ANN</B>')).toEqual({ ok: false, error: { kind: 'nameTaken' } });
    const blank = await client.createPlayer('   ');
    expect(blank.ok || blank.error.kind).toBe('refused');
  });

  it('deals, plays a Minesweeper game move by move to a win, and reads it back everywhere', async () => {
    const ann = value(await client.createPlayer('Ann'));
    const dealt = value(await client.deal('mines', 'beginner', ann.secret));
    expect(dealt).toMatchObject({
      game: 'mines',
      level: 'beginner',
      daily: null,
      width: 9,
      height: 9,
      mines: 10,
    });
    const game = value(await client.game(dealt.id));
    expect(game).toMatchObject({ finished: false, result: null, width: 9 });
    const seed = (await storage.game(dealt.id))!.seed;
    const moves = winningMoves(PRESETS.beginner, seed, { x: 4, y: 4 });
    expect(value(await client.move(dealt.id, ann.secret, { kind: 'flagMode' }))).toMatchObject({
      phase: 'ready',
      cells: [],
    });
    value(await client.move(dealt.id, ann.secret, { kind: 'flagMode' }));
    let last = value(await client.move(dealt.id, ann.secret, { kind: 'flag', x: 0, y: 0 }));
    expect(last).toMatchObject({ minesLeft: 9, cells: [[0, expect.any(Number)]] });
    last = value(await client.move(dealt.id, ann.secret, { kind: 'flag', x: 0, y: 0 }));
    for (const { at: _, ...move } of moves) {
      clock += 500;
      last = value(await client.move(dealt.id, ann.secret, move));
    }
    expect(last).toMatchObject({ phase: 'won', seed, result: { status: 'ranked' } });
    const resultId = last.result!.id;
    expect(value(await client.game(dealt.id))).toMatchObject({ finished: true, result: { id: resultId } });
    const board = value(
      await client.leaderboard({ game: 'mines', level: 'beginner', period: 'day', page: 1 }),
    );
    expect(board).toMatchObject({ players: 1, played: 1, wins: 1, by: 'time', period: 'day' });
    expect(board.rows).toEqual([expect.objectContaining({ rank: 1, playerName: 'Ann', resultId })]);
    const record = value(await client.record(resultId));
    expect(record).toMatchObject({ game: 'mines', board: 'beginner', seed, verification: 'verified' });
    expect(JSON.parse(record.params)).toMatchObject({ width: 9, height: 9, mines: 10 });
    const page = value(await client.player(ann.id));
    expect(page.player.name).toBe('Ann');
    expect(page.bests).toEqual([expect.objectContaining({ game: 'mines', board: 'beginner', resultId })]);
    expect(page.last[0]).toMatchObject({ id: resultId, status: 'ranked' });
    const after = await client.move(dealt.id, ann.secret, { kind: 'open', x: 0, y: 0 });
    expect(after.ok || after.error.kind).toBe('conflict');
  });

  it('deals Sudoku and Puyo with what their pages need', async () => {
    const ann = value(await client.createPlayer('Ann'));
    const sudoku = value(await client.deal('sudoku', 'easy', ann.secret));
    expect(sudoku.puzzle).toMatch(/^[1-9.]{81}$/);
    expect(sudoku.number).toBeGreaterThanOrEqual(0);
    const puyo = value(await client.deal('puyo', 'gentle', ann.secret));
    expect(puyo.seed).toBeTruthy();
    expect(puyo.computer).toMatchObject({ ai: 'gentle' });
    const refused = await client.postResult(sudoku.id, ann.secret, { moves: [] });
    expect(refused.ok || refused.error.kind).toBe('refused');
  });

  it('tells an unknown secret, a second daily challenge, a missing record and a bad level apart', async () => {
    const unknown = await client.deal('mines', 'expert', 'x'.repeat(43));
    expect(unknown.ok || unknown.error.kind).toBe('notYours');
    const ann = value(await client.createPlayer('Ann'));
    expect(value(await client.deal('mines', 'expert', ann.secret, true)).daily).toBe('2026-11-23');
    const again = await client.deal('mines', 'expert', ann.secret, true);
    expect(again.ok || again.error).toMatchObject({
      kind: 'conflict',
      detail: expect.stringMatching(/^daily: /),
    });
    const missing = await client.record(999);
    expect(missing.ok || missing.error.kind).toBe('notFound');
    const level = await client.leaderboard({ game: 'mines', level: 'Expert!' });
    expect(level.ok || level.error.kind).toBe('refused');
  });
});

describe('a ranked game kept in the browser, asked of the server', () => {
  const page = () => {
    const notes: string[] = [];
    return {
      notes,
      context: { t: translator('en'), language: 'en' as const, notify: (n: string) => notes.push(n) },
    };
  };

  it('goes on with a Minesweeper game in play, with the cells and moves the server kept', async () => {
    const ann = value(await client.createPlayer('Ann'));
    const dealt = value(await client.deal('mines', 'beginner', ann.secret));
    value(await client.move(dealt.id, ann.secret, { kind: 'open', x: 4, y: 4 }));
    clock += 2_000;
    const { context, notes } = page();
    let dropped = false;
    const game = await keptInPlay(context, client, 'mines', dealt.id, () => (dropped = true));
    expect(game?.play).toMatchObject({ clockMs: 2_000, moves: 'o e5@0' });
    expect(game?.play?.cells.length).toBeGreaterThan(0);
    expect(dropped || notes.length).toBe(0);
  });

  it('drops a finished or forfeited game, and one of another game, saying why', async () => {
    const ann = value(await client.createPlayer('Ann'));
    const match = value(await client.deal('puyo', 'gentle', ann.secret));
    expect(await askKeptGame(client, 'puyo', match.id)).toMatchObject({ kind: 'inPlay' });
    expect(await askKeptGame(client, 'sudoku', match.id)).toEqual({ kind: 'gone' });
    expect(value(await client.forfeit(match.id, ann.secret))).toMatchObject({ status: 'lost' });
    const { context, notes } = page();
    let dropped = 0;
    expect(await keptInPlay(context, client, 'puyo', match.id, () => dropped++)).toBeUndefined();
    expect(await keptInPlay(context, client, 'mines', 'a'.repeat(22), () => dropped++)).toBeUndefined();
    expect(dropped).toBe(2);
    expect(notes).toEqual([
      'The ranked game left on this page already has its result on the server, so it is not continued.',
      'The server no longer has the ranked game left on this page, so it is dropped.',
    ]);
  });

  it('keeps a game the server did not answer for, and says so in the page language', async () => {
    const offline = new RankedClient(() => Promise.reject(new TypeError('Failed to fetch')));
    const notes: string[] = [];
    const context = { t: translator('ja'), language: 'ja' as const, notify: (n: string) => notes.push(n) };
    let dropped = false;
    expect(
      await keptInPlay(context, offline, 'sudoku', 'a'.repeat(22), () => (dropped = true)),
    ).toBeUndefined();
    expect(dropped).toBe(false);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toContain('サーバーにつながりません');
    expect(notes[0]).not.toMatch(/[A-Za-z]/);
  });
});

const answering =
  (status: number, body: string, headers: Record<string, string> = {}): Fetch =>
  async () =>
    new Response(body, { status, headers });

describe('the ranked client when the server cannot answer', () => {
  it('is offline when the request fails, with no exception', async () => {
    const offline = new RankedClient(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await offline.leaderboard({ game: 'mines', level: 'expert' })).toEqual({
      ok: false,
      error: { kind: 'offline' },
    });
  });

  it('is busy for a 503, with the wait the server asks for', async () => {
    const busy = new RankedClient(answering(503, '{"error":"verification: full"}', { 'retry-after': '7' }));
    expect(await busy.postResult('a'.repeat(22), 's', {})).toEqual({
      ok: false,
      error: { kind: 'busy', retryAfterS: 7, detail: 'verification: full' },
    });
  });

  it('is a server error for a 500 without JSON, or a 200 that is not the route answer', async () => {
    const broken = new RankedClient(answering(500, '<html>oops</html>'));
    expect(await broken.record(1)).toEqual({
      ok: false,
      error: { kind: 'server', status: 500, detail: 'HTTP 500' },
    });
    const strange = new RankedClient(answering(200, '{"rows":"none"}'));
    const answer = await strange.leaderboard({ game: 'mines', level: 'expert' });
    expect(answer.ok || answer.error).toMatchObject({ kind: 'server', status: 200 });
  });
});

describe('ranked links', () => {
  it('leave defaults out and name the record on its game page', () => {
    expect(leaderboardPath({})).toBe('/leaderboards');
    expect(leaderboardPath({ game: 'puyo', level: 'solo+undo', by: 'chain', period: 'all', page: 1 })).toBe(
      '/leaderboards?game=puyo&level=solo%2Bundo&by=chain',
    );
    expect(leaderboardPath({ game: 'mines', level: 'expert', period: 'week', page: 3 })).toBe(
      '/leaderboards?game=mines&level=expert&period=week&page=3',
    );
    expect(playerPath(12)).toBe('/players/12');
    expect(replayPath('sudoku', 5)).toBe('/sudoku?record=5');
  });
});
