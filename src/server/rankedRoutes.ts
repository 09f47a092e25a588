/**
 * The ranked API for every game: players, dealt games, moves played on the server, results proved by
 * replay, leaderboards, records with their logs, and players' pages. Every body goes through readJsonBody and a
 * zod schema; every refusal is a 4xx JSON `{error: "field: what is wrong"}`.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { readJsonBody } from './guards.ts';
import { MAX_RECORD_TIME_MS } from './limits.ts';
import { dayOf } from './periods.ts';
import { hashSecret, newSecret, playerNameSchema, secretSchema } from './players.ts';
import { MinesTables, minesRanked } from './ranked/minesRanked.ts';
import {
  checkPuyoMatch,
  forfeitedMatch,
  PUYO_SOLO,
  type PuyoDealtParams,
  proveSolo,
  puyoRanked,
} from './ranked/puyoRanked.ts';
import type { ProvedResult, RankedGame, Refusal } from './ranked/rankedGame.ts';
import type { SudokuDeals } from './ranked/sudokuDeals.ts';
import { pooledSudokuRanked, proveSudoku, sudokuRanked } from './ranked/sudokuRanked.ts';
import type { DealtGame, Storage, StoredResult } from './storage.ts';
import { runTask } from './workers/tasks.ts';
import { inlineRunner } from './workers/threadRunner.ts';
import { VerifyPool } from './workers/verifyPool.ts';
import { VerifyQueue } from './workers/verifyQueue.ts';
import { describeZodError } from './zodError.ts';

const GAME_NAMES = ['mines', 'sudoku', 'puyo'] as const;
type GameName = (typeof GAME_NAMES)[number];

export interface RankedOptions {
  /** Where Puyo matches are replayed; without it, one replay at a time on this thread with 16 waiting. */
  readonly verifyPool?: VerifyPool;
  /** Sudoku puzzles made ahead; without them each is made as it is dealt. */
  readonly sudokuDeals?: SudokuDeals;
  /** The replay queue shared through the storage; without it, one on verifyPool that polls once at start. */
  readonly verifyQueue?: VerifyQueue;
}

/** The rankings a leaderboard may be read by, per game; the first is the board's own (the results' sortKey). */
const RANKINGS: Readonly<Record<GameName, readonly string[]>> = {
  mines: ['time', 'wins'],
  sudoku: ['time', 'wins'],
  puyo: ['score', 'chain', 'wins'],
};

/** Rows on one page of a leaderboard, and the deepest page served (paging deeper is reading the whole board). */
export const LEADERBOARD_PAGE_SIZE = 20;
export const MAX_LEADERBOARD_PAGE = 1000;
/** Last games on a player's page. */
const PLAYER_LAST_GAMES = 20;

const playerBody = z.object({ name: playerNameSchema });
const dealBody = z.object({
  game: z.enum(GAME_NAMES),
  level: z.string().max(32),
  secret: secretSchema,
  daily: z.boolean().default(false),
});
const resultBody = z.object({ secret: secretSchema }).passthrough();
/** A Minesweeper move: the move's own fields and its player's secret (the game id alone is no key). */
const moveBody = z.object({ secret: secretSchema }).passthrough();
const leaderboardQuery = z.object({
  game: z.enum(GAME_NAMES),
  level: z.string().regex(/^[a-z0-9+-]{1,40}$/, 'a level like "expert" (Sudoku with hints: "expert+hints")'),
  period: z.enum(['all', 'week', 'day', 'daily']).default('all'),
  by: z.enum(['time', 'score', 'chain', 'wins']).optional(),
  page: z.coerce.number().int().min(1).max(MAX_LEADERBOARD_PAGE).default(1),
});
const GAME_ID = /^[A-Za-z0-9_-]{22}$/;
const NOT_A_GAME_ID = { status: 404, error: 'game: not a game id' } as const satisfies Refusal;
const RESULT_ID = /^[1-9]\d{0,14}$/;

/** Where a result's proof stands: waiting for its replay, proved (whatever it proved), or refused by it. */
const verification = (status: StoredResult['status']) =>
  status === 'pending' ? 'pending' : status === 'refused' ? 'refused' : 'verified';

/** A result as anyone may see it: everything but the player's internal id. */
const shownResult = ({ playerId: _, ...result }: StoredResult) => ({
  ...result,
  verification: verification(result.status),
});

/** What anyone holding a game's id may see of it: never a Minesweeper game's seed (its board). */
function openParams(game: DealtGame): Record<string, unknown> {
  const params = JSON.parse(game.params) as Record<string, unknown>;
  switch (game.game) {
    case 'mines':
      return { width: params.width, height: params.height, mines: params.mines };
    case 'sudoku':
      return { number: params.number, puzzle: params.puzzle };
    default:
      return { seed: game.seed };
  }
}

export function addRankedRoutes(
  app: Hono,
  storage: Storage,
  now: () => Date,
  options: RankedOptions = {},
): void {
  const tables = new MinesTables(storage);
  const games: Readonly<Record<GameName, RankedGame>> = {
    mines: minesRanked,
    sudoku: options.sudokuDeals === undefined ? sudokuRanked : pooledSudokuRanked(options.sudokuDeals),
    puyo: puyoRanked,
  };
  const pool =
    options.verifyPool ??
    new VerifyPool({ workers: 1, maxQueue: 16, makeRunner: () => inlineRunner(runTask) });
  const queue = options.verifyQueue ?? new VerifyQueue(storage, pool, { now: () => now().getTime() });
  // Replays a stop left pending, and any that no process holds (more are taken by the queue's own polling).
  void queue.poll().catch((error: unknown) => console.error(`verify queue: ${(error as Error).message}`));
  const refuse = (c: Context, refusal: Refusal) => c.json({ error: refusal.error }, refusal.status);

  app.post('/api/players', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return c.json({ error: body.error.error }, body.error.status);
    const parsed = playerBody.safeParse(body.value);
    if (!parsed.success) return c.json({ error: describeZodError(parsed.error) }, 400);
    const secret = newSecret();
    const player = await storage.addPlayer(parsed.data.name, hashSecret(secret), now());
    if (player === undefined) return c.json({ error: 'name: already taken, choose another' }, 409);
    return c.json({ ...player, secret }, 201);
  });

  app.get('/api/players/:id', async (c) => {
    const id = c.req.param('id');
    if (!RESULT_ID.test(id)) return c.json({ error: 'player: not a player id' }, 404);
    const page = await storage.playerPage(Number(id), PLAYER_LAST_GAMES);
    if (page === undefined) return c.json({ error: 'player: no such player' }, 404);
    // The last games without their logs (a record's own page has its log).
    return c.json({ ...page, last: page.last.map(({ playerId: _, log: __, ...shown }) => shown) });
  });

  app.post('/api/games', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return c.json({ error: body.error.error }, body.error.status);
    const parsed = dealBody.safeParse(body.value);
    if (!parsed.success) return c.json({ error: describeZodError(parsed.error) }, 400);
    const { game: name, level, secret, daily } = parsed.data;
    const game = games[name];
    if (!game.levels.includes(level))
      return c.json({ error: `level: ${name} has the levels ${game.levels.join(', ')}` }, 400);
    const player = await storage.playerBySecretHash(hashSecret(secret));
    if (player === undefined) return c.json({ error: 'secret: no player has this secret' }, 403);
    const dealtAt = now();
    const day = daily ? dayOf(dealtAt) : null;
    const seed =
      day === null
        ? game.drawSeed(level)
        : await storage.dailySeed(name, level, day, () => game.drawSeed(level));
    const dealt = await game.deal(level, seed);
    const id = randomBytes(16).toString('base64url');
    const added = await storage.addGame({
      id,
      game: name,
      level,
      params: JSON.stringify(dealt.params),
      seed,
      playerId: player.id,
      dealtAt: dealtAt.getTime(),
      daily: day,
      moves: '',
      firstMoveAt: null,
      lastMoveAt: null,
    });
    if (!added)
      return c.json({ error: `daily: you already have the ${day} ${name} ${level} challenge` }, 409);
    return c.json({ id, game: name, level, daily: day, dealtAt: dealtAt.toISOString(), ...dealt.view }, 201);
  });

  app.post('/api/games/:id/moves', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return c.json({ error: body.error.error }, body.error.status);
    const id = c.req.param('id');
    if (!GAME_ID.test(id)) return refuse(c, NOT_A_GAME_ID);
    const parsed = moveBody.safeParse(body.value);
    if (!parsed.success) return c.json({ error: describeZodError(parsed.error) }, 400);
    const { secret } = parsed.data;
    // The move is the body's other keys, all of them own keys as sent (a "__proto__" too, which the move refuses).
    const move = Object.fromEntries(Object.entries(body.value as object).filter(([key]) => key !== 'secret'));
    const player = await storage.playerBySecretHash(hashSecret(secret));
    if (player === undefined) return c.json({ error: 'secret: no player has this secret' }, 403);
    // The game is read once, by the move, in turn with the game's other moves; it checks whose game it is.
    const answer = await tables.move(id, move, now().getTime(), player.id);
    return answer.ok ? c.json(answer.value) : refuse(c, answer.error);
  });

  app.post('/api/games/:id/result', async (c) => {
    const at = now();
    const asked = await fromItsPlayer(c);
    if ('refused' in asked) return asked.refused;
    const { game, player, parsed } = asked;
    if (game.value.game === 'mines')
      return c.json({ error: 'game: Minesweeper results are kept when the last move is played' }, 409);
    if (await storage.resultOfGame(game.value.id))
      return c.json({ error: 'game: already has a result' }, 409);
    const keep = (proved: ProvedResult) =>
      storage.addResult({
        ...proved,
        gameId: game.value.id,
        game: game.value.game,
        playerId: player.id,
        daily: game.value.daily,
        createdAt: at,
      });
    const { level } = JSON.parse(game.value.params) as PuyoDealtParams;
    if (game.value.game === 'puyo' && level !== PUYO_SOLO) {
      // A match: checked here, replayed by the pool; the record is pending until then.
      const checked = checkPuyoMatch(game.value, parsed.data, at.getTime());
      if (!checked.ok) return refuse(c, checked.error);
      if (!pool.reserve()) {
        const seconds = pool.retryAfterSeconds();
        c.header('Retry-After', String(seconds));
        return c.json({ error: `verification: the replay queue is full, try again in ${seconds} s` }, 503);
      }
      const { job, timeMs, log } = checked.value;
      const pending = await keep({
        board: level,
        status: 'pending',
        reason: null,
        timeMs,
        score: 0,
        sortKey: 0,
        extra: {},
        log,
        claimedUntil: queue.claimUntil(),
      }).catch((error: unknown) => {
        pool.release();
        throw error;
      });
      if (pending === undefined) {
        pool.release();
        return c.json({ error: 'game: already has a result' }, 409);
      }
      void queue.verify(pending.id, job, timeMs);
      return c.json({ id: pending.id, status: 'pending', timeMs, record: `/api/records/${pending.id}` }, 202);
    }
    const proved =
      game.value.game === 'sudoku'
        ? proveSudoku(game.value, parsed.data, at.getTime())
        : proveSolo(game.value, parsed.data, at.getTime());
    if (!proved.ok) return refuse(c, proved.error);
    const stored = await keep(proved.value);
    if (stored === undefined) return c.json({ error: 'game: already has a result' }, 409);
    const { id, board, status, reason, timeMs, score, extra } = stored;
    return c.json({ id, board, status, reason, timeMs, score, extra }, 201);
  });

  app.get('/api/games/:id', async (c) => {
    const game = await dealtGame(c.req.param('id'));
    if (!game.ok) return refuse(c, game.error);
    const { id, game: name, level, daily, dealtAt } = game.value;
    const result = await storage.resultOfGame(id);
    const at = now().getTime();
    // A Minesweeper game in play: what its player has seen of it, so a reloaded page can continue it.
    const seen = name === 'mines' && result === undefined ? await tables.seen(game.value, at) : undefined;
    if (seen && !seen.ok) return refuse(c, seen.error);
    return c.json({
      id,
      game: name,
      level,
      daily,
      dealtAt: new Date(dealtAt).toISOString(),
      elapsedMs: Math.min(Math.max(0, at - dealtAt), MAX_RECORD_TIME_MS),
      ...openParams(game.value),
      finished: result !== undefined,
      result: result === undefined ? null : { ...result, verification: verification(result.status) },
      ...(seen && { play: seen.value }),
    });
  });

  // A ranked Puyo match its player left before its end (a reload, a closed tab): lost, as a real-time match
  // cannot be paused fairly. Only the player it was dealt to may forfeit it, and only while it has no result.
  app.post('/api/games/:id/forfeit', async (c) => {
    const asked = await fromItsPlayer(c);
    if ('refused' in asked) return asked.refused;
    const { game, player } = asked;
    const { level } = JSON.parse(game.value.params) as PuyoDealtParams;
    if (game.value.game !== 'puyo' || level === PUYO_SOLO)
      return c.json({ error: 'game: only a ranked Puyo match is forfeited; this game goes on' }, 409);
    const at = now();
    const stored = await storage.addResult({
      ...forfeitedMatch(level, at.getTime() - game.value.dealtAt),
      gameId: game.value.id,
      game: 'puyo',
      playerId: player.id,
      daily: game.value.daily,
      createdAt: at,
    });
    if (stored === undefined) return c.json({ error: 'game: already has a result' }, 409);
    const { id, board, status, reason, timeMs, score, extra } = stored;
    return c.json({ id, board, status, reason, timeMs, score, extra }, 201);
  });

  app.get('/api/leaderboards', async (c) => {
    const query = leaderboardQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: describeZodError(query.error) }, 400);
    const { game, level, period, page } = query.data;
    const rankings = RANKINGS[game];
    const by = query.data.by ?? rankings[0];
    if (!rankings.includes(by) || (by === 'wins' && level.startsWith(PUYO_SOLO)))
      return c.json(
        {
          error: `by: ${game} ${level} is ranked by ${rankings.filter((r) => r !== 'wins' || !level.startsWith(PUYO_SOLO)).join(', ')}`,
        },
        400,
      );
    const board = await storage.leaderboard({
      game,
      board: level,
      by: by === rankings[0] ? '' : by,
      period,
      now: now(),
      page,
      pageSize: LEADERBOARD_PAGE_SIZE,
    });
    // Rows say what they rank by: the largest chain for Puyo's chain board; the key itself stays inside.
    const rows = board.rows.map(({ sortKey, ...row }) =>
      by === 'chain' && sortKey !== undefined ? { ...row, chain: -sortKey } : row,
    );
    return c.json({ game, level, by, period, page, pageSize: LEADERBOARD_PAGE_SIZE, ...board, rows });
  });

  app.get('/api/records/:id', async (c) => {
    const id = c.req.param('id');
    if (!RESULT_ID.test(id)) return c.json({ error: 'record: not a record id' }, 404);
    const result = await storage.result(Number(id));
    if (result === undefined) return c.json({ error: 'record: no such record' }, 404);
    return c.json(shownResult(result));
  });

  /** A request about a dealt game from the player it was dealt to: the game, the player and the body read. */
  async function fromItsPlayer(c: Context) {
    const body = await readJsonBody(c);
    if (!body.ok) return { refused: c.json({ error: body.error.error }, body.error.status) };
    const game = await dealtGame(c.req.param('id') ?? '');
    if (!game.ok) return { refused: refuse(c, game.error) };
    const parsed = resultBody.safeParse(body.value);
    if (!parsed.success) return { refused: c.json({ error: describeZodError(parsed.error) }, 400) };
    const player = await storage.playerBySecretHash(hashSecret(parsed.data.secret));
    if (player === undefined || player.id !== game.value.playerId)
      return { refused: c.json({ error: 'secret: this game was dealt to another player' }, 403) };
    return { game, player, parsed };
  }

  async function dealtGame(id: string) {
    if (!GAME_ID.test(id)) return { ok: false as const, error: NOT_A_GAME_ID };
    const game = await storage.game(id);
    if (game === undefined)
      return { ok: false as const, error: { status: 404 as const, error: 'game: no such game' } };
    return { ok: true as const, value: game };
  }
}
