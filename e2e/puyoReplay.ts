/** Puyo matches made in a test, kept in the page's replay list as the page saves them. */
import type { Page } from 'playwright-core';
import type { newMatch } from '../src/puyo/index.ts';
import { makeInputLog } from '../src/web/puyo/inputLog.ts';

export interface KeptMatch {
  ai: string;
  seed: string;
  result: string;
  match: ReturnType<typeof newMatch>;
  inputs: readonly number[];
}

/** Puts the match in the page's replay list, opens /puyo and starts its replay. */
export async function openKeptReplay(
  page: Page,
  { ai, seed, result, match, inputs }: KeptMatch,
): Promise<void> {
  const saved = {
    ai,
    seed,
    at: 1_700_000_000_000,
    result,
    ticks: match.tick,
    scores: [match.players[0].score, match.players[1].score],
    log: makeInputLog(inputs),
  };
  await page.addInitScript((data) => {
    localStorage.setItem('arcade.puyo.replays', JSON.stringify({ version: 1, data: [data] }));
  }, saved);
  await page.goto('/puyo');
  await page.locator('.puyo-replays button').click();
}
