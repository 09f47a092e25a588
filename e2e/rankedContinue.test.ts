/**
 * Ranked Minesweeper left and come back to, in Chromium against the real server (issue 14): a reload goes on with
 * the ranked game in play (the same game id, the cells the server kept drawn again, its clock run on), in
 * Japanese on a phone; a game the server finished meanwhile, one it does not have and a kept save that cannot be
 * read are each said and set aside; and while the name form shows, the board is covered and takes no click until
 * a name is chosen or the player goes back to free play.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { translator } from '../src/web/i18n/index.ts';
import { cellPoint, clickCell, movesMade, phase, waitForGame } from './board.ts';
import { useTestApp } from './harness.ts';
import { englishSentences, noticeText } from './language.ts';
import { chooseName, getJson, keepPlayer, keptGame } from './rankedPage.ts';
import { dealtBoard, HUMAN_GAP_MS, nextOpen, postJson, see, seenBoard, watchServer } from './rankedPlay.ts';
import { clearOfUtcBoundary, DAILY_SPAN_MS } from './utcPeriod.ts';

const app = useTestApp();
const ja = translator('ja');
const en = translator('en');

const statusIs = (page: Page, text: string) =>
  page.waitForFunction((want) => document.querySelector('.game-status')?.textContent === want, text);

/** The board's pixels (the counters and the clock left out). */
const boardShot = (page: Page) => page.locator('.board-scroller').screenshot();

describe('a ranked Minesweeper game left and come back to', () => {
  it('goes on after a reload with the same game, its cells and its clock, in Japanese on a phone', async () => {
    const page = await app().newPage({ locale: 'ja-JP', viewport: { width: 390, height: 844 } });
    await keepPlayer(app().url, page, 'Hana');
    const seen = watchServer(page);
    await page.goto('/mines?level=beginner&mode=ranked');
    const ready = ja('mines.ranked.ready', { level: ja('mines.level.beginner') });
    // Two opening clicks that leave the game in play (a game lost or won at once is dealt again by the face).
    for (;;) {
      await statusIs(page, ready);
      const board = await dealtBoard(seen);
      for (let i = 0; i < 2 && (await phase(page)) !== 'lost' && (await phase(page)) !== 'won'; i++) {
        await clickCell(page, nextOpen(board));
        await page.waitForTimeout(HUMAN_GAP_MS);
      }
      if ((await phase(page)) === 'playing') break;
      seen.board = undefined;
      await page.click('.face');
    }
    const kept = await keptGame(page, 'mines');
    expect(kept).toMatchObject({ level: 'beginner', daily: false });
    const moves = await movesMade(page);
    const before = await boardShot(page);
    await page.waitForTimeout(1500);

    await page.reload();
    await statusIs(page, ja('mines.ranked.continued', { level: ja('mines.level.beginner') }));
    expect(await keptGame(page, 'mines')).toEqual(kept);
    expect(await movesMade(page)).toBe(moves);
    expect(await phase(page)).toBe('playing');
    expect((await boardShot(page)).equals(before)).toBe(true);
    expect(await page.getAttribute('[data-mode="ranked"]', 'aria-pressed')).toBe('true');
    const server = await getJson(app().url, `/api/games/${kept!.gameId}`);
    expect(server.play.moves.split('; ')).toHaveLength(moves);
    // The clock is the server's, run on while the page was gone: more than the 1.5 s waited.
    await page.waitForTimeout(300);
    expect(Number(await page.textContent('[data-counter="time"]'))).toBeGreaterThanOrEqual(2);
    expect(await englishSentences(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app().screenshot(page, 'ranked-mines-continued-ja-phone');

    // A click after the reload is played on the same game on the server, chosen from the cells it kept.
    const board = seenBoard(9, 9, 10);
    see(board, server.play.cells);
    await clickCell(page, nextOpen(board));
    const after = await getJson(app().url, `/api/games/${kept!.gameId}`);
    if (after.finished) expect(after.result.status).toMatch(/^(lost|ranked|held)$/);
    else expect(after.play.moves.split('; ')).toHaveLength(moves + 1);
  });

  it('drops a game the server finished meanwhile, or does not have, and says so', async () => {
    const page = await app().newPage();
    const { secret } = await keepPlayer(app().url, page, 'Iris');
    await page.goto('/mines?level=beginner&mode=ranked');
    await statusIs(page, en('mines.ranked.ready', { level: en('mines.level.beginner') }));
    const kept = (await keptGame(page, 'mines'))!;
    // The game is played to its end elsewhere (by its player, with the secret): every cell opened in turn.
    for (let index = 0; index < 81; index++) {
      const answer = await postJson<{ phase: string }>(
        new URL(`/api/games/${kept.gameId}/moves`, app().url).href,
        {
          kind: 'open',
          x: index % 9,
          y: Math.floor(index / 9),
          secret,
        },
      );
      if (answer.body.phase === 'won' || answer.body.phase === 'lost') break;
    }
    await page.reload();
    await page.waitForSelector('#notices .notice');
    expect(await noticeText(page)).toBe(en('ranked.kept.over'));
    // A new ranked game is dealt, as the address asks.
    await statusIs(page, en('mines.ranked.ready', { level: en('mines.level.beginner') }));
    const dealt = (await keptGame(page, 'mines'))!;
    expect(dealt.gameId).not.toBe(kept.gameId);
    await app().screenshot(page, 'ranked-mines-kept-over');

    const gone = await app().newPage();
    await gone.goto('/');
    await gone.evaluate(
      (data) => {
        localStorage.setItem('arcade.ranked.mines.game', JSON.stringify({ version: 1, data }));
      },
      { gameId: 'A'.repeat(22), level: 'expert', daily: false },
    );
    await gone.goto('/mines');
    await gone.waitForSelector('#notices .notice');
    expect(await noticeText(gone)).toBe(en('ranked.kept.gone'));
    await waitForGame(gone);
    expect(await keptGame(gone, 'mines')).toBeNull();
    expect(await gone.getAttribute('[data-mode="free"]', 'aria-pressed')).toBe('true');

    const corrupt = await app().newPage({ locale: 'ja-JP' });
    await corrupt.goto('/');
    await corrupt.evaluate(() => localStorage.setItem('arcade.ranked.mines.game', '{"version":1,'));
    await corrupt.goto('/mines');
    await corrupt.waitForSelector('#notices .notice');
    expect(await noticeText(corrupt)).toBe(ja('notice.corrupt', { what: ja('save.rankedGame') }));
    expect(await corrupt.evaluate(() => localStorage.getItem('arcade.ranked.mines.game.corrupt'))).toBe(
      '{"version":1,',
    );
    await waitForGame(corrupt);
  });

  it('covers the board while the name form shows, until a name is chosen or free play is picked', async () => {
    const page = await app().newPage();
    await page.goto('/mines?level=beginner&mode=ranked&seed=gate');
    await page.waitForSelector('.ranked-gate');
    await waitForGame(page);
    expect(await page.textContent('.ranked-gate p')).toBe(en('ranked.gate.text'));
    await app().screenshot(page, 'ranked-mines-name-gate');
    // The name field has the focus; a click on the board reaches the cover, not the free game under it, and the
    // board can take no focus (so no keys).
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('ranked-name');
    await page.mouse.click(...(await point(page, 40)));
    await page.focus('.board-scroller');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('board-scroller'))).toBe(
      false,
    );
    await page.waitForTimeout(300);
    expect(await movesMade(page)).toBe(0);
    expect(await page.$eval('.board-scroller', (board) => (board as HTMLElement).inert)).toBe(true);
    // Back to free play is back to the free game under the cover, at once, and the click right after it plays
    // there (a new game dealt instead took no click until its worker answered: on a loaded machine, after it).
    await page.getByRole('button', { name: en('ranked.gate.free') }).click();
    expect(await page.isVisible('.ranked-gate')).toBe(false);
    expect(await page.getAttribute('[data-mode="free"]', 'aria-pressed')).toBe('true');
    await clickCell(page, { x: 4, y: 4 });
    expect(await movesMade(page)).toBe(1);
    expect(await phase(page)).toBe('playing'); // the seed's first click opens no mine and wins nothing
    // A free game in play goes on after a look at the cover, as it was left.
    await page.click('[data-mode="ranked"]');
    await page.waitForSelector('.ranked-gate');
    await page.getByRole('button', { name: en('ranked.gate.free') }).click();
    expect(await page.textContent('.game-status')).toBe(en('mines.status.playing'));
    expect(await movesMade(page)).toBe(1);

    await page.click('[data-mode="ranked"]');
    await page.waitForSelector('.ranked-gate');
    await chooseName(page, 'Gate keeper', en('ranked.name.choose'));
    await statusIs(page, en('mines.ranked.ready', { level: en('mines.level.beginner') }));
    expect(await page.isVisible('.ranked-gate')).toBe(false);
    await clickCell(page, { x: 4, y: 4 });
    expect(await keptGame(page, 'mines')).toMatchObject({ level: 'beginner' });
  });

  it("says today's challenge is played once when it is asked for again", {
    timeout: 60_000 + DAILY_SPAN_MS,
  }, async () => {
    await clearOfUtcBoundary('day', DAILY_SPAN_MS);
    const page = await app().newPage();
    await keepPlayer(app().url, page, 'Jun');
    await page.goto('/mines?level=beginner&mode=daily');
    await statusIs(page, en('mines.ranked.ready', { level: en('mines.level.beginner') }));
    const kept = (await keptGame(page, 'mines'))!;
    expect(kept.daily).toBe(true);
    await clickCell(page, { x: 4, y: 4 });
    await page.click('.face'); // the face deals again: today's challenge is not dealt twice
    await statusIs(page, en('ranked.dailyOnce'));
    expect(await page.getAttribute('[data-mode="daily"]', 'aria-pressed')).toBe('true');
  });

  it('covers the board on a phone in Japanese, in the dark, too', async () => {
    const page = await app().newPage({
      locale: 'ja-JP',
      viewport: { width: 390, height: 844 },
      hasTouch: true,
    });
    await page.goto('/');
    await page.evaluate(() => {
      const data = { language: 'ja', theme: 'dark', sound: false };
      localStorage.setItem('arcade.settings', JSON.stringify({ version: 1, data }));
    });
    await page.goto('/mines?level=beginner&mode=daily');
    await page.waitForSelector('.ranked-gate');
    expect(await page.textContent('.ranked-gate')).toBe(ja('ranked.gate.text') + ja('ranked.gate.free'));
    await page.tap('.board-slot');
    await page.waitForTimeout(300);
    expect(await movesMade(page)).toBe(0);
    expect(await englishSentences(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await app().screenshot(page, 'ranked-mines-name-gate-ja-dark-phone');
  });
});

async function point(page: Page, index: number): Promise<[number, number]> {
  const { x, y } = await cellPoint(page, { x: index % 9, y: Math.floor(index / 9) });
  return [x, y];
}
