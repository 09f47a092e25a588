/**
 * Issue 11 in the browser: a crafted save holding the 331-byte move that hung the server is reported to the
 * player in the page's language, set aside under `<key>.corrupt`, and the page goes on working; a stranger's
 * link with a bad board is reported in the page's language too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickCell, movesMade, phase, savedGame, waitForGame } from './board.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();

const GAME_KEY = 'arcade.mines.game';
/** A save like the page writes, but for the move of issue 11: a column name of 250 letters. */
const CRAFTED = JSON.stringify({
  version: 1,
  data: {
    level: 'beginner',
    params: { width: 9, height: 9, mines: 10, firstClick: 'opening' },
    seed: 'x',
    moves: `o ${'z'.repeat(250)}1@0`,
    noGuess: false,
    clock: 0,
    finished: false,
  },
});

const LANGUAGES = [
  {
    language: 'en',
    locale: 'en-US',
    play: 'Play Minesweeper',
    notice:
      /^Your saved Minesweeper game in progress could not be read, so it was set aside \(a copy stays in this browser\)\. Everything else is fine\.$/,
  },
  {
    language: 'ja',
    locale: 'ja-JP',
    play: 'マインスイーパーで遊ぶ',
    notice:
      /^保存されたマインスイーパーの途中のゲームを読み込めなかったため、別に退避しました（控えはこのブラウザーに残っています）。ほかのデータは無事です。$/,
  },
] as const;

/** Three Latin words in a row: an English sentence, or a piece of one. */
const ENGLISH_WORDS = /[A-Za-z]{2,}(?:[\s,.'’:-]+[A-Za-z]{2,}){2,}/;

/**
 * English on a Japanese page, shown or spoken: texts, labels and titles, except in elements marked as another
 * language (the switch offering English is rightly labelled in English). Empty when there is none.
 */
async function englishOnPage(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.parentElement?.closest('[lang]')?.getAttribute('lang') === 'ja')
        found.push(node.textContent ?? '');
    for (const element of document.body.querySelectorAll('[aria-label], [title]'))
      if (element.closest('[lang]')?.getAttribute('lang') === 'ja')
        found.push(element.getAttribute('aria-label') ?? '', element.getAttribute('title') ?? '');
    found.push(document.title);
    return found;
  });
  return texts.filter((text) => ENGLISH_WORDS.test(text));
}

/** A page with the crafted save in its storage before the app reads it (a first visit sets up the origin). */
async function pageWithCraftedSave(
  locale: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await app().newPage({ locale, viewport });
  await page.goto('/settings');
  await page.waitForSelector('main[data-ready]');
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [GAME_KEY, CRAFTED] as const);
  return page;
}

describe('a crafted save with the 331-byte move', () => {
  for (const { language, locale, play, notice } of LANGUAGES) {
    it(`is reported in ${language}, set aside, and a new game can be played`, async () => {
      const page = await pageWithCraftedSave(locale, { width: 1280, height: 800 });
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });

      // The home page still lists the games, shows no game in progress, and leaves the save alone.
      await page.goto('/');
      await page.waitForSelector('main[data-ready]');
      expect(await page.locator('.game-card h2').count()).toBe(3);
      expect(await page.locator('.game-card .badge').count()).toBe(0); // no "game in progress"
      expect(await page.evaluate((key) => localStorage.getItem(key), GAME_KEY)).toBe(CRAFTED);

      // The game page reports it in the page's language and moves it aside, within moments.
      const started = Date.now();
      await page.getByRole('link', { name: play }).click();
      await waitForGame(page);
      const notices = page.locator('#notices .notice p');
      await notices.first().waitFor();
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await notices.allTextContents()).toEqual([expect.stringMatching(notice)]);
      const stored = await page.evaluate(() => Object.fromEntries(Object.entries(localStorage)));
      expect(stored[`${GAME_KEY}.corrupt`]).toBe(CRAFTED);
      expect(stored[GAME_KEY]).toBeUndefined();
      // The console names why, briefly (for whoever looks), not the whole move.
      const warning = warnings.find((text) => text.includes(GAME_KEY));
      expect(warning).toMatch(/moves: move 1: "o z{38}…" is too long for a move/);
      expect(warning!.length).toBeLessThan(200);

      if (language === 'ja') expect(await englishOnPage(page)).toEqual([]);
      await app().screenshot(page, `hostile-save-${language}-1280`);

      // A new game plays: the first click opens an area, and the new game is saved under the key.
      await clickCell(page, { x: 4, y: 4 });
      expect(await movesMade(page)).toBe(1);
      expect(await phase(page)).toMatch(/^(playing|won)$/);
      const fresh = await savedGame(page);
      expect(fresh!.moves).toMatch(/^o e5@\d+$/);
      expect(fresh!.seed).not.toBe('x');
      // Dismissed, the notice is gone; a reload continues the new game without one.
      await page.getByRole('button', { name: language === 'en' ? 'Dismiss' : '閉じる' }).click();
      expect(await page.locator('#notices .notice').count()).toBe(0);
      await page.reload();
      await waitForGame(page);
      expect(await movesMade(page)).toBe(1);
      expect(await page.locator('#notices .notice').count()).toBe(0);
    });

    it(`shows the notice on a phone in ${language}`, async () => {
      const page = await pageWithCraftedSave(locale, { width: 390, height: 844 });
      await page.goto('/mines');
      await waitForGame(page);
      const box = page.locator('#notices .notice');
      await box.waitFor();
      expect(await box.locator('p').textContent()).toMatch(notice);
      // The notice fits the screen: no sideways scrolling, and its close button is on screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      const close = await box.locator('button').boundingBox();
      expect(close!.x + close!.width).toBeLessThanOrEqual(390);
      await app().screenshot(page, `hostile-save-${language}-390`);
    });
  }

  it('reports a bad board in a link or the custom form in the page language', async () => {
    const page = await app().newPage({ locale: 'ja-JP' });
    await page.goto(`/mines?width=5&height=5&mines=30&seed=${'s'.repeat(40)}`);
    await waitForGame(page);
    await page.locator('#notices .notice').waitFor();
    expect(await page.textContent('#notices .notice p')).toBe(
      'リンクを読み取れませんでした：地雷 30 個は入りません（この盤面では最大 16 個）。',
    );
    expect(await englishOnPage(page)).toEqual([]);
    // The same reason from the custom form, also in Japanese.
    await page.getByRole('button', { name: 'カスタム' }).click();
    await page.fill('input[name="width"]', '5');
    await page.fill('input[name="height"]', '5');
    await page.fill('input[name="mines"]', '30');
    await page.getByRole('button', { name: '開始' }).click();
    expect(await page.textContent('.form-error')).toBe(
      '盤面の大きさを確認してください：地雷 30 個は入りません（この盤面では最大 16 個）',
    );
    expect(await englishOnPage(page)).toEqual([]);
  });
});
