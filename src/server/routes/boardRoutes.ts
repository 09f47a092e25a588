/** What anyone may read of the results: a leaderboard page, and one record with its log. */
import type { Context } from 'hono';
import { z } from 'zod';
import { rankedGame } from '../ranked/registry.ts';
import type { StoredResult } from '../storage.ts';
import { describeZodError } from '../zodError.ts';
import { type RankedContext, RESULT_ID, verification } from './rankedContext.ts';
import { sealedRecord } from './sealed.ts';

/** Rows on one page of a leaderboard, and the deepest page served (paging deeper is reading the whole board). */
export const LEADERBOARD_PAGE_SIZE = 20;
export const MAX_LEADERBOARD_PAGE = 1000;

const leaderboardQuery = z.object({
  game: z.string().max(32),
  level: z.string().regex(/^[a-z0-9+-]{1,40}$/, 'a board like "expert", or with its variant "expert+hints"'),
  period: z.enum(['all', 'week', 'day', 'daily']).default('all'),
  by: z
    .string()
    .regex(/^[a-z]{1,16}$/, 'a ranking like "time" or "wins"')
    .optional(),
  page: z.coerce.number().int().min(1).max(MAX_LEADERBOARD_PAGE).default(1),
});

/** GET /api/leaderboards?game=&level=&by=&period=&page=: a page of a board, by one of its game's rankings. */
export async function showLeaderboard(ctx: RankedContext, c: Context) {
  const query = leaderboardQuery.safeParse(c.req.query());
  if (!query.success) return c.json({ error: describeZodError(query.error) }, 400);
  const { game: name, level, period, page } = query.data;
  const game = rankedGame(ctx.games, name);
  if (game === undefined) return c.json({ error: `game: one of ${Object.keys(ctx.games).join(', ')}` }, 400);
  const rankings = game.rankings(level);
  const by = query.data.by ?? rankings[0].by;
  const ranking = rankings.find((r) => r.by === by);
  if (ranking === undefined)
    return c.json(
      { error: `by: ${name} ${level} is ranked by ${rankings.map((r) => r.by).join(', ')}` },
      400,
    );
  const board = await ctx.storage.leaderboard({
    game: name,
    board: level,
    by: ranking === rankings[0] ? '' : by,
    period,
    now: ctx.now(),
    page,
    pageSize: LEADERBOARD_PAGE_SIZE,
  });
  // Rows show the figure their ranking has one for (the largest chain, say); the key itself stays inside.
  const { figure } = ranking;
  const rows = board.rows.map(({ sortKey, ...row }) =>
    figure !== undefined && sortKey !== undefined ? { ...row, [by]: figure(sortKey) } : row,
  );
  return c.json({ game: name, level, by, period, page, pageSize: LEADERBOARD_PAGE_SIZE, ...board, rows });
}

/** A result as anyone may see it: everything but the player's internal id and a person's review (the operator's). */
const shownResult = ({ playerId: _, review: __, ...result }: StoredResult) => ({
  ...result,
  verification: verification(result.status),
});

/** GET /api/records/:id: a result with its log, which replays it. */
export async function showRecord(ctx: RankedContext, c: Context) {
  const id = c.req.param('id') ?? '';
  if (!RESULT_ID.test(id)) return c.json({ error: 'record: not a record id' }, 404);
  const result = await ctx.storage.result(Number(id));
  if (result === undefined) return c.json({ error: 'record: no such record' }, 404);
  return c.json(sealedRecord(shownResult(result), ctx.now()));
}
