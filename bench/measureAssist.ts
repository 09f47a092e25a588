/**
 * How long Minesweeper's help takes in Chromium: Hint (H) to its words shown, and Chances (P) to the board shaded,
 * on expert and on a 100 x 100 board with 2,000 mines, each after a first click in the middle of a fresh board.
 * Medians over `MEASURE_GAMES` boards (default 15). Run: `npx tsx bench/measureAssist.ts`. Not a test: a shared
 * machine is noisy, so run it a few times.
 */

import { clickCell, waitForGame } from '../e2e/board.ts';
import { startTestApp } from '../e2e/harness.ts';

const games = Number(process.env.MEASURE_GAMES ?? 15);
const boards = [
  { name: 'expert 30x16/99', address: 'level=expert', centre: { x: 15, y: 8 } },
  { name: '100x100/2000', address: 'width=100&height=100&mines=2000', centre: { x: 50, y: 50 } },
];
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const app = await startTestApp();
try {
  const page = await app.newPage();
  for (const board of boards) {
    const hints: number[] = [];
    const chances: number[] = [];
    let estimated = 0;
    for (let i = 0; i < games; i++) {
      await page.goto(`/mines?${board.address}&seed=measure-${i}`);
      await waitForGame(page);
      await clickCell(page, board.centre);
      if ((await page.getAttribute('.board-scroller', 'data-phase')) !== 'playing') continue;
      hints.push(
        await page.evaluate(async () => {
          const words = document.querySelector('.hint-words')!;
          const started = performance.now();
          document.dispatchEvent(new KeyboardEvent('keydown', { key: 'h', bubbles: true }));
          while (!(words as HTMLElement).dataset.hint) await new Promise((r) => requestAnimationFrame(r));
          return performance.now() - started;
        }),
      );
      const shaded = await page.evaluate(async () => {
        const scroller = document.querySelector<HTMLElement>('.board-scroller')!;
        const started = performance.now();
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', bubbles: true }));
        while (!scroller.dataset.chances) await new Promise((r) => requestAnimationFrame(r));
        const ms = performance.now() - started;
        const kind = scroller.dataset.chances;
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', bubbles: true }));
        return { ms, kind };
      });
      chances.push(shaded.ms);
      if (shaded.kind === 'estimated') estimated++;
    }
    console.log(
      JSON.stringify({
        board: board.name,
        positions: hints.length,
        hintMedianMs: +median(hints).toFixed(1),
        hintMaxMs: +Math.max(...hints).toFixed(1),
        chancesMedianMs: +median(chances).toFixed(1),
        chancesMaxMs: +Math.max(...chances).toFixed(1),
        chancesEstimated: estimated,
      }),
    );
  }
} finally {
  await app.close();
}
