/**
 * A Japanese Minesweeper page never shows an English sentence (issue 15): every error path a stranger's link or
 * the custom-board form can take, a lost game's statistics and its replay, are walked in Japanese, and the page's
 * text is searched for a run of three or more Latin words. Text the player typed (quoted) is left out.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../src/mines/index.ts';
import { oracleAfterFirstClick } from '../test/engineOracle.ts';
import { clickCell, waitForGame } from './board.ts';
import { useTestApp } from './harness.ts';
import { englishSentences, noticeText } from './language.ts';

const app = useTestApp();

async function japanesePage(path: string): Promise<Page> {
  const page = await app().newPage({ locale: 'ja-JP' });
  await page.goto(path);
  await waitForGame(page);
  return page;
}

describe('the Minesweeper page in Japanese', () => {
  const badLinks: [string, string, RegExp][] = [
    ['no such level', '/mines?level=foo', /レベル "foo" はありません/],
    [
      'too many mines',
      '/mines?width=10&height=10&mines=500',
      /地雷 500 個は入りません（この盤面では最大 91 個）/,
    ],
    [
      'an unknown first-click rule',
      '/mines?width=9&height=9&mines=10&first=lucky',
      /最初のクリックの規則 "lucky" はありません/,
    ],
    ['a width that is not a number', '/mines?width=abc&height=5&mines=1', /整数で指定してください/],
    ['a seed too long', `/mines?level=beginner&seed=${'s'.repeat(300)}`, /シードは \d+ 文字以内/],
    [
      'an address too long',
      `/mines?level=beginner&x=${'y'.repeat(5000)}`,
      /アドレスがゲームに必要な長さを超えています/,
    ],
  ];

  it.each(badLinks)('says what is wrong with a link (%s) in Japanese only', async (name, path, reason) => {
    const page = await japanesePage(path);
    const notice = await noticeText(page);
    expect(notice).toMatch(/^リンクを読み取れませんでした/);
    expect(notice).toMatch(reason);
    expect(await englishSentences(page)).toEqual([]);
    if (name === 'too many mines') await app().screenshot(page, 'mines-ja-bad-link');
  });

  it('refuses a custom board in Japanese only', async () => {
    const page = await japanesePage('/mines?level=beginner');
    await page.getByRole('button', { name: 'カスタム' }).click();
    await page.fill('input[name="width"]', '10');
    await page.fill('input[name="height"]', '10');
    await page.fill('input[name="mines"]', '500');
    await page.locator('form button[type="submit"]').click();
    const error = await page.locator('.form-error').textContent();
    expect(error).toMatch(/地雷 500 個は入りません（この盤面では最大 91 個）/);
    expect(await englishSentences(page)).toEqual([]);
    await app().screenshot(page, 'mines-ja-custom-error');
  });

  it('shows a lost game, its statistics and its replay caption in Japanese only', async () => {
    const seed = 'ja-lost';
    const centre = { x: 4, y: 4 };
    const page = await japanesePage(`/mines?level=beginner&seed=${seed}`);
    await clickCell(page, centre);
    const mine = oracleAfterFirstClick(PRESETS.beginner, seed, centre).mines[0];
    await clickCell(page, mine);
    await page.waitForSelector('.board-scroller[data-phase="lost"]');
    await page.waitForSelector('.replay-label');
    expect(await page.textContent('.replay-label')).toMatch(/^2 \/ 2 手目：\d+\.\d\d 秒に [a-i]\d を開けた$/);
    expect(await page.textContent('[data-stat="correctness"] dd')).toBe('50% (1 / 2)');
    expect(await englishSentences(page)).toEqual([]);
    await app().screenshot(page, 'mines-ja-lost-replay');
  });

  it('the check finds an English sentence when there is one (the English page)', async () => {
    const page = await app().newPage({ locale: 'en-US' });
    await page.goto('/mines?level=foo');
    await waitForGame(page);
    const notice = await noticeText(page);
    // A bad level is a bad link, not a board size to check.
    expect(notice).toMatch(/^The link could not be read: there is no level "foo"\.$/);
    expect(notice).not.toMatch(/Check the board size/);
    expect((await englishSentences(page)).length).toBeGreaterThan(0);
  });
});
