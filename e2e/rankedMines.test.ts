/**
 * Ranked Minesweeper in Chromium against the real server: the name chosen once (a taken one refused in words) and
 * remembered after a reload, a ranked game won by clicks on the canvas (each chosen by the solver from the cells
 * the server sent the page, never from the seed), its row on the leaderboard and the row's replay, the server out
 * of reach said in Japanese, and the phone layout.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { cellPoint, clickCell, phase, waitForGame } from './board.ts';
import { useTestApp } from './harness.ts';
import { visibleText } from './language.ts';
import { keepPlayer } from './rankedPage.ts';
import { dealtBoard, HUMAN_GAP_MS, nextOpen, pause, type SeenBoard, watchServer } from './rankedPlay.ts';

const app = useTestApp();

async function chooseName(page: Page, name: string): Promise<void> {
  await page.fill('input[name="ranked-name"]', name);
  await page.click('form.ranked-name button[type="submit"]');
}

const status = (page: Page) => page.textContent('.game-status');

/** Plays ranked games by clicks until one is won (a lost one is dealt again by the face); the result's id. */
async function winRanked(page: Page, seen: { board: SeenBoard | undefined }): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await page.waitForFunction(() =>
      document.querySelector('.game-status')?.textContent?.startsWith('Ranked'),
    );
    const board = await dealtBoard(seen);
    for (;;) {
      await clickCell(page, nextOpen(board));
      // The page drew what the server sent: the response handler has it by the time the move is shown.
      await page.waitForTimeout(HUMAN_GAP_MS);
      const now = await phase(page);
      if (now === 'won') {
        await page.waitForSelector('.ranked-result');
        return Number(await page.getAttribute('.ranked-result', 'data-result'));
      }
      if (now === 'lost') break;
    }
    await page.waitForSelector('.ranked-result[data-status="lost"]');
    seen.board = undefined; // the next deal's board, once its answer is read
    await page.click('.face');
  }
  throw new Error('lost 20 ranked games');
}

describe('ranked Minesweeper in the browser', () => {
  it('asks for a name once, refuses a taken one in words, and remembers it after a reload', async () => {
    await fetch(new URL('/api/players', app().url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Taken' }),
    });
    const page = await app().newPage();
    await page.goto('/mines?level=beginner');
    await waitForGame(page);
    await page.click('[data-mode="ranked"]');
    await page.waitForSelector('form.ranked-name');
    expect(await status(page)).toBe('Choose a name to play ranked games.');
    await chooseName(page, 'taken');
    await page.waitForSelector('form.ranked-name .form-error:has-text("That name is taken")');
    expect(await page.textContent('form.ranked-name .form-error')).toBe(
      'That name is taken. Choose another.',
    );
    await chooseName(page, 'Cleo');
    await page.waitForSelector('.ranked-playing-as');
    expect(await page.textContent('.ranked-playing-as')).toBe('Playing as Cleo');
    const mine = await page.getAttribute('.ranked-player a:has-text("My games")', 'href');
    expect(mine).toMatch(/^\/players\/[1-9]\d*$/);
    await page.waitForFunction(() =>
      document.querySelector('.game-status')?.textContent?.startsWith('Ranked'),
    );
    expect(new URL(page.url()).search).toBe('?level=beginner&mode=ranked');
    await page.reload();
    await page.waitForSelector('.ranked-playing-as');
    expect(await page.isVisible('form.ranked-name')).toBe(false);
    await page.waitForFunction(() =>
      document.querySelector('.game-status')?.textContent?.startsWith('Ranked'),
    );
    expect(await page.getAttribute('[data-mode="ranked"]', 'aria-pressed')).toBe('true');
  });

  it('wins a ranked game by clicks, shows it on the leaderboard, and replays it from the row', async () => {
    const page = await app().newPage();
    const seen = watchServer(page);
    await page.goto('/mines?level=beginner&mode=ranked');
    await page.waitForSelector('form.ranked-name');
    await chooseName(page, 'Dana <i>');
    const resultId = await winRanked(page, seen);
    // The rank is added once the page has read the leaderboard, a moment after the result shows: polled.
    await expect
      .poll(() => page.textContent('.ranked-result'))
      .toMatch(/The server kept your game: Ranked, \d+\.\d{3} s\. Rank 1 of all time\./);
    expect(await status(page)).toMatch(/^Cleared in \d+\.\d{3} s!/);
    await app().screenshot(page, 'ranked-mines-won');
    await page.click('.ranked-result a:has-text("See the leaderboard")');
    await page.waitForSelector(`table.leaderboard tr[data-result="${resultId}"]`);
    expect(await page.textContent(`tr[data-result="${resultId}"] .name`)).toBe('Dana <i>');
    await page.click(`tr[data-result="${resultId}"] .replay a`);
    await page.waitForFunction(() =>
      document.querySelector('.game-status')?.textContent?.startsWith('Replay'),
    );
    expect(new URL(page.url()).search).toBe(`?record=${resultId}`);
    expect(await status(page)).toMatch(/^Replay of the game of Dana <i> \(Beginner, \d+\.\d{3} s\)$/);
    expect(await phase(page)).toBe('won');
    expect(await page.isVisible('.replay-panel, [class*="replay"]')).toBe(true);
    await app().screenshot(page, 'ranked-mines-replay');
    await pause(0);
  });

  it('says in Japanese when the server cannot be reached, and the page goes on', async () => {
    const page = await app().newPage({ locale: 'ja-JP' });
    await keepPlayer(app().url, page, 'Eri');
    await page.route('**/api/games/*/moves', (route) => route.abort('internetdisconnected'));
    await page.goto('/mines?level=beginner&mode=ranked');
    await page.waitForFunction(() =>
      document.querySelector('.game-status')?.textContent?.startsWith('ランキング戦'),
    );
    const offline = 'サーバーにつながりません。接続を確かめて、もう一度お試しください。';
    await page.mouse.click(...(await centre(page)));
    await page.waitForFunction(
      (text) => document.querySelector('.game-status')?.textContent === text,
      offline,
    );
    expect(await phase(page)).toBe('ready');
    await page.unroute('**/api/games/*/moves');
    await page.route('**/api/games', (route) => route.abort('internetdisconnected'));
    await page.click('.face');
    await page.waitForFunction(
      (text) => document.querySelector('.game-status')?.textContent === text,
      offline,
    );
    const words = await visibleText(page, '.page-top');
    expect(words.match(/[A-Za-z]+/g) ?? []).toEqual(['Eri']);
    await app().screenshot(page, 'ranked-mines-ja-offline');
  });

  it("keeps the clicked cell pushed in while the server's answer is on its way", async () => {
    const page = await app().newPage();
    await keepPlayer(app().url, page, 'Gina');
    let release: () => void = () => {};
    await page.route('**/api/games/*/moves', async (route) => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await route.continue();
    });
    await page.goto('/mines?level=beginner&mode=ranked');
    await page.waitForFunction(() =>
      document.querySelector('.game-status')?.textContent?.startsWith('Ranked'),
    );
    const cellShot = async (cell: { x: number; y: number }) => {
      const point = await cellPoint(page, cell);
      const size = Number(await page.getAttribute('.board-scroller', 'data-cell-size'));
      return page.screenshot({
        clip: { x: point.x - size / 2 + 2, y: point.y - size / 2 + 2, width: size - 4, height: size - 4 },
      });
    };
    const covered = await cellShot({ x: 4, y: 4 });
    const point = await cellPoint(page, { x: 4, y: 4 });
    await page.mouse.move(point.x, point.y);
    await page.mouse.down();
    const held = await cellShot({ x: 4, y: 4 }); // pushed in while the button is held, as in free play
    expect(held.equals(covered)).toBe(false);
    await page.mouse.up();
    await page.waitForTimeout(300); // the answer is held back: the press stays drawn
    expect((await cellShot({ x: 4, y: 4 })).equals(held)).toBe(true);
    expect(await page.getAttribute('.board-scroller', 'data-moves')).toBe('0');
    release();
    await page.waitForSelector('.board-scroller[data-moves="1"]');
    expect(await phase(page)).toBe('playing');
  });

  it('fits a phone', async () => {
    const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto('/mines?level=beginner&mode=daily');
    await page.waitForSelector('form.ranked-name');
    await chooseName(page, 'Fumi');
    await page.waitForFunction(() =>
      document.querySelector('.game-status')?.textContent?.startsWith('Ranked'),
    );
    expect(await page.getAttribute('[data-mode="daily"]', 'aria-pressed')).toBe('true');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app().screenshot(page, 'ranked-mines-phone');
  });
});

async function centre(page: Page): Promise<[number, number]> {
  const box = (await page.$('.board-scroller canvas, .board-scroller'))!.boundingBox();
  const { x, y, width, height } = (await box)!;
  return [x + width / 2, y + height / 2];
}
