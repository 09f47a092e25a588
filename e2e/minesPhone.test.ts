/** Expert on a phone: cells a finger can hit, and the edges with more board beyond them shaded. */
import { describe, expect, it } from 'vitest';
import { TOUCH_CELL } from '../src/web/mines/boardZoom.ts';
import { waitForGame } from './board.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();

describe('Minesweeper Expert on a phone', () => {
  it('opens at fingertip cells that scroll, with scroll cues on the hidden sides only', async () => {
    const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto('/mines?level=expert&seed=phone');
    await waitForGame(page);
    const scroller = page.locator('.board-scroller');
    expect(Number(await scroller.getAttribute('data-cell-size'))).toBeGreaterThanOrEqual(TOUCH_CELL);
    expect(await scroller.getAttribute('data-more')).toBe('right');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The cue is drawn: the slot's overlay carries a right-hand shade and no left one.
    const cues = () =>
      page.evaluate(() => {
        const style = getComputedStyle(document.querySelector('.board-slot')!);
        return [style.getPropertyValue('--cue-left').trim(), style.getPropertyValue('--cue-right').trim()];
      });
    expect(await cues()).toEqual(['0px', '18px']);
    // The zoom buttons stand together under the board, not spread across it.
    const zoom = await page.$$eval('.board-tools .icon-button', (buttons) =>
      buttons.map((button) => button.getBoundingClientRect()),
    );
    expect(zoom).toHaveLength(3);
    for (const [i, box] of zoom.slice(1).entries()) expect(box.left - zoom[i].right).toBeLessThanOrEqual(12);
    await app().screenshot(page, 'mines-expert-phone');
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.board-scroller')?.dataset.more === 'left',
    );
    expect(await cues()).toEqual(['18px', '0px']);
  });

  it('keeps the Expert board whole for a mouse on a wide screen', async () => {
    const page = await app().newPage();
    await page.goto('/mines?level=expert&seed=phone');
    await waitForGame(page);
    expect(await page.getAttribute('.board-scroller', 'data-more')).toBe('');
  });
});
