/**
 * "All clear" on the match page (issue 13 §1): the human's first two pairs, all one colour, stood upright in the
 * left column pop as four and leave the field empty; the canvas then writes "All clear" over the human's field.
 * The canvas has no DOM, so the test reads its pixels: the words are the only cyan it draws.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Field, makeField, makeQueue } from '../src/puyo/index.ts';
import { SCREENSHOTS, useTestApp } from './harness.ts';
import { nextPair, softDropPair } from './puyoDrop.ts';

const app = useTestApp();

/** A seed whose first two pairs are all one colour. */
function allClearSeed(): string {
  for (let i = 0; ; i++) {
    const [a, b] = makeQueue(`all-clear-${i}`);
    if (new Set([a.pivot, a.child, b.pivot, b.child]).size === 1) return `all-clear-${i}`;
  }
}

/** Moves the pair to the left wall upright and holds down until the next pair is in play. */
async function dropLeft(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Boolean(document.querySelector<HTMLElement>('.puyo-stage')?.dataset.piece),
  );
  const pair = Number(await page.getAttribute('.puyo-stage', 'data-pair'));
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await page.waitForFunction(
    () => document.querySelector<HTMLElement>('.puyo-stage')!.dataset.piece!.split(',')[0] === '0',
  );
  await softDropPair(page, pair);
  await nextPair(page, pair);
}

describe('all clear', () => {
  it('is written over the human’s field when a chain empties it', async () => {
    const page = await app().newPage();
    await page.goto(`/puyo?ai=gentle&seed=${allClearSeed()}`);
    await page.waitForSelector('.puyo-canvas');
    // Watch every frame from now on for the words' cyan (#7ff0ff) over the human's field (x 0.25-6.25 cells,
    // y 4.4-5.6 of the 16 x 14 scene); the frame that has it is kept as a picture.
    await page.evaluate(() => {
      const canvas = document.querySelector<HTMLCanvasElement>('.puyo-canvas')!;
      const ctx = canvas.getContext('2d')!;
      const watch = () => {
        const cell = canvas.width / 16;
        const x = Math.round(0.25 * cell);
        const y = Math.round(4.4 * cell);
        const { data } = ctx.getImageData(x, y, Math.round(6 * cell), Math.round(1.2 * cell));
        let cyan = 0;
        for (let i = 0; i < data.length; i += 4)
          if (data[i] > 90 && data[i] < 170 && data[i + 1] > 210 && data[i + 2] > 225) cyan++;
        if (cyan > 20) {
          const w = window as unknown as { allClearSeen: { field: string; png: string } };
          w.allClearSeen = {
            field: document.querySelector<HTMLElement>('.puyo-stage')!.dataset.field!,
            png: canvas.toDataURL('image/png'),
          };
        } else requestAnimationFrame(watch);
      };
      requestAnimationFrame(watch);
    });
    await dropLeft(page);
    // Nothing cyan before the field is empty.
    expect(await page.evaluate(() => 'allClearSeen' in window)).toBe(false);
    await dropLeft(page);
    const seen = await page.waitForFunction(
      () => (window as unknown as { allClearSeen?: { field: string; png: string } }).allClearSeen,
    );
    const { png, field } = (await seen.jsonValue()) as { field: string; png: string };
    writeFileSync(join(SCREENSHOTS, 'puyo-all-clear.png'), Buffer.from(png.split(',')[1], 'base64'));
    // The frame with the words has the human's field empty.
    expect(field).toBe(makeField(new Field()));
  });
});
