/**
 * How big boards feel in Chromium: the first click (mines placed, area flooded, cells drawn; from the click to
 * the page showing the move) and the frame intervals while scrolling diagonally for 120 frames.
 * Run: `npx tsx bench/measureBoard.ts` (builds the app, serves it, drives /usr/bin/chromium). Not a test: timings
 * on a shared machine are noisy, so run it a few times and compare medians.
 */
import { cellPoint, timedClick, waitForGame } from '../e2e/board.ts';
import { startTestApp } from '../e2e/harness.ts';

const BOARDS = [
  [500, 500, 40_000],
  [1000, 1000, 160_000],
  [2000, 2000, 640_000],
] as const;

const app = await startTestApp();
try {
  for (const [width, height, mines] of BOARDS) {
    const page = await app.newPage();
    await page.goto(`/mines?width=${width}&height=${height}&mines=${mines}&seed=measure`);
    await waitForGame(page);
    const point = await cellPoint(page, { x: width / 2, y: height / 2 });
    const firstClickMs = await timedClick(page, point);
    const frames = await page.evaluate(async () => {
      const scroller = document.querySelector('.board-scroller')!;
      const intervals: number[] = [];
      let last = performance.now();
      for (let i = 0; i < 120; i++) {
        scroller.scrollTop += 37;
        scroller.scrollLeft += 23;
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const now = performance.now();
        intervals.push(now - last);
        last = now;
      }
      intervals.sort((a, b) => a - b);
      return { median: intervals[60], p95: intervals[113], max: intervals[119] };
    });
    console.log(
      JSON.stringify({
        board: `${width}x${height}/${mines}`,
        firstClickMs: Math.round(firstClickMs),
        scrollFrameMedianMs: +frames.median.toFixed(1),
        scrollFrameP95Ms: +frames.p95.toFixed(1),
        scrollFrameMaxMs: +frames.max.toFixed(1),
      }),
    );
    await page.close();
  }
} finally {
  await app.close();
}
