/**
 * How a Puyo match feels in Chromium while the strongest AI thinks in its worker: frame intervals (median and
 * 99th percentile), key press to the pair drawn moved, and ticks run against the time played (lost or doubled).
 * The human side is played by a script in the page (each pair sent to the next column and dropped), and a new
 * match starts whenever one ends, for `MEASURE_SECONDS` (default 120) of play.
 * The page's own work per frame is timed by a hook this script injects: each animation frame callback the page
 * asks for is wrapped in a timer, summed per frame, while the script's own loop uses the unwrapped one; the
 * product writes nothing for it. Ticks lost to stalls are read from what the stage shows: a frame that ran the
 * page's most (30 ticks) while more were due dropped the rest (within one tick: the page's clock carries a
 * fraction of a tick over).
 * Run: `npx tsx bench/measurePuyo.ts`. Not a test: a shared machine is noisy, so run it a few times.
 */
import { startTestApp } from '../e2e/harness.ts';

const seconds = Number(process.env.MEASURE_SECONDS ?? 120);
const app = await startTestApp();
try {
  const page = await app.newPage();
  // tsx keeps function names with a `__name` helper that the page does not have.
  await page.addInitScript('globalThis.__name = (f) => f');
  await page.addInitScript(`{
    const raf = window.requestAnimationFrame.bind(window);
    const measure = (globalThis.__measure = { raf, work: 0 });
    window.requestAnimationFrame = (callback) =>
      raf((now) => {
        const started = performance.now();
        try {
          callback(now);
        } finally {
          measure.work += performance.now() - started;
        }
      });
  }`);
  await page.goto('/puyo?ai=strongest&seed=measure');
  await page.waitForSelector('.puyo-stage[data-state="playing"]');
  const result = await page.evaluate(async (playMs) => {
    const stage = document.querySelector<HTMLElement>('.puyo-stage')!;
    const measure = (
      globalThis as unknown as { __measure: { raf: typeof requestAnimationFrame; work: number } }
    ).__measure;
    const tickMs = 1000 / 60;
    const maxCatchUp = 30;
    const key = (type: 'keydown' | 'keyup', code: string) =>
      window.dispatchEvent(new KeyboardEvent(type, { code, bubbles: true }));
    const frames: number[] = [];
    const ticksPerFrame = [0, 0, 0, 0];
    const latencies: number[] = [];
    const work: number[] = [];
    let playingMs = 0;
    let ticksRun = 0;
    let matches = 1;
    let lastFrame = performance.now();
    let lastTick = Number(stage.dataset.tick);
    let lastState = stage.dataset.state;
    // Ticks dropped after stalls, summed over the matches.
    let lost = 0;
    let press: { at: number; col: number; pair: string | undefined } | undefined;
    let target = 0;
    let pair = -1;
    let phase: 'aim' | 'drop' = 'aim';
    const started = performance.now();
    await new Promise<void>((done) => {
      const frame = (now: number) => {
        const interval = now - lastFrame;
        // The page's callbacks of this frame ran before this one (asked for first); the sum starts afresh.
        const pageWork = measure.work;
        measure.work = 0;
        lastFrame = now;
        const state = stage.dataset.state;
        const tick = Number(stage.dataset.tick);
        // Counted only between two playing frames of one match: a start or a result screen is not play.
        if (state === 'playing' && lastState === 'playing' && tick >= lastTick) {
          frames.push(interval);
          work.push(pageWork);
          playingMs += interval;
          const run = tick - lastTick;
          ticksRun += run;
          ticksPerFrame[Math.min(3, run)]++;
          if (run >= maxCatchUp) lost += Math.max(0, Math.floor(interval / tickMs) - run);
        }
        lastTick = tick;
        lastState = state;
        const piece = stage.dataset.piece ? stage.dataset.piece.split(',').map(Number) : undefined;
        if (press && stage.dataset.pair !== press.pair) press = undefined; // blocked until the pair locked
        if (press && piece && piece[0] !== press.col) {
          // This frame's callback runs after the page's own, which drew the move: the pair is on screen now.
          latencies.push(now - press.at);
          press = undefined;
        }
        if (state === 'over') {
          document.querySelector<HTMLButtonElement>('.puyo-result .button.primary')?.click();
          matches++;
          pair = -1;
        } else if (state === 'playing' && piece && !press) {
          const current = Number(stage.dataset.pair);
          if (current !== pair) {
            pair = current;
            target = (target + 1) % 6;
            phase = 'aim';
            key('keyup', 'ArrowDown');
          }
          if (phase === 'aim' && piece[0] !== target) {
            const code = piece[0] > target ? 'ArrowLeft' : 'ArrowRight';
            const at = performance.now();
            key('keydown', code);
            key('keyup', code);
            press = { at, col: piece[0], pair: stage.dataset.pair };
          } else if (phase === 'aim') {
            phase = 'drop';
            key('keydown', 'ArrowDown');
          }
        }
        if (performance.now() - started < playMs) measure.raf(frame);
        else done();
      };
      measure.raf(frame);
    });
    key('keyup', 'ArrowDown');
    const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
    const at = (values: number[], q: number) =>
      values[Math.min(values.length - 1, Math.floor(q * values.length))];
    const f = sorted(frames);
    const l = sorted(latencies);
    return {
      matches,
      frames: f.length,
      frameMedianMs: +at(f, 0.5).toFixed(2),
      frameP99Ms: +at(f, 0.99).toFixed(2),
      frameMaxMs: +f[f.length - 1].toFixed(2),
      frameWorkMedianMs: +at(sorted(work), 0.5).toFixed(2),
      frameWorkP99Ms: +at(sorted(work), 0.99).toFixed(2),
      keyToDrawnMedianMs: +at(l, 0.5).toFixed(2),
      keyToDrawnP99Ms: +at(l, 0.99).toFixed(2),
      keyPresses: l.length,
      playingSeconds: +(playingMs / 1000).toFixed(1),
      ticksRun,
      ticksDue: Math.round(playingMs / (1000 / 60)),
      ticksLostToStalls: lost,
      framesWithTicks: {
        none: ticksPerFrame[0],
        one: ticksPerFrame[1],
        two: ticksPerFrame[2],
        more: ticksPerFrame[3],
      },
    };
  }, seconds * 1000);
  console.log(JSON.stringify(result));
} finally {
  await app.close();
}
