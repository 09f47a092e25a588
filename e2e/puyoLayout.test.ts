/** Puyo Puyo's page in Japanese, on a phone, in the dark, with reduced motion, and after a match was abandoned. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';
import { topOut } from './rankedPage.ts';

const app = useTestApp();

const piece = (page: Page) =>
  page.evaluate(() =>
    document.querySelector<HTMLElement>('.puyo-stage')!.dataset.piece!.split(',').map(Number),
  );

async function withSettings(page: Page, settings: object): Promise<void> {
  await page.addInitScript((data) => {
    localStorage.setItem('arcade.settings', JSON.stringify({ version: 1, data }));
  }, settings);
}

describe('Puyo Puyo page', () => {
  it('speaks Japanese, with no English words but key names', async () => {
    const page = await app().newPage({ locale: 'ja-JP' });
    await page.goto('/');
    await page.getByRole('link', { name: 'ぷよぷよで遊ぶ' }).click();
    await page.waitForSelector('.puyo-stage[data-state="setup"]');
    expect(await page.textContent('.game-status')).toBe('対戦相手を選んでスタートしてください。');
    await page.getByRole('button', { name: 'むずかしい' }).click();
    await page.waitForSelector('.puyo-stage[data-state="playing"]');
    await page.waitForFunction(() =>
      Boolean(document.querySelector<HTMLElement>('.puyo-stage')?.dataset.piece),
    );
    await page.keyboard.press('KeyP');
    await page.waitForSelector('.puyo-stage[data-state="paused"]');
    await page.keyboard.press('KeyP');
    await page.waitForTimeout(1200);
    await app().screenshot(page, 'puyo-ja-playing');
    const text = (await page.textContent('main'))!;
    const words = text.match(/[A-Za-z]+/g) ?? [];
    expect(words.filter((word) => !['P', 'Esc', 'Z', 'X'].includes(word))).toEqual([]);
    expect(await page.getAttribute('.puyo-canvas', 'aria-label')).toMatch(
      /^左があなた、右がコンピューター（むずかしい）/,
    );
  });

  it('fits a 390 x 844 phone with both fields and the touch pad, which moves the pair', async () => {
    const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto('/puyo?ai=medium&seed=phone');
    await page.waitForFunction(() =>
      Boolean(document.querySelector<HTMLElement>('.puyo-stage')?.dataset.piece),
    );
    const stage = (await page.locator('.puyo-stage').boundingBox())!;
    expect(stage.x).toBeGreaterThanOrEqual(0);
    expect(stage.x + stage.width).toBeLessThanOrEqual(390);
    expect(stage.width).toBeGreaterThan(300);
    const pad = (await page.locator('.puyo-touch').boundingBox())!;
    expect(pad.y + pad.height).toBeLessThanOrEqual(844);
    expect(await page.locator('.puyo-touch').isVisible()).toBe(true);
    // The help speaks of the buttons a finger has, not of keys.
    const help = await page.textContent('.puyo-help');
    expect(help).toMatch(/^Buttons under the field: ◀ and ▶ move, ⟲ and ⟳ turn, ▼ drops faster/);
    expect(help).not.toMatch(/Keys|Esc|click|←|→/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const [col] = await piece(page);
    await page.getByRole('button', { name: 'Move left' }).tap();
    await page.waitForFunction(
      (before) =>
        Number(document.querySelector<HTMLElement>('.puyo-stage')!.dataset.piece!.split(',')[0]) ===
        before - 1,
      col,
    );
    const [, , rot] = await piece(page);
    await page.getByRole('button', { name: 'Turn right' }).tap();
    await page.waitForFunction(
      (before) =>
        Number(document.querySelector<HTMLElement>('.puyo-stage')!.dataset.piece!.split(',')[2]) ===
        (before + 1) % 4,
      rot,
    );
    await app().screenshot(page, 'puyo-phone');
  });

  it('keeps the fields, the scores and the status line on a 1280 x 800 screen, in a match and in practice', async () => {
    // The buttons above take two rows at this width (in both languages): the stage gives them room.
    for (const [language, address] of [
      ['en', '/puyo?ai=medium&seed=laptop'],
      ['ja', '/puyo?mode=solo&seed=laptop'],
    ]) {
      const page = await app().newPage();
      await withSettings(page, { language, theme: 'light', sound: false });
      await page.goto(address);
      await page.waitForSelector('.puyo-stage[data-state="playing"]');
      for (const selector of ['.puyo-stage', '.puyo-scores', '.game-status']) {
        const box = (await page.locator(selector).boundingBox())!;
        expect(box.y + box.height, `${selector} (${language})`).toBeLessThanOrEqual(800);
      }
      expect((await page.locator('.puyo-stage').boundingBox())!.height).toBeGreaterThan(440);
      // With a mouse and keys, the help names the keys.
      expect(await page.textContent('.puyo-help')).toMatch(language === 'en' ? /^Keys: / : /^操作：/);
      // The panels beside it stand apart: none touches the one above.
      const gaps = await page.$$eval('.side .panel', (panels) => {
        const boxes = panels.map((panel) => panel.getBoundingClientRect()).filter((box) => box.height > 0);
        return boxes.slice(1).map((box, i) => Math.round(box.top - boxes[i].bottom));
      });
      expect(Math.min(...gaps), `gaps ${gaps}`).toBeGreaterThanOrEqual(12);
      await app().screenshot(page, `puyo-laptop-${language}`);
    }
  });

  it('names the touch buttons in practice on a Japanese phone, undo by its button', async () => {
    const page = await app().newPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      locale: 'ja-JP',
    });
    await page.goto('/puyo?mode=solo&seed=phone-help');
    await page.waitForSelector('.puyo-stage[data-state="playing"]');
    const help = (await page.textContent('.puyo-help'))!;
    expect(help).toMatch(/^フィールドの下のボタン：◀ と ▶ で移動/);
    expect(help).toContain('「一手戻す」で最後の組ぷよを戻す');
    expect(help.match(/[A-Za-z]+/g)).toBeNull();
    expect(await page.locator('button:has-text("一手戻す")').isVisible()).toBe(true);
  });

  it.each(['ja-JP', 'en-US'])(
    'shows the whole result on a phone (%s): heading, rows and buttons',
    async (locale) => {
      const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, locale });
      await page.goto('/puyo?ai=gentle&seed=result');
      await topOut(page); // every pair dropped in the spawn column: the player tops out in a few seconds
      await page.waitForSelector('.puyo-result-card');
      const layout = await page.evaluate(() => {
        const box = (element: Element) => element.getBoundingClientRect();
        const stage = box(document.querySelector('.puyo-stage')!);
        const card = document.querySelector('.puyo-result-card')!;
        const outside = [...card.querySelectorAll('h2, tr, p, button')]
          .filter((part) => {
            const at = box(part);
            return at.top < stage.top - 0.5 || at.bottom > stage.bottom + 0.5 || at.left < stage.left - 0.5;
          })
          .map((part) => part.textContent);
        // A row's name on one line: "送ったおじゃま" broken into "送ったお / じゃま" reads as two words.
        const broken = [...card.querySelectorAll('tbody th, thead th:not(:last-child)')]
          .filter((th) => {
            const range = document.createRange();
            range.selectNodeContents(th);
            return new Set([...range.getClientRects()].map((line) => Math.round(line.top))).size > 1;
          })
          .map((th) => th.textContent); // the computer's name, last, may take two lines
        return { outside, broken };
      });
      expect(layout).toEqual({ outside: [], broken: [] });
      // The match is over: the touch pad, which would do nothing now, is hidden.
      expect(await page.locator('.puyo-touch').isVisible()).toBe(false);
      await app().screenshot(page, `puyo-result-phone-${locale}`);
    },
  );

  it.each([
    [390, 844],
    [1280, 800],
  ])('brings a replay into view, opened from the recent matches far below (%i px)', async (width, height) => {
    const page = await app().newPage({ viewport: { width, height }, hasTouch: width < 500 });
    await page.goto('/puyo?ai=gentle&seed=replay-view');
    await topOut(page);
    await page.waitForSelector('.puyo-result-card');
    const item = page.locator('.puyo-replays button').first();
    await item.scrollIntoViewIfNeeded();
    await item.click();
    await page.waitForSelector('.puyo-stage[data-state="replay"]');
    const [stage, panel] = await page.$$eval('.puyo-stage, .puyo-replay', (parts) =>
      parts.map((part) => part.getBoundingClientRect()),
    );
    expect(stage.top).toBeGreaterThanOrEqual(-1); // a fraction of a pixel scrolled is no matter
    expect(panel.bottom).toBeLessThanOrEqual(height);
    expect(await page.locator('.puyo-touch').isVisible()).toBe(false); // a replay takes no buttons
    await app().screenshot(page, `puyo-replay-in-view-${width}`);
  });

  it('draws in the dark theme and with reduced motion', async () => {
    const page = await app().newPage();
    await withSettings(page, { language: 'en', theme: 'dark', sound: false });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/puyo?ai=strongest&seed=dark');
    await page.waitForSelector('.puyo-stage[data-state="playing"]');
    // Three pairs dropped in the spawn column (six puyos of its twelve): the match is still on for the screenshot.
    await page.keyboard.down('ArrowDown');
    await page.waitForFunction(
      () => Number(document.querySelector<HTMLElement>('.puyo-stage')!.dataset.pair) >= 3,
    );
    await page.keyboard.up('ArrowDown');
    expect(await page.getAttribute('.puyo-stage', 'data-state')).toBe('playing');
    await app().screenshot(page, 'puyo-dark-reduced-motion');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  });

  it('counts a match left by a reload as a loss, and says so', async () => {
    const page = await app().newPage();
    await page.goto('/puyo?ai=easy&seed=left');
    await page.waitForSelector('.puyo-stage[data-state="playing"]');
    await page.reload();
    await page.waitForSelector('.notice');
    expect(await page.textContent('.notice')).toContain(
      'Your last match against Easy was left unfinished, so it counts as a loss.',
    );
    expect(await page.textContent('.puyo-records .stat:nth-child(1) dd')).toBe('1');
    expect(await page.textContent('.puyo-records .stat:nth-child(2) dd')).toBe('0');
    await app().screenshot(page, 'puyo-abandoned');
  });
});
