/**
 * Ranked Minesweeper's click to cells drawn, on loopback in Chromium: each sample is one open sent to the server
 * (POST /api/games/:id/moves), its answer applied and the next frame drawn, timed in the page from the pointer
 * events to the frame after the move is shown. Cells are chosen by the solver from the cells the server sent
 * (e2e/rankedPlay.ts); games are dealt again until SAMPLES opens are timed. Clicks are spaced by GAP_MS.
 * Run: `npx tsx bench/measureRanked.ts [level] [samples]` (builds the app, serves it, drives /usr/bin/chromium).
 */
import { cellPoint, phase, timedClick } from '../e2e/board.ts';
import { startTestApp } from '../e2e/harness.ts';
import { dealtBoard, nextOpen, pause, watchServer } from '../e2e/rankedPlay.ts';

const level = process.argv[2] ?? 'expert';
const SAMPLES = Number(process.argv[3] ?? 300);
const GAP_MS = 60;

/** The server makes Sudoku puzzles ahead in a thread when it starts: the samples wait until that is done. */
const SETTLE_MS = 15_000;

const app = await startTestApp();
try {
  await pause(SETTLE_MS);
  const page = await app.newPage();
  const seen = watchServer(page);
  await page.goto(`/mines?level=${level}&mode=ranked`);
  await page.evaluate(() => performance.setResourceTimingBufferSize(10_000));
  await page.fill('input[name="ranked-name"]', 'Measure');
  await page.click('form.ranked-name button[type="submit"]');
  const samples: number[] = [];
  while (samples.length < SAMPLES) {
    await page.waitForFunction(() =>
      document.querySelector('.game-status')?.textContent?.startsWith('Ranked'),
    );
    const board = await dealtBoard(seen);
    while (samples.length < SAMPLES) {
      const point = await cellPoint(page, nextOpen(board));
      const ms = await timedClick(page, point);
      samples.push(ms);
      await pause(GAP_MS); // the answer's cells reach the watcher above
      const now = await phase(page);
      if (now === 'won' || now === 'lost') break;
    }
    if (samples.length < SAMPLES) {
      await page.waitForSelector('.ranked-result');
      seen.board = undefined; // the next deal's board, once its answer is read
      await page.click('.face');
    }
  }
  // The part of each sample spent waiting for the server: the moves' requests as the browser timed them.
  const requests = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/moves'))
      .map((entry) => entry.duration),
  );
  const figures = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (q: number) => +sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(2);
    return { n: sorted.length, median: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
  };
  console.log(JSON.stringify({ level, clickToDrawnMs: figures(samples), requestMs: figures(requests) }));
} finally {
  await app.close();
}
