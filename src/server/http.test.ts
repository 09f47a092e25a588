/**
 * The server's limits through the real HTTP stack: startServer on a free port on 127.0.0.1, requests
 * over real sockets, a real SQLite file. Nothing here is mocked.
 */
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESULT_BODY_BYTES, SERVER_LIMITS, type ServerLimits, SMALL_BODY_BYTES } from './limits.ts';
import { type RunningServer, startServer } from './listen.ts';
import { verifyMinesSubmission } from './minesVerify.ts';

const HOST = '127.0.0.1';
let dir: string;
let distDir: string;
let running: RunningServer;
const others: RunningServer[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-http-'));
  distDir = join(dir, 'dist');
  mkdirSync(join(distDir, 'assets'), { recursive: true });
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(distDir, 'assets', 'main-abc.js'), 'console.log(1)');
  writeFileSync(join(distDir, 'assets', 'main-abc.js.map'), '{"sources":["secret.ts"]}');
  running = await start();
});

afterAll(async () => {
  for (const server of [running, ...others]) await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

let servers = 0;
function start(limits?: Partial<ServerLimits>): Promise<RunningServer> {
  return startServer({
    port: 0,
    host: HOST,
    dbFile: join(dir, `arcade-${servers++}.sqlite`),
    distDir,
    verifyMines: verifyMinesSubmission,
    limits,
  });
}

const url = (path: string): string => new URL(path, running.url).href;

/** A ranked game's result: the route that takes the largest body (RESULT_BODY_BYTES). */
const RESULT_PATH = `/api/games/${'a'.repeat(22)}/result`;

const postJson = (body: string, headers: Record<string, string> = {}) =>
  fetch(url('/api/players'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

/** Reads from a socket until the server closes it or `ms` pass. */
async function readUntilClosed(
  socket: ReturnType<typeof connect>,
  ms: number,
): Promise<{ text: string; closed: boolean; afterMs: number }> {
  const start = performance.now();
  let text = '';
  socket.setEncoding('utf8');
  socket.on('data', (data) => {
    text += data;
  });
  socket.on('error', () => {});
  const closed = await Promise.race([
    once(socket, 'close').then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);
  socket.destroy();
  return { text, closed, afterMs: performance.now() - start };
}

/** Opens a connection, sends `text` as it is, and reads until the server closes it (or `ms` pass). */
async function sendRaw(port: number, text: string, ms = 5000) {
  const socket = connect(port, HOST);
  await once(socket, 'connect');
  socket.write(text);
  return readUntilClosed(socket, ms);
}

/** Starts a server with other limits, closed with the others after the file. */
async function startOther(limits: Partial<ServerLimits>): Promise<RunningServer> {
  const server = await start(limits);
  others.push(server);
  return server;
}

// Heap and buffers after a full collection: what the process really holds (the server runs in this process),
// without the garbage every read leaves behind until the collector runs. Freed buffers are swept in the
// background after a collection, hence the short wait before reading the figures.
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
async function liveBytes(): Promise<number> {
  gc();
  await new Promise((resolve) => setTimeout(resolve, 20));
  const usage = process.memoryUsage();
  return usage.heapUsed + usage.external;
}

interface Upload {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: string;
  /** Bytes the client had handed to its socket when the answer came. */
  readonly writtenAtAnswer: number;
  /** Whether the server closed the connection while the client had not finished the body. */
  readonly closedByServer: boolean;
  /** The most the process held above its starting point, sampled every 256 KiB. */
  readonly peakGrowth: number;
}

/**
 * POSTs `total` bytes as a chunked body (no Content-Length), 64 KiB at a time with back-pressure, stopping when the
 * answer comes or the connection is closed; samples the process's live memory every 256 KiB.
 */
async function uploadChunked(total: number): Promise<Upload> {
  const before = await liveBytes();
  let peakGrowth = 0;
  const chunk = Buffer.alloc(64 * 1024, 'a');
  const req = request(url(RESULT_PATH), {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json' },
  });
  let written = 0;
  let writtenAtAnswer = -1;
  let closed = false;
  let ended = false;
  const closing = new Promise<void>((resolve) =>
    req.once('close', () => {
      closed = true;
      resolve();
    }),
  );
  // EPIPE / ECONNRESET when the server hangs up mid-body are expected: the upload just stops.
  const stopped = Promise.race([closing, new Promise<void>((resolve) => req.once('error', () => resolve()))]);
  const answer = new Promise<{ status: number; headers: Upload['headers']; body: string }>((resolve) => {
    req.once('response', (res) => {
      writtenAtAnswer = written;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (text) => {
        body += text;
      });
      const done = () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      res.once('end', done);
      res.once('error', done);
    });
  });
  req.write('{"moves":"');
  while (written < total && writtenAtAnswer < 0 && !closed) {
    if (written % (4 * chunk.length) === 0) peakGrowth = Math.max(peakGrowth, (await liveBytes()) - before);
    if (writtenAtAnswer >= 0 || closed) break;
    const more = req.write(chunk);
    written += chunk.length;
    if (!more) await Promise.race([new Promise((resolve) => req.once('drain', resolve)), stopped, answer]);
  }
  if (!closed && writtenAtAnswer < 0) {
    ended = true;
    req.end('"}');
  }
  const { status, headers, body } = await answer;
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 2000))]);
  peakGrowth = Math.max(peakGrowth, (await liveBytes()) - before);
  return { status, headers, body, writtenAtAnswer, closedByServer: closed && !ended, peakGrowth };
}

describe('the body limit', () => {
  it('refuses a 10 MB chunked body with 413, closes the connection, and holds no more than the limit', async () => {
    const tenMegabytes = 10 * 1024 * 1024;
    const upload = await uploadChunked(tenMegabytes);
    expect(upload.status).toBe(413);
    expect(JSON.parse(upload.body).error).toBe(`body: larger than ${RESULT_BODY_BYTES} bytes`);
    // The server closed the connection while the client was still sending (and the client read the 413).
    expect(upload.closedByServer).toBe(true);
    // The answer came once the limit was passed, not after the whole body was read.
    expect(upload.writtenAtAnswer).toBeLessThan(tenMegabytes);
    // Live memory stayed within a few megabytes (the limit's buffer, the chunks in flight, the client's own) while
    // the 10 MB went by; reading the body whole holds it twice over (bytes and text), over 20 MB here.
    expect(upload.peakGrowth).toBeLessThan(6 * RESULT_BODY_BYTES);
    expect((await fetch(url('/api/health'))).status).toBe(200);
  });

  it('refuses a declared Content-Length over the limit before reading any of it', async () => {
    const reply = await sendRaw(
      running.port,
      `POST ${RESULT_PATH} HTTP/1.1\r\nHost: ${HOST}:${running.port}\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${RESULT_BODY_BYTES + 1}\r\n\r\n{"moves":"`,
    );
    expect(reply.text).toMatch(/^HTTP\/1\.1 413 /);
    expect(reply.text).toContain(`{"error":"body: larger than ${RESULT_BODY_BYTES} bytes"}`);
    expect(reply.closed).toBe(true);
  });

  it('takes a body just under the limit (so the limit is not set lower than it says)', async () => {
    const padding = ' '.repeat(RESULT_BODY_BYTES - 200);
    const response = await fetch(url(RESULT_PATH), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `${padding}{"secret":"${'s'.repeat(43)}"}`,
    });
    // Read and parsed: the route then finds no such game.
    expect(response.status).toBe(404);
    expect((await response.json()).error).toBe('game: no such game');
  });

  it('holds every other route to a few kilobytes', async () => {
    const response = await postJson(`{"name":"${'a'.repeat(SMALL_BODY_BYTES)}"}`);
    expect(response.status).toBe(413);
    expect((await response.json()).error).toBe(`body: larger than ${SMALL_BODY_BYTES} bytes`);
  });
});

describe('cross-site and non-JSON posts', () => {
  it.each([
    [
      'a text/plain form post from another site',
      { 'content-type': 'text/plain', origin: 'https://evil.example' },
      403,
    ],
    [
      'a JSON post from another site',
      { 'content-type': 'application/json', origin: 'https://evil.example' },
      403,
    ],
    [
      'a post from a sandboxed page (Origin: null)',
      { 'content-type': 'application/json', origin: 'null' },
      403,
    ],
    ['a text/plain post', { 'content-type': 'text/plain' }, 415],
    ['a form post', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['a multipart post', { 'content-type': 'multipart/form-data; boundary=x' }, 415],
  ])('refuses %s and stores nothing', async (what, headers, status) => {
    const name = `cross ${what.length} ${status}`;
    const body = JSON.stringify({ name });
    const response = await fetch(url('/api/players'), { method: 'POST', headers, body });
    expect(response.status).toBe(status);
    expect((await response.json()).error).toMatch(status === 403 ? /^origin: / : /^content-type: /);
    // Nothing was kept: the name is still free, and the server's own page takes it.
    const own = new URL(running.url).origin;
    expect((await postJson(body, { origin: own })).status).toBe(201);
  });
});

const SECURITY_HEADERS = {
  'content-security-policy':
    /^default-src 'self'; script-src 'self'; worker-src 'self';.*frame-ancestors 'none'/,
  'x-content-type-options': /^nosniff$/,
  'x-frame-options': /^DENY$/,
  'referrer-policy': /^no-referrer$/,
};

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health', 200],
    ['the page', '/', 200],
    ['a static file', '/assets/main-abc.js', 200],
    ['a missing file', '/assets/missing.js', 404],
    ['a missing API route', '/api/nothing', 404],
    ['a source map, refused', '/assets/main-abc.js.map', 404],
  ])('are on %s', async (_, path, status) => {
    const response = await fetch(url(path));
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(SECURITY_HEADERS))
      expect(response.headers.get(name)).toMatch(value);
    await response.arrayBuffer();
  });

  it('are on refusals too (403, 415, 422)', async () => {
    for (const response of [
      await postJson('{}', { origin: 'https://evil.example' }),
      await fetch(url('/api/players'), {
        method: 'POST',
        headers: { 'content-type': 'text/plain' },
        body: '{}',
      }),
      await postJson('{}'),
    ]) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      for (const [name, value] of Object.entries(SECURITY_HEADERS))
        expect(response.headers.get(name)).toMatch(value);
    }
  });
});

describe('timeouts and the connection cap', () => {
  it('runs with timeouts in seconds and a connection cap, not Node’s defaults', () => {
    const { server } = running;
    expect(server.headersTimeout).toBe(SERVER_LIMITS.headersTimeoutMs);
    expect(server.requestTimeout).toBe(SERVER_LIMITS.requestTimeoutMs);
    expect(server.keepAliveTimeout).toBe(SERVER_LIMITS.keepAliveTimeoutMs);
    expect(server.maxConnections).toBe(SERVER_LIMITS.maxConnections);
    expect(SERVER_LIMITS.headersTimeoutMs).toBeLessThanOrEqual(10_000);
    expect(SERVER_LIMITS.requestTimeoutMs).toBeLessThanOrEqual(30_000);
    expect(SERVER_LIMITS.maxConnections).toBeLessThanOrEqual(1000);
  });

  const short = {
    headersTimeoutMs: 400,
    requestTimeoutMs: 800,
    keepAliveTimeoutMs: 300,
    timeoutCheckIntervalMs: 100,
  };

  it('closes a connection whose headers never finish (slowloris) once the header timeout passes', async () => {
    const server = await startOther(short);
    const reply = await sendRaw(server.port, `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\nX-Slow: `);
    expect(reply.closed).toBe(true);
    expect(reply.text).toMatch(/^HTTP\/1\.1 408 /);
    expect(reply.afterMs).toBeGreaterThan(300);
  });

  it('closes a request whose body never arrives once the request timeout passes', async () => {
    const server = await startOther(short);
    const reply = await sendRaw(
      server.port,
      `POST /api/players HTTP/1.1\r\nHost: ${HOST}:${server.port}\r\nContent-Type: application/json\r\n` +
        'Content-Length: 100\r\n\r\n{"name":',
    );
    expect(reply.closed).toBe(true);
    expect(reply.afterMs).toBeGreaterThan(600);
  });

  it('closes an idle kept-alive connection once the keep-alive timeout passes', async () => {
    const server = await startOther(short);
    const reply = await sendRaw(server.port, `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
    expect(reply.text).toMatch(/^HTTP\/1\.1 200 /);
    expect(reply.closed).toBe(true);
    expect(reply.afterMs).toBeGreaterThan(200);
  });

  it('closes connections past the cap as they arrive, and takes new ones once one ends', async () => {
    const server = await startOther({ maxConnections: 2 });
    const held = [connect(server.port, HOST), connect(server.port, HOST)];
    await Promise.all(held.map((socket) => once(socket, 'connect')));
    await new Promise((resolve) => setTimeout(resolve, 100)); // the server has accepted both
    const refused = await sendRaw(server.port, `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\n\r\n`);
    expect(refused.closed).toBe(true);
    expect(refused.text).toBe('');
    held[0].destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const taken = await sendRaw(
      server.port,
      `GET /api/health HTTP/1.1\r\nHost: ${HOST}\r\nConnection: close\r\n\r\n`,
    );
    expect(taken.text).toMatch(/^HTTP\/1\.1 200 /);
    held[1].destroy();
  });
});
