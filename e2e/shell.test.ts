/** The app's shell in a real browser: home, language, settings, corrupt saves, touch, and a 500 x 500 board. */
import { describe, expect, it } from 'vitest';
import { cellName } from '../src/core/cellName.ts';
import { cellPoint, clickCell, counter, movesMade, savedGame, waitForGame } from './board.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();

describe('the app shell', () => {
  it('lists the three games on the home page, each at its own URL', async () => {
    const page = await app().newPage();
    await page.goto('/');
    await page.waitForSelector('main[data-ready]');
    expect(await page.locator('.game-card h2').allTextContents()).toEqual([
      'Minesweeper',
      'Sudoku',
      'Puyo Puyo',
    ]);
    await app().screenshot(page, 'home');
    await page.getByRole('link', { name: 'Play Puyo Puyo' }).click();
    await page.waitForURL('**/puyo');
    expect(await page.textContent('main h1')).toBe('Puyo Puyo');
    await page.goBack();
    await page.getByRole('link', { name: 'Play Sudoku' }).click();
    await page.waitForURL('**/sudoku?level=easy&n=*');
    expect(await page.textContent('main h1')).toBe('Sudoku');
    await page.goBack();
    await page.getByRole('link', { name: 'Play Minesweeper' }).click();
    await page.waitForURL('**/mines?level=beginner');
    await waitForGame(page);
    await page.goto('/no-such-page');
    expect(await page.textContent('main h1')).toBe('Page not found');
  });

  it.each(['en-US', 'ja-JP'])(
    'gives the top bar fingertip links on a 390 px phone (%s), on one line',
    async (locale) => {
      const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, locale });
      await page.goto('/');
      await page.waitForSelector('main[data-ready]');
      const boxes = await page.$$eval('.topbar a, .topbar button', (targets) =>
        targets.map((target) => {
          const { top, left, right, height } = target.getBoundingClientRect();
          return { name: target.textContent || target.getAttribute('aria-label'), top, left, right, height };
        }),
      );
      // The Home link beside it does what the mark does: the mark may stay small across, never short.
      expect(boxes.filter((box) => box.height < 40).map((box) => `${box.name} ${box.height}`)).toEqual([]);
      expect(new Set(boxes.map((box) => Math.round(box.top))).size).toBe(1);
      expect(Math.max(...boxes.map((box) => box.right))).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    },
  );

  it('switches language to Japanese in settings and remembers it', async () => {
    const page = await app().newPage();
    await page.goto('/settings');
    await page.getByRole('radio', { name: '日本語' }).check();
    await page.waitForFunction(() => document.documentElement.lang === 'ja');
    expect(await page.textContent('main h1')).toBe('設定');
    await page.getByRole('radio', { name: 'ダーク' }).check();
    await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
    await app().screenshot(page, 'settings-ja-dark');
    await page.goto('/mines?level=expert&seed=ja');
    await waitForGame(page);
    expect(await page.textContent('[data-level="beginner"]')).toBe('初級');
    await clickCell(page, { x: 15, y: 8 });
    await app().screenshot(page, 'mines-expert-ja-dark');
    // The header switch goes back to English at once.
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.textContent('[data-level="beginner"]')).toBe('Beginner');
  });

  it('reports a corrupt save, sets it aside, and goes on working', async () => {
    const page = await app().newPage();
    await page.goto('/');
    await page.evaluate(() => {
      localStorage.setItem('arcade.mines.game', '{"version":1,"data":{"level":"beginner","moves":42}');
      localStorage.setItem(
        'arcade.mines.records',
        JSON.stringify({ version: 1, data: { expert: { played: -1 } } }),
      );
      localStorage.setItem(
        'arcade.settings',
        JSON.stringify({ version: 1, data: { language: 'en', theme: 'dark', sound: false } }),
      );
    });
    await page.goto('/mines');
    await waitForGame(page);
    const notices = page.locator('#notices .notice');
    await notices.nth(1).waitFor();
    const texts = await notices.allTextContents();
    expect(texts.join('\n')).toMatch(/saved Minesweeper game in progress could not be read/);
    expect(texts.join('\n')).toMatch(/saved Minesweeper records could not be read/);
    const keys = await page.evaluate(() => Object.keys(localStorage).sort());
    expect(keys).toContain('arcade.mines.game.corrupt');
    expect(keys).toContain('arcade.mines.records.corrupt');
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark'); // settings kept
    await app().screenshot(page, 'corrupt-save-notice');
    await clickCell(page, { x: 4, y: 4 });
    expect(await movesMade(page)).toBe(1);
    await page.getByRole('button', { name: 'Dismiss' }).first().click();
    expect(await notices.count()).toBe(1);
  });

  it('reports corrupt settings and starts from the defaults', async () => {
    const page = await app().newPage();
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem('arcade.settings', '{"version":1,"data":{"language":"fr"}}'),
    );
    await page.goto('/settings');
    await page.locator('#notices .notice').waitFor();
    expect(await page.textContent('#notices')).toMatch(/saved settings could not be read/);
    expect(await page.isChecked('input[name="language"][value="en"]')).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('arcade.settings.corrupt'))).toContain('"fr"');
  });

  it('reports a save whose moves the engine refuses', async () => {
    const page = await app().newPage();
    await page.goto('/');
    await page.evaluate(() => {
      const data = {
        level: 'beginner',
        params: { width: 9, height: 9, mines: 10, firstClick: 'opening' },
        seed: 'x',
        moves: 'o a1@100; o b1@50',
        clock: 100,
        finished: false,
      };
      localStorage.setItem('arcade.mines.game', JSON.stringify({ version: 1, data }));
    });
    await page.goto('/mines');
    await waitForGame(page);
    await page.locator('#notices .notice').waitFor();
    expect(await movesMade(page)).toBe(0);
  });

  it('plays by touch: a tap opens, a long press flags, the flag-mode button flags', async () => {
    const page = await app().newPage({ viewport: { width: 390, height: 800 }, hasTouch: true });
    await page.goto('/mines?level=beginner&seed=touch');
    await waitForGame(page);
    const tap = await cellPoint(page, { x: 4, y: 4 });
    await page.touchscreen.tap(tap.x, tap.y);
    await page.waitForSelector('.board-scroller[data-moves="1"]');
    const session = await page.context().newCDPSession(page);
    const corner = await cellPoint(page, { x: 0, y: 8 });
    const touch = [{ x: corner.x, y: corner.y }];
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: touch });
    await page.waitForTimeout(600);
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForSelector('.board-scroller[data-moves="2"]');
    expect((await savedGame(page))!.moves).toMatch(/f a9@/);
    const button = await page.getByRole('button', { name: 'Flag mode' }).boundingBox();
    await page.touchscreen.tap(button!.x + button!.width / 2, button!.y + button!.height / 2);
    await page.waitForSelector('.flag-mode[aria-pressed="true"]');
    const far = await cellPoint(page, { x: 8, y: 0 });
    await page.touchscreen.tap(far.x, far.y);
    await page.waitForSelector('.board-scroller[data-moves="4"]');
    expect((await savedGame(page))!.moves).toMatch(/m@\d+; o i1@/);
    await app().screenshot(page, 'mines-phone-touch');
  });

  it('opens a 500 x 500 board, plays it, and scrolls it', async () => {
    const page = await app().newPage();
    await page.goto('/mines?width=500&height=500&mines=40000&seed=big');
    await waitForGame(page);
    expect(await counter(page, 'mines-left')).toBe('40000');
    await clickCell(page, { x: 250, y: 250 }); // speed is measured by bench/measureBoard.ts, not asserted here
    await app().screenshot(page, 'mines-500-centre');
    // Scroll to the far corner and open a cell there: the click lands on the right cell.
    await page.evaluate(() => {
      const scroller = document.querySelector('.board-scroller')!;
      scroller.scrollTo(scroller.scrollWidth, scroller.scrollHeight);
    });
    await clickCell(page, { x: 498, y: 497 }, 'right');
    expect((await savedGame(page))!.moves).toMatch(new RegExp(`f ${cellName(498, 497)}@`));
    // Zoom out and back: the board still answers clicks where they land.
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await page.getByRole('button', { name: 'Zoom out' }).click();
    await clickCell(page, { x: 10, y: 10 }, 'right');
    expect((await savedGame(page))!.moves).toMatch(/f k11@/);
    const scroll = await page.evaluate(() => {
      const scroller = document.querySelector('.board-scroller')!;
      return { top: scroller.scrollTop, height: scroller.scrollHeight };
    });
    expect(scroll.height).toBeGreaterThan(2000);
    await app().screenshot(page, 'mines-500-zoomed-out');
  });
});
