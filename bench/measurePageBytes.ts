/**
 * The bytes a first visit costs, from a real browser against the real server: for each game page, the JavaScript
 * the page loads (its workers included) as sent over the wire and once decoded; then what the service worker
 * fetches into its cache on a first visit to that page.
 *
 *   npx tsx bench/measurePageBytes.ts [DIST]   (DIST: a build to serve; without it the app is built first)
 */
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp } from '../e2e/harness.ts';

const PAGES = ['/', '/mines', '/sudoku', '/puyo'];
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`;

/** A built file's size as it is, and as the server sends it to a client taking only gzip, or brotli. */
function sizes(distDir: string, urlPath: string): { raw: number; gzip: number; br: number } {
  const file = join(distDir, urlPath === '/' || !urlPath.includes('.') ? 'index.html' : urlPath);
  const raw = statSync(file).size;
  const copy = (suffix: string): number => (existsSync(file + suffix) ? statSync(file + suffix).size : raw);
  return { raw, gzip: copy('.gz'), br: copy('.br') };
}

function total(distDir: string, paths: Iterable<string>): string {
  let raw = 0;
  let gzip = 0;
  let br = 0;
  let count = 0;
  for (const path of paths) {
    const size = sizes(distDir, path);
    raw += size.raw;
    gzip += size.gzip;
    br += size.br;
    count++;
  }
  return `${String(count).padEnd(7)}${kb(raw).padEnd(11)}${kb(gzip).padEnd(11)}${kb(br)}`;
}

const app = await startTestApp(process.argv[2] ? { built: process.argv[2] } : {});
try {
  console.log('JavaScript a first visit loads (workers included)');
  console.log('page        files  raw        gzip       brotli');
  for (const path of PAGES) {
    const page = await app.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.add(pathname);
    });
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    console.log(`${path.padEnd(12)}${total(app.distDir, scripts)}`);
    await page.context().close();
  }

  console.log('\nwhat the service worker caches on a first visit to the page, every kind of file');
  console.log('page        files  raw        gzip       brotli');
  for (const path of PAGES) {
    const page = await app.newPage({ serviceWorkers: 'allow' });
    await page.goto(path);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForTimeout(1500);
    const cached = await page.evaluate(async () => {
      const paths: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
      }
      return paths;
    });
    console.log(`${path.padEnd(12)}${total(app.distDir, cached)}`);
    await page.context().close();
  }
} finally {
  await app.close();
}
