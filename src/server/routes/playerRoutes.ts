/** Players: a name picked once with the secret the server makes (POST /api/players), and a player's page. */
import type { Context } from 'hono';
import { z } from 'zod';
import { hashSecret, newSecret, playerNameSchema } from '../players.ts';
import { type RankedContext, RESULT_ID, readBody } from './rankedContext.ts';
import { sealedRecord } from './sealed.ts';

/** Last games on a player's page. */
const PLAYER_LAST_GAMES = 20;

/** `bot: true` declares a bot: its results go to boards of their own (`expert+bot`), never on a human board. */
const playerBody = z.object({ name: playerNameSchema, bot: z.boolean().default(false) });

/** The address a request came from (the socket's; a test's app.request has none). */
const clientAddress = (c: Context): string =>
  (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket
    ?.remoteAddress ?? 'unknown';

/** POST /api/players: a new name and its secret (shown this once); 429 past the names an address may make. */
export async function newPlayer(ctx: RankedContext, c: Context) {
  const allowance = ctx.nameLimit?.take(clientAddress(c)) ?? { ok: true };
  if (!allowance.ok) {
    c.header('Retry-After', String(allowance.retryAfterSeconds));
    const error = `name: this address has made ${ctx.nameLimit?.perHour} names within the hour; try again in ${allowance.retryAfterSeconds} s`;
    return c.json({ error }, 429);
  }
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
  const now = ctx.now();
  const last = page.last.map(({ playerId: _, log: __, review: ___, ...shown }) => sealedRecord(shown, now));
  return c.json({ ...page, last });
}
