/**
 * Ranked Sudoku in a real browser against the real server: a name chosen on the page, an easy puzzle dealt by the
 * server and solved by typing at a person's pace, the moves posted and replayed on the server, the server's time
 * and rank on the status line and the row on GET /api/leaderboards; the record opened from /sudoku?record=ID
 * ending on the solved grid and stepping back to the dealt one; the daily challenge in Japanese on a phone (a
 * second deal refused in Japanese) and a record that is not there.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SUDOKU_FLOOR_MS } from '../src/server/ranked/judge/humanRecords.ts';
import { sudokuGame } from '../src/sudoku/index.ts';
import { translator } from '../src/web/i18n/index.ts';
import { useTestApp } from './harness.ts';
import { chooseName, getJson } from './rankedPage.ts';
import { cellShows, movesMade, statusText, typeAt } from './sudokuGrid.ts';
import { clearOfUtcBoundary, DAILY_SPAN_MS } from './utcPeriod.ts';

const app = useTestApp();

const api = (path: string) => getJson(app().url, path);

/** The game the page keeps as ranked, and its puzzle as the server dealt it. */
async function dealtGame(page: Page): Promise<{ id: string; puzzle: string; number: number; level: string }> {
  const kept = await page.evaluate(() => localStorage.getItem('arcade.ranked.sudoku.game'));
  const { gameId } = JSON.parse(kept ?? '{}').data;
  return api(`/api/games/${gameId}`);
}

describe('ranked Sudoku', () => {
  it(
    'deals a puzzle, is solved by typing, and the server times and ranks it; its record replays',
    async () => {
      const page = await app().newPage();
      await page.goto('/sudoku');
      await page.waitForSelector('.grid-wrap[data-phase="ready"]');
      await page.getByRole('button', { name: 'Ranked', exact: true }).click();
      expect(await statusText(page)).toBe('Choose a name (beside the grid) to play ranked.');
      await chooseName(page, 'Sudoku tester', 'Choose this name');
      await page.getByRole('button', { name: 'Ranked', exact: true }).click();
      await page.waitForSelector('.grid-wrap[data-phase="playing"]');
      const dealtAt = Date.now();
      // The page says so once the grid is open (a moment after its phase turns to playing).
      await expect.poll(() => statusText(page)).toBe("Ranked: the server's clock runs from the deal.");
      const game = await dealtGame(page);
      expect(game.level).toBe('easy');
      expect(new URL(page.url()).search).toBe(`?level=easy&n=${game.number}`);
      const { solution } = sudokuGame.newGame({ puzzle: game.puzzle }, 0);
      const empties = [...game.puzzle].flatMap((ch, index) => (ch === '.' ? [index] : []));
      for (const index of empties.slice(0, -1)) await typeAt(page, index, solution[index]);
      // A person's pace: the server holds for review a solve faster than the fastest published one at its level.
      const wait = SUDOKU_FLOOR_MS.easy + 1000 - (Date.now() - dealtAt);
      if (wait > 0) await page.waitForTimeout(wait);
      const last = empties[empties.length - 1];
      await typeAt(page, last, solution[last]);
      await page.getByRole('button', { name: 'Check' }).click();
      await page.waitForFunction(() =>
        document.querySelector('.game-status')?.textContent?.startsWith('The server verified'),
      );
      expect(await statusText(page)).toMatch(
        /^The server verified your solve: Ranked, \d+:\d\d\. Rank 1 on the board\.$/,
      );
      const board = await api('/api/leaderboards?game=sudoku&level=easy');
      expect(board.rows).toEqual([expect.objectContaining({ rank: 1, playerName: 'Sudoku tester' })]);
      const resultId = board.rows[0].resultId;
      const links = await page.$$eval('.ranked-player .ranked-links a', (as) =>
        as.map((a) => a.getAttribute('href')),
      );
      expect(links).toEqual(['/leaderboards?game=sudoku&level=easy&by=time', `/sudoku?record=${resultId}`]);
      await app().screenshot(page, 'ranked-sudoku-verified');

      // The record, in the dark theme.
      await page.evaluate(() =>
        localStorage.setItem(
          'arcade.settings',
          JSON.stringify({ version: 1, data: { language: 'en', theme: 'dark', sound: false } }),
        ),
      );
      await page.goto(`/sudoku?record=${resultId}`);
      await page.waitForSelector('.replay-panel:not([hidden])');
      expect(await movesMade(page)).toBe(empties.length); // opened on the last move: the solved grid
      for (const index of [empties[0], last])
        expect((await cellShows(page, index)).digit).toBe(Number(solution[index]));
      expect(await statusText(page)).toBe(`Record ${resultId}: Sudoku tester, Ranked`);
      expect(new URL(page.url()).search).toBe(`?record=${resultId}`);
      await app().screenshot(page, 'ranked-sudoku-record-replay-dark');
      await page.getByRole('button', { name: 'First move' }).click();
      await page.waitForSelector('.sudoku-grid[data-moves="0"]');
      expect((await cellShows(page, last)).digit).toBe(0);
      // No key plays on a record.
      await page.keyboard.press(solution[last]);
      expect(await movesMade(page)).toBe(0);
      expect(app().pageErrors).toEqual([]);
    },
    60_000 + SUDOKU_FLOOR_MS.easy,
  );

  it('deals the daily challenge in Japanese on a phone, once, and says a missing record in Japanese', {
    timeout: 60_000 + DAILY_SPAN_MS,
  }, async () => {
    await clearOfUtcBoundary('day', DAILY_SPAN_MS);
    const page = await app().newPage({
      viewport: { width: 390, height: 844 },
      locale: 'ja-JP',
      hasTouch: true,
    });
    await page.goto('/sudoku?level=hard&n=3');
    await page.waitForSelector('.grid-wrap[data-phase="ready"]');
    await chooseName(page, 'ナンプレ', 'この名前にする');
    await page.getByRole('button', { name: '今日の問題' }).click();
    await page.waitForSelector('.grid-wrap[data-phase="playing"]');
    await expect.poll(() => statusText(page)).toBe('ランキング戦: サーバーの時計は出題から動いています。');
    const game = await dealtGame(page);
    expect(game).toMatchObject({ level: 'hard', daily: expect.any(String) });
    await app().screenshot(page, 'ranked-sudoku-daily-ja-phone');
    await page.getByRole('button', { name: '今日の問題' }).click();
    await page.waitForFunction(
      () => document.querySelector('.game-status')?.getAttribute('data-status') === 'failed',
    );
    expect(await statusText(page)).toBe(translator('ja')('ranked.dailyOnce'));

    await page.goto('/sudoku?record=999999');
    await page.waitForFunction(() =>
      document.querySelector('.game-status')?.textContent?.startsWith('記録 999999 を開けませんでした'),
    );
    expect(await statusText(page)).not.toMatch(/[A-Za-z]{3,}/);
    await app().screenshot(page, 'ranked-sudoku-missing-record-ja-phone');
    expect(app().pageErrors).toEqual([]);
  });
});
