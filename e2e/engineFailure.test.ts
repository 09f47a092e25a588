/** A Minesweeper page whose engine worker cannot run says so in the page's language, and keeps the save. */
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../src/mines/index.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();

describe('an engine worker that fails', () => {
  it.each([
    ['en-US', 'The game engine stopped working. Reload the page to play again.'],
    ['ja-JP', 'ゲームエンジンが止まりました。ページを再読み込みすると続けて遊べます。'],
  ])('is reported to the player (%s) instead of a page that waits for ever', async (locale, message) => {
    const page = await app().newPage({ locale });
    await page.route('**/engineWorker*', (route) => route.abort());
    const game = { level: 'beginner', params: PRESETS.beginner, seed: 'kept', moves: 'o e5@100' };
    const save = JSON.stringify({
      version: 1,
      data: { ...game, noGuess: false, clock: 900, finished: false },
    });
    await page.addInitScript((text) => {
      if (!localStorage.getItem('arcade.mines.game')) localStorage.setItem('arcade.mines.game', text);
    }, save);
    await page.goto('/mines');
    await page.waitForSelector('.game-status[data-status="failed"]');
    expect(await page.textContent('.game-status')).toBe(message);
    // The save was not the engine's fault: it stays, and is not set aside as unreadable.
    expect(await page.evaluate(() => localStorage.getItem('arcade.mines.game'))).toBe(save);
    expect(await page.evaluate(() => localStorage.getItem('arcade.mines.game.corrupt'))).toBeNull();
  });
});
