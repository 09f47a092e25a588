/**
 * The ranked API for every game (issue 14): players, dealt games, moves played on the server, results proved by
 * replay, leaderboards, records with their logs, and players' pages. Every body goes through readJsonBody and a
 * zod schema; every refusal is a 4xx JSON `{error: "field: what is wrong"}`.
 */
import { randomBytes } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { readJsonBody } from './guards.ts';
import { dayOf } from './periods.ts';
import { hashSecret, newSecret, playerNameSchema, secretSchema } from './players.ts';
import { MinesTables, minesRanked } from './ranked/minesRanked.ts';
import type { RankedGame, Refusal } from './ranked/rankedGame.ts';
import { proveSudoku, sudokuRanked } from './ranked/sudokuRanked.ts';
import type { Storage, StoredResult } from './storage.ts';
import { describeZodError } from './zodError.ts';

export const RANKED_GAMES: Readonly<Record<'mines' | 'sudoku', RankedGame>> = {
  mines: minesRanked,
  sudoku: sudokuRanked,
};
const GAME_NAMES = Object.keys(RANKED_GAMES) as (keyof typeof RANKED_GAMES)[];

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
const leaderboardQuery = z.object({
  game: z.enum(GAME_NAMES),
  level: z.string().regex(/^[a-z0-9+-]{1,40}$/, 'a level like "expert" (Sudoku with hints: "expert+hints")'),
  period: z.enum(['all', 'week', 'day', 'daily']).default('all'),
  page: z.coerce.number().int().min(1).max(MAX_LEADERBOARD_PAGE).default(1),
});
const GAME_ID = /^[A-Za-z0-9_-]{22}$/;
const RESULT_ID = /^[1-9]\d{0,14}$/;

/** A result as anyone may see it: everything but the player's internal id. */
const shownResult = ({ playerId: _, ...result }: StoredResult) => result;

export function addRankedRoutes(app: Hono, storage: Storage, now: () => Date): void {
  const tables = new MinesTables(storage);
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
    const game = RANKED_GAMES[name];
    if (!game.levels.includes(level))
      return c.json({ error: `level: ${name} has the levels ${game.levels.join(', ')}` }, 400);
    const player = await storage.playerBySecretHash(hashSecret(secret));
    if (player === undefined) return c.json({ error: 'secret: no player has this secret' }, 403);
    const dealtAt = now();
    const day = daily ? dayOf(dealtAt) : null;
    const seed =
      day === null ? game.drawSeed() : await storage.dailySeed(name, level, day, () => game.drawSeed());
    const dealt = game.deal(level, seed);
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
    const game = await dealtGame(c.req.param('id'));
    if (!game.ok) return refuse(c, game.error);
    if (game.value.game !== 'mines')
      return c.json({ error: `game: ${game.value.game} is played in the browser; send its result` }, 409);
    const answer = await tables.move(game.value.id, body.value, now().getTime());
    return answer.ok ? c.json(answer.value) : refuse(c, answer.error);
  });

  app.post('/api/games/:id/result', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return c.json({ error: body.error.error }, body.error.status);
    const at = now();
    const game = await dealtGame(c.req.param('id'));
    if (!game.ok) return refuse(c, game.error);
    const parsed = resultBody.safeParse(body.value);
    if (!parsed.success) return c.json({ error: describeZodError(parsed.error) }, 400);
    const player = await storage.playerBySecretHash(hashSecret(parsed.data.secret));
    if (player === undefined || player.id !== game.value.playerId)
      return c.json({ error: 'secret: this game was dealt to another player' }, 403);
    if (game.value.game !== 'sudoku')
      return c.json({ error: 'game: Minesweeper results are kept when the last move is played' }, 409);
    const proved = proveSudoku(game.value, parsed.data, at.getTime());
    if (!proved.ok) return refuse(c, proved.error);
    const stored = await storage.addResult({
      ...proved.value,
      gameId: game.value.id,
      game: game.value.game,
      playerId: player.id,
      daily: game.value.daily,
      createdAt: at,
    });
    if (stored === undefined) return c.json({ error: 'game: already has a result' }, 409);
    const { id, board, status, reason, timeMs, extra } = stored;
    return c.json({ id, board, status, reason, timeMs, extra }, 201);
  });

  app.get('/api/leaderboards', async (c) => {
    const query = leaderboardQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: describeZodError(query.error) }, 400);
    const { game, level, period, page } = query.data;
    const board = await storage.leaderboard({
      game,
      board: level,
      period,
      now: now(),
      page,
      pageSize: LEADERBOARD_PAGE_SIZE,
    });
    return c.json({ game, level, period, page, pageSize: LEADERBOARD_PAGE_SIZE, ...board });
  });

  app.get('/api/records/:id', async (c) => {
    const id = c.req.param('id');
    if (!RESULT_ID.test(id)) return c.json({ error: 'record: not a record id' }, 404);
    const result = await storage.result(Number(id));
    if (result === undefined) return c.json({ error: 'record: no such record' }, 404);
    return c.json(shownResult(result));
  });

  async function dealtGame(id: string) {
    if (!GAME_ID.test(id))
      return { ok: false as const, error: { status: 404 as const, error: 'game: not a game id' } };
    const game = await storage.game(id);
    if (game === undefined)
      return { ok: false as const, error: { status: 404 as const, error: 'game: no such game' } };
    return { ok: true as const, value: game };
  }
}
