/**
 * Ranked Puyo's rules on the page, in Chromium against the real server (issue 14): a real-time match cannot be
 * paused fairly, so a ranked match left before its end (a reload, another game started) is lost, said beside the
 * fields before it and in a notice after, and kept as lost by the server; the next game after a ranked one keeps
 * its mode (the next ranked match against the same opponent, a new ranked practice) and today's challenge, played
 * once, says so instead of a rematch; and while the name form waits the fields are covered and the free match
 * under them paused, in Japanese on a phone.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translator } from '../src/web/i18n/index.ts';
import { keyName } from '../src/web/puyo/keyNames.ts';
import { DEFAULT_PUYO_SETTINGS } from '../src/web/puyo/playSettings.ts';
import { useTestApp } from './harness.ts';
import { englishSentences, noticeText } from './language.ts';
import { chooseName, getJson, keepPlayer, keptGame, settled, stage, topOut } from './rankedPage.ts';

const app = useTestApp();
const ja = translator('ja');
const en = translator('en');

/** Waits until the server has kept the game's result; the game as GET /api/games/:id tells it. */
async function finishedGame(gameId: string) {
  for (let tries = 0; tries < 100; tries++) {
    const game = await getJson(app().url, `/api/games/${gameId}`);
    if (game.finished) return game;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`game ${gameId} has no result`);
}

const dealtNew = (page: Page, old: string) =>
  page.waitForFunction((gameId) => {
    const data = document.querySelector<HTMLElement>('.puyo-stage')?.dataset;
    return data?.state === 'playing' && data.ranked !== undefined && data.ranked !== gameId;
  }, old);

describe('ranked Puyo rules on the page', () => {
  it('says a ranked match left is lost, and a reload keeps it lost on the server', async () => {
    const page = await app().newPage();
    const rin = await keepPlayer(app().url, page, 'Rin');
    await page.goto('/puyo');
    expect(await page.textContent('.ranked-rule')).toBe(en('puyo.ranked.rule'));
    await page.getByRole('button', { name: en('puyo.ranked.match') }).click();
    await page.waitForSelector('.puyo-stage[data-ranked][data-state="playing"]');
    const kept = (await keptGame(page, 'puyo'))!;
    expect(kept).toEqual({ gameId: (await stage(page)).ranked, level: 'gentle', daily: false });
    await page.waitForTimeout(1000);
    await page.reload();
    await page.waitForSelector('#notices .notice');
    expect(await noticeText(page)).toBe(en('puyo.ranked.forfeited', { level: en('puyo.ai.gentle') }));
    expect(await page.locator('#notices .notice').count()).toBe(1); // not the page's own word on it as well
    const game = await finishedGame(kept.gameId);
    expect(game.result).toMatchObject({ status: 'lost' });
    expect(await keptGame(page, 'puyo')).toBeNull();
    const board = await getJson(app().url, '/api/leaderboards?game=puyo&level=gentle&by=wins');
    expect(board).toMatchObject({ played: 1, wins: 0 });
    await app().screenshot(page, 'ranked-puyo-forfeited');
    // The player's page says how it was lost, with no replay: a match left has no log.
    await page.goto(`/players/${rin.id}`);
    const row = `.player-page tr[data-result="${game.result.id}"]`;
    await page.waitForSelector(row);
    expect(await page.textContent(`${row} .status`)).toBe(en('ranked.status.forfeited'));
    expect(await page.textContent(`${row} .replay`)).toBe('');
  });

  it('offers no pause in a ranked match: no button, P and Esc do nothing, leaving the window does not stop it', async () => {
    const page = await app().newPage();
    await keepPlayer(app().url, page, 'Kai');
    await page.goto('/puyo?ai=easy&seed=e2e-no-pause');
    await page.waitForSelector('.puyo-stage[data-state="playing"]'); // a free match first: it pauses...
    await page.keyboard.press('KeyP');
    await page.waitForSelector('.puyo-stage[data-state="paused"]');
    expect(await page.isVisible('.puyo-pause-button')).toBe(true);
    await page.getByRole('button', { name: en('puyo.ranked.match') }).click();
    await page.waitForSelector('.puyo-stage[data-ranked][data-state="playing"]');
    expect(await page.isVisible('.puyo-pause-button')).toBe(false); // ...a ranked one does not
    const first = (keys: readonly string[]) => keyName(keys[0]);
    const { left, right, rotateCcw, rotateCw, softDrop } = DEFAULT_PUYO_SETTINGS.keys;
    const keys = {
      left: first(left),
      right: first(right),
      ccw: first(rotateCcw),
      cw: first(rotateCw),
      drop: first(softDrop),
    };
    expect(await page.textContent('.puyo-help')).toBe(en('puyo.ranked.help', keys));
    expect(await page.textContent('.ranked-rule')).toBe(en('puyo.ranked.rule'));
    const tickNow = async () => Number((await stage(page)).tick);
    for (const leave of [
      () => page.keyboard.press('KeyP'),
      () => page.keyboard.press('Escape'),
      () => page.evaluate(() => window.dispatchEvent(new Event('blur'))),
    ]) {
      await leave();
      const before = await tickNow();
      await page.waitForFunction(
        (tick) => Number(document.querySelector<HTMLElement>('.puyo-stage')!.dataset.tick) > tick + 10,
        before,
      );
      expect((await stage(page)).state).toBe('playing');
      expect(await page.isVisible('.puyo-cover')).toBe(false);
    }
    await app().screenshot(page, 'ranked-puyo-no-pause');
  });

  it('deals the next ranked match, or practice, after a ranked one; today’s challenge is once a day', async () => {
    const page = await app().newPage();
    await keepPlayer(app().url, page, 'Sora');
    await page.goto('/puyo');
    await page.getByRole('button', { name: en('puyo.ranked.match') }).click();
    await page.waitForSelector('.puyo-stage[data-ranked][data-state="playing"]');
    const first = (await stage(page)).ranked!;
    await topOut(page);
    await settled(page);
    expect(await page.textContent('.puyo-result-card .puyo-again')).toBe(en('puyo.ranked.again'));
    expect(await page.isVisible(`.puyo-result-card button:has-text("${en('puyo.rematch')}")`)).toBe(false);
    await app().screenshot(page, 'ranked-puyo-next-match');
    await page.click('.puyo-result-card .puyo-again');
    await dealtNew(page, first);
    const second = await stage(page);
    expect(second.ai).toBe('gentle');
    expect(await getJson(app().url, `/api/games/${second.ranked}`)).toMatchObject({
      level: 'gentle',
      daily: null,
    });
    expect((await finishedGame(first)).result.status).not.toBe('refused');

    // Another game started in the middle of a ranked match leaves it: lost, as the rule says.
    await page.getByRole('button', { name: en('puyo.solo'), exact: true }).click();
    await page.waitForSelector('.puyo-stage[data-mode="solo"][data-state="playing"]');
    expect((await finishedGame(second.ranked!)).result).toMatchObject({ status: 'lost' });

    await page.getByRole('button', { name: en('puyo.ranked.daily') }).click();
    await dealtNew(page, second.ranked!);
    const daily = (await stage(page)).ranked!;
    await topOut(page);
    await settled(page);
    expect(await page.isVisible('.puyo-result-card .puyo-again')).toBe(false);
    expect(await page.textContent('.puyo-result-card .puyo-result-note')).toBe(en('ranked.dailyOnce'));
    await app().screenshot(page, 'ranked-puyo-daily-once');

    await page.getByRole('button', { name: en('puyo.ranked.solo') }).click();
    await dealtNew(page, daily);
    const practice = (await stage(page)).ranked!;
    await page.getByRole('button', { name: en('puyo.solo.end') }).click();
    await page.waitForSelector('.puyo-stage[data-state="over"]');
    expect(await page.textContent('.puyo-result-card .puyo-again')).toBe(en('puyo.ranked.soloAgain'));
    expect(await page.isVisible(`.puyo-result-card button:has-text("${en('puyo.solo.same')}")`)).toBe(false);
    await page.click('.puyo-result-card .puyo-again');
    await dealtNew(page, practice);
    expect(await stage(page)).toMatchObject({ mode: 'solo' });
    expect((await getJson(app().url, `/api/games/${(await stage(page)).ranked}`)).level).toBe('solo');
  });

  it('covers the fields while the name form waits, then deals once a name is chosen, in Japanese on a phone', async () => {
    const page = await app().newPage({
      locale: 'ja-JP',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    await page.goto('/puyo?ai=gentle');
    await page.waitForSelector('.puyo-stage[data-state="playing"]');
    await page.getByRole('button', { name: ja('puyo.ranked.match') }).click();
    await page.waitForSelector('.puyo-stage .ranked-gate');
    // The free match under the cover is paused, and its keys and pad do nothing.
    expect((await stage(page)).state).toBe('paused');
    await page.click('.ranked-gate p'); // out of the name field: a key now goes to the page
    await page.keyboard.press('p');
    expect((await stage(page)).state).toBe('paused');
    expect(await page.$eval('.puyo-stage canvas', (canvas) => (canvas as HTMLElement).inert)).toBe(true);
    expect(await englishSentences(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app().screenshot(page, 'ranked-puyo-name-gate-ja-phone');
    await page.getByRole('button', { name: ja('ranked.gate.free') }).click();
    expect(await page.isVisible('.ranked-gate')).toBe(false);

    await page.getByRole('button', { name: ja('puyo.ranked.match') }).click();
    await page.waitForSelector('.puyo-stage .ranked-gate');
    await chooseName(page, 'ぷよ好き', ja('ranked.name.choose'));
    await page.waitForSelector('.puyo-stage[data-ranked][data-state="playing"]');
    expect(await page.isVisible('.ranked-gate')).toBe(false);
    expect(await page.textContent('.ranked-rule')).toBe(ja('puyo.ranked.rule'));
    const gameId = (await stage(page)).ranked!;
    await page.reload();
    await page.waitForSelector('#notices .notice');
    expect(await noticeText(page)).toBe(ja('puyo.ranked.forfeited', { level: ja('puyo.ai.gentle') }));
    expect((await finishedGame(gameId)).result).toMatchObject({ status: 'lost' });
    expect((await stage(page)).state).toBe('setup'); // its deal is not played again unranked
    expect(await englishSentences(page)).toEqual([]);
    await app().screenshot(page, 'ranked-puyo-forfeited-ja-phone');
  });
});
