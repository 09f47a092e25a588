/**
 * The ranked API for every game: players, dealt games, moves played on the server, results proved by replay,
 * leaderboards, records with their logs, and players' pages. The routes know no game: each finds the game a
 * request is about in the registry (ranked/registry.ts) and calls its slots (ranked/rankedGame.ts). Every body
 * goes through readJsonBody and a zod schema; every refusal is a 4xx JSON `{error: "field: what is wrong"}`.
 */
import type { Context, Hono } from 'hono';
import type { NameLimit } from './nameLimit.ts';
import { keeper } from './ranked/keep.ts';
import type { ServerPlay } from './ranked/rankedGame.ts';
import { type RankedGames, rankedGames } from './ranked/registry.ts';
import { showLeaderboard, showRecord } from './routes/boardRoutes.ts';
import { dealGame, showGame } from './routes/dealRoutes.ts';
import { newPlayer, playerPage } from './routes/playerRoutes.ts';
import { forfeitGame, playMove, submitResult } from './routes/playRoutes.ts';
import type { RankedContext } from './routes/rankedContext.ts';
import type { Storage } from './storage.ts';
import { runTask } from './workers/tasks.ts';
import { inlineRunner } from './workers/threadRunner.ts';
import { VerifyPool } from './workers/verifyPool.ts';
import { VerifyQueue } from './workers/verifyQueue.ts';

export { LEADERBOARD_PAGE_SIZE, MAX_LEADERBOARD_PAGE } from './routes/boardRoutes.ts';

export interface RankedOptions {
  /** The games, with what the server makes ahead for them (registry.ts); without it, each made on request. */
  readonly games?: RankedGames;
  /** Where queued results are replayed; without it, one replay at a time on this thread with 16 waiting. */
  readonly verifyPool?: VerifyPool;
  /** The replay queue shared through the storage; without it, one on verifyPool that polls once at start. */
  readonly verifyQueue?: VerifyQueue;
  /** How many names each client address may make (nameLimit.ts); without it, as many as it asks for. */
  readonly nameLimit?: NameLimit;
}

export function addRankedRoutes(
  app: Hono,
  storage: Storage,
  now: () => Date,
  options: RankedOptions = {},
): void {
  const ctx = rankedContext(storage, now, options);
  // Replays a stop left pending, and any that no process holds (more are taken by the queue's own polling).
  void ctx.queue.poll().catch((error: unknown) => console.error(`verify queue: ${(error as Error).message}`));
  const to = (handler: (ctx: RankedContext, c: Context) => Promise<Response>) => (c: Context) =>
    handler(ctx, c);
  app.post('/api/players', to(newPlayer));
  app.get('/api/players/:id', to(playerPage));
  app.post('/api/games', to(dealGame));
  app.get('/api/games/:id', to(showGame));
  app.post('/api/games/:id/moves', to(playMove));
  app.post('/api/games/:id/result', to(submitResult));
  app.post('/api/games/:id/forfeit', to(forfeitGame));
  app.get('/api/leaderboards', to(showLeaderboard));
  app.get('/api/records/:id', to(showRecord));
}

function rankedContext(storage: Storage, now: () => Date, options: RankedOptions): RankedContext {
  const games = options.games ?? rankedGames();
  const plays = new Map<string, ServerPlay>();
  for (const [name, game] of Object.entries(games)) if (game.play) plays.set(name, game.play(storage));
  const pool =
    options.verifyPool ??
    new VerifyPool({ workers: 1, maxQueue: 16, makeRunner: () => inlineRunner(runTask) });
  const queue = options.verifyQueue ?? new VerifyQueue(storage, pool, { now: () => now().getTime(), games });
  const { nameLimit } = options;
  return { storage, now, games, plays, pool, queue, keep: keeper(games, storage), nameLimit };
}
