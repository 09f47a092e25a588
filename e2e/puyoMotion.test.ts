/**
 * prefers-reduced-motion on the match canvas (issue 13 §2): popping puyos blink and then shrink away, and with
 * reduced motion they fade once and stay still. A kept match is stepped tick by tick in the replay viewer (no
 * clock involved) and the canvas's pixels over the popping puyos compared from tick to tick.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeQueue, newMatch, packInputs, planInputs, stepMatch } from '../src/puyo/index.ts';
import { useTestApp } from './harness.ts';
import { openKeptReplay } from './puyoReplay.ts';

const app = useTestApp();

/** A seed whose first two pairs are all one colour. */
function allClearSeed(): string {
  for (let i = 0; ; i++) {
    const [a, b] = makeQueue(`all-clear-${i}`);
    if (new Set([a.pivot, a.child, b.pivot, b.child]).size === 1) return `all-clear-${i}`;
  }
}

/** The human stands the first two pairs in the left column (four of a colour pop); the computer presses nothing. */
function popMatch(seed: string) {
  const match = newMatch(seed);
  let plan: number[] = [];
  let planned = -1;
  const inputs: number[] = [];
  let popTick = -1;
  while (popTick < 0 || match.tick < popTick + 80) {
    const human = match.players[0];
    let input = 0;
    if (human.phase === 'move') {
      if (planned !== human.nextPair) {
        planned = human.nextPair;
        plan = (planInputs(human.field, { col: 0, rot: 0 }) ?? []).reverse();
      }
      input = plan.pop() ?? 0;
    }
    stepMatch(match, input, 0);
    inputs.push(packInputs(input, 0));
    if (popTick < 0 && match.events.some((event) => event.type === 'pop' && event.player === 0))
      popTick = match.tick;
  }
  return { match, inputs, popTick };
}

/** The pixels of the left column's three lowest cells once the canvas has drawn the replay at `tick`. */
async function columnAt(page: Page, tick: number): Promise<string> {
  await page.locator('.puyo-replay input[type="range"]').fill(String(tick));
  await page.waitForSelector(`.puyo-replay[data-tick="${tick}"]`);
  return page.evaluate(
    () =>
      new Promise<string>((done) =>
        // Called after the page's own frame callback, which draws the replay.
        requestAnimationFrame(() => {
          const canvas = document.querySelector<HTMLCanvasElement>('.puyo-canvas')!;
          const cell = canvas.width / 16;
          const { data } = canvas
            .getContext('2d')!
            .getImageData(
              Math.round(0.25 * cell),
              Math.round(10.5 * cell),
              Math.round(cell),
              Math.round(3 * cell),
            );
          let hash = 0;
          let drawn = 0;
          for (let i = 0; i < data.length; i++) hash = (Math.imul(hash, 31) + data[i]) >>> 0;
          // Pixels unlike the field's navy (#1c2340): something is drawn there.
          for (let i = 0; i < data.length; i += 4)
            if (Math.abs(data[i] - 0x1c) + Math.abs(data[i + 1] - 0x23) + Math.abs(data[i + 2] - 0x40) > 60)
              drawn++;
          done(`${drawn}:${hash}`);
        }),
      ),
  );
}

async function popFrames(reduce: boolean): Promise<{ before: string; during: string[]; after: string }> {
  const seed = allClearSeed();
  const { match, inputs, popTick } = popMatch(seed);
  const page = await app().newPage();
  await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
  await openKeptReplay(page, { ai: 'gentle', seed, result: 'draw', match, inputs });
  await page.locator('.puyo-replay button[aria-label="Pause"]').click();
  const before = await columnAt(page, popTick - 1);
  const during: string[] = [];
  // The pop lasts 50 ticks: blinking every 4 for 30, then shrinking.
  for (const k of [1, 5, 9, 13, 33, 41]) during.push(await columnAt(page, popTick + k));
  const after = await columnAt(page, popTick + 60);
  await app().screenshot(page, reduce ? 'puyo-pop-reduced-motion' : 'puyo-pop');
  return { before, during, after };
}

const drawnPixels = (frame: string) => Number(frame.split(':')[0]);

describe('popping puyos and reduced motion', () => {
  it('blink and shrink away', async () => {
    const { before, during, after } = await popFrames(false);
    expect(drawnPixels(before)).toBeGreaterThan(0);
    expect(drawnPixels(after)).toBe(0);
    // Ticks 1, 9 are lit and 5, 13 dim; 33 and 41 smaller and smaller.
    expect(new Set(during).size).toBeGreaterThanOrEqual(4);
    expect(during[0]).not.toBe(during[1]);
    expect(drawnPixels(during[5])).toBeLessThan(drawnPixels(during[4]));
    expect(drawnPixels(during[4])).toBeLessThan(drawnPixels(during[0]));
  });

  it('fade once and stay still with reduced motion', async () => {
    const { before, during, after } = await popFrames(true);
    expect(drawnPixels(before)).toBeGreaterThan(0);
    expect(drawnPixels(after)).toBe(0);
    expect(new Set(during).size).toBe(1);
    expect(during[0]).not.toBe(before);
  });
});
