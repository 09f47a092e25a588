/**
 * Ranked Puyo as the page plays it, against the real server: how long the page holds the match for the computer's
 * late answer (a ranked computer's decision counts 20 ticks, 333 ms, after its pair appears, and the page waits
 * when the worker is later than that), and how long a posted match takes to be verified, seen from the page. A
 * hold is read from what the stage shows: frames in play in which its tick stands still, counted in runs of two or
 * more (a held page stops its clock and restarts it on the next frame; a lone frame without a tick is the frame
 * clock's jitter). The
 * human soft-drops every pair and tops out; `MEASURE_MATCHES` matches (default 5) against `MEASURE_LEVEL`
 * (default strongest). Run: `npx tsx bench/measureRankedPuyo.ts`. Not a test: a shared machine is noisy.
 */
import { startTestApp } from '../e2e/harness.ts';
import { chooseName } from '../e2e/rankedPage.ts';

const matches = Number(process.env.MEASURE_MATCHES ?? 5);
const level = process.env.MEASURE_LEVEL ?? 'strongest';
const app = await startTestApp();
try {
  const page = await app.newPage();
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.goto(`/puyo?ai=${level}&seed=warm-up`);
  await chooseName(page, 'Measure', 'Choose this name');
  const rows: string[] = [];
  for (let i = 0; i < matches; i++) {
    await page.getByRole('button', { name: 'Ranked match' }).click();
    await page.waitForSelector('.puyo-stage[data-ranked][data-state="playing"]');
    await page.evaluate(() => {
      const stage = document.querySelector<HTMLElement>('.puyo-stage')!;
      const still = { frames: 0, ms: 0 };
      (globalThis as unknown as { __still: typeof still }).__still = still;
      let run: number[] = [];
      let last = performance.now();
      let tick = stage.dataset.tick;
      const frame = (now: number) => {
        const playing = stage.dataset.state === 'playing';
        if (playing && stage.dataset.tick === tick) run.push(now - last);
        else {
          if (run.length >= 2) {
            still.frames += run.length;
            still.ms += run.reduce((sum, ms) => sum + ms, 0);
          }
          run = [];
        }
        last = now;
        tick = stage.dataset.tick;
        if (playing) requestAnimationFrame(frame);
      };
      requestAnimationFrame(frame);
    });
    await page.keyboard.down('ArrowDown');
    await page.waitForSelector('.puyo-stage[data-state="over"]', { timeout: 300_000 });
    await page.keyboard.up('ArrowDown');
    const ended = Date.now();
    await page.waitForSelector(
      '.puyo-ranked-line:not([data-status="sending"]):not([data-status="pending"])',
      {
        timeout: 300_000,
      },
    );
    const verifiedMs = Date.now() - ended;
    const { tick, held, heldMs } = await page.evaluate(() => {
      const still = (globalThis as unknown as { __still: { frames: number; ms: number } }).__still;
      const tick = document.querySelector<HTMLElement>('.puyo-stage')!.dataset.tick;
      return { tick, held: still.frames, heldMs: Math.round(still.ms) };
    });
    const status = await page.getAttribute('.puyo-ranked-line', 'data-status');
    rows.push(
      `match ${i + 1}: ${tick} ticks, ${held} frames (${heldMs} ms) held for the computer, ${status}, verified ${verifiedMs} ms after the end`,
    );
    console.log(rows[rows.length - 1]);
  }
} finally {
  await app.close();
}
