/** Expert on a phone: cells a finger can hit, and the edges with more board beyond them shaded. */
import { describe, expect, it } from 'vitest';
import { PRESETS } from '../src/mines/index.ts';
import { TOUCH_CELL } from '../src/web/mines/boardZoom.ts';
import { oracleAfterFirstClick } from '../test/engineOracle.ts';
import { clickCell, waitForGame } from './board.ts';
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
    for (const [i, box] of zoom.slice(1).entries()) {
      expect(Math.round(box.top)).toBe(Math.round(zoom[i].top)); // on one line
      expect(box.left - zoom[i].right).toBeGreaterThanOrEqual(0);
      expect(box.left - zoom[i].right).toBeLessThanOrEqual(12);
    }
    await app().screenshot(page, 'mines-expert-phone');
    await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.board-scroller')?.dataset.more === 'left',
    );
    expect(await cues()).toEqual(['18px', '0px']);
  });

  it('puts the replay controls of a finished game right under the board, before its statistics', async () => {
    const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    await page.goto('/mines?level=beginner&seed=phone-replay');
    await waitForGame(page);
    const first = { x: 4, y: 4 };
    await clickCell(page, first);
    const oracle = oracleAfterFirstClick(PRESETS.beginner, 'phone-replay', first);
    await clickCell(page, oracle.mines[0]);
    await page.waitForSelector('.board-scroller[data-phase="lost"]');
    await page.waitForSelector('.stats-panel:not([hidden]) dd');
    const box = (selector: string) =>
      page.$eval(selector, (part) => part.getBoundingClientRect().toJSON() as DOMRect);
    const [board, replay, stats] = [
      await box('.board-frame'),
      await box('.replay-panel'),
      await box('.stats-panel'),
    ];
    expect(replay.top).toBeLessThan(stats.top);
    expect(replay.top - board.bottom).toBeLessThanOrEqual(20); // the next thing under the board
    await page.getByRole('button', { name: 'First move' }).scrollIntoViewIfNeeded();
    await app().screenshot(page, 'mines-replay-phone');
  });

  it('keeps the Expert board whole for a mouse on a wide screen', async () => {
    const page = await app().newPage();
    await page.goto('/mines?level=expert&seed=phone');
    await waitForGame(page);
    expect(await page.getAttribute('.board-scroller', 'data-more')).toBe('');
  });
});
