/** Dealing a ranked game (POST /api/games) and what anyone holding its id may see of it (GET /api/games/:id). */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import { MAX_RECORD_TIME_MS } from '../limits.ts';
import { dayOf, sealedUntil } from '../periods.ts';
import { secretSchema } from '../players.ts';
import { rankedGame } from '../ranked/registry.ts';
import { dealtGame, playerOf, type RankedContext, readBody, refuse, verification } from './rankedContext.ts';

const dealBody = z.object({
  game: z.string().max(32),
  level: z.string().max(32),
  secret: secretSchema,
  daily: z.boolean().default(false),
});

/** POST /api/games: a seed drawn here (the day's own for a daily challenge), kept with the game dealt. */
export async function dealGame(ctx: RankedContext, c: Context) {
  const body = await readBody(c, dealBody);
  if (!body.ok) return body.error;
  const { game: name, level, secret, daily } = body.value;
  const game = rankedGame(ctx.games, name);
  if (game === undefined) return c.json({ error: `game: one of ${Object.keys(ctx.games).join(', ')}` }, 400);
  if (!game.levels.includes(level))
    return c.json({ error: `level: ${name} has the levels ${game.levels.join(', ')}` }, 400);
  const player = await playerOf(ctx, secret);
  if (!player.ok) return refuse(c, player.error);
  const dealtAt = ctx.now();
  const day = daily ? dayOf(dealtAt) : null;
  const seed =
    day === null
      ? game.drawSeed(level)
      : await ctx.storage.dailySeed(name, level, day, () => game.drawSeed(level));
  const dealt = await game.deal(level, seed);
  const id = randomBytes(16).toString('base64url');
  const added = await ctx.storage.addGame({
    id,
    game: name,
    level,
    params: JSON.stringify(dealt.params),
    seed,
    playerId: player.value.id,
    dealtAt: dealtAt.getTime(),
    daily: day,
    moves: '',
    firstMoveAt: null,
    lastMoveAt: null,
  });
  if (!added) return c.json({ error: `daily: you already have the ${day} ${name} ${level} challenge` }, 409);
  return c.json({ id, game: name, level, daily: day, dealtAt: dealtAt.toISOString(), ...dealt.view }, 201);
}

/**
 * GET /api/games/:id: the game as a stranger may see it, its result once it has one, and for a game played on the
 * server and still in play, what its player has seen of it (so a reloaded page can continue it).
 */
export async function showGame(ctx: RankedContext, c: Context) {
  const found = await dealtGame(ctx, c.req.param('id') ?? '');
  if (!found.ok) return refuse(c, found.error);
  const { dealt, game } = found.value;
  const { id, game: name, level, daily, dealtAt } = dealt;
  const result = await ctx.storage.resultOfGame(id);
  const at = ctx.now().getTime();
  const play = ctx.plays.get(name);
  const seen = play !== undefined && result === undefined ? await play.seen(dealt, at) : undefined;
  if (seen && !seen.ok) return refuse(c, seen.error);
  // A finished daily's id is public (its record names it): its board stays secret until its day is over. A daily
  // in play is known only to its player, who needs its board to go on with it.
  const until = result === undefined ? null : sealedUntil(daily, ctx.now());
  return c.json({
    id,
    game: name,
    level,
    daily,
    dealtAt: new Date(dealtAt).toISOString(),
    elapsedMs: Math.min(Math.max(0, at - dealtAt), MAX_RECORD_TIME_MS),
    ...(until === null ? game.shown(dealt) : { sealedUntil: until }),
    finished: result !== undefined,
    result: result === undefined ? null : { ...result, verification: verification(result.status) },
    ...(seen && { play: seen.value }),
  });
}
