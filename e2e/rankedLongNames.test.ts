/**
 * Ranked pages with what a player's page and a long name put in them, in Chromium on the real server: a player's
 * last games on a phone keep each cell under its own heading and fit the screen, and the widest name the server
 * takes (40 "W") stays inside Minesweeper's panel of the server's fastest.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';
import { rankedWinByApi } from './rankedPlay.ts';

const app = useTestApp();
/** Forty of the widest letter: the longest name the server takes, as wide as such a name gets. */
const WIDE_NAME = 'W'.repeat(40);
let wide: Awaited<ReturnType<typeof rankedWinByApi>>;

beforeAll(async () => {
  wide = await rankedWinByApi(app().url, WIDE_NAME);
}, 120_000);

/** Each row of the last games' table: the headings its visible cells sit under (by their left edges). */
const headingsOverCells = (page: Page) =>
  page.$eval('table.leaderboard:last-of-type', (table) => {
    const shown = (cell: Element) => getComputedStyle(cell).display !== 'none';
    const heads = [...table.querySelectorAll('thead th')].filter(shown);
    return [...table.querySelectorAll('tbody tr')].map((row) =>
      [...row.querySelectorAll('td')].filter(shown).map((cell) => {
        const left = Math.round(cell.getBoundingClientRect().left);
        const head = heads.find((th) => Math.round(th.getBoundingClientRect().left) === left);
        return `${head?.textContent ?? '(no heading)'}: ${cell.className}`;
      }),
    );
  });

describe('long rows on small screens', () => {
  it("a player's last games on a phone: each cell under its own heading, no sideways scrolling", async () => {
    const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto(`/players/${wide.player.id}`);
    await page.waitForSelector('table.leaderboard:last-of-type tbody tr');
    const rows = await headingsOverCells(page);
    expect(rows.length).toBe(1 + wide.lostIds.length);
    for (const row of rows)
      for (const cell of row)
        expect(cell).toMatch(/^(Game|Level): |^Status: status|^Result: result|^Replay: replay/);
    await app().screenshot(page, 'ranked-player-page-phone');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it("Minesweeper's panel of the server's fastest keeps a 40-W name inside it", async () => {
    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 390, height: 844 },
    ]) {
      const page = await app().newPage({ viewport });
      await page.goto('/mines?level=beginner');
      await page.waitForSelector('.server-records li');
      expect(await page.textContent('.server-records li')).toContain(WIDE_NAME);
      const overflow = await page.$eval('.records-panel', (panel) => {
        const right = panel.getBoundingClientRect().right;
        const inside = [...panel.querySelectorAll('*')].map((e) => e.getBoundingClientRect().right);
        return { past: Math.max(...inside) - right, scroll: panel.scrollWidth - panel.clientWidth };
      });
      await app().screenshot(page, `mines-server-records-wide-name-${viewport.width}`);
      expect(overflow).toEqual({ past: expect.any(Number), scroll: 0 });
      expect(overflow.past).toBeLessThanOrEqual(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
    }
  });
});
