/**
 * Ranked Sudoku left and come back to, in Chromium against the real server (issue 14): a reload goes on with the
 * dealt puzzle and its entries on the server's clock, which ran from the deal while the tab was elsewhere (in
 * Japanese on a phone); once the server has the puzzle's result, a reload says so and sets the ranked game aside; and while
 * the name form waits, the grid is covered and takes no digit until a name is chosen (the puzzle asked for is then
 * dealt) or the player goes back to free play; a ranked puzzle's clock runs on while it is paused, as the server's.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sudokuGame } from '../src/sudoku/index.ts';
import { translator } from '../src/web/i18n/index.ts';
import { useTestApp } from './harness.ts';
import { englishSentences, noticeText } from './language.ts';
import { chooseName, getJson, keepPlayer } from './rankedPage.ts';
import { postJson } from './rankedPlay.ts';
import { cell, cellShows, movesMade, statusText, typeAt } from './sudokuGrid.ts';

const app = useTestApp();
const ja = translator('ja');
const en = translator('en');

/** The ranked game the Sudoku page keeps beside its saved puzzle (in the store every page keeps theirs in). */
const rankedKept = (page: Page) =>
  page.evaluate(() => {
    const text = localStorage.getItem('arcade.ranked.sudoku.game');
    if (text === null) return null;
    const { gameId, board } = JSON.parse(text).data as { gameId: string; board: string };
    return { gameId, givens: board };
  });

/** Seconds on the page's clock ("m:ss"). */
const clockSeconds = async (page: Page) => {
  const [minutes, seconds] = (await page.textContent('.sudoku-timer'))!.split(':').map(Number);
  return minutes * 60 + seconds;
};

describe('a ranked Sudoku puzzle left and come back to', () => {
  it("goes on after a reload with its entries, on the server's clock from the deal, in Japanese on a phone", async () => {
    const page = await app().newPage({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });
    const player = await keepPlayer(app().url, page, 'Kumi');
    await page.goto('/sudoku');
    await page.waitForSelector('.grid-wrap[data-phase="ready"]');
    await page.getByRole('button', { name: ja('sudoku.ranked'), exact: true }).click();
    await page.waitForSelector('.grid-wrap[data-phase="playing"]');
    await expect.poll(() => statusText(page)).toBe(ja('sudoku.ranked.playing'));
    const kept = (await rankedKept(page))!;
    const { solution } = sudokuGame.newGame({ puzzle: kept.givens }, 0);
    const empties = [...kept.givens].flatMap((ch, index) => (ch === '.' ? [index] : []));
    await typeAt(page, empties[0], solution[empties[0]]);
    await typeAt(page, empties[1], solution[empties[1]]);
    const left = await clockSeconds(page);
    // The tab goes elsewhere for 3 s: the page's own clock stops with it, the server's runs on.
    await page.goto('/');
    await page.waitForTimeout(3000);
    await page.goto('/sudoku');
    await page.waitForFunction(
      (text) => document.querySelector('.game-status')?.textContent === text,
      ja('sudoku.ranked.continued'),
    );
    expect(await page.getAttribute('.grid-wrap', 'data-phase')).toBe('playing');
    expect(await movesMade(page)).toBe(2);
    expect((await cellShows(page, empties[1])).digit).toBe(Number(solution[empties[1]]));
    expect(await rankedKept(page)).toEqual(kept);
    const server = await getJson(app().url, `/api/games/${kept.gameId}`);
    expect(server).toMatchObject({ finished: false, puzzle: kept.givens });
    expect(await clockSeconds(page)).toBeGreaterThanOrEqual(left + 3);
    await page.reload(); // and a reload goes on the same way
    await page.waitForFunction(
      (text) => document.querySelector('.game-status')?.textContent === text,
      ja('sudoku.ranked.continued'),
    );
    expect(await movesMade(page)).toBe(2);
    expect(await englishSentences(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app().screenshot(page, 'ranked-sudoku-continued-ja-phone');
    await typeAt(page, empties[2], solution[empties[2]]);

    // The puzzle's result reaches the server from elsewhere: the next visit says so and keeps it unranked.
    const moves = empties.map((index) => ({ kind: 'enter', cell: index, digit: Number(solution[index]) }));
    const url = new URL(`/api/games/${kept.gameId}/result`, app().url).href;
    expect((await postJson(url, { secret: player.secret, moves })).status).toBe(201);
    await page.reload();
    await page.waitForSelector('#notices .notice');
    expect(await noticeText(page)).toBe(ja('ranked.kept.over'));
    expect(await rankedKept(page)).toBeNull();
    expect(await statusText(page)).not.toBe(ja('sudoku.ranked.continued'));
  });

  it('covers the grid while the name form waits, then deals the puzzle asked for once a name is chosen', async () => {
    const page = await app().newPage();
    await page.goto('/sudoku');
    await page.waitForSelector('.grid-wrap[data-phase="ready"]');
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page.waitForSelector('.grid-wrap[data-phase="playing"]');
    await page.getByRole('button', { name: en('sudoku.ranked'), exact: true }).click();
    await page.waitForSelector('.grid-wrap .ranked-gate');
    expect(await statusText(page)).toBe(en('sudoku.ranked.needName'));
    await app().screenshot(page, 'ranked-sudoku-name-gate');
    // The free puzzle under the cover takes no digit, by key or by the pad.
    const empty = await page.$eval('.sudoku-grid', (grid) =>
      [...grid.querySelectorAll<HTMLElement>('.sudoku-cell')].findIndex((c) => c.dataset.digit === '0'),
    );
    await page.click(cell(empty), { force: true }).catch(() => undefined);
    await page.keyboard.press('5');
    await page.waitForTimeout(300);
    expect(await movesMade(page)).toBe(0);
    expect(await page.$eval('.sudoku-grid', (grid) => (grid as HTMLElement).inert)).toBe(true);
    await page.getByRole('button', { name: en('ranked.gate.free') }).click();
    expect(await page.isVisible('.ranked-gate')).toBe(false);
    await typeAt(page, empty, '5');

    await page.getByRole('button', { name: en('sudoku.ranked'), exact: true }).click();
    await page.waitForSelector('.grid-wrap .ranked-gate');
    await chooseName(page, 'Grid keeper', en('ranked.name.choose'));
    await page.waitForFunction(
      (text) => document.querySelector('.game-status')?.textContent === text,
      en('sudoku.ranked.playing'),
    );
    expect(await page.isVisible('.ranked-gate')).toBe(false);
    const kept = (await rankedKept(page))!;
    expect(await getJson(app().url, `/api/games/${kept.gameId}`)).toMatchObject({
      game: 'sudoku',
      level: 'easy',
    });
    expect(await movesMade(page)).toBe(0);
    // Pause hides the grid, but a ranked puzzle's clock is the server's: it runs on.
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    expect(await statusText(page)).toBe(en('sudoku.ranked.paused'));
    const paused = await clockSeconds(page);
    // The clock is drawn once a second by a timer that a busy machine delays, so wait for it to move on by two
    // (a clock stopped by the pause never does, and the wait times out).
    await page.waitForFunction(
      (from) => {
        const [minutes, seconds] = document
          .querySelector('.sudoku-timer')!
          .textContent!.split(':')
          .map(Number);
        return minutes * 60 + seconds >= from + 2;
      },
      paused,
      { timeout: 10_000 },
    );
    expect(await page.getAttribute('.grid-wrap', 'data-phase')).toBe('paused');
  });
});
