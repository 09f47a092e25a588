/**
 * The leaderboards and a player's page in Chromium, on the real server with ranked wins played through the HTTP
 * API by the solver (e2e/rankedPlay.ts): rows with names as text, tabs that keep the address and the focus,
 * Japanese with no English, the phone layout, and a player's bests.
 */
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';
import { visibleText } from './language.ts';
import { rankedWinByApi } from './rankedPlay.ts';
import { clearOfUtcBoundary } from './utcPeriod.ts';

const app = useTestApp();
let ann: Awaited<ReturnType<typeof rankedWinByApi>>;
let bob: Awaited<ReturnType<typeof rankedWinByApi>>;

/** From the first win to the week's board read in the second test, with room for a loaded machine. */
const WINS_TO_WEEK_BOARD_MS = 120_000;

beforeAll(async () => {
  await clearOfUtcBoundary('week', WINS_TO_WEEK_BOARD_MS); // the wins must be on "This week"'s board
  ann = await rankedWinByApi(app().url, '<b>Ann</b>');
  bob = await rankedWinByApi(app().url, 'Bob');
}, 120_000 + WINS_TO_WEEK_BOARD_MS);

const rows = (page: Page) =>
  page.$$eval('table.leaderboard tbody tr', (trs) =>
    trs.map((tr) => ({
      result: Number(tr.getAttribute('data-result')),
      name: tr.querySelector('.name')!.textContent,
      markup: tr.querySelector('.name')!.children.length,
      replay: tr.querySelector('.replay a')!.getAttribute('href'),
    })),
  );

describe('the leaderboards page', () => {
  it('lists the ranked wins with names as text and links to their replays', async () => {
    const page = await app().newPage();
    await page.goto('/');
    expect(await page.textContent('main .home-more a[href="/leaderboards"]')).toBe('Leaderboards');
    await page.click('header nav a[href="/leaderboards"]');
    await page.waitForSelector('table.leaderboard tbody tr');
    const shown = await rows(page);
    expect(shown.map((row) => row.result).sort()).toEqual([ann.resultId, bob.resultId].sort());
    expect(shown.find((row) => row.result === ann.resultId)).toMatchObject({
      name: '<b>Ann</b>',
      markup: 0,
      replay: `/mines?record=${ann.resultId}`,
    });
    const played = 2 + ann.lostIds.length + bob.lostIds.length;
    expect(await page.textContent('.board-status')).toBe(`2 players · ${played} games played · 2 won`);
    await app().screenshot(page, 'ranked-leaderboard');
  });

  it('changes the board in place: the address follows, the focus stays on the tab, back returns', async () => {
    const page = await app().newPage();
    await page.goto('/leaderboards?game=mines&level=beginner');
    await page.waitForSelector('table.leaderboard tbody tr');
    await page.click('nav[aria-label="Period"] a:has-text("This week")');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('period') === 'week');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('This week');
    expect(await page.getAttribute('nav[aria-label="Period"] a:has-text("This week")', 'aria-current')).toBe(
      'page',
    );
    await page.waitForSelector('table.leaderboard tbody tr');
    await page.click('nav[aria-label="Game"] a:has-text("Sudoku")');
    await page.waitForSelector('.board-empty');
    expect(new URL(page.url()).search).toBe('?game=sudoku&level=easy&by=time&period=week');
    expect(await page.textContent('.board-empty')).toBe('No ranked results here yet.');
    await page.click('nav[aria-label="Ranked by"] a:has-text("Wins")');
    await page.waitForFunction(() => new URL(location.href).searchParams.get('by') === 'wins');
    await page.goBack();
    await page.goBack();
    await page.waitForSelector('table.leaderboard tbody tr');
    expect(new URL(page.url()).searchParams.get('game')).toBe('mines');
  });

  it('is all Japanese on a Japanese page, and says when the server cannot be reached', async () => {
    const page = await app().newPage({ locale: 'ja-JP' });
    await page.goto('/leaderboards?game=mines&level=beginner&by=wins');
    await page.waitForSelector('table.leaderboard tbody tr');
    expect(await page.textContent('h1')).toBe('ランキング');
    await page.$$eval('main .name', (names) => {
      for (const name of names) name.remove(); // the players' own names
    });
    const text = await visibleText(page, 'main');
    expect(text.match(/[A-Za-z]+/g) ?? []).toEqual([]);
    expect(await page.$$eval('.result', (cells) => cells.slice(1).map((cell) => cell.textContent))).toEqual([
      '1勝',
      '1勝',
    ]);
    await page.route('**/api/leaderboards*', (route) => route.abort('internetdisconnected'));
    await page.click('nav[aria-label="期間"] a:has-text("今日")');
    await page.waitForSelector('.board-status.error');
    expect(await page.textContent('.board-status')).toBe(
      'サーバーにつながりません。接続を確かめて、もう一度お試しください。',
    );
    await app().screenshot(page, 'ranked-leaderboard-ja-offline');
  });

  it('fits a phone: no sideways scrolling, the date column left out', async () => {
    const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto('/leaderboards?game=puyo&level=gentle');
    await page.waitForSelector('.board-empty');
    await page.tap('nav[aria-label="Game"] a:has-text("Minesweeper")');
    await page.waitForSelector('table.leaderboard tbody tr');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.isVisible('td.date')).toBe(false);
    expect(await page.isVisible('td.replay a')).toBe(true);
    await app().screenshot(page, 'ranked-leaderboard-phone');
  });

  it('takes the dark theme: the table on the dark surface, names readable', async () => {
    const page = await app().newPage();
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'arcade.settings',
        JSON.stringify({ version: 1, data: { language: 'en', theme: 'dark', sound: false } }),
      ),
    );
    await page.goto('/leaderboards');
    await page.waitForSelector('table.leaderboard tbody tr');
    const colours = await page.$eval('table.leaderboard', (table) => {
      const style = getComputedStyle(table);
      return {
        background: style.backgroundColor,
        text: getComputedStyle(table.querySelector('td.name')!).color,
      };
    });
    expect(colours).toEqual({ background: 'rgb(31, 34, 40)', text: 'rgb(236, 234, 228)' });
    await app().screenshot(page, 'ranked-leaderboard-dark');
  });
});

describe("a player's page", () => {
  it('is linked from the leaderboards for the player kept here, with the best and the last game', async () => {
    const page = await app().newPage();
    await page.goto('/');
    await page.evaluate(
      ([player]) =>
        localStorage.setItem(
          'arcade.ranked.player',
          JSON.stringify({ version: 1, data: { id: player.id, name: 'Bob', secret: player.secret } }),
        ),
      [bob.player] as const,
    );
    await page.goto('/leaderboards');
    await page.click('a:has-text("My games")');
    await page.waitForSelector('.player-page h1');
    expect(new URL(page.url()).pathname).toBe(`/players/${bob.player.id}`);
    expect(await page.textContent('h1')).toBe('Games of Bob');
    const links = await page.$$eval('tr[data-result] .replay a', (as) =>
      as.map((a) => a.getAttribute('href')),
    );
    // The best game, then the last games, newest first: the win, then any games the solver lost before it.
    const lastGames = [bob.resultId, ...bob.lostIds.slice().reverse()];
    expect(links).toEqual([bob.resultId, ...lastGames].map((id) => `/mines?record=${id}`));
    expect(await page.textContent('tr[data-result] .status')).toBe('Ranked');
    expect(await page.$$eval('table:last-of-type th', (ths) => ths.map((th) => th.textContent))).toEqual([
      'Game',
      'Level',
      'Status',
      'Result',
      'Date',
      'Replay',
    ]);
    await app().screenshot(page, 'ranked-player-page');
  });

  it('says so for a player the server does not have', async () => {
    const page = await app().newPage();
    await page.goto('/players/999999');
    await page.waitForSelector('.board-status.error');
    expect(await page.textContent('.board-status')).toMatch(
      /^The server has no such game, record or player\./,
    );
  });
});
