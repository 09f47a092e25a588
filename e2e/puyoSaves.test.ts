/**
 * Puyo Puyo's saves in a real browser (issue 13 §4): settings, replays and records that cannot be read are each
 * reported and set aside under `<key>.corrupt`, the page plays on with defaults and keeps the next match afresh;
 * the replay list keeps the last 20 matches, newest first.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PUYO_SETTINGS } from '../src/web/puyo/playSettings.ts';
import { KEPT_REPLAYS, type SavedMatch } from '../src/web/puyo/saves.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();

/** A page whose storage holds `saves` before the app first reads it. */
async function pageWithSaves(saves: Record<string, string>): Promise<Page> {
  const page = await app().newPage();
  await page.goto('/settings');
  await page.waitForSelector('main[data-ready]');
  await page.evaluate((entries) => {
    for (const [key, text] of Object.entries(entries)) localStorage.setItem(key, text);
  }, saves);
  return page;
}

/** Holds down in the spawn column against gentle until the human tops out (the computer wins). */
async function loseQuickly(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Boolean(document.querySelector<HTMLElement>('.puyo-stage')?.dataset.piece),
  );
  await page.keyboard.down('ArrowDown');
  await page.waitForSelector('.puyo-stage[data-state="over"]', { timeout: 90_000 });
  await page.keyboard.up('ArrowDown');
}

const saved = (data: unknown) => JSON.stringify({ version: 1, data });

describe('Puyo Puyo saves', () => {
  it('sets aside settings, replays and records it cannot read, says so, and plays on with defaults', async () => {
    const badSettings = saved({ ...DEFAULT_PUYO_SETTINGS, das: 9999 });
    const badReplays = saved([
      { ai: 'gentle', seed: 's', at: 1, result: 'lost', ticks: 10, scores: [0, 0], log: '0*10,x' },
    ]);
    const badRecords = '{"version": 1, "data": ';
    const page = await pageWithSaves({
      'arcade.puyo.settings': badSettings,
      'arcade.puyo.replays': badReplays,
      'arcade.puyo.records': badRecords,
    });
    await page.goto('/puyo?ai=gentle&seed=saves-bad');
    await page.waitForSelector('.puyo-stage[data-state="playing"]');
    await expect.poll(() => page.locator('.notice').count()).toBe(3);
    const notices = await page.locator('.notice p').allTextContents();
    for (const what of ['Puyo Puyo controls', 'Puyo Puyo replays', 'Puyo Puyo records'])
      expect(notices).toContain(
        `Your saved ${what} could not be read, so it was set aside (a copy stays in this browser). Everything else is fine.`,
      );
    const stored = await page.evaluate(() => ({
      settings: localStorage.getItem('arcade.puyo.settings.corrupt'),
      replays: localStorage.getItem('arcade.puyo.replays.corrupt'),
      records: localStorage.getItem('arcade.puyo.records.corrupt'),
    }));
    expect(stored).toEqual({ settings: badSettings, replays: badReplays, records: badRecords });
    await app().screenshot(page, 'puyo-saves-set-aside');

    // The default keys are in use (Z turns left), and the lists start empty.
    expect(await page.textContent('.puyo-help')).toContain('Z and X turn');
    expect(await page.textContent('.puyo-replays')).toContain('No matches played yet.');
    await loseQuickly(page);
    expect(await page.locator('.puyo-replays li').count()).toBe(1);
    expect(await page.textContent('.puyo-records .stat:nth-child(1) dd')).toBe('1');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('arcade.puyo.replays')!));
    expect(kept.data).toHaveLength(1);
    expect(kept.data[0].seed).toBe('saves-bad');
  });

  it('keeps the last 20 matches, newest first, dropping the oldest', async () => {
    // Twenty kept matches, newest first, told apart by the human's score: 100 (newest) to 119 (oldest).
    const list: SavedMatch[] = Array.from({ length: KEPT_REPLAYS }, (_, i) => ({
      ai: 'easy',
      seed: `old-${i}`,
      at: 1_700_000_000_000 - i * 60_000,
      result: 'lost',
      ticks: 600,
      scores: [100 + i, 0],
      log: '0*600',
    }));
    const page = await pageWithSaves({ 'arcade.puyo.replays': saved(list) });
    await page.goto('/puyo?ai=gentle&seed=saves-twenty-first');
    await page.waitForSelector('.puyo-stage[data-state="playing"]');
    const items = page.locator('.puyo-replays li');
    expect(await items.count()).toBe(KEPT_REPLAYS);
    expect(await items.first().textContent()).toBe('Easy: The computer wins. 100 to 0, 0:10');
    expect(await items.last().textContent()).toBe('Easy: The computer wins. 119 to 0, 0:10');
    await loseQuickly(page);
    const scores = await page.getAttribute('.puyo-stage', 'data-scores');
    const [you, cpu] = scores!.split(',').map(Number);
    expect(await items.count()).toBe(KEPT_REPLAYS);
    expect(await items.first().textContent()).toMatch(
      new RegExp(
        `^Gentle: The computer wins\\. ${you.toLocaleString('en')} to ${cpu.toLocaleString('en')}, `,
      ),
    );
    expect(await items.nth(1).textContent()).toBe('Easy: The computer wins. 100 to 0, 0:10');
    expect(await items.last().textContent()).toBe('Easy: The computer wins. 118 to 0, 0:10');
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('arcade.puyo.replays')!));
    expect(kept.data.map((match: SavedMatch) => match.seed)).toEqual([
      'saves-twenty-first',
      ...list.slice(0, KEPT_REPLAYS - 1).map((match) => match.seed),
    ]);
  });
});
