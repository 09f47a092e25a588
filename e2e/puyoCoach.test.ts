/** The coach in a real browser: its rings are where decide() puts the pair, for what the human saw. */
import { describe, expect, it } from 'vitest';
import { type AiRequest, decide } from '../src/puyo/ai/index.ts';
import { DEFAULT_PUYO_SETTINGS } from '../src/web/puyo/playSettings.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();

describe('the coach', () => {
  // The strongest AI thinks three times in the page's worker and three times here: minutes on a loaded machine.
  it('shows where the strongest AI would put each pair, as decide() says', { timeout: 180_000 }, async () => {
    const page = await app().newPage();
    await page.addInitScript(
      (data) => {
        localStorage.setItem('arcade.puyo.settings', JSON.stringify({ version: 1, data }));
      },
      { ...DEFAULT_PUYO_SETTINGS, coach: true },
    );
    await page.goto('/puyo?ai=gentle&seed=coach');
    // Advice that comes after its pair has gone is dropped (a loaded machine may be that slow): take each that shows.
    let last = -1;
    for (let k = 0; k < 3; k++) {
      await page.waitForFunction(
        (n) =>
          Number(document.querySelector<HTMLElement>('.puyo-stage')?.dataset.coach?.split(':')[0] ?? -1) > n,
        last,
        { timeout: 30_000 },
      );
      if (k === 0) await app().screenshot(page, 'puyo-coach');
      const { coach, request, field, text } = await page.evaluate(() => {
        const data = document.querySelector<HTMLElement>('.puyo-stage')!.dataset;
        const text = document.querySelector('.puyo-coach')!.textContent;
        return { coach: data.coach!, request: data.coachRequest!, field: data.field!, text };
      });
      const pair = Number(coach.split(':')[0]);
      last = pair;
      const asked = JSON.parse(request) as AiRequest;
      expect(asked.field).toBe(field);
      const { placement, stats } = decide('strongest', asked);
      expect(coach).toBe(`${pair}:${placement.col},${placement.rot}`);
      expect(text).toBe(
        `Coach: the dashed rings build towards a ${stats.expectedChains}-chain worth ${stats.expectedScore.toLocaleString('en')}.`,
      );
      // Follow the advice: turn and move as planned, then drop.
      const [col, rot] = coach.split(':')[1].split(',').map(Number);
      for (let r = 0; r < rot; r++) await page.keyboard.press('KeyX');
      const piece = async () =>
        (await page.getAttribute('.puyo-stage', 'data-piece'))!.split(',').map(Number);
      for (let guard = 0; guard < 8 && (await piece())[0] !== col; guard++) {
        await page.keyboard.press((await piece())[0] > col ? 'ArrowLeft' : 'ArrowRight');
        await page.waitForTimeout(40);
      }
      await page.keyboard.down('ArrowDown');
      await page.waitForFunction(
        (n) => Number(document.querySelector<HTMLElement>('.puyo-stage')!.dataset.pair) > n,
        pair,
      );
      await page.keyboard.up('ArrowDown');
    }
  });
});
