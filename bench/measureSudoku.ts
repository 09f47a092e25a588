/**
 * How the Sudoku page feels in Chromium: a key press to the frame that shows its digit (the keydown dispatched,
 * until the next animation frame after the cell changed), and a new puzzle of each level ready after the click on
 * the level (made in the worker, until the page shows it behind Start), with the longest gap between animation
 * frames meanwhile (the page's own thread never waits for the puzzle, so input is never blocked). Puzzles are
 * measured twice: clicked one right after another (the worker still busy making the next ones ahead), and with a
 * player's pause of 1.5 s before each click (the worker has made the puzzle ahead of time, as it does while a
 * puzzle is played). Last, a hint on every puzzle of forum_hardest_1106 as the page gives it: each puzzle pasted
 * into the import box and started, then Hint clicked, until the frame that shows its first step; hints that no
 * technique finds (the page then says so and shows the solution's digit) are counted.
 * Run: `npx tsx bench/measureSudoku.ts [HARDEST_FILE]` (builds the app, serves it, drives /usr/bin/chromium). Not a
 * test: timings on a shared machine are noisy, so run it a few times and compare medians.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startTestApp } from '../e2e/harness.ts';
import { puzzleOf } from '../e2e/sudokuGrid.ts';
import { LEVELS } from '../src/sudoku/index.ts';

const KEY_PRESSES = 40;
const PUZZLES_PER_LEVEL = 9;
const HARDEST =
  process.argv[2] ??
  fileURLToPath(new URL('../../shared/sudoku-bench/puzzles6_forum_hardest_1106', import.meta.url));
const hardest = readFileSync(HARDEST, 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line.length === 81 && !line.startsWith('#'));
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const round = (ms: number) => +ms.toFixed(1);

const app = await startTestApp();
try {
  const page = await app.newPage();
  await page.goto('/sudoku?level=easy&n=1');
  // tsx keeps function names with a helper the page does not have: functions named inside evaluate need it.
  await page.evaluate('window.__name = (f) => f');
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
      const gapMs: number[] = [];
      for (let i = 0; i < PUZZLES_PER_LEVEL; i++) {
        await page.waitForTimeout(pauseMs);
        const { ready, longestFrameGap } = await page.evaluate(
          (level) =>
            new Promise<{ ready: number; longestFrameGap: number }>((resolve) => {
              const wrap = document.querySelector<HTMLElement>('.grid-wrap')!;
              let last = performance.now();
              let longestFrameGap = 0;
              let done = false;
              const frame = (now: number) => {
                longestFrameGap = Math.max(longestFrameGap, now - last);
                last = now;
                if (!done) requestAnimationFrame(frame);
              };
              requestAnimationFrame(frame);
              const observer = new MutationObserver(() => {
                if (wrap.dataset.phase !== 'ready') return;
                observer.disconnect();
                requestAnimationFrame(() => {
                  done = true;
                  resolve({ ready: performance.now() - started, longestFrameGap });
                });
              });
              observer.observe(wrap, { attributes: true, attributeFilter: ['data-phase'] });
              const started = performance.now();
              document.querySelector<HTMLButtonElement>(`.segments [data-level="${level}"]`)!.click();
            }),
          level,
        );
        readyMs.push(ready);
        gapMs.push(longestFrameGap);
      }
      console.log(
        JSON.stringify({
          level,
          pauseMs,
          newPuzzleMedianMs: round(median(readyMs)),
          newPuzzleMaxMs: round(Math.max(...readyMs)),
          longestFrameGapWhileMakingMs: round(Math.max(...gapMs)),
        }),
      );
    }
  }

  const hintMs: number[] = [];
  let noTechnique = 0;
  for (const puzzle of hardest) {
    await page.fill('.import-form textarea', puzzle);
    await page.getByRole('button', { name: 'Play this puzzle' }).click();
    await page.waitForFunction(
      (puzzle) =>
        document.querySelector<HTMLElement>('.grid-wrap')?.dataset.phase === 'ready' &&
        document.querySelector<HTMLInputElement>('.share-text')?.value === puzzle.replaceAll('0', '.'),
      puzzle,
    );
    await page.click('.main-button');
    await page.waitForSelector('.grid-wrap[data-phase="playing"]');
    const { ms, text } = await page.evaluate(
      () =>
        new Promise<{ ms: number; text: string }>((resolve) => {
          const panel = document.querySelector<HTMLElement>('.hint-panel')!;
          const observer = new MutationObserver(() => {
            if (panel.hidden || panel.dataset.stage !== '1') return;
            observer.disconnect();
            requestAnimationFrame(() =>
              resolve({
                ms: performance.now() - started,
                text: panel.querySelector('.hint-text')?.textContent ?? '',
              }),
            );
          });
          observer.observe(panel, { attributes: true, childList: true, subtree: true, characterData: true });
          const started = performance.now();
          document.querySelector<HTMLButtonElement>('.hint-button')!.click();
        }),
    );
    hintMs.push(ms);
    if (text.startsWith('No technique finds')) noTechnique++;
  }
  console.log(
    JSON.stringify({
      hints: hintMs.length,
      hintUnder100Ms: hintMs.filter((ms) => ms < 100).length,
      hintMedianMs: round(median(hintMs)),
      hintP95Ms: round(percentile(hintMs, 0.95)),
      hintMaxMs: round(Math.max(...hintMs)),
      noTechnique,
    }),
  );
} finally {
  await app.close();
}
