/**
 * Ranked Puyo as the page plays it, against the real server: how often the page holds the match for the computer's
 * late answer (a ranked computer's decision counts 20 ticks, 333 ms, after its pair appears, and the page waits
 * when the worker is later than that), and how long a posted match takes to be verified, seen from the page. The
 * human soft-drops every pair and tops out; `MEASURE_MATCHES` matches (default 5) against `MEASURE_LEVEL`
 * (default strongest). Run: `npx tsx e2e/measureRankedPuyo.ts`. Not a test: a shared machine is noisy.
 */
import { startTestApp } from './harness.ts';
import { chooseName } from './rankedPage.ts';

const matches = Number(process.env.MEASURE_MATCHES ?? 5);
const level = process.env.MEASURE_LEVEL ?? 'strongest';
const app = await startTestApp();
try {
  const page = await app.newPage();
  await page.goto(`/puyo?ai=${level}&seed=warm-up`);
  await chooseName(page, 'Measure', 'Choose this name');
  const rows: string[] = [];
  for (let i = 0; i < matches; i++) {
    await page.getByRole('button', { name: 'Ranked match' }).click();
    await page.waitForSelector('.puyo-stage[data-ranked][data-state="playing"]');
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
    const { tick, held } = await page.evaluate(() => ({
      ...document.querySelector<HTMLElement>('.puyo-stage')!.dataset,
    }));
    const status = await page.getAttribute('.puyo-ranked-line', 'data-status');
    rows.push(
      `match ${i + 1}: ${tick} ticks, ${held} frames held for the computer, ${status}, verified ${verifiedMs} ms after the end`,
    );
    console.log(rows[rows.length - 1]);
  }
} finally {
  await app.close();
}
