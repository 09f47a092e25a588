/**
 * How the Sudoku page feels in Chromium: a key press to the frame that shows its digit (the keydown dispatched,
 * until the next animation frame after the cell changed), and a new puzzle of each level ready after the click on
 * the level (made in the worker, until the page shows it behind Start). Puzzles are measured twice: clicked one
 * right after another (the worker still busy making the next ones ahead), and with a player's pause of 1.5 s
 * before each click (the worker has made the puzzle ahead of time, as it does while a puzzle is played).
 * Run: `npx tsx e2e/measureSudoku.ts` (builds the app, serves it, drives /usr/bin/chromium). Not a test: timings on
 * a shared machine are noisy, so run it a few times and compare medians.
 */
import { LEVELS } from '../src/sudoku/index.ts';
import { startTestApp } from './harness.ts';
import { puzzleOf } from './sudokuGrid.ts';

const KEY_PRESSES = 40;
const PUZZLES_PER_LEVEL = 9;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms: number) => +ms.toFixed(1);

const app = await startTestApp();
try {
  const page = await app.newPage();
  await page.goto('/sudoku?level=easy&n=1');
  await page.waitForSelector('.grid-wrap[data-phase="ready"]');
  await page.click('.main-button');
  await page.waitForSelector('.grid-wrap[data-phase="playing"]');
  const { empties, solution } = puzzleOf('easy', 1);
  const keyMs: number[] = [];
  for (let i = 0; i < KEY_PRESSES; i++) {
    const cell = empties[i % empties.length];
    await page.click(`.sudoku-cell[data-cell="${cell}"]`);
    // Alternate the right digit and a clear, so every press changes the cell.
    const digit = Math.floor(i / empties.length) % 2 === 0 ? solution[cell] : '0';
    keyMs.push(
      await page.evaluate(
        ({ cell, digit }) =>
          new Promise<number>((resolve) => {
            const element = document.querySelector<HTMLElement>(`.sudoku-cell[data-cell="${cell}"]`)!;
            const observer = new MutationObserver(() => {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - started));
            });
            observer.observe(element, { attributes: true, attributeFilter: ['data-digit'] });
            const started = performance.now();
            const code = `Digit${digit}`;
            document.dispatchEvent(new KeyboardEvent('keydown', { key: digit, code, bubbles: true }));
          }),
        { cell, digit },
      ),
    );
  }
  console.log(
    JSON.stringify({ keyToFrameMedianMs: round(median(keyMs)), keyToFrameMaxMs: round(Math.max(...keyMs)) }),
  );

  for (const pauseMs of [0, 1500]) {
    for (const level of LEVELS) {
      const readyMs: number[] = [];
      for (let i = 0; i < PUZZLES_PER_LEVEL; i++) {
        await page.waitForTimeout(pauseMs);
        readyMs.push(
          await page.evaluate(
            (level) =>
              new Promise<number>((resolve) => {
                const wrap = document.querySelector<HTMLElement>('.grid-wrap')!;
                const observer = new MutationObserver(() => {
                  if (wrap.dataset.phase !== 'ready') return;
                  observer.disconnect();
                  requestAnimationFrame(() => resolve(performance.now() - started));
                });
                observer.observe(wrap, { attributes: true, attributeFilter: ['data-phase'] });
                const started = performance.now();
                document.querySelector<HTMLButtonElement>(`.segments [data-level="${level}"]`)!.click();
              }),
            level,
          ),
        );
      }
      console.log(
        JSON.stringify({
          level,
          pauseMs,
          newPuzzleMedianMs: round(median(readyMs)),
          newPuzzleMaxMs: round(Math.max(...readyMs)),
        }),
      );
    }
  }
} finally {
  await app.close();
}
