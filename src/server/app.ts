/**
 * The HTTP app: the JSON API under /api and the built browser app for everything else. Built as a plain Hono app
 * so tests call `app.request(...)` without opening a port; `listen.ts` puts it on one.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { z } from 'zod';
import { quote } from '../core/quote.ts';
import type { Result } from '../core/result.ts';
import { limitBody, readJsonBody, sameOriginJsonOnly, securityHeaders } from './guards.ts';
import { findStaticFile } from './staticFiles.ts';
import type { MinesResult, Storage } from './storage.ts';

/** Replays a submitted game and returns what it proves, or an error naming what was wrong. */
export type MinesVerifier = (body: unknown) => Result<MinesResult>;

export interface AppOptions {
  readonly storage: Storage;
  readonly verifyMines: MinesVerifier;
  /** The built app (dist/); without it only the API is served. */
  readonly distDir?: string;
  readonly now?: () => Date;
}

const LEVEL = z.string().regex(/^[a-z0-9-]{1,32}$/, 'a level name like "expert" or "custom"');
const recordsQuery = z.object({
  level: LEVEL,
  limit: z.coerce.number().int().min(1).max(100).default(10),
});

/** The first zod issue as one sentence naming the field. */
export function describeZodError(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return `${field}: ${issue.message}`;
}

export function createApp(options: AppOptions): Hono {
  const { storage, verifyMines, distDir } = options;
  const now = options.now ?? (() => new Date());
  const app = new Hono();

  // Every answer gets the security headers; anything that changes state must be same-origin JSON within the
  // body limit (see guards.ts and limits.ts).
  app.use(securityHeaders(), sameOriginJsonOnly(), limitBody());

  app.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ error: error.message }, error.status);
    console.error(error);
    return c.json({ error: 'internal error' }, 500);
  });

  app.get('/api/health', (c) => c.json({ ok: true }));

  app.post('/api/mines/results', async (c) => {
    const body = await readJsonBody(c);
    if (!body.ok) return c.json({ error: body.error.error }, body.error.status);
    const verified = verifyMines(body.value);
    if (!verified.ok) return c.json({ error: verified.error }, 422);
    const stored = storage.addMinesResult(verified.value, now());
    return c.json(stored, 201);
  });

  app.get('/api/mines/records', (c) => {
    const query = recordsQuery.safeParse(c.req.query());
    if (!query.success) return c.json({ error: describeZodError(query.error) }, 400);
    return c.json(storage.minesRecords(query.data.level, query.data.limit));
  });

  app.all('/api/*', (c) => c.json({ error: `no such API route: ${c.req.method} ${quote(c.req.path)}` }, 404));

  app.get('*', async (c) => {
    const file = distDir === undefined ? undefined : await findStaticFile(distDir, c.req.path);
    if (file === undefined) return c.json({ error: `not found: ${quote(c.req.path)}` }, 404);
    return c.body(new Uint8Array(file.body), 200, {
      'content-type': file.contentType,
      'cache-control': file.cacheControl,
    });
  });

  return app;
}
