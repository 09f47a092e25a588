/**
 * The installed app with no network: the service worker caches the page a player opens and then each page as it is
 * visited, so the pages visited load and the games play with the server gone; a new build is picked up on the next
 * visit, keeps the visited pages offline, and no save is lost.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickCell, movesMade, phase, savedGame, waitForGame } from './board.ts';
import { useTestApp } from './harness.ts';
import { openPuzzle, puzzleOf, start, movesMade as sudokuMoves, typeAt } from './sudokuGrid.ts';

const app = useTestApp();

/** Waits until the service worker has cached the build and controls the page. */
async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

/** Polls an asynchronous check (page.waitForFunction would take its promise for a true value). */
async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`still false after ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());

/** The URL paths the service worker holds, in every cache. */
const cachedPaths = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
    return paths.sort();
  });

/** The list the build gave the service worker: the shell, and each page's own files. */
function offlineManifest(): { files: string[]; shell: string[]; pages: Record<string, string[]> } {
  const worker = readFileSync(join(app().distDir, 'sw.js'), 'utf8');
  const start = worker.indexOf('{"version":');
  let depth = 0;
  for (let end = start; end < worker.length; end++) {
    if (worker[end] === '{') depth++;
    if (worker[end] === '}' && --depth === 0) return JSON.parse(worker.slice(start, end + 1));
  }
  throw new Error('sw.js holds no manifest');
}

async function withServerGone(run: () => Promise<void>): Promise<void> {
  await app().stopServer();
  try {
    await run();
  } finally {
    await app().restartServer();
  }
}

describe('offline play', () => {
  it('is installable, and after the first visit loads and plays Minesweeper and Sudoku with the server gone', async () => {
    const page = await app().newPage({ serviceWorkers: 'allow' });
    await page.goto('/');
    await waitForOfflineReady(page);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test contexts are incognito windows, where nothing installs; every other reason would be the app's.
    expect(installabilityErrors.filter(({ errorId }) => errorId !== 'in-incognito')).toEqual([]);
    // The worker keeps pages as they are visited: the games are visited once online first.
    await page.goto('/mines?level=beginner&seed=offline-1');
    await waitForGame(page);
    // Another puzzle than the one played below: its worker is the same, and no game of it is left in progress.
    await openPuzzle(page, 'level=easy&n=5');
    await page.waitForLoadState('networkidle');

    await withServerGone(async () => {
      expect((await fetch(new URL('/', app().url)).catch(() => 'refused')) === 'refused').toBe(true);
      await page.goto('/mines?level=beginner&seed=offline-1');
      await waitForGame(page);
      await clickCell(page, { x: 4, y: 4 });
      expect(await movesMade(page)).toBe(1);
      expect(['playing', 'won']).toContain(await phase(page));
      await app().screenshot(page, 'offline-mines-played');
      // Sudoku's puzzle is made by its own worker, also from the cache.
      const { solution, empties } = puzzleOf('easy', 3);
      await openPuzzle(page, 'level=easy&n=3');
      await start(page);
      await typeAt(page, empties[0], solution[empties[0]]);
      expect(await sudokuMoves(page)).toBe(1);
      await app().screenshot(page, 'offline-sudoku-played');
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true);
    });
  });

  it('caches on a first visit what the page opened needs, and every other page as it is visited', async () => {
    const manifest = offlineManifest();
    const page = await app().newPage({ serviceWorkers: 'allow' });
    await page.goto('/mines?level=beginner&seed=offline-3');
    await waitForOfflineReady(page);
    await waitForGame(page);
    const firstVisit = await cachedPaths(page);
    expect(firstVisit).toEqual([...new Set([...manifest.shell, ...(manifest.pages['/mines'] ?? [])])].sort());
    const mines = new Set(firstVisit);
    const otherPages = (manifest.pages['/sudoku'] ?? []).filter((file) => !mines.has(file));
    expect(otherPages.length).toBeGreaterThan(0);
    expect(firstVisit.filter((file) => otherPages.includes(file))).toEqual([]);
    expect(firstVisit.length).toBeLessThan(manifest.files.length);

    // Visited online under the worker: Sudoku's chunks and the puzzle worker it starts are kept as they arrive.
    const requested = new Set<string>();
    page.on('request', (request) => {
      const { pathname, origin } = new URL(request.url());
      if (origin === new URL(app().url).origin && pathname.startsWith('/assets/')) requested.add(pathname);
    });
    await openPuzzle(page, 'level=easy&n=4');
    await page.waitForLoadState('networkidle');
    await until(async () => {
      const cached = new Set(await cachedPaths(page));
      return [...requested].every((file) => cached.has(file));
    });
    expect([...requested].filter((file) => otherPages.includes(file)).length).toBeGreaterThan(0);
  });

  it('picks up a new build on the next visit, keeps the game in progress, and plays the new build offline', async () => {
    const page = await app().newPage({ serviceWorkers: 'allow' });
    await page.goto('/mines?level=beginner&seed=offline-2');
    await waitForOfflineReady(page);
    await waitForGame(page);
    await clickCell(page, { x: 4, y: 4 });
    const saved = { seed: (await savedGame(page))?.seed, moves: (await savedGame(page))?.moves };
    expect(saved.moves).toBeTruthy();
    const savedNow = async () => {
      const game = await savedGame(page);
      return { seed: game?.seed, moves: game?.moves };
    };
    const [oldCache] = await cacheNames(page);

    // A new deployment: the page gains a mark, and the service worker's list (its version) changes.
    const dist = app().distDir;
    const indexFile = join(dist, 'index.html');
    writeFileSync(
      indexFile,
      readFileSync(indexFile, 'utf8').replace('<head>', '<head><meta name="build" content="next">'),
    );
    const workerFile = join(dist, 'sw.js');
    const worker = readFileSync(workerFile, 'utf8');
    const version = /"version":"([0-9a-f]+)"/.exec(worker)?.[1];
    expect(version).toBeTruthy();
    writeFileSync(workerFile, worker.replace(`"version":"${version}"`, `"version":"${version}next"`));

    await page.goto('/mines');
    await waitForGame(page);
    expect(await page.getAttribute('meta[name="build"]', 'content')).toBe('next');
    expect(await savedNow()).toEqual(saved);
    expect(await movesMade(page)).toBe(1);

    // The new worker installs (the visit above may have started it already), takes over the page and deletes
    // the old build's cache; it has taken over once the page's controller is the registration's active worker.
    await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((registration) => registration?.update()),
    );
    await until(() =>
      page.evaluate(async (old) => {
        const registration = await navigator.serviceWorker.getRegistration();
        const names = await caches.keys();
        const active = registration?.active ?? null;
        return (
          active !== null &&
          active === navigator.serviceWorker.controller &&
          names.length === 1 &&
          names[0] !== old
        );
      }, oldCache),
    );

    await withServerGone(async () => {
      await page.goto('/mines');
      await waitForGame(page);
      expect(await page.getAttribute('meta[name="build"]', 'content')).toBe('next');
      expect(await movesMade(page)).toBe(1);
      expect(await savedNow()).toEqual(saved);
      await app().screenshot(page, 'offline-mines-new-build');
    });
  });
});
