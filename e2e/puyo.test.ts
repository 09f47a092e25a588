/** Puyo Puyo against the computer in a real browser: starting, controls, pause, a whole match, replay, phone. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CELL_CHARS, makeQueue } from '../src/puyo/index.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();

async function openMatch(query: string, options: Parameters<ReturnType<typeof app>['newPage']>[0] = {}) {
  const page = await app().newPage(options);
  await page.goto(`/puyo${query}`);
  await page.waitForSelector('.puyo-stage[data-state="playing"]');
  return page;
}

/** Waits until the human's pair is in play and returns where it is (col, row, rot). */
async function piece(page: Page): Promise<[number, number, number]> {
  await page.waitForFunction(() =>
    Boolean(document.querySelector<HTMLElement>('.puyo-stage')?.dataset.piece),
  );
  const text = await page.getAttribute('.puyo-stage', 'data-piece');
  return text!.split(',').map(Number) as [number, number, number];
}

describe('Puyo Puyo in the browser', () => {
  it('is live on the home page, and starts against the opponent chosen', async () => {
    const page = await app().newPage();
    await page.goto('/');
    await page.getByRole('link', { name: 'Play Puyo Puyo' }).click();
    await page.waitForSelector('.puyo-stage[data-state="setup"]');
    await app().screenshot(page, 'puyo-setup');
    await page.getByRole('button', { name: 'Gentle' }).click();
    await page.waitForSelector('.puyo-stage[data-state="playing"]');
    expect(new URL(page.url()).searchParams.get('ai')).toBe('gentle');
    await piece(page);
    await page.waitForTimeout(1500);
    await app().screenshot(page, 'puyo-playing');
  });

  it('plays a whole match against gentle with scripted keys until one side tops out, then replays it', async () => {
    const page = await openMatch('?ai=gentle&seed=e2e-whole');
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    // Every pair turned and dropped where it appears: the spawn column fills and the human tops out.
    await page.keyboard.down('ArrowDown');
    await page.waitForSelector('.puyo-stage[data-state="over"]', { timeout: 90_000 });
    await page.keyboard.up('ArrowDown');
    const stage = page.locator('.puyo-stage');
    expect(await stage.getAttribute('data-result')).toBe('p2');
    await expect.poll(() => page.textContent('.puyo-result h2')).toBe('The computer wins.');
    expect(await page.textContent('.game-status')).toMatch(/^Gentle won in \d+:\d\d\.$/);
    await app().screenshot(page, 'puyo-result');
    expect(await page.textContent('[data-stat="largest-chain"] strong')).toMatch(/^\d+$/);
    expect(await page.locator('.puyo-replays li').count()).toBe(1);
    expect(consoleErrors).toEqual([]);

    const fields = await stage.getAttribute('data-fields');
    const scores = await stage.getAttribute('data-scores');
    await page.getByRole('button', { name: 'Watch replay' }).click();
    await page.locator('.puyo-replay select').selectOption('4');
    await page.waitForSelector('.puyo-replay[data-state="ended"]', { timeout: 60_000 });
    await app().screenshot(page, 'puyo-replay-end');
    expect(await page.getAttribute('.puyo-replay', 'data-fields')).toBe(fields);
    expect(await page.getAttribute('.puyo-replay', 'data-scores')).toBe(scores);
    // Back a tick and forward one: the step button lands on the same final state.
    const total = Number(await page.getAttribute('.puyo-replay', 'data-tick'));
    await page.locator('.puyo-replay input[type="range"]').fill(String(total - 30));
    await page.waitForSelector(`.puyo-replay[data-tick="${total - 30}"]`);
    await page.getByRole('button', { name: 'One frame forward' }).click();
    await page.waitForSelector(`.puyo-replay[data-tick="${total - 29}"]`);
    // The caption is the match's clock, as the stage shows it, and the frame (60 a second).
    const clock = (ticks: number) =>
      `${Math.floor(ticks / 3600)}:${String(Math.floor(ticks / 60) % 60).padStart(2, '0')}`;
    expect(await page.textContent('.puyo-replay .replay-label')).toBe(
      `${clock(total - 29)} of ${clock(total)} · frame ${total - 29}`,
    );
  });

  it('pauses with P and Esc, covering both fields, and stops the clock', async () => {
    const page = await openMatch('?ai=easy&seed=e2e-pause');
    await piece(page);
    await page.keyboard.press('KeyP');
    await page.waitForSelector('.puyo-stage[data-state="paused"]');
    const tick = await page.getAttribute('.puyo-stage', 'data-tick');
    await page.waitForTimeout(400);
    expect(await page.getAttribute('.puyo-stage', 'data-tick')).toBe(tick);
    expect(await page.isVisible('.puyo-cover')).toBe(true);
    await app().screenshot(page, 'puyo-paused');
    await page.keyboard.press('Escape');
    await page.waitForSelector('.puyo-stage[data-state="playing"]');
    await page.waitForFunction(
      (before) => Number(document.querySelector<HTMLElement>('.puyo-stage')!.dataset.tick) > before,
      Number(tick),
    );
    // Leaving the window (blur) pauses too.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.waitForSelector('.puyo-stage[data-state="paused"]');
    // And so does the page being hidden (another tab, a locked phone) while the window keeps its focus.
    await page.getByRole('button', { name: 'Resume' }).first().click();
    await page.waitForSelector('.puyo-stage[data-state="playing"]');
    await page.evaluate(() => {
      Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await page.waitForSelector('.puyo-stage[data-state="paused"]');
    expect(await page.isVisible('.puyo-cover')).toBe(true);
  });

  it('the same address deals the same pairs', async () => {
    const a = await openMatch('?ai=hard&seed=same-deal');
    const b = await openMatch('?ai=hard&seed=same-deal');
    const c = await openMatch('?ai=hard&seed=other-deal');
    const next = (page: Page) => page.getAttribute('.puyo-stage', 'data-deal');
    expect(await next(a)).toMatch(/^([RGBYP]{2},){7}[RGBYP]{2}$/);
    expect(await next(a)).toBe(await next(b));
    expect(await next(a)).not.toBe(await next(c));
    // The engine's own deal for that seed, both sides' queue; its first two pairs from three colours at most.
    const queue = makeQueue('same-deal');
    expect(await next(a)).toBe(
      queue
        .slice(0, 8)
        .map((pair) => CELL_CHARS[pair.pivot] + CELL_CHARS[pair.child])
        .join(','),
    );
    expect(new Set(queue.slice(0, 2).flatMap((pair) => [pair.pivot, pair.child])).size).toBeLessThanOrEqual(
      3,
    );
  });
});
