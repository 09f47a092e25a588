/** Playing the canvas board from a test: cells to screen points, clicks, and what the page shows. */
import type { Page } from 'playwright-core';
import type { Cell } from '../test/engineOracle.ts';

const SCROLLER = '.board-scroller';

export async function waitForGame(page: Page): Promise<void> {
  await page.waitForSelector(`${SCROLLER}[data-phase]`);
}

/** Scrolls the cell into view if needed and returns its centre on the screen. */
export async function cellPoint(page: Page, cell: Cell): Promise<{ x: number; y: number }> {
  return page.evaluate(
    ({ selector, cell }) => {
      const scroller = document.querySelector<HTMLElement>(selector)!;
      const size = Number(scroller.dataset.cellSize);
      const left = cell.x * size;
      const top = cell.y * size;
      if (left < scroller.scrollLeft || left + size > scroller.scrollLeft + scroller.clientWidth)
        scroller.scrollLeft = left - scroller.clientWidth / 2;
      if (top < scroller.scrollTop || top + size > scroller.scrollTop + scroller.clientHeight)
        scroller.scrollTop = top - scroller.clientHeight / 2;
      // The sizer is the whole board and moves with the scroll: a cell sits at its offset inside it.
      const sizer = scroller.firstElementChild!.getBoundingClientRect();
      return { x: sizer.left + left + size / 2, y: sizer.top + top + size / 2 };
    },
    { selector: SCROLLER, cell },
  );
}

export async function movesMade(page: Page): Promise<number> {
  return Number(await page.getAttribute(SCROLLER, 'data-moves'));
}

/** Clicks a cell and waits until the engine has taken the move. */
export async function clickCell(page: Page, cell: Cell, button: 'left' | 'right' = 'left'): Promise<void> {
  const before = await movesMade(page);
  const point = await cellPoint(page, cell);
  await page.mouse.click(point.x, point.y, { button });
  await page.waitForSelector(`${SCROLLER}[data-moves="${before + 1}"]`);
}

/** Both buttons on a cell (left down, right down, then both up): a chord. */
export async function chordWithBothButtons(page: Page, cell: Cell): Promise<void> {
  const point = await cellPoint(page, cell);
  await page.mouse.move(point.x, point.y);
  await page.mouse.down({ button: 'left' });
  await page.mouse.down({ button: 'right' });
  await page.mouse.up({ button: 'left' });
  await page.mouse.up({ button: 'right' });
}

export const phase = (page: Page) => page.getAttribute(SCROLLER, 'data-phase');
export const counter = (page: Page, name: 'mines-left' | 'time' | 'bbbv') =>
  page.textContent(`[data-counter="${name}"]`);

export async function savedGame(page: Page): Promise<{ moves: string; seed: string } | null> {
  const text = await page.evaluate(() => localStorage.getItem('arcade.mines.game'));
  return text === null ? null : JSON.parse(text).data;
}

/**
 * A left click sent as pointer events at a screen point, timed in the page: from the events to the frame after the
 * page has shown the move (the board's move count changed), in ms. For the measuring scripts.
 */
export function timedClick(page: Page, point: { x: number; y: number }): Promise<number> {
  return page.evaluate(
    ({ x, y }) =>
      new Promise<number>((resolve) => {
        const scroller = document.querySelector<HTMLElement>('.board-scroller')!;
        const before = scroller.dataset.moves;
        const observer = new MutationObserver(() => {
          if (scroller.dataset.moves === before) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        });
        observer.observe(scroller, { attributes: true, attributeFilter: ['data-moves'] });
        const started = performance.now();
        const init = { clientX: x, clientY: y, bubbles: true, pointerType: 'mouse', isPrimary: true };
        scroller.dispatchEvent(new PointerEvent('pointerdown', { ...init, button: 0, buttons: 1 }));
        scroller.dispatchEvent(new PointerEvent('pointerup', { ...init, button: 0, buttons: 0 }));
      }),
    point,
  );
}

/** The statistics whose breakdown in brackets wraps onto a second line ("19 (19 + 0 +" over "0)"). */
export function brokenStatDetails(page: Page): Promise<string[]> {
  return page.$$eval('.stats dd', (values) =>
    values.flatMap((dd) => {
      const walker = document.createTreeWalker(dd, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const open = node.textContent!.indexOf('(');
        if (open < 0) continue;
        const range = document.createRange();
        range.setStart(node, open);
        range.setEnd(dd, dd.childNodes.length);
        const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.bottom)));
        return lines.size > 1 ? [dd.textContent!] : [];
      }
      return [];
    }),
  );
}
