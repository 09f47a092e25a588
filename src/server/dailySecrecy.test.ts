/**
 * A daily challenge no one can scout: while its day (UTC) runs, no answer of any route shows a finished daily's
 * seed or board (records, the game by its id, player pages, leaderboards, the last move's answer), for all three
 * games; once the day is over, the record shows them again for its replay.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestJson } from '../../test/appRequest.ts';
import { oracleAfterFirstClick } from '../../test/engineOracle.ts';
import { PRESETS } from '../mines/index.ts';
import { sudokuGame } from '../sudoku/index.ts';
import { createApp } from './app.ts';
import { verifyMinesSubmission } from './minesVerify.ts';
import { soloPractice } from './puyoTestLogs.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import type { Storage } from './storage.ts';

let dir: string;
let storage: Storage;
let app: ReturnType<typeof createApp>;
let clock: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-daily-'));
  storage = openSqliteStorage(join(dir, 'daily.sqlite'));
  clock = Date.UTC(2026, 10, 23, 9);
  app = createApp({ storage, verifyMines: verifyMinesSubmission, now: () => new Date(clock) });
});

afterEach(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = (path: string, body?: unknown) => requestJson(app, path, body);

/** Every answer a stranger (or the player) can get about finished dailies and their boards. */
async function everyAnswer(playerId: number, resultIds: readonly number[], gameIds: readonly string[]) {
  const paths = [
    `/api/players/${playerId}`,
    ...resultIds.map((id) => `/api/records/${id}`),
    ...gameIds.map((id) => `/api/games/${id}`),
  ];
  for (const [game, level] of [
    ['mines', 'beginner'],
    ['sudoku', 'easy'],
    ['puyo', 'solo'],
  ])
    for (const period of ['all', 'week', 'day', 'daily'])
      paths.push(`/api/leaderboards?game=${game}&level=${level}&period=${period}`);
  const answers = [];
  for (const path of paths) {
    const answer = await send(path);
    expect(answer.status, path).toBe(200);
    answers.push({ path, text: JSON.stringify(answer.body) });
  }
  return answers;
}

describe('a daily challenge in progress', () => {
  it('shows no seed and no board of a finished daily in any answer until its day is over', async () => {
    const ann = (await send('/api/players', { name: 'Ann' })).body;
    const deal = async (game: string, level: string) =>
      (await send('/api/games', { game, level, secret: ann.secret, daily: true })).body;
    // Minesweeper, lost on its second click: its last answer is where the seed used to be told.
    const mines = await deal('mines', 'beginner');
    const minesSeed = (await storage.game(mines.id))!.seed;
    const oracle = oracleAfterFirstClick(PRESETS.beginner, minesSeed, { x: 4, y: 4 });
    await send(`/api/games/${mines.id}/moves`, { kind: 'open', x: 4, y: 4, secret: ann.secret });
    clock += 2_000;
    const lost = await send(`/api/games/${mines.id}/moves`, {
      kind: 'open',
      ...oracle.mines[0],
      secret: ann.secret,
    });
    expect(lost.body).toMatchObject({ phase: 'lost', result: { status: 'lost' } });
    expect(JSON.stringify(lost.body)).not.toContain(minesSeed);
    // Sudoku, solved: its puzzle (and the solution its log holds) is the board.
    const sudoku = await deal('sudoku', 'easy');
    const { solution } = sudokuGame.newGame({ puzzle: sudoku.puzzle }, 0);
    const moves = [...sudoku.puzzle].flatMap((ch: string, cell: number) =>
      ch === '.' ? [{ kind: 'enter', cell, digit: Number(solution[cell]) }] : [],
    );
    clock += 10 * 60_000;
    const solved = await send(`/api/games/${sudoku.id}/result`, { secret: ann.secret, moves });
    expect(solved.status).toBe(201);
    // Puyo practice: its seed is its queue.
    const solo = await deal('puyo', 'solo');
    clock += 5 * 60_000;
    const practice = soloPractice(solo.seed, 20).moves;
    const played = await send(`/api/games/${solo.id}/result`, { secret: ann.secret, moves: practice });
    expect(played.status).toBe(201);

    const secrets = [minesSeed, sudoku.puzzle, solution, `"number":${sudoku.number}`, solo.seed];
    const resultIds = [lost.body.result.id, solved.body.id, played.body.id];
    const gameIds = [mines.id, sudoku.id, solo.id];
    clock = Date.UTC(2026, 10, 23, 23, 59, 59);
    const during = await everyAnswer(ann.id, resultIds, gameIds);
    expect(during.length).toBeGreaterThan(15);
    for (const { path, text } of during)
      for (const secret of secrets) expect(text.includes(secret), `${path} shows ${secret}`).toBe(false);
    const record = await send(`/api/records/${resultIds[1]}`);
    expect(record.body).toMatchObject({
      seed: '',
      log: '',
      params: '{}',
      sealedUntil: '2026-11-24T00:00:00.000Z',
    });

    // The day is over: the records and the games show their boards again, for their replays.
    clock = Date.UTC(2026, 10, 24, 0, 0, 1);
    const after = (await everyAnswer(ann.id, resultIds, gameIds)).map(({ text }) => text).join('\n');
    for (const secret of [minesSeed, sudoku.puzzle, solo.seed]) expect(after).toContain(secret);
    expect((await send(`/api/records/${resultIds[0]}`)).body).toMatchObject({ seed: minesSeed });
  });

  it('shows its board to its player while it is in play, so a reloaded page goes on with it', async () => {
    const ann = (await send('/api/players', { name: 'Ann' })).body;
    const sudoku = (
      await send('/api/games', { game: 'sudoku', level: 'easy', secret: ann.secret, daily: true })
    ).body;
    expect((await send(`/api/games/${sudoku.id}`)).body).toMatchObject({
      puzzle: sudoku.puzzle,
      finished: false,
    });
  });
});
