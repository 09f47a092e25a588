/** Soft drop from a test: ArrowDown held while the pair falls, and let go as soon as the pair is down. */
import type { Page } from 'playwright-core';

/**
 * Holds down until the pair in play (its number is the stage's data-pair) has locked, then lets go. Held on until
 * the next pair is out, the key soft-drops that one too, which locks about 24 ticks (400 ms) after it appears:
 * less than a loaded machine can take to let go of the key.
 */
export async function softDropPair(page: Page, pair: number): Promise<void> {
  await page.keyboard.down('ArrowDown');
  await page.waitForFunction((before) => {
    const stage = document.querySelector<HTMLElement>('.puyo-stage')!.dataset;
    return stage.piece === '' || Number(stage.pair) > before;
  }, pair);
  await page.keyboard.up('ArrowDown');
}

/** Waits until the pair after number `pair` is in play. */
export async function nextPair(page: Page, pair: number): Promise<void> {
  await page.waitForFunction((before) => {
    const stage = document.querySelector<HTMLElement>('.puyo-stage')!.dataset;
    return Number(stage.pair) > before && stage.piece !== '';
  }, pair);
}
