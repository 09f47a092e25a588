/**
 * The ranked API through the whole app (app.request: every middleware, a real SQLite file), with a clock the test
 * moves: players, dealt Minesweeper games played move by move, dealt Sudoku proved by replay, paces held for
 * review, one result per game, leaderboards, records and players' pages, the daily challenge.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { oracleAfterFirstClick, winningMoves } from '../../test/engineOracle.ts';
import { type Move, newGame, PRESETS, play } from '../mines/index.ts';
import { sudokuGame } from '../sudoku/index.ts';
import { createApp } from './app.ts';
import { verifyMinesSubmission } from './minesVerify.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import type { Storage } from './storage.ts';

let dir: string;
let storage: Storage;
let app: ReturnType<typeof createApp>;
let clock: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-ranked-'));
  storage = openSqliteStorage(join(dir, 'ranked.sqlite'));
  clock = Date.UTC(2026, 10, 23, 12);
  app = createApp({ storage, verifyMines: verifyMinesSubmission, now: () => new Date(clock) });
});

afterEach(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const post = (path: string, body: unknown) =>
  app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const get = async (path: string) => {
  const response = await app.request(path);
  return { status: response.status, body: await response.json() };
};

async function newPlayer(name: string): Promise<{ id: number; secret: string }> {
  const response = await post('/api/players', { name });
  expect(response.status).toBe(201);
  return response.json();
}

async function deal(secret: string, game: string, level: string, daily = false) {
  const response = await post('/api/games', { game, level, secret, daily });
  return { status: response.status, body: await response.json() };
}

/** Plays a Minesweeper log move by move, the clock moving by each move's own gap; the last answer. */
async function playMines(id: string, secret: string, moves: readonly Move[], gapMs?: number, since = 0) {
  let answer: { status: number; body: Record<string, unknown> } | undefined;
  let last = since;
  for (const move of moves) {
    clock += gapMs ?? move.at - last;
    last = move.at;
    const { at: _, ...sent } = move;
    const response = await post(`/api/games/${id}/moves`, { ...sent, secret });
    answer = { status: response.status, body: await response.json() };
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }
  return answer!;
}

const PACE_FACTORS = [1, 1.35, 0.8, 1.15, 0.7, 1.5, 0.9, 1.25];

/**
 * The moves timed as a person clicks them: longer for a farther cell (Fitts's law) and never one beat, so the
 * fair-play judge, which holds a steady beat or gaps blind to the pointer's travel, ranks them (0 of 1,000 random
 * beginner boards held, where a steady 700 ms beat had 14 held).
 */
function personPaced(moves: readonly Move[]): Move[] {
  let at = 0;
  const cellOf = (move: Move) => ('x' in move ? move : { x: 0, y: 0 });
  return moves.map((move, i) => {
    if (i > 0) {
      const [from, to] = [cellOf(moves[i - 1]), cellOf(move)];
      const travel = Math.hypot(to.x - from.x, to.y - from.y);
      at += Math.round((400 + 150 * Math.log2(1 + travel)) * PACE_FACTORS[i % PACE_FACTORS.length]);
    }
    return { ...move, at };
  });
}

/** The moves that fill every empty cell of a dealt puzzle with its solution. */
const solvingMoves = (puzzle: string) => {
  const solution = sudokuGame.newGame({ puzzle }, 0).solution;
  return [...puzzle].flatMap((ch, cell) =>
    ch === '.' ? [{ kind: 'enter', cell, digit: Number(solution[cell]) }] : [],
  );
};

const seedOf = async (gameId: string) => (await storage.game(gameId))!.seed;

describe('players', () => {
  it('gives a name once, with a secret, and keeps names as text', async () => {
    const ann = await newPlayer('<b>Ann</b>');
    expect(ann.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await get(`/api/players/${ann.id}`)).body.player.name).toBe('<b>Ann</b>');
    const again = await post('/api/players', { name: '<B>ANN</B>' });
    expect(again.status).toBe(409);
    expect((await again.json()).error).toMatch(/^name: already taken/);
    const hidden = await post('/api/players', { name: 'Ann\u202e' });
    expect(hidden.status).toBe(400);
    expect((await hidden.json()).error).toMatch(/^name: .*U\+202E/);
    expect((await post('/api/players', { name: '   ' })).status).toBe(400);
  });

  it('deals only to a player with a known secret', async () => {
    const unknown = await deal('x'.repeat(43), 'mines', 'expert');
    expect(unknown.status).toBe(403);
    expect(unknown.body.error).toMatch(/^secret: /);
    expect((await deal('short', 'mines', 'expert')).body.error).toMatch(/^secret: /);
  });
});

describe('ranked Minesweeper', () => {
  it('keeps the board hidden and tells each opened cell as the engine has it', async () => {
    const ann = await newPlayer('Ann');
    const dealt = await deal(ann.secret, 'mines', 'expert');
    expect(dealt.status).toBe(201);
    expect(dealt.body).toMatchObject({ game: 'mines', level: 'expert', width: 30, height: 16, mines: 99 });
    expect(JSON.stringify(dealt.body)).not.toContain(await seedOf(dealt.body.id));
    const answer = await playMines(dealt.body.id, ann.secret, [{ kind: 'open', x: 10, y: 7, at: 0 }]);
    const engine = newGame(PRESETS.expert, await seedOf(dealt.body.id));
    play(engine, { kind: 'open', x: 10, y: 7, at: 0 });
    const cells = answer.body.cells as [number, number][];
    expect(cells.length).toBeGreaterThan(1);
    for (const [index, tile] of cells) expect(tile).toBe(engine.tiles[index]);
    expect(cells.length).toBe(engine.tiles.filter((tile) => tile <= 8).length);
    expect(answer.body).toMatchObject({ phase: 'playing', minesLeft: 99, timeMs: 0 });
    expect(answer.body.seed).toBeUndefined();
  });

  it("ranks a won game by the server's clock from the first move to the last, and takes no move after", async () => {
    const ann = await newPlayer('Ann');
    const dealt = await deal(ann.secret, 'mines', 'beginner');
    const seed = await seedOf(dealt.body.id);
    const moves = personPaced(winningMoves(PRESETS.beginner, seed, { x: 4, y: 4 }));
    // The moves carry no time to the server: the server's clock between the first move and the last counts.
    const last = await playMines(dealt.body.id, ann.secret, moves);
    expect(last.body).toMatchObject({ phase: 'won', seed, result: { status: 'ranked', reason: null } });
    const result = last.body.result as { id: number; timeMs: number };
    expect(result.timeMs).toBe(moves[moves.length - 1].at);
    const record = await get(`/api/records/${result.id}`);
    expect(record.body).toMatchObject({ game: 'mines', board: 'beginner', playerName: 'Ann', seed });
    expect(record.body.log.split('; ')).toHaveLength(moves.length);
    expect(record.body.playerId).toBeUndefined();
    const board = await get('/api/leaderboards?game=mines&level=beginner');
    expect(board.body).toMatchObject({ players: 1, played: 1, wins: 1 });
    expect(board.body.rows).toEqual([
      expect.objectContaining({ rank: 1, playerName: 'Ann', resultId: result.id }),
    ]);
    const after = await post(`/api/games/${dealt.body.id}/moves`, {
      kind: 'open',
      x: 0,
      y: 0,
      secret: ann.secret,
    });
    expect(after.status).toBe(409);
    expect((await after.json()).error).toMatch(/^game: over/);
  });

  it('goes on after a restart from the moves it stored', async () => {
    const ann = await newPlayer('Ann');
    const dealt = await deal(ann.secret, 'mines', 'beginner');
    const moves = personPaced(winningMoves(PRESETS.beginner, await seedOf(dealt.body.id), { x: 4, y: 4 }));
    const half = Math.floor(moves.length / 2);
    await playMines(dealt.body.id, ann.secret, moves.slice(0, half));
    await storage.close();
    storage = openSqliteStorage(join(dir, 'ranked.sqlite'));
    app = createApp({ storage, verifyMines: verifyMinesSubmission, now: () => new Date(clock) });
    const last = await playMines(dealt.body.id, ann.secret, moves.slice(half), undefined, moves[half - 1].at);
    expect(last.body).toMatchObject({
      phase: 'won',
      result: { status: 'ranked', timeMs: moves[moves.length - 1].at },
    });
  });

  it('holds a win of clicks under 50 ms apart for review, off the leaderboard', async () => {
    const ann = await newPlayer('Ann');
    const dealt = await deal(ann.secret, 'mines', 'expert');
    const moves = winningMoves(PRESETS.expert, await seedOf(dealt.body.id), { x: 15, y: 8 });
    const last = await playMines(dealt.body.id, ann.secret, moves, 10);
    expect(last.body.result).toMatchObject({ status: 'held' });
    expect((last.body.result as { reason: string }).reason).toMatch(
      /faster than the world record of 26.59 s/,
    );
    const board = await get('/api/leaderboards?game=mines&level=expert');
    expect(board.body).toMatchObject({ players: 0, played: 1, wins: 1, rows: [] });
  });

  it('keeps a lost game as played, not ranked', async () => {
    const ann = await newPlayer('Ann');
    const dealt = await deal(ann.secret, 'mines', 'beginner');
    const oracle = oracleAfterFirstClick(PRESETS.beginner, await seedOf(dealt.body.id), { x: 4, y: 4 });
    const mine = oracle.mines[0];
    const last = await playMines(dealt.body.id, ann.secret, [
      { kind: 'open', x: 4, y: 4, at: 0 },
      { kind: 'open', ...mine, at: 1000 },
    ]);
    expect(last.body).toMatchObject({ phase: 'lost', result: { status: 'lost' } });
    expect((await get('/api/leaderboards?game=mines&level=beginner')).body).toMatchObject({
      played: 1,
      wins: 0,
    });
  });

  it('refuses bad moves with a 4xx naming what was wrong', async () => {
    const ann = await newPlayer('Ann');
    const dealt = await deal(ann.secret, 'mines', 'beginner');
    const id = dealt.body.id;
    const cases: [unknown, number, RegExp][] = [
      [{ kind: 'open', x: 9, y: 0 }, 422, /^move: cell 9,0 is outside/],
      [{ kind: 'open', x: -1, y: 0 }, 400, /^x: /],
      [{ kind: 'jump', x: 1, y: 1 }, 400, /^kind|^body/],
      [{ kind: 'open', x: 1, y: 1, at: 5 }, 400, /./],
    ];
    for (const [body, status, error] of cases) {
      const response = await post(`/api/games/${id}/moves`, { ...(body as object), secret: ann.secret });
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).error).toMatch(error);
    }
    const flagMode = { kind: 'flagMode', secret: ann.secret };
    expect((await post('/api/games/nope/moves', flagMode)).status).toBe(404);
    expect((await post(`/api/games/${'a'.repeat(22)}/moves`, flagMode)).status).toBe(404);
  });

  it("takes a move only with the secret of the game's player: none is 400, another's or an unknown one 403", async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const dealt = await deal(ann.secret, 'mines', 'beginner');
    const id = dealt.body.id;
    const open = { kind: 'open', x: 4, y: 4 };
    const cases: [object, number, RegExp][] = [
      [open, 400, /^secret: /],
      [{ ...open, secret: 'short' }, 400, /^secret: /],
      [{ ...open, secret: bob.secret }, 403, /^secret: this game was dealt to another player/],
      [{ ...open, secret: 'x'.repeat(43) }, 403, /^secret: no player has this secret/],
    ];
    for (const [body, status, error] of cases) {
      const response = await post(`/api/games/${id}/moves`, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()).error).toMatch(error);
    }
    // None of them reached the game: it is as dealt, and its own player's move is its first.
    expect((await storage.game(id))?.moves).toBe('');
    const mine = await post(`/api/games/${id}/moves`, { ...open, secret: ann.secret });
    expect(mine.status).toBe(200);
    expect((await storage.game(id))?.moves).toBe('o e5@0');
  });
});

describe('continuing a dealt game (a reloaded page)', () => {
  it("shows a Minesweeper game in play as its player saw it: the cells opened, the moves and the server's clock", async () => {
    const ann = await newPlayer('Ann');
    const dealt = await deal(ann.secret, 'mines', 'beginner');
    const before = await get(`/api/games/${dealt.body.id}`);
    expect(before.body).toMatchObject({ finished: false, play: { phase: 'ready', cells: [], clockMs: 0 } });
    const seed = await seedOf(dealt.body.id);
    const moves = winningMoves(PRESETS.beginner, seed, { x: 4, y: 4 }).slice(0, 2);
    await playMines(dealt.body.id, ann.secret, [...moves, { kind: 'flagMode', at: 0 }], 400);
    clock += 1_500;
    const seen = await get(`/api/games/${dealt.body.id}`);
    const engine = newGame(PRESETS.beginner, seed);
    for (const move of moves) play(engine, move);
    const opened = [...engine.tiles.entries()].filter(([, tile]) => tile <= 8);
    expect(seen.body.play).toMatchObject({
      phase: 'playing',
      minesLeft: 10,
      flagMode: true,
      clockMs: 2_300,
      startedAt: 0,
    });
    expect(seen.body.play.cells).toEqual(opened);
    expect(seen.body.play.moves.split('; ')).toHaveLength(3);
    expect(seen.body.elapsedMs).toBe(2_700);
    expect(JSON.stringify(seen.body)).not.toContain(seed);
  });

  it('shows no play once the game has its result', async () => {
    const ann = await newPlayer('Ann');
    const dealt = await deal(ann.secret, 'mines', 'beginner');
    await playMines(
      dealt.body.id,
      ann.secret,
      personPaced(winningMoves(PRESETS.beginner, await seedOf(dealt.body.id), { x: 4, y: 4 })),
    );
    const done = await get(`/api/games/${dealt.body.id}`);
    expect(done.body).toMatchObject({ finished: true, result: { status: 'ranked' } });
    expect(done.body.play).toBeUndefined();
  });

  it('counts a Puyo match its player left as lost, once, and forfeits nothing else', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const match = await deal(ann.secret, 'puyo', 'gentle', true);
    clock += 42_000;
    const url = `/api/games/${match.body.id}/forfeit`;
    expect((await post(url, { secret: bob.secret })).status).toBe(403);
    const left = await post(url, { secret: ann.secret });
    expect(left.status).toBe(201);
    expect(await left.json()).toMatchObject({ status: 'lost', timeMs: 42_000, reason: /forfeited/ });
    expect((await post(url, { secret: ann.secret })).status).toBe(409);
    const sent = await post(`/api/games/${match.body.id}/result`, { secret: ann.secret, inputs: [0] });
    expect(sent.status).toBe(409);
    expect((await get(`/api/games/${match.body.id}`)).body).toMatchObject({ finished: true });
    const day = await get('/api/leaderboards?game=puyo&level=gentle&by=wins&period=daily');
    expect(day.body).toMatchObject({ played: 1, wins: 0 });
    for (const [game, level] of [
      ['puyo', 'solo'],
      ['sudoku', 'easy'],
      ['mines', 'beginner'],
    ]) {
      const other = await deal(ann.secret, game, level);
      const refused = await post(`/api/games/${other.body.id}/forfeit`, { secret: ann.secret });
      expect(refused.status, game + level).toBe(409);
      expect((await refused.json()).error).toMatch(/^game: only a real-time match/);
    }
  });
});

describe('ranked Sudoku', () => {
  it('deals the puzzle openly and ranks a replayed solve by the time from dealing', async () => {
    const ann = await newPlayer('Ann');
    const dealt = await deal(ann.secret, 'sudoku', 'easy');
    expect(dealt.status).toBe(201);
    expect(dealt.body.puzzle).toMatch(/^[1-9.]{81}$/);
    expect(dealt.body.number).toBeGreaterThanOrEqual(1);
    clock += 321_000;
    const moves = solvingMoves(dealt.body.puzzle);
    const sent = await post(`/api/games/${dealt.body.id}/result`, { secret: ann.secret, moves, hints: 0 });
    expect(sent.status).toBe(201);
    const result = await sent.json();
    expect(result).toMatchObject({ board: 'easy', status: 'ranked', timeMs: 321_000 });
    const again = await post(`/api/games/${dealt.body.id}/result`, { secret: ann.secret, moves, hints: 0 });
    expect(again.status).toBe(409);
    const record = await get(`/api/records/${result.id}`);
    expect(JSON.parse(record.body.log)).toEqual(moves);
    expect((await get('/api/leaderboards?game=sudoku&level=easy')).body.rows).toHaveLength(1);
  });

  it('refuses an unsolved log, a bad move, and another player posting the result', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const dealt = await deal(ann.secret, 'sudoku', 'easy');
    clock += 600_000;
    const moves = solvingMoves(dealt.body.puzzle);
    const url = `/api/games/${dealt.body.id}/result`;
    const stolen = await post(url, { secret: bob.secret, moves });
    expect(stolen.status).toBe(403);
    const short = await post(url, { secret: ann.secret, moves: moves.slice(1) });
    expect(short.status).toBe(422);
    expect((await short.json()).error).toMatch(/^moves: the puzzle is not solved/);
    const bad = await post(url, { secret: ann.secret, moves: [{ kind: 'enter', cell: 99, digit: 1 }] });
    expect(bad.status).toBe(422);
    expect((await bad.json()).error).toMatch(/^moves\[0\]: cell 99/);
    expect((await post(url, { secret: ann.secret, moves, hints: -1 })).status).toBe(400);
    // Nothing refused was kept, so the honest result is still taken.
    expect((await post(url, { secret: ann.secret, moves })).status).toBe(201);
  });

  it('holds a solve faster than people have published, and keeps hinted solves on their own board', async () => {
    const ann = await newPlayer('Ann');
    const fast = await deal(ann.secret, 'sudoku', 'easy');
    clock += 2_000;
    const held = await post(`/api/games/${fast.body.id}/result`, {
      secret: ann.secret,
      moves: solvingMoves(fast.body.puzzle),
    });
    expect(await held.json()).toMatchObject({
      status: 'held',
      reason: expect.stringMatching(/faster than the fastest published easy solve by a person \(30 s\)/),
    });
    const hinted = await deal(ann.secret, 'sudoku', 'easy');
    clock += 400_000;
    const sent = await post(`/api/games/${hinted.body.id}/result`, {
      secret: ann.secret,
      moves: solvingMoves(hinted.body.puzzle),
      hints: 3,
    });
    expect(await sent.json()).toMatchObject({ board: 'easy+hints', status: 'ranked', extra: { hints: 3 } });
    expect((await get('/api/leaderboards?game=sudoku&level=easy')).body).toMatchObject({
      players: 0,
      played: 1,
    });
    expect((await get('/api/leaderboards?game=sudoku&level=easy%2Bhints')).body.rows).toHaveLength(1);
  });
});

describe('the daily challenge, leaderboards and pages', () => {
  it('deals everyone the same daily puzzle, once each, on its own board', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const first = await deal(ann.secret, 'sudoku', 'easy', true);
    const second = await deal(bob.secret, 'sudoku', 'easy', true);
    expect(first.body.daily).toBe('2026-11-23');
    expect(second.body.puzzle).toBe(first.body.puzzle);
    const twice = await deal(ann.secret, 'sudoku', 'easy', true);
    expect(twice.status).toBe(409);
    expect(twice.body.error).toMatch(/^daily: /);
    clock += 300_000;
    const moves = solvingMoves(first.body.puzzle);
    await post(`/api/games/${first.body.id}/result`, { secret: ann.secret, moves });
    clock += 10_000;
    await post(`/api/games/${second.body.id}/result`, { secret: bob.secret, moves });
    const daily = await get('/api/leaderboards?game=sudoku&level=easy&period=daily');
    expect(daily.body.rows.map((row: { playerName: string }) => row.playerName)).toEqual(['Ann', 'Bob']);
    clock += 86_400_000;
    expect((await get('/api/leaderboards?game=sudoku&level=easy&period=daily')).body.rows).toEqual([]);
    expect((await get('/api/leaderboards?game=sudoku&level=easy&period=week')).body.rows).toHaveLength(2);
    const mines = await deal(ann.secret, 'mines', 'expert', true);
    const minesAgain = await deal(bob.secret, 'mines', 'expert', true);
    expect(await seedOf(mines.body.id)).toBe(await seedOf(minesAgain.body.id));
  });

  it("shows a player's bests and last games, without logs", async () => {
    const ann = await newPlayer('Ann');
    const dealt = await deal(ann.secret, 'sudoku', 'easy');
    clock += 300_000;
    const sent = await post(`/api/games/${dealt.body.id}/result`, {
      secret: ann.secret,
      moves: solvingMoves(dealt.body.puzzle),
    });
    const { id } = await sent.json();
    const page = await get(`/api/players/${ann.id}`);
    expect(page.body.bests).toEqual([
      { game: 'sudoku', board: 'easy', resultId: id, timeMs: 300_000, score: 0 },
    ]);
    expect(page.body.last).toHaveLength(1);
    expect(page.body.last[0].log).toBeUndefined();
    expect((await get('/api/players/999')).status).toBe(404);
    expect((await get('/api/players/abc')).status).toBe(404);
  });

  it('answers bad leaderboard and record queries with a 4xx naming the field', async () => {
    const cases: [string, number, RegExp][] = [
      ['/api/leaderboards?game=chess&level=expert', 400, /^game: /],
      ['/api/leaderboards?game=mines', 400, /^level: /],
      ['/api/leaderboards?game=mines&level=expert&period=year', 400, /^period: /],
      ['/api/leaderboards?game=mines&level=expert&page=0', 400, /^page: /],
      ['/api/leaderboards?game=mines&level=expert&page=1001', 400, /^page: /],
      ['/api/records/0', 404, /^record: /],
      ['/api/records/12', 404, /^record: no such/],
      ['/api/records/1e3', 404, /^record: /],
    ];
    for (const [path, status, error] of cases) {
      const answer = await get(path);
      expect(answer.status, path).toBe(status);
      expect(answer.body.error).toMatch(error);
    }
  });
});
