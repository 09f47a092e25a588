/**
 * Ranked Puyo through the whole app (app.request, a real SQLite file, a clock the test moves): matches dealt
 * against an AI level, submitted as their input log, pending until the pool replays them (worker threads in one
 * test, this thread in the rest), verified won or lost, refused with the reason when forged, held when faster
 * than the game's repeat rate, one result per game, a full queue answering 503, leaderboards by wins, score and
 * chain; solo practice proved at once; a dealt game's state; Sudoku dealt from puzzles made ahead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { requestJson } from '../../test/appRequest.ts';
import { Input, type MatchState } from '../puyo/index.ts';
import { createApp } from './app.ts';
import { verifyMinesSubmission } from './minesVerify.ts';
import { aiHuman, droppingHuman, type Human, playMatch, soloPractice } from './puyoTestLogs.ts';
import { humanLikePuyo } from './ranked/judge/scriptedPuyo.ts';
import { PUYO_PAUSE_ALLOWANCE_MS } from './ranked/pace.ts';
import { SudokuDeals } from './ranked/sudoku/deals.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import type { Storage } from './storage.ts';
import { runTask, type WorkerTask } from './workers/tasks.ts';
import { inlineRunner, type TaskRunner, ThreadRunner } from './workers/threadRunner.ts';
import { VerifyPool } from './workers/verifyPool.ts';
import { DEFAULT_VERIFY_LEASE_MS } from './workers/verifyQueue.ts';

let dir: string;
let storage: Storage;
let pool: VerifyPool;
let app: ReturnType<typeof createApp>;
let clock: number;

const inlinePool = (workers = 1, maxQueue = 16) =>
  new VerifyPool({ workers, maxQueue, makeRunner: () => inlineRunner(runTask) });

function start(verifyPool: VerifyPool, sudokuDeals?: SudokuDeals) {
  pool = verifyPool;
  app = createApp({
    storage,
    verifyMines: verifyMinesSubmission,
    now: () => new Date(clock),
    verifyPool,
    sudokuDeals,
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-puyo-'));
  storage = openSqliteStorage(join(dir, 'puyo.sqlite'));
  clock = Date.UTC(2026, 10, 23, 12);
  start(inlinePool());
});

afterEach(async () => {
  await pool.whenIdle();
  await pool.close();
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

const send = (path: string, body?: unknown) => requestJson(app, path, body);
const post = (path: string, body: unknown) => send(path, body);
const get = (path: string) => send(path);

const newPlayer = async (name: string): Promise<{ id: number; secret: string }> => {
  const { status, body } = await post('/api/players', { name });
  expect(status).toBe(201);
  return body;
};

/** Deals a match and plays it with `human` on the seed dealt; the clock then moves by the match's length. */
async function dealAndPlay(secret: string, level: string, human: Human) {
  const dealt = await post('/api/games', { game: 'puyo', level, secret });
  expect(dealt.status, JSON.stringify(dealt.body)).toBe(201);
  const played = playMatch(dealt.body.seed, level, human);
  clock += Math.ceil((played.inputs.length * 1000) / 60) + 500;
  return { id: dealt.body.id as string, seed: dealt.body.seed as string, ...played };
}

let people = 0;
/**
 * Deals matches until the human wins one (an AI human beats the gentle level nearly always); by default one that
 * times its presses as a person does (a bot's fixed beat is held: judge/puyoTiming.ts).
 */
async function dealAndWin(
  secret: string,
  level = 'gentle',
  human = () => humanLikePuyo('medium', `person-${++people}`),
) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const match = await dealAndPlay(secret, level, human());
    if (match.result === 'p1') return match;
  }
  throw new Error('the human won none of 5 matches');
}

const submit = (id: string, secret: string, inputs: readonly number[]) =>
  post(`/api/games/${id}/result`, { secret, inputs });

/** The record once its replay is done. */
async function settled(id: number) {
  await pool.whenIdle();
  const record = await get(`/api/records/${id}`);
  expect(record.status).toBe(200);
  return record.body;
}

describe('ranked Puyo matches', () => {
  it('deals the seed openly with what the page needs to play the computer as the server re-runs it', async () => {
    const ann = await newPlayer('Ann');
    const dealt = await post('/api/games', { game: 'puyo', level: 'hard', secret: ann.secret });
    expect(dealt.status).toBe(201);
    expect(dealt.body).toMatchObject({
      game: 'puyo',
      level: 'hard',
      seed: expect.any(String),
      computer: { ai: 'hard', actEvery: 3, thinkTicks: 20 },
    });
    const unknown = await post('/api/games', { game: 'puyo', level: 'strong', secret: ann.secret });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toMatch(/^level: puyo has the levels seed, gentle, .*solo/);
  });

  it('verifies a lost match in a worker thread: pending, then verified as lost', async () => {
    start(new VerifyPool({ workers: 1, maxQueue: 4, makeRunner: () => new ThreadRunner() }));
    const ann = await newPlayer('Ann');
    const match = await dealAndPlay(ann.secret, 'gentle', droppingHuman);
    expect(match.result).toBe('p2');
    const answer = await submit(match.id, ann.secret, match.inputs);
    expect(answer.status, JSON.stringify(answer.body)).toBe(202);
    expect(answer.body).toMatchObject({ status: 'pending', record: `/api/records/${answer.body.id}` });
    const pending = await get(`/api/records/${answer.body.id}`);
    expect(pending.body).toMatchObject({ status: 'pending', verification: 'pending' });
    const game = await get(`/api/games/${match.id}`);
    expect(game.body).toMatchObject({ finished: true, result: { id: answer.body.id, status: 'pending' } });
    const record = await settled(answer.body.id);
    expect(record).toMatchObject({
      game: 'puyo',
      board: 'gentle',
      status: 'lost',
      verification: 'verified',
      playerName: 'Ann',
      seed: match.seed,
      extra: { won: false, result: 'p2', ticks: match.inputs.length },
    });
    expect(record.log).toMatch(/^\d+(\*\d+)?(,\d+(\*\d+)?)*$/);
    expect((await get('/api/leaderboards?game=puyo&level=gentle')).body).toMatchObject({
      played: 1,
      wins: 0,
      rows: [],
    });
  }, 60_000);

  it('ranks a verified win by score, by largest chain and by wins, each in the right order', async () => {
    const ann = await newPlayer('Ann');
    const bob = await newPlayer('Bob');
    const wins: { player: string; score: number; chain: number; id: number }[] = [];
    for (const [name, player, count] of [
      ['Ann', ann, 1],
      ['Bob', bob, 2],
    ] as const) {
      for (let i = 0; i < count; i++) {
        const match = await dealAndWin(player.secret);
        const answer = await submit(match.id, player.secret, match.inputs);
        expect(answer.status, JSON.stringify(answer.body)).toBe(202);
        const record = await settled(answer.body.id);
        expect(record).toMatchObject({ status: 'ranked', reason: null, extra: { won: true, result: 'p1' } });
        expect(record.score).toBeGreaterThan(0);
        wins.push({ player: name, score: record.score, chain: record.extra.chain, id: record.id });
      }
    }
    const best = (name: string, key: 'score' | 'chain') =>
      Math.max(...wins.filter((w) => w.player === name).map((w) => w[key]));
    const order = (key: 'score' | 'chain') =>
      ['Ann', 'Bob'].sort((a, b) => best(b, key) - best(a, key) || (a < b ? -1 : 1));

    const byScore = await get('/api/leaderboards?game=puyo&level=gentle');
    expect(byScore.body).toMatchObject({ by: 'score', players: 2, played: 3, wins: 3 });
    expect(byScore.body.rows.map((r: { score: number }) => r.score)).toEqual(
      [best('Ann', 'score'), best('Bob', 'score')].sort((a, b) => b - a),
    );
    if (best('Ann', 'score') !== best('Bob', 'score'))
      expect(byScore.body.rows.map((r: { playerName: string }) => r.playerName)).toEqual(order('score'));

    const byChain = await get('/api/leaderboards?game=puyo&level=gentle&by=chain');
    expect(byChain.status).toBe(200);
    const chainOf = (resultId: number) => wins.find((w) => w.id === resultId)!.chain;
    expect(byChain.body.rows.map((r: { resultId: number }) => chainOf(r.resultId))).toEqual(
      [best('Ann', 'chain'), best('Bob', 'chain')].sort((a, b) => b - a),
    );
    // Each row says its chain; no board shows the storage's sort key.
    for (const row of byChain.body.rows) expect(row.chain).toBe(chainOf(row.resultId));
    for (const row of byScore.body.rows) expect(row).not.toHaveProperty('sortKey');
    for (const row of byScore.body.rows) expect(row).not.toHaveProperty('chain');

    const byWins = await get('/api/leaderboards?game=puyo&level=gentle&by=wins');
    expect(byWins.body.rows).toEqual([
      expect.objectContaining({ rank: 1, playerName: 'Bob', wins: 2 }),
      expect.objectContaining({ rank: 2, playerName: 'Ann', wins: 1 }),
    ]);
    expect((await get('/api/leaderboards?game=puyo&level=gentle&by=time')).status).toBe(400);
    expect((await get('/api/leaderboards?game=mines&level=expert&by=chain')).status).toBe(400);
  }, 120_000);

  it('refuses a forged log with the reason: the computer made to lose, a log going on after the end', async () => {
    const ann = await newPlayer('Ann');
    const match = await dealAndPlay(ann.secret, 'gentle', droppingHuman);
    // The computer's buttons changed at one tick: a log where its pair went elsewhere.
    const forged = [...match.inputs];
    const tick = forged.findIndex((packed) => packed >>> 5 !== 0);
    forged[tick] = (forged[tick] & 31) | ((Input.Left ^ (forged[tick] >>> 5)) << 5);
    const answer = await submit(match.id, ann.secret, forged);
    expect(answer.status).toBe(202);
    const record = await settled(answer.body.id);
    expect(record).toMatchObject({ status: 'refused', verification: 'refused' });
    expect(record.reason).toMatch(
      new RegExp(`^inputs\\[${tick}\\]: the computer's buttons are \\d+ in the log`),
    );
    // A refused record is no played game, and the game keeps it (one result per game id).
    expect((await get('/api/leaderboards?game=puyo&level=gentle')).body).toMatchObject({ played: 0 });
    expect((await submit(match.id, ann.secret, match.inputs)).status).toBe(409);

    const other = await dealAndPlay(ann.secret, 'gentle', droppingHuman);
    const longer = await submit(other.id, ann.secret, [...other.inputs, 0, 0]);
    expect((await settled(longer.body.id)).reason).toMatch(/^inputs: the match was over after tick \d+/);
    const third = await dealAndPlay(ann.secret, 'gentle', droppingHuman);
    const shorter = await submit(third.id, ann.secret, third.inputs.slice(0, 100));
    expect((await settled(shorter.body.id)).reason).toBe('inputs: the match is not over after 100 ticks');
  });

  it('answers 409 to a second result, pending or verified', async () => {
    const ann = await newPlayer('Ann');
    const match = await dealAndPlay(ann.secret, 'gentle', droppingHuman);
    expect((await submit(match.id, ann.secret, match.inputs)).status).toBe(202);
    const again = await submit(match.id, ann.secret, match.inputs);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('game: already has a result');
    await pool.whenIdle();
    expect((await submit(match.id, ann.secret, match.inputs)).status).toBe(409);
  });

  it("refuses at once a log of more play than the server's clock saw since dealing, or of bad shape", async () => {
    const ann = await newPlayer('Ann');
    const dealt = await post('/api/games', { game: 'puyo', level: 'gentle', secret: ann.secret });
    const played = playMatch(dealt.body.seed, 'gentle', droppingHuman);
    clock += 1000;
    const early = await submit(dealt.body.id, ann.secret, played.inputs);
    expect(early.status).toBe(422);
    // The dealt seed is random, so the match's length is the log's, not a fixed one.
    const said = /^inputs: (\d+) ticks are (\d+\.\d) s of play, but the game was dealt 1\.0 s ago$/.exec(
      early.body.error,
    );
    expect(said?.[1]).toBe(String(played.inputs.length));
    expect(Math.abs(Number(said?.[2]) - played.inputs.length / 60)).toBeLessThanOrEqual(0.05);
    for (const [inputs, error] of [
      [[], /^inputs: /],
      [[1024], /^inputs\.0: /],
      [[1.5], /^inputs\.0: /],
      ['0*5', /^inputs: /],
    ] as const) {
      const answer = await submit(dealt.body.id, ann.secret, inputs as never);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatch(error);
    }
    const wrongSecret = await submit(dealt.body.id, (await newPlayer('Bob')).secret, played.inputs);
    expect(wrongSecret.status).toBe(403);
  });

  it('holds a win whose inputs are faster than the repeat rate for review', async () => {
    const ann = await newPlayer('Ann');
    // An AI human that also jiggles its pair left and right on consecutive ticks while it waits for its plan.
    const jiggling = (): Human => {
      const steer = aiHuman('medium');
      let pair = -1;
      let since = 0;
      return (match: MatchState) => {
        const me = match.players[0];
        if (me.nextPair !== pair) {
          pair = me.nextPair;
          since = match.tick;
        }
        const input = steer(match);
        if (input !== 0 || me.phase !== 'move' || match.tick - since >= 6) return input;
        return match.tick % 2 === 0 ? Input.Left : Input.Right;
      };
    };
    const match = await dealAndWin(ann.secret, 'gentle', jiggling);
    const answer = await submit(match.id, ann.secret, match.inputs);
    const record = await settled(answer.body.id);
    expect(record).toMatchObject({ status: 'held', extra: { won: true } });
    expect(record.reason).toMatch(/^\d+ actions less than 2 ticks after the one before/);
    expect((await get('/api/leaderboards?game=puyo&level=gentle')).body).toMatchObject({ rows: [], wins: 1 });
  }, 60_000);

  it('holds a win whose wall time passes its ticks by more than the allowance: a ranked match has no pause', async () => {
    const ann = await newPlayer('Ann');
    const paused = await dealAndWin(ann.secret);
    clock += PUYO_PAUSE_ALLOWANCE_MS; // with dealAndPlay's 500 ms, just past the allowance
    const held = await settled((await submit(paused.id, ann.secret, paused.inputs)).body.id);
    expect(held).toMatchObject({ status: 'held', extra: { won: true } });
    expect(held.reason).toMatch(
      / s of play: more than 30 s the server did not see played \(a ranked match has no pause\)$/,
    );
    const late = await dealAndWin(ann.secret);
    clock += PUYO_PAUSE_ALLOWANCE_MS - 1000; // within it: a slow page and network, not a pause
    const ranked = await settled((await submit(late.id, ann.secret, late.inputs)).body.id);
    expect(ranked).toMatchObject({ status: 'ranked', reason: null });
    expect((await get('/api/leaderboards?game=puyo&level=gentle')).body.rows).toEqual([
      expect.objectContaining({ resultId: ranked.id }),
    ]);
  }, 120_000);

  it('answers 503 with Retry-After when every runner is busy and the queue is full, and takes it later', async () => {
    // A runner that finishes only when the test lets it.
    const gates: (() => void)[] = [];
    const gated: TaskRunner = {
      run: (task) => new Promise((resolve) => gates.push(() => resolve(runTask(task)))),
      close: async () => {},
    };
    start(new VerifyPool({ workers: 1, maxQueue: 1, makeRunner: () => gated }));
    const ann = await newPlayer('Ann');
    const matches = [];
    for (let i = 0; i < 3; i++) matches.push(await dealAndPlay(ann.secret, 'gentle', droppingHuman));
    const answers = [];
    for (const match of matches) answers.push(await submit(match.id, ann.secret, match.inputs));
    expect(answers.map((a) => a.status)).toEqual([202, 202, 503]);
    expect(answers[2].body.error).toMatch(/^verification: the replay queue is full, try again in \d+ s$/);
    expect(Number(answers[2].headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Nothing was kept for the refused one: the game takes its result once there is room.
    expect((await get(`/api/games/${matches[2].id}`)).body).toMatchObject({ finished: false, result: null });
    gates.shift()!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    const later = await submit(matches[2].id, ann.secret, matches[2].inputs);
    expect(later.status).toBe(202);
    while (pool.load > 0) {
      gates.shift()?.();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    for (const answer of [answers[0], answers[1], later])
      expect((await get(`/api/records/${answer.body.id}`)).body.status).toBe('lost');
  });

  it('resumes the replays a stop left pending', async () => {
    const ann = await newPlayer('Ann');
    const match = await dealAndPlay(ann.secret, 'gentle', droppingHuman);
    // A pool that never runs: the record stays pending, as when the process is killed.
    start(
      new VerifyPool({
        workers: 1,
        maxQueue: 1,
        makeRunner: () => ({ run: () => new Promise(() => {}), close: async () => {} }),
      }),
    );
    const answer = await submit(match.id, ann.secret, match.inputs);
    expect(answer.status).toBe(202);
    // Started again before the stopped one's claim ran out: another process may still be replaying it.
    start(inlinePool());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await settled(answer.body.id)).toMatchObject({ status: 'pending' });
    // Once its claim has run out, the next start takes it.
    clock += DEFAULT_VERIFY_LEASE_MS + 1;
    start(inlinePool());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await settled(answer.body.id)).toMatchObject({ status: 'lost', verification: 'verified' });
  });
});

describe('ranked Puyo solo practice', () => {
  const practice = (seed: string, pairs: number) => soloPractice(seed, pairs);

  it('proves a practice at once on the dealt queue, held when placed faster than the game allows', async () => {
    const ann = await newPlayer('Ann');
    const dealt = await post('/api/games', { game: 'puyo', level: 'solo', secret: ann.secret });
    expect(dealt.body).toMatchObject({ game: 'puyo', level: 'solo', seed: expect.any(String) });
    const { moves, state } = practice(dealt.body.seed, 20);
    clock += 60_000;
    const answer = await post(`/api/games/${dealt.body.id}/result`, { secret: ann.secret, moves });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({
      board: 'solo',
      status: 'ranked',
      score: state.score,
      extra: { pairs: moves.length, chain: state.largestChain, undos: 0 },
    });
    expect((await get('/api/leaderboards?game=puyo&level=solo')).body.rows).toHaveLength(1);
    expect((await get('/api/leaderboards?game=puyo&level=solo&by=chain')).body.rows).toHaveLength(1);
    expect((await get('/api/leaderboards?game=puyo&level=solo&by=wins')).status).toBe(400);

    const fast = await post('/api/games', { game: 'puyo', level: 'solo', secret: ann.secret });
    clock += 1000;
    const quick = practice(fast.body.seed, 20);
    const held = await post(`/api/games/${fast.body.id}/result`, {
      secret: ann.secret,
      moves: quick.moves,
      undos: 2,
    });
    expect(held.body).toMatchObject({ board: 'solo+undo', status: 'held' });
    expect(held.body.reason).toMatch(/pairs placed in 1000 ms, under 284 ms a pair/);
  });

  it('names the placement it refuses', async () => {
    const ann = await newPlayer('Ann');
    const dealt = await post('/api/games', { game: 'puyo', level: 'solo', secret: ann.secret });
    clock += 60_000;
    // Column 1 turned left puts the child outside the field.
    const answer = await post(`/api/games/${dealt.body.id}/result`, {
      secret: ann.secret,
      moves: [{ col: 0, rot: 3, drop: 0 }],
    });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatch(/^moves\[0\]: /);
    const shape = await post(`/api/games/${dealt.body.id}/result`, {
      secret: ann.secret,
      moves: [{ col: 9 }],
    });
    expect(shape.status).toBe(400);
  });
});

describe('a dealt game', () => {
  it('tells its game, level, deal time and whether it is finished, never a Minesweeper seed', async () => {
    const ann = await newPlayer('Ann');
    const mines = await post('/api/games', { game: 'mines', level: 'expert', secret: ann.secret });
    const state = await get(`/api/games/${mines.body.id}`);
    expect(state.body).toEqual({
      id: mines.body.id,
      game: 'mines',
      level: 'expert',
      daily: null,
      dealtAt: new Date(clock).toISOString(),
      width: 30,
      height: 16,
      mines: 99,
      elapsedMs: 0,
      finished: false,
      result: null,
      play: {
        phase: 'ready',
        cells: [],
        minesLeft: 99,
        flagMode: false,
        moves: '',
        clockMs: 0,
        startedAt: null,
      },
    });
    const seed = (await storage.game(mines.body.id))!.seed;
    expect(JSON.stringify(state.body)).not.toContain(seed);
    expect((await get('/api/games/nope')).status).toBe(404);
    expect((await get(`/api/games/${'A'.repeat(22)}`)).status).toBe(404);
  });
});

describe('ranked Sudoku dealt from puzzles made ahead', () => {
  it('deals a puzzle made ahead at once, and makes one when the level has none ready', async () => {
    // Each puzzle the thread is asked to make, as `level:number`: the dealt one must have been made before its deal.
    const made: string[] = [];
    const runner = inlineRunner((task: WorkerTask) => {
      if (task.kind === 'sudoku') made.push(`${task.level}:${task.number}`);
      return runTask(task);
    });
    const deals = new SudokuDeals(runner, 1).start();
    start(inlinePool(), deals);
    while (deals.readyCount('expert') < 1) await new Promise((resolve) => setTimeout(resolve, 20));
    const ann = await newPlayer('Ann');
    const madeBefore = [...made];
    const dealt = await post('/api/games', { game: 'sudoku', level: 'expert', secret: ann.secret });
    expect(dealt.status).toBe(201);
    expect(dealt.body.puzzle).toMatch(/^[1-9.]{81}$/);
    // Taken at once from the puzzles made ahead, not made on the request path (a wall-clock bound said this
    // before, and broke on a loaded machine).
    const key = `expert:${dealt.body.number}`;
    expect(madeBefore).toContain(key);
    expect(made.filter((k) => k === key)).toEqual([key]);
    expect(deals.misses).toBe(0);
    // The same numbered puzzle the engine makes.
    const { numberedGame, sudokuGame } = await import('../sudoku/index.ts');
    const { params, seed } = numberedGame('expert', dealt.body.number);
    expect(dealt.body.puzzle).toBe(sudokuGame.newGame(params, seed).givens);
    // Two more at once: the level is empty, and the second is made on demand.
    const [a, b] = await Promise.all([
      post('/api/games', { game: 'sudoku', level: 'expert', secret: ann.secret }),
      post('/api/games', { game: 'sudoku', level: 'expert', secret: ann.secret }),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(deals.misses).toBeGreaterThanOrEqual(1);
    await deals.close();
  });
});
