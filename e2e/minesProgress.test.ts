/** Minesweeper's progress page: a played game reaches it, charts from a history, older records, none, Japanese. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../src/mines/index.ts';
import type { PlayedGame } from '../src/web/mines/history.ts';
import { winningMoves } from '../test/engineOracle.ts';
import { clickCell, waitForGame } from './board.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();

const day = (n: number) => new Date(Date.UTC(2026, 9, 1 + n)).toISOString();
/** Expert games: every third lost, the wins getting faster. */
const EXPERT: PlayedGame[] = Array.from({ length: 30 }, (_, i) => ({
  date: day(i),
  won: i % 3 !== 2,
  timeMs: 200_000 - i * 4_000,
  bbbv: 150 + (i % 5) * 10,
  solved: i % 3 !== 2 ? 150 + (i % 5) * 10 : 40,
}));
const EXPERT_WINS = EXPERT.filter((game) => game.won);

async function withSaves(page: Page, saves: Record<string, unknown>, settings?: object): Promise<void> {
  await page.addInitScript(
    ({ saves, settings }) => {
      if (sessionStorage.getItem('seeded')) return; // once: a reload keeps what the page wrote
      sessionStorage.setItem('seeded', '1');
      for (const [key, data] of Object.entries(saves))
        localStorage.setItem(key, JSON.stringify({ version: 1, data }));
      if (settings) localStorage.setItem('arcade.settings', JSON.stringify({ version: 1, data: settings }));
    },
    { saves, settings },
  );
}

describe('Minesweeper progress page', () => {
  it('draws a level from its history: totals, recent win rate, bests, charts and a table', async () => {
    const page = await app().newPage();
    await withSaves(page, { 'arcade.mines.history': { expert: EXPERT, beginner: EXPERT.slice(0, 2) } });
    await page.goto('/mines/stats?level=expert');
    await page.waitForSelector('[data-chart="time"] svg');
    expect(await page.textContent('[data-stat="games"] dd')).toBe('30');
    expect(await page.textContent('[data-stat="wins"] dd')).toBe(`${EXPERT_WINS.length} (67%)`);
    expect(await page.textContent('[data-stat="recent"] dd')).toBe(`67% (${EXPERT_WINS.length} / 30)`);
    const fastest = EXPERT_WINS.at(-1)!;
    expect(await page.textContent('[data-stat="fastest"] dd')).toMatch(
      new RegExp(`^${(fastest.timeMs / 1000).toFixed(2)} s`),
    );
    expect(await page.locator('[data-chart="time"] circle').count()).toBe(EXPERT_WINS.length);
    expect(await page.locator('[data-chart="rate"] circle').count()).toBe(EXPERT_WINS.length);
    const barTitles = await page.locator('[data-chart="histogram"] rect title').allTextContents();
    expect(barTitles.reduce((sum, title) => sum + Number(title.split(': ')[1]), 0)).toBe(EXPERT_WINS.length);
    expect(await page.locator('.progress-table tr').count()).toBe(EXPERT_WINS.length + 1);
    // The time chart's points go down as the wins get faster.
    const ys = await page
      .locator('[data-chart="time"] circle')
      .evaluateAll((circles) => circles.map((c) => Number(c.getAttribute('cy'))));
    expect(ys[0]).toBeLessThan(ys[ys.length - 1]);
    await app().screenshot(page, 'mines-progress-expert');

    await page.getByRole('button', { name: 'Beginner' }).click();
    await page.waitForFunction(() => document.querySelector('[data-stat="games"] dd')?.textContent === '2');
    expect(new URL(page.url()).search).toBe('?level=beginner');
  });

  it('counts a game played on the Minesweeper page, reached from its records panel', async () => {
    const page = await app().newPage();
    const seed = 'e2e-progress';
    await page.goto(`/mines?level=beginner&seed=${seed}`);
    await waitForGame(page);
    for (const move of winningMoves(PRESETS.beginner, seed, { x: 4, y: 4 }))
      if (move.kind === 'open') await clickCell(page, move);
    await page.waitForSelector('.board-scroller[data-phase="won"]');
    await page.getByRole('link', { name: 'Progress over time' }).click();
    await page.waitForSelector('[data-chart="time"] svg');
    expect(await page.textContent('[data-stat="games"] dd')).toBe('1');
    expect(await page.textContent('[data-stat="wins"] dd')).toBe('1 (100%)');
  });

  it('starts from the wins of records saved before the history existed', async () => {
    const page = await app().newPage();
    await withSaves(page, {
      'arcade.mines.records': {
        intermediate: {
          played: 5,
          won: 2,
          best: [
            { timeMs: 61_000, bbbv: 60, date: day(3), seed: 'b' },
            { timeMs: 75_000, bbbv: 55, date: day(1), seed: 'a' },
          ],
        },
      },
    });
    await page.goto('/mines/stats');
    await page.waitForSelector('[data-chart="time"] svg');
    expect(await page.textContent('.mines-progress h2')).toBe('Intermediate');
    expect(await page.textContent('[data-stat="games"] dd')).toBe('2');
    const kept = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('arcade.mines.history') ?? 'null'),
    );
    expect(kept.data.intermediate.map((g: PlayedGame) => g.timeMs)).toEqual([75_000, 61_000]);
  });

  it('says so when there are no games, and when a board has no win yet', async () => {
    const page = await app().newPage();
    await page.goto('/mines/stats');
    await page.waitForSelector('.progress-none');
    expect(await page.locator('svg.chart').count()).toBe(0);
    await app().screenshot(page, 'mines-progress-none');
    const lost = await app().newPage();
    await withSaves(lost, { 'arcade.mines.history': { expert: [EXPERT[2]] } });
    await lost.goto('/mines/stats');
    await lost.waitForSelector('.progress-none');
    expect(await lost.textContent('[data-stat="games"] dd')).toBe('1');
    expect(await lost.locator('svg.chart').count()).toBe(0);
  });

  it('speaks Japanese in the dark on a phone, with no English words', async () => {
    const page = await app().newPage({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });
    await withSaves(
      page,
      { 'arcade.mines.history': { expert: EXPERT } },
      { language: 'ja', theme: 'dark', sound: false },
    );
    await page.goto('/mines/stats');
    await page.waitForSelector('[data-chart="time"] svg');
    const text = (await page.textContent('.mines-progress')) ?? '';
    expect(text).toContain('成績の推移');
    expect(text.replace(/3BV\/s|3BV/g, '')).not.toMatch(/[A-Za-z]{3,}/);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await app().screenshot(page, 'mines-progress-ja-dark-phone');
  });

  it('sets an unreadable history aside and says so', async () => {
    const page = await app().newPage();
    await withSaves(page, { 'arcade.mines.history': { expert: [{ won: 'maybe' }] } });
    await page.goto('/mines/stats');
    await page.waitForSelector('.progress-none');
    expect(await page.textContent('body')).toContain('Minesweeper game history');
    expect(await page.evaluate(() => localStorage.getItem('arcade.mines.history.corrupt'))).not.toBeNull();
  });
});
