/**
 * Ranked Puyo in a real browser against the real server: a name chosen on the page, a match against `gentle`
 * dealt by the server and played by keys (the human soft-drops every pair and tops out), its log posted and
 * replayed on the server (the computer re-run must press what the page's pressed: status not refused), the record
 * opened from /puyo?record=ID ending on the match's last fields; ranked practice in Japanese on a phone; and a
 * record that is not there said in Japanese.
 */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';
import { chooseName, getJson, settled, stage, topOut } from './rankedPage.ts';
import { clearOfUtcBoundary, DAILY_SPAN_MS } from './utcPeriod.ts';

const app = useTestApp();

describe('ranked Puyo', () => {
  it('deals a match against gentle, plays it by keys, and the server proves the log; its record replays', async () => {
    const page = await app().newPage();
    await page.goto('/puyo');
    await page.getByRole('button', { name: 'Ranked match' }).click();
    expect(await page.textContent('.game-status')).toBe('Choose a name (beside the fields) to play ranked.');
    await chooseName(page, 'Puyo tester', 'Choose this name');
    await page.getByRole('button', { name: 'Ranked match' }).click();
    await page.waitForSelector('.puyo-stage[data-ranked][data-state="playing"]');
    const dealt = await stage(page);
    expect(dealt.ai).toBe('gentle');
    const game = await getJson(app().url, `/api/games/${dealt.ranked}`);
    expect(game).toMatchObject({ game: 'puyo', level: 'gentle', seed: dealt.seed });
    expect(await page.textContent('.game-status')).toContain('the server will replay it');
    await topOut(page);
    const fields = (await stage(page)).fields;
    const line = await settled(page);
    expect(['lost', 'ranked']).toContain(line.status); // replayed and proved, not refused
    expect(line.text).toMatch(/^Verified by the server: (Lost|Ranked), score [\d,]+\./);
    const record = await getJson(app().url, `/api/records/${line.record}`);
    expect(record).toMatchObject({ game: 'puyo', board: 'gentle', verification: 'verified' });
    expect(record.status).not.toBe('refused');
    const links = await page.$$eval('.puyo-result-card .ranked-links a', (as) =>
      as.map((a) => a.getAttribute('href')),
    );
    expect(links).toEqual(['/leaderboards?game=puyo&level=gentle&by=score', `/puyo?record=${line.record}`]);
    await app().screenshot(page, 'ranked-puyo-verified');

    await page.goto(`/puyo?record=${line.record}`);
    await page.waitForSelector('.puyo-replay[data-state="ended"]');
    const viewer = await page.evaluate(() => ({
      ...document.querySelector<HTMLElement>('.puyo-replay')!.dataset,
    }));
    expect(viewer.fields).toBe(fields); // the record's last tick: the match's own end
    expect(await page.textContent('.replay-record')).toBe(
      `Record ${line.record}: Puyo tester, ${line.status === 'lost' ? 'Lost' : 'Ranked'}`,
    );
    await app().screenshot(page, 'ranked-puyo-record-replay');
    expect(app().pageErrors).toEqual([]);
  });

  it("deals today's challenge against the opponent picked last, once a day", {
    timeout: 60_000 + DAILY_SPAN_MS,
  }, async () => {
    await clearOfUtcBoundary('day', DAILY_SPAN_MS);
    const page = await app().newPage();
    await page.goto('/puyo');
    await chooseName(page, 'Daily tester', 'Choose this name');
    await page.getByRole('button', { name: 'Daily challenge' }).click();
    await page.waitForSelector('.puyo-stage[data-ranked][data-state="playing"]');
    const dealt = await stage(page);
    expect(await getJson(app().url, `/api/games/${dealt.ranked}`)).toMatchObject({
      game: 'puyo',
      level: dealt.ai,
      daily: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), // the day dealt (UTC)
      seed: dealt.seed,
    });
    await page.getByRole('button', { name: 'Daily challenge' }).click();
    await page.waitForFunction(() =>
      document
        .querySelector('.game-status')
        ?.textContent?.startsWith("Today's challenge is played once a day"),
    );
    expect((await stage(page)).ranked).toBe(dealt.ranked); // the match dealt first goes on
  });

  it('plays ranked practice in Japanese on a phone, and says a missing record in Japanese', async () => {
    const page = await app().newPage({
      viewport: { width: 390, height: 844 },
      locale: 'ja-JP',
      hasTouch: true,
    });
    await page.goto('/puyo');
    await chooseName(page, 'とことん', 'この名前にする');
    await page.getByRole('button', { name: 'ランキングとことん' }).click();
    await page.waitForSelector('.puyo-stage[data-ranked][data-mode="solo"][data-state="playing"]');
    expect(await page.textContent('.game-status')).toBe(
      'ランキングとことんです。サーバーが置き方を再生して確かめます。',
    );
    await topOut(page);
    const practice = await stage(page);
    const line = await settled(page);
    expect(['ranked', 'held']).toContain(line.status);
    expect(line.text).toMatch(/^サーバーが検証しました: (ランキング入り|担当者の確認待ち)、得点 [\d,]+。/);
    const record = await getJson(app().url, `/api/records/${line.record}`);
    expect(record).toMatchObject({ game: 'puyo', board: 'solo', verification: 'verified' });
    await app().screenshot(page, 'ranked-puyo-solo-ja-phone');

    // The practice's record replays placement by placement, opened on its end.
    await page.goto(`/puyo?record=${line.record}`);
    await page.waitForSelector('.puyo-replay[data-mode="solo"][data-state="ended"]');
    const viewer = () =>
      page.evaluate(() => ({ ...document.querySelector<HTMLElement>('.puyo-replay')!.dataset }));
    const end = await viewer();
    expect(end.field).toBe(practice.field);
    expect(end.score).toBe(String(record.score));
    expect(end.pairs).toBe(String(JSON.parse(record.log).length));
    expect(await page.textContent('.replay-record')).toMatch(new RegExp(`^記録 ${line.record}: とことん、`));
    await app().screenshot(page, 'ranked-puyo-solo-record-ja-phone');
    await page.getByRole('button', { name: '最初の手' }).click();
    await page.waitForSelector('.puyo-replay[data-pairs="0"]');
    expect((await viewer()).score).toBe('0');

    await page.goto('/puyo?record=999999');
    await page.waitForSelector('.game-status[data-status="failed"]');
    const status = await page.textContent('.game-status');
    expect(status).toMatch(/^記録 999999 を開けませんでした: /);
    expect(status).not.toMatch(/[A-Za-z]{3,}/); // no English on a Japanese page
    await app().screenshot(page, 'ranked-puyo-missing-record-ja-phone');
    expect(app().pageErrors).toEqual([]);
  });
});
