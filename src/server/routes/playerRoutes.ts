/** Players: a name picked once with the secret the server makes (POST /api/players), and a player's page. */
import type { Context } from 'hono';
import { z } from 'zod';
import { hashSecret, newSecret, playerNameSchema } from '../players.ts';
import { type RankedContext, RESULT_ID, readBody } from './rankedContext.ts';

/** Last games on a player's page. */
const PLAYER_LAST_GAMES = 20;

/** `bot: true` declares a bot: its results go to boards of their own (`expert+bot`), never on a human board. */
const playerBody = z.object({ name: playerNameSchema, bot: z.boolean().default(false) });

/** POST /api/players: a new name and its secret (shown this once). */
export async function newPlayer(ctx: RankedContext, c: Context) {
  const body = await readBody(c, playerBody);
  if (!body.ok) return body.error;
  const secret = newSecret();
  const player = await ctx.storage.addPlayer(body.value.name, hashSecret(secret), ctx.now(), body.value.bot);
  if (player === undefined) return c.json({ error: 'name: already taken, choose another' }, 409);
  return c.json({ ...player, secret }, 201);
}

/** GET /api/players/:id: personal bests and the last games, without their logs (a record's own page has its log). */
export async function playerPage(ctx: RankedContext, c: Context) {
  const id = c.req.param('id') ?? '';
  if (!RESULT_ID.test(id)) return c.json({ error: 'player: not a player id' }, 404);
  const page = await ctx.storage.playerPage(Number(id), PLAYER_LAST_GAMES);
  if (page === undefined) return c.json({ error: 'player: no such player' }, 404);
  // A person's review of a record is the operator's note: the public sees its status only.
  return c.json({ ...page, last: page.last.map(({ playerId: _, log: __, review: ___, ...shown }) => shown) });
}
