/** The help under the Minesweeper board speaks to the player's pointer: mouse and keys, or touch. */
import { describe, expect, it } from 'vitest';
import { waitForGame } from './board.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();

describe('the Minesweeper help', () => {
  it('on a computer: mouse and keyboard words, both buttons, C and Shift+arrows, no touch words', async () => {
    const page = await app().newPage();
    await page.goto('/mines?level=beginner');
    await waitForGame(page);
    const help = await page.locator('.help').allTextContents();
    expect(help).toHaveLength(1);
    expect(help[0]).toMatch(/press both buttons on it/);
    expect(help[0]).toMatch(/C opens around a number/);
    expect(help[0]).toMatch(/Shift\+arrows 5 cells/);
  });

  it.each([
    ['en-US', /long press flags/, /Tap a number/],
    ['ja-JP', /長押しで旗/, /数字をタップ/],
  ])('on a touch screen (%s): touch words, tap and long press', async (locale, flags, chords) => {
    const page = await app().newPage({ locale, hasTouch: true, viewport: { width: 390, height: 844 } });
    await page.goto('/mines?level=beginner');
    await waitForGame(page);
    const touch = await page.locator('[data-help="mines.help.touch"]').textContent();
    expect(touch).toMatch(flags);
    expect(touch).toMatch(chords);
    await page.locator('[data-help="mines.help.touch"]').scrollIntoViewIfNeeded();
    await app().screenshot(page, `mines-help-touch-${locale}`);
  });
});
