/**
 * The HTTP app: the JSON API under /api and the built browser app for everything else. Built as a plain Hono app
 * so tests call `app.request(...)` without opening a port; `listen.ts` puts it on one.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { quote } from '../core/quote.ts';
import { type GameRecords, type MinesVerifier, minesRecords } from './gameRecords.ts';
import { limitBody, sameOriginJsonOnly, securityHeaders, servedHostsOnly } from './guards.ts';
import { LOCAL_HOST_NAMES } from './hostNames.ts';
import { type RankedGamesOptions, rankedGames } from './ranked/registry.ts';
import { addRankedRoutes, type RankedOptions } from './rankedRoutes.ts';
import { findStaticFile } from './staticFiles.ts';
import type { Storage } from './storage.ts';
import { StorageHealth } from './storageHealth.ts';
import { describeZodError } from './zodError.ts';

export interface AppOptions extends RankedOptions, RankedGamesOptions {
  readonly storage: Storage;
  readonly verifyMines: MinesVerifier;
  /** The built app (dist/); without it only the API is served. */
  readonly distDir?: string;
  readonly now?: () => Date;
  /** The names in a Host header this app answers to (hostNames.ts); the local ones unless given. */
  readonly hosts?: readonly string[];
}

const LEVEL = z.string().regex(/^[a-z0-9-]{1,32}$/, 'a level name like "expert" or "custom"');
const recordsQuery = z.object({
  level: LEVEL,
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

export function createApp(options: AppOptions): Hono {
  const { verifyMines, distDir } = options;
  // Every route writes through the watched storage, so the health check knows when a write fails.
  const health = new StorageHealth(options.storage);
  const storage = health.watched();
  const now = options.now ?? (() => new Date());
  const app = new Hono();

  // Every answer gets the security headers; every request must name this server in its Host header; anything
  // that changes state must be same-origin JSON within the body limit (see guards.ts and limits.ts).
  app.use(
    securityHeaders(),
    servedHostsOnly(options.hosts ?? LOCAL_HOST_NAMES),
    sameOriginJsonOnly(),
    limitBody(),
  );

  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
    console.error(error);
    return c.json({ error: 'internal error' }, 500);
  });

  app.get('/api/health', async (c) => {
    const problem = await health.problem();
    return problem === undefined
      ? c.json({ ok: true })
      : c.json({ ok: false, error: `storage: ${problem}` }, 503);
  });

  // Unranked Minesweeper results (games the client dealt itself) are no longer taken: the old ones still read.
  addRecordRoutes(app, 'mines', minesRecords(storage, verifyMines));
  // Ranked: games the server deals and proves (rankedRoutes.ts).
  addRankedRoutes(app, storage, now, {
    games: options.games ?? rankedGames({ sudokuDeals: options.sudokuDeals }),
    verifyPool: options.verifyPool,
    verifyQueue: options.verifyQueue,
    nameLimit: options.nameLimit,
  });

  app.all('/api/*', (c) => c.json({ error: `no such API route: ${c.req.method} ${quote(c.req.path)}` }, 404));

  app.get('*', async (c) => {
    const file =
      distDir === undefined
        ? undefined
        : await findStaticFile(distDir, c.req.path, c.req.header('accept-encoding'));
    if (file === undefined) return c.json({ error: `not found: ${quote(c.req.path)}` }, 404);
    return c.body(new Uint8Array(file.body), 200, file.headers);
  });

  return app;
}

/**
 * `GET /api/<game>/records?level=&limit=`: the results kept from games the client dealt itself. `POST
 * /api/<game>/results` is gone (410): such a game's board and times are the client's own, so a client could post
 * a 1 ms Expert under any name, and replaying a board of a million cells cost the server some 150 ms a post. The
 * page keeps these results in the browser; a leaderboard takes only ranked games, dealt and timed by the server.
 */
function addRecordRoutes<R, Stored extends object, Records extends object>(
  app: Hono,
  game: string,
  records: GameRecords<R, Stored, Records>,
): void {
  app.post(`/api/${game}/results`, (c) =>
    c.json(
      {
        error:
          'results: unranked results are no longer kept by the server (the page keeps them); ' +
          'a ranked game (POST /api/games) is the way onto a leaderboard',
      },
      410,
    ),
  );

  app.get(`/api/${game}/records`, async (c) => {
    const query = recordsQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: describeZodError(query.error) }, 400);
    return c.json(await records.records(query.data.level, query.data.limit));
  });
}
