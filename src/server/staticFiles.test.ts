import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
