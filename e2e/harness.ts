/**
 * Browser-test plumbing: copy the run's one production build (e2e/buildOnce.ts) into a temp folder of the test
 * file's own, or build the app there when no run made one (a measuring script), serve it with the real server on a
 * free port and a temp SQLite file, and drive Debian's Chromium through playwright-core.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { type RunningServer, startServer } from '../src/server/listen.ts';
import { verifyMinesSubmission } from '../src/server/minesVerify.ts';
import { buildApp } from './appBuild.ts';

export const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

export interface TestApp {
  readonly url: string;
  readonly browser: Browser;
  readonly dbFile: string;
  /** The built app the server serves: a test may change it as a new deployment would. */
  readonly distDir: string;
  /** Takes the server away (the network is gone for the page) and brings it back on the same address. */
  stopServer(): Promise<void>;
  restartServer(): Promise<void>;
  /** Uncaught errors on any page: a test ends by expecting this to be empty. */
  readonly pageErrors: string[];
  /** A fresh browser context (its own localStorage) with a page on it. */
  newPage(options?: {
    viewport?: { width: number; height: number };
    locale?: string;
    hasTouch?: boolean;
    /**
     * Off unless asked for: a page the service worker controls loads its files from the worker's cache, out of
     * reach of page.route, and would race a test that routes them (e2e/offline.test.ts turns it on).
     */
    serviceWorkers?: 'allow' | 'block';
  }): Promise<Page>;
  screenshot(page: Page, name: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the app on its own server and browser. `built` is a production build to serve a copy of; without it the
 * app is built here.
 */
export async function startTestApp(options: { built?: string } = {}): Promise<TestApp> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `no browser at ${CHROMIUM}: install Debian's chromium (apt-get install -y chromium, as .ci/run does)`,
    );
  const workDir = mkdtempSync(join(tmpdir(), 'arcade-e2e-'));
  const distDir = join(workDir, 'dist');
  if (options.built) cpSync(options.built, distDir, { recursive: true });
  else await buildApp(distDir);
  const dbFile = join(workDir, 'arcade.sqlite');
  // Every page of a test file comes from 127.0.0.1, each browser context a visitor of its own with its own open
  // connections, and makes its names from there: the test server lets one address open as many connections and
  // make as many names as a file needs (the limits themselves are flood.test.ts's and nameLimit.test.ts's).
  const serve = (port: number): Promise<RunningServer> =>
    startServer({
      port,
      host: '127.0.0.1',
      dbFile,
      distDir,
      verifyMines: verifyMinesSubmission,
      namesPerHour: 1000,
      limits: { connectionsPerAddress: 1000 },
    });
  let server: RunningServer | undefined = await serve(0);
  const { url, port } = server;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const contexts: BrowserContext[] = [];
  const pageErrors: string[] = [];
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    url,
    browser,
    dbFile,
    distDir,
    async stopServer() {
      await server?.close();
      server = undefined;
    },
    async restartServer() {
      server ??= await serve(port);
    },
    pageErrors,
    async newPage(options = {}) {
      const context = await browser.newContext({
        baseURL: url,
        viewport: options.viewport ?? { width: 1280, height: 800 },
        locale: options.locale ?? 'en-US',
        hasTouch: options.hasTouch ?? false,
        serviceWorkers: options.serviceWorkers ?? 'block',
        colorScheme: 'light',
      });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      return page;
    },
    async screenshot(page, name) {
      await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
    },
    async close() {
      for (const context of contexts) await context.close().catch(() => {});
      await browser.close();
      await server?.close();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the app for the test file (hooks registered here) and hands it to the tests through the getter; every
 * test must end without an uncaught error on any page. The errors are taken at each test's end, so each fails the
 * test it came up in, not every test after it in the file.
 */
export function useTestApp(): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp({ built: inject('builtApp') });
  });
  afterAll(async () => {
    await app?.close();
  });
  afterEach(() => {
    expect(app?.pageErrors.splice(0)).toEqual([]);
  });
  return () => app!;
}
