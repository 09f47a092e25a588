import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../scripts/precompressPlugin.ts';
import viteConfig from '../../vite.config.ts';
import { createApp } from './app.ts';
import { verifyMinesSubmission } from './minesVerify.ts';
import { openSqliteStorage } from './sqliteStorage.ts';

let dir: string;
let app: ReturnType<typeof createApp>;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-static-'));
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
  writeFileSync(join(dist, 'assets', 'main-abc.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'main-abc.js.map'), '{"sources":["../src/secret.ts"]}');
  writeFileSync(join(dist, 'assets', 'main-abc.js.MAP'), '{"sources":["../src/secret.ts"]}');
  writeFileSync(join(dir, 'secret.txt'), 'secret');
  app = createApp({
    storage: openSqliteStorage(':memory:'),
    verifyMines: verifyMinesSubmission,
    distDir: dist,
  });
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('serving the built app', () => {
  it('serves the page at / and at every app URL (the client routes them)', async () => {
    for (const path of ['/', '/mines', '/settings', '/sudoku/']) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toContain('<title>app</title>');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.request('/assets/main-abc.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toMatch(/immutable/);
  });

  it('answers a missing file with 404 and never leaves dist/', async () => {
    expect((await app.request('/assets/missing.js')).status).toBe(404);
    expect((await app.request('/../secret.txt')).status).toBe(404);
    expect((await app.request('/%2e%2e/secret.txt')).status).toBe(404);
    expect((await app.request('/%E0%A4%A')).status).toBe(404);
  });
});

describe('source maps', () => {
  it('are never served, even when a build left them in dist/', async () => {
    for (const path of ['/assets/main-abc.js.map', '/assets/main-abc.js.MAP', '/assets/main-abc.js%2emap']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('secret');
    }
  });

  it('are not made by production builds', () => {
    expect(viteConfig.build?.sourcemap).toBe(false);
  });
});

describe('compressed answers', () => {
  let packedDir: string;
  let packed: ReturnType<typeof createApp>;
  // Text that compresses, as a build's scripts do.
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const cell${i} = ${i} * 7;\n`).join(''),
  );
  const page = Buffer.from(`<!doctype html><title>app</title>${'<p>arcade</p>'.repeat(200)}`);
  const changed = Buffer.from(`${script.toString()}export const fixed = true;\n`);

  beforeAll(() => {
    packedDir = mkdtempSync(join(tmpdir(), 'arcade-packed-'));
    mkdirSync(join(packedDir, 'assets'));
    writeFileSync(join(packedDir, 'index.html'), page);
    writeFileSync(join(packedDir, 'sw.js'), script);
    writeFileSync(join(packedDir, 'assets', 'main-abc.js'), script);
    writeFileSync(join(packedDir, 'assets', 'stale-abc.js'), script);
    writeFileSync(join(packedDir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(precompressDirectory(packedDir).sort()).toEqual(
      ['assets/main-abc.js', 'assets/stale-abc.js', 'index.html', 'sw.js'].map((name) => join(name)),
    );
    // Changed after the build: its copies no longer decode to it and must not be sent.
    writeFileSync(join(packedDir, 'assets', 'stale-abc.js'), changed);
    // Copied without its times (cp without -p): the copies look older than the file yet are right.
    const earlier = new Date(Date.now() - 3_600_000);
    utimesSync(join(packedDir, 'assets', 'main-abc.js.br'), earlier, earlier);
    utimesSync(join(packedDir, 'assets', 'main-abc.js.gz'), earlier, earlier);
    packed = createApp({
      storage: openSqliteStorage(':memory:'),
      verifyMines: verifyMinesSubmission,
      distDir: packedDir,
    });
  });

  afterAll(() => rmSync(packedDir, { recursive: true, force: true }));

  const get = (path: string, acceptEncoding?: string) =>
    packed.request(
      path,
      acceptEncoding === undefined ? {} : { headers: { 'accept-encoding': acceptEncoding } },
    );

  /** The body as sent, its length checked against Content-Length, decoded by its Content-Encoding. */
  async function received(response: Response): Promise<{ coding: string | null; bytes: Buffer }> {
    const sent = Buffer.from(await response.arrayBuffer());
    expect(response.headers.get('content-length')).toBe(String(sent.length));
    const coding = response.headers.get('content-encoding');
    const bytes = coding === 'br' ? brotliDecompressSync(sent) : coding === 'gzip' ? gunzipSync(sent) : sent;
    return { coding, bytes };
  }

  it("sends brotli, gzip or the file as it is by the request's Accept-Encoding, the same bytes once decoded", async () => {
    const cases: [string | undefined, string | null][] = [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['*', 'br'],
      ['br;q=0, gzip;q=0', null],
      ['identity', null],
      [undefined, null],
    ];
    for (const [accept, coding] of cases) {
      const response = await get('/assets/main-abc.js', accept);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/javascript/);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      const got = await received(response);
      expect(got.coding, String(accept)).toBe(coding);
      expect(got.bytes.equals(script)).toBe(true);
    }
    const compressed = await get('/assets/main-abc.js', 'br');
    expect(Number(compressed.headers.get('content-length'))).toBeLessThan(script.length / 4);
  });

  it('compresses the page at every app URL and the service worker too', async () => {
    for (const path of ['/', '/mines', '/index.html']) {
      const got = await received(await get(path, 'gzip, br'));
      expect(got.coding, path).toBe('br');
      expect(got.bytes.equals(page)).toBe(true);
    }
    const worker = await received(await get('/sw.js', 'gzip'));
    expect(worker.coding).toBe('gzip');
    expect(worker.bytes.equals(script)).toBe(true);
  });

  it('sends a file changed after the build as it is, never its stale compressed copy, whatever the file times', async () => {
    for (let twice = 0; twice < 2; twice++) {
      const got = await received(await get('/assets/stale-abc.js', 'br, gzip'));
      expect(got.coding).toBeNull();
      expect(got.bytes.equals(changed)).toBe(true);
    }
  });

  it('keeps hashed assets a year, and has the page and the service worker asked for again every time', async () => {
    expect((await get('/assets/main-abc.js', 'br')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/sudoku', '/index.html', '/sw.js'])
      expect((await get(path, 'br')).headers.get('cache-control'), path).toBe('no-cache');
  });

  it('leaves images alone and never serves the compressed copies by their own names', async () => {
    const icon = await get('/icon.png', 'br, gzip');
    expect(icon.headers.get('content-encoding')).toBeNull();
    expect(icon.headers.get('vary')).toBeNull();
    for (const path of ['/assets/main-abc.js.br', '/assets/main-abc.js.gz', '/index.html.br'])
      expect((await get(path, 'br')).status, path).toBe(404);
  });
});
