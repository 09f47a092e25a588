/** The ranked pages with nothing to show: an empty leaderboard, and a player the server does not have. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';
import { englishSentences } from './language.ts';

const app = useTestApp();

describe('the ranked pages with nothing to show', () => {
  it('shows an empty leaderboard without a pager of dead buttons', async () => {
    const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto('/leaderboards?game=sudoku&level=extreme');
    await page.waitForSelector('.board-empty');
    expect(await page.locator('.pager').count()).toBe(0);
    await app().screenshot(page, 'ranked-empty-board');
  });

  it.each(['en-US', 'ja-JP'])(
    'fills each short tab bar on a phone with its tabs, no empty column (%s)',
    async (locale) => {
      const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, locale });
      await page.goto('/leaderboards?game=puyo');
      await page.waitForSelector('.board-empty');
      const gaps = await page.$$eval('.board-tabs .segments', (bars) =>
        bars
          .filter((bar) => bar.children.length <= 4)
          .map((bar) => {
            const last = bar.lastElementChild!.getBoundingClientRect();
            return Math.round(bar.getBoundingClientRect().right - last.right);
          }),
      );
      expect(gaps.length).toBeGreaterThanOrEqual(3); // game, period, ranking
      for (const gap of gaps) expect(gap, `gaps ${gaps}`).toBeLessThanOrEqual(2); // the bar's border
      if (locale === 'ja-JP') {
        // A level name never breaks inside a word: 'クラシック' stays whole, never 'クラシ / ック'.
        const firstLine = await page.$eval(
          '.board-tabs nav[aria-label="レベル"] a[href*="level=seed"]',
          (tab) => {
            const text = tab.firstChild!;
            const top = (i: number) => {
              const range = document.createRange();
              range.setStart(text, i);
              range.setEnd(text, i + 1);
              return Math.round(range.getBoundingClientRect().top);
            };
            const chars = text.textContent!.length;
            let end = 1;
            while (end < chars && top(end) === top(0)) end++;
            return text.textContent!.slice(0, end);
          },
        );
        expect(firstLine).toBe('クラシック');
      }
      await app().screenshot(page, `ranked-tabs-phone-${locale}`);
    },
  );

  it.each(['en-US', 'ja-JP'])(
    'sets the ten Sudoku levels in two columns on a phone, each beside its variant with hints, names unbroken (%s)',
    async (locale) => {
      const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, locale });
      await page.goto('/leaderboards?game=sudoku');
      await page.waitForSelector('.board-empty');
      const bar = await page.$$eval('.board-tabs .segments', (bars) => {
        const levels = bars.find((bar) => bar.children.length === 10)!;
        const tabs = [...levels.children].map((tab) => {
          const range = document.createRange();
          range.selectNodeContents(tab);
          const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size;
          const box = tab.getBoundingClientRect();
          return { top: Math.round(box.top), left: Math.round(box.left), lines };
        });
        const last = levels.lastElementChild!.getBoundingClientRect();
        return { tabs, tail: Math.round(levels.getBoundingClientRect().bottom - last.bottom) };
      });
      const [plain, hinted] = [bar.tabs.slice(0, 5), bar.tabs.slice(5)];
      expect(hinted.map((tab) => tab.top)).toEqual(plain.map((tab) => tab.top)); // side by side
      expect(new Set(plain.map((tab) => tab.left)).size).toBe(1); // one column each
      expect(new Set(hinted.map((tab) => tab.left)).size).toBe(1);
      expect(bar.tabs.map((tab) => tab.lines)).toEqual(Array(10).fill(1));
      expect(bar.tail).toBeLessThanOrEqual(2); // no ragged end: the last tab reaches the bar's border
      await app().screenshot(page, `ranked-sudoku-levels-phone-${locale}`);
    },
  );

  it.each([
    ['en-US', 'Leaderboards'],
    ['ja-JP', 'ランキング'],
  ])('offers a way on from a player the server does not have (%s)', async (locale, leaderboards) => {
    const page = await app().newPage({ locale });
    await page.goto('/players/999999');
    await page.waitForSelector('.board-status.error');
    const link = page.locator('main .player-page a[href="/leaderboards"]');
    expect(await link.textContent()).toBe(leaderboards);
    if (locale === 'ja-JP') expect(await englishSentences(page)).toEqual([]);
    await link.click();
    await page.waitForURL('**/leaderboards');
    await page.waitForSelector('main h1');
    await page.goBack();
    await page.waitForSelector('.board-status.error');
    await app().screenshot(page, `ranked-no-player-${locale}`);
  });
});
