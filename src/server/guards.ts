/**
 * What every request meets before a route sees it: security headers on every answer, a guard on
 * requests that change something (same origin, JSON only), a body limit counted while reading, and a JSON reader
 * that refuses text no verifier should ever store.
 */
import type { HttpBindings } from '@hono/node-server';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { hasLoneSurrogate, quote } from '../core/quote.ts';
import { err, ok, type Result } from '../core/result.ts';
import { hostOnly } from './hostNames.ts';
import { bodyLimitOf, LINGER_MS, MAX_JSON_DEPTH, MAX_JSON_ITEMS } from './limits.ts';

/**
 * The headers on every answer (API, static files, errors). The policy is what the built app needs and no more,
 * checked against `vite build`'s output: its scripts, stylesheet and engine workers are files of its own
 * (dist/assets, loaded by URL, no blob: workers, no inline scripts or style attributes, no web fonts); the only
 * image is the favicon, a data: URL in index.html; it talks to its own API only. Nobody may frame it.
 */
export const securityHeaders = (): MiddlewareHandler =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      workerSrc: ["'self'"],
      styleSrc: ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    // The server speaks plain HTTP (TLS, if any, is a proxy's job, and so is HSTS).
    strictTransportSecurity: false,
  });

/**
 * Every request must name, in its Host header, a name this server serves (hostNames.ts): anything else is a 421
 * with a JSON error, before any route runs. A page on another site that points its own name at this machine (DNS
 * rebinding) is refused whatever it asks for.
 */
export const servedHostsOnly = (names: readonly string[]): MiddlewareHandler => {
  const served = new Set(names);
  return async (c, next) => {
    const header = c.req.header('host') ?? new URL(c.req.url).host;
    const host = hostOnly(header);
    if (served.has(host)) return next();
    return c.json(
      {
        error:
          `host: ${quote(host, 60)} is not a name this server serves (${[...served].join(', ')}); ` +
          'start it with `arcade serve --allowed-host NAME` to serve another',
      },
      421,
    );
  };
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The media type of a Content-Type header, lower case, without parameters. */
const mediaType = (header: string | undefined): string => (header ?? '').split(';')[0].trim().toLowerCase();

/**
 * Requests that may change something (POST and the like) must come from the server's own pages and carry JSON.
 * A browser sends `Origin` on every such request, so a page on another site is refused (403) whatever it sends;
 * `Content-Type: application/json` cannot be sent across sites without a CORS preflight, which this server never
 * grants, so a form or `text/plain` post is refused (415) even from a client that sends no Origin. Only the host
 * is compared: behind a TLS proxy the server sees `http` where the page has `https`.
 */
export const sameOriginJsonOnly = (): MiddlewareHandler => async (c, next) => {
  if (SAFE_METHODS.has(c.req.method)) return next();
  const origin = c.req.header('origin');
  if (origin !== undefined && !sameHost(origin, c.req.url))
    return c.json(
      { error: `origin: ${quote(origin)} is not this server's (cross-site requests are refused)` },
      403,
    );
  const type = mediaType(c.req.header('content-type'));
  if (type !== 'application/json') {
    const sent = type === '' ? 'missing' : `${quote(type)}, not application/json`;
    return c.json({ error: `content-type: ${sent} (the API takes JSON only)` }, 415);
  }
  return next();
};

function sameHost(origin: string, requestUrl: string): boolean {
  try {
    const from = new URL(origin);
    return (
      (from.protocol === 'http:' || from.protocol === 'https:') && from.host === new URL(requestUrl).host
    );
  } catch {
    return false; // "null" (a sandboxed frame or a file) and other text that is no origin
  }
}

/**
 * The body limit, per route (limits.ts bodyLimitOf: what the route can need): a declared Content-Length over the
 * limit is refused before reading; any other body, chunked
 * included, is counted while it is read (hono/body-limit) and refused at the first byte past the limit, so no more
 * than the limit is ever held. The answer says `Connection: close` and the connection is closed after it (see
 * lingerThenClose).
 *
 * A declared length is checked from the header here, as hono/body-limit does, but without asking for the request's
 * body stream: under @hono/node-server that builds a whole web Request around the Node request (a ReadableStream,
 * an AbortSignal, undici's Request: 8-9% of the server's time under the load script), where the route's
 * `c.req.text()` otherwise reads the Node request directly. Node's parser reads no more than the declared length.
 */
export const limitBody = (limitOf: (path: string) => number = bodyLimitOf): MiddlewareHandler => {
  const refuse = (c: Context, maxBytes: number) => {
    lingerThenClose(c);
    return c.json({ error: `body: larger than ${maxBytes} bytes` }, 413, { connection: 'close' });
  };
  // One counting reader per limit (there are a few), made when first needed.
  const limits = new Map<number, MiddlewareHandler>();
  const counting = (maxBytes: number) => {
    let limit = limits.get(maxBytes);
    if (limit === undefined) {
      limit = bodyLimit({ maxSize: maxBytes, onError: (c) => refuse(c, maxBytes) });
      limits.set(maxBytes, limit);
    }
    return limit;
  };
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const maxBytes = limitOf(c.req.path);
    const declared = c.req.header('content-length');
    if (
      declared !== undefined &&
      /^\d{1,15}$/.test(declared) &&
      c.req.header('transfer-encoding') === undefined
    )
      return Number(declared) > maxBytes ? refuse(c, maxBytes) : next();
    try {
      return await counting(maxBytes)(c, next);
    } catch {
      // Only the read itself can throw here (route errors go to app.onError): the client went away mid-body.
      return c.json({ error: 'body: the connection broke before the body was read' }, 400);
    }
  };
};

/**
 * How the connection of a refused body is closed, the way servers close on a client still sending (nginx's
 * lingering close). Node ends a connection that is not kept alive with `socket.destroySoon()`: our side is shut
 * (FIN) and the socket destroyed as soon as the answer is flushed; the client's bytes still on the way then meet a
 * closed socket, the kernel answers them with a reset, and the reset can wipe the 413 from the client's buffers
 * before it reads it. Here the socket is shut at once as well (no further request is read on it), but what the
 * client still sends is read and dropped (never kept: the request is dumped) for up to LINGER_MS before the socket
 * is destroyed. Outside Node (app.request in tests) there is no socket.
 */
function lingerThenClose(c: Context): void {
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket;
  if (socket === undefined) return;
  socket.destroySoon = () => {
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}

export interface BodyError {
  readonly status: 400 | 422;
  readonly error: string;
}

/**
 * The request body as JSON: 400 when it cannot be read, is nested or as wide as no route takes (jsonShapeError,
 * checked before it is parsed) or is not JSON, 422 when any string in it (a key or a value, at any depth) holds a
 * lone surrogate, which no text can store faithfully (it becomes U+FFFD in UTF-8).
 */
export async function readJsonBody(c: Context): Promise<Result<unknown, BodyError>> {
  let text: string;
  try {
    text = await c.req.text();
  } catch {
    return err({ status: 400, error: 'body: could not be read' });
  }
  const shape = jsonShapeError(text);
  if (shape !== undefined) return err({ status: 400, error: shape });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return err({ status: 400, error: 'body: not valid JSON' });
  }
  const where = loneSurrogateAt(body);
  if (where !== undefined)
    return err({
      status: 422,
      error: `${where}: holds a lone surrogate (half of a UTF-16 pair), which is not text`,
    });
  return ok(body);
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;

/**
 * Why the text of a JSON body is refused before it is parsed, or undefined: nested deeper than MAX_JSON_DEPTH or
 * with more than MAX_JSON_ITEMS items (commas, arrays and objects). One pass over the characters, skipping strings,
 * stopping at the first excess: a megabyte costs about a millisecond, where parsing and walking a megabyte of
 * nesting or of tiny values costs tens to hundreds. Text that is not JSON passes here and fails its parse.
 */
export function jsonShapeError(text: string): string | undefined {
  let depth = 0;
  let items = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === BACKSLASH) i++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) inString = true;
    else if (code === OPEN_ARRAY || code === OPEN_OBJECT) {
      if (++depth > MAX_JSON_DEPTH) return `body: nested deeper than ${MAX_JSON_DEPTH} levels`;
      if (++items > MAX_JSON_ITEMS) return `body: more than ${MAX_JSON_ITEMS} values`;
    } else if (code === CLOSE_ARRAY || code === CLOSE_OBJECT) depth--;
    else if (code === COMMA && ++items > MAX_JSON_ITEMS) return `body: more than ${MAX_JSON_ITEMS} values`;
  }
  return undefined;
}

/**
 * Where the first string (key or value) with a lone surrogate is, as a field path (`params.firstClick`, `a[3]`),
 * or undefined. Breadth first over an explicit queue, so a body nested 10,000 deep costs no stack; each node keeps
 * its parent's index, so a path is only built for the one string found.
 */
export function loneSurrogateAt(root: unknown): string | undefined {
  const values: unknown[] = [root];
  const parents: number[] = [-1];
  const keys: string[] = [''];
  for (let i = 0; i < values.length; i++) {
    const value = values[i];
    if (typeof value === 'string') {
      if (hasLoneSurrogate(value)) return fieldPath(parents, keys, i);
    } else if (Array.isArray(value)) {
      for (let k = 0; k < value.length; k++) {
        values.push(value[k]);
        parents.push(i);
        keys.push(`[${k}]`);
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const segment = /^[A-Za-z_$][\w$]{0,39}$/.test(key) ? key : quote(key, 20);
        if (hasLoneSurrogate(key)) return `${fieldPath(parents, keys, i)} key ${segment}`;
        values.push(child);
        parents.push(i);
        keys.push(segment);
      }
    }
  }
  return undefined;
}

/** The path of node `i`: its last few segments (a path 10,000 deep is shown as "…" and its end). */
function fieldPath(parents: readonly number[], keys: readonly string[], i: number): string {
  const segments: string[] = [];
  let node = i;
  for (; node > 0 && segments.length < 8; node = parents[node]) segments.unshift(keys[node]);
  if (segments.length === 0) return 'body';
  const text = segments.join('.').replaceAll('.[', '[');
  return node > 0 ? `…${text}` : text.replace(/^\[/, 'body[');
}
