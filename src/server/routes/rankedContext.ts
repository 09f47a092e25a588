/**
 * What every ranked route handler shares: the storage, the clock, the games (registry.ts) with the play of those
 * played on the server, the replay pool and queue, and the shared path results are kept by (keep.ts); and the
 * small steps handlers repeat: answering a refusal, reading a JSON body against a schema, finding a dealt game and
 * its game, checking that a request comes from the game's player.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import { err, ok, type Result } from '../../core/result.ts';
import { readJsonBody } from '../guards.ts';
import type { NameLimit } from '../nameLimit.ts';
import { hashSecret } from '../players.ts';
import type { KeepResult, RankedGame, Refusal, ServerPlay } from '../ranked/rankedGame.ts';
import { type RankedGames, rankedGame } from '../ranked/registry.ts';
import type { DealtGame, Player, Storage, StoredResult } from '../storage.ts';
import type { VerifyPool } from '../workers/verifyPool.ts';
import type { VerifyQueue } from '../workers/verifyQueue.ts';
import { describeZodError } from '../zodError.ts';

export interface RankedContext {
  readonly storage: Storage;
  readonly now: () => Date;
  readonly games: RankedGames;
  /** The play of each game played on the server, by its name, made once. */
  readonly plays: ReadonlyMap<string, ServerPlay>;
  readonly pool: VerifyPool;
  readonly queue: VerifyQueue;
  readonly keep: KeepResult;
  readonly nameLimit?: NameLimit;
}

export const GAME_ID = /^[A-Za-z0-9_-]{22}$/;
export const RESULT_ID = /^[1-9]\d{0,14}$/;
const NOT_A_GAME_ID: Refusal = { status: 404, error: 'game: not a game id' };

export const refuse = (c: Context, refusal: Refusal) => c.json({ error: refusal.error }, refusal.status);

/** The body read as JSON and checked by `schema`, or the answer refusing it (4xx, naming the field). */
export async function readBody<S extends z.ZodType>(
  c: Context,
  schema: S,
): Promise<Result<z.infer<S>, Response>> {
  const body = await readJsonBody(c);
  if (!body.ok) return err(c.json({ error: body.error.error }, body.error.status));
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return err(c.json({ error: describeZodError(parsed.error) }, 400));
  return ok(parsed.data);
}

/** Where a result's proof stands: waiting for its replay, proved (whatever it proved), or refused by it. */
export const verification = (status: StoredResult['status']) =>
  status === 'pending' ? 'pending' : status === 'refused' ? 'refused' : 'verified';

/** A dealt game by its id, with the game it is of. */
export async function dealtGame(
  ctx: RankedContext,
  id: string,
): Promise<Result<{ dealt: DealtGame; game: RankedGame }, Refusal>> {
  if (!GAME_ID.test(id)) return err(NOT_A_GAME_ID);
  const dealt = await ctx.storage.game(id);
  const game = dealt === undefined ? undefined : rankedGame(ctx.games, dealt.game);
  if (dealt === undefined || game === undefined) return err({ status: 404, error: 'game: no such game' });
  return ok({ dealt, game });
}

/** A player by the secret sent, or the refusal. */
export async function playerOf(ctx: RankedContext, secret: string): Promise<Result<Player, Refusal>> {
  const player = await ctx.storage.playerBySecretHash(hashSecret(secret));
  return player === undefined ? err({ status: 403, error: 'secret: no player has this secret' }) : ok(player);
}

/**
 * A request about a dealt game from the player it was dealt to: the game, its player, and the body as the schema
 * read it and as it was sent (an object, as the schema takes nothing else).
 */
export async function fromItsPlayer<S extends z.ZodType<{ secret: string }>>(
  ctx: RankedContext,
  c: Context,
  schema: S,
): Promise<
  Result<{ dealt: DealtGame; game: RankedGame; player: Player; body: z.infer<S>; raw: object }, Response>
> {
  const body = await readJsonBody(c);
  if (!body.ok) return err(c.json({ error: body.error.error }, body.error.status));
  const found = await dealtGame(ctx, c.req.param('id') ?? '');
  if (!found.ok) return err(refuse(c, found.error));
  const parsed = schema.safeParse(body.value);
  if (!parsed.success) return err(c.json({ error: describeZodError(parsed.error) }, 400));
  const player = await playerOf(ctx, parsed.data.secret);
  if (!player.ok) return err(refuse(c, player.error));
  if (player.value.id !== found.value.dealt.playerId)
    return err(refuse(c, { status: 403, error: 'secret: this game was dealt to another player' }));
  return ok({ ...found.value, player: player.value, body: parsed.data, raw: body.value as object });
}
