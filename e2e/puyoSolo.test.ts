/**
 * Solo practice (Tokoton) in a real browser: pairs played by keys, undo, the end, and a summary that must be what
 * the engine makes of the page's own log (data-moves: column, turn and soft-drop points of each pair); Japanese,
 * the phone with its touch pad, and the dark theme.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { replay } from '../src/core/game.ts';
import { makeField, newSolo, type SoloMove, soloGame, soloPair } from '../src/puyo/index.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();

const stage = (page: Page) =>
  page.evaluate(() => ({ ...document.querySelector<HTMLElement>('.puyo-stage')!.dataset }));

const movesOf = (text: string | undefined): SoloMove[] =>
  (text ?? '')
    .split(' ')
    .filter(Boolean)
    .map((move) => {
      const [col, rot, drop] = move.split(',').map(Number);
      return { col, rot, drop };
    });

/** What the engine makes of the page's log. */
function engineAfter(seed: string, moves: readonly SoloMove[]) {
  const replayed = replay(soloGame, { params: null, seed, moves });
  if (!replayed.ok) throw new Error(replayed.error.error);
  return replayed.value;
}

/** A seed whose first two pairs are all one colour: both upright in column 1 pop as four, an all clear. */
function popSeed(): string {
  for (let i = 0; ; i++) {
    const state = newSolo(`solo-${i}`);
    const [a, b] = [soloPair(state, 0), soloPair(state, 1)];
    if (new Set([a.pivot, a.child, b.pivot, b.child]).size === 1) return `solo-${i}`;
  }
}

async function waitForPiece(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Boolean(document.querySelector<HTMLElement>('.puyo-stage')?.dataset.piece),
  );
}

/** Presses keys until the pair is at the column and turn, then holds down until the practice has one more move. */
async function place(page: Page, col: number, rot: number, keys: string[]): Promise<void> {
  await waitForPiece(page);
  const before = movesOf((await stage(page)).moves).length;
  for (const key of keys) await page.keyboard.press(key);
  await page.waitForFunction(
    (want) => {
      const piece = document.querySelector<HTMLElement>('.puyo-stage')!.dataset.piece!.split(',').map(Number);
      return piece[0] === want.col && piece[2] === want.rot;
    },
    { col, rot },
  );
  await page.keyboard.down('ArrowDown');
  await page.waitForFunction(
    (count) =>
      (document.querySelector<HTMLElement>('.puyo-stage')!.dataset.moves ?? '').split(' ').filter(Boolean)
        .length === count,
    before + 1,
  );
  await page.keyboard.up('ArrowDown');
}

describe('solo practice', () => {
  it('plays pairs by keys, undoes the last one exactly, and ends on the engine’s own numbers', async () => {
    const seed = popSeed();
    const page = await app().newPage();
    await page.goto('/puyo');
    await page.getByRole('button', { name: 'Solo practice' }).click();
    await page.waitForSelector('.puyo-stage[data-mode="solo"][data-state="playing"]');
    expect(new URL(page.url()).searchParams.get('mode')).toBe('solo');
    // The address deals the same pairs: open the chosen seed's.
    await page.goto(`/puyo?mode=solo&seed=${seed}`);
    await page.waitForSelector('.puyo-stage[data-mode="solo"][data-state="playing"]');
    expect(await page.getAttribute('.puyo-solo-button', 'aria-pressed')).toBe('true');
    await place(page, 0, 0, ['ArrowLeft', 'ArrowLeft']);
    await place(page, 0, 0, ['ArrowLeft', 'ArrowLeft']);
    // Four of one colour in column 1 pop: the field is empty again once the chain is over.
    await page.waitForFunction(
      (empty) => document.querySelector<HTMLElement>('.puyo-stage')!.dataset.field === empty,
      makeField(newSolo(seed).field),
    );
    await place(page, 2, 1, ['KeyX']);
    let data = await stage(page);
    const three = movesOf(data.moves);
    expect(three.map(({ col, rot }) => [col, rot])).toEqual([
      [0, 0],
      [0, 0],
      [2, 1],
    ]);
    for (const { drop } of three) expect(drop).toBeGreaterThan(0);
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.puyo-stage')!.dataset.pair === '4',
    );
    await app().screenshot(page, 'puyo-solo-playing');

    // Undo: back to the field, score and pair before the third pair.
    await page.keyboard.press('Backspace');
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.puyo-stage')!.dataset.pair === '3',
    );
    data = await stage(page);
    expect(movesOf(data.moves)).toEqual(three.slice(0, 2));
    const two = engineAfter(seed, three.slice(0, 2));
    expect(data.field).toBe(makeField(two.field));
    expect(await page.textContent('.puyo-scores [data-side="you"] strong')).toBe(
      String(two.score).padStart(8, '0'),
    );
    // Pairs used is a count, not a score: no leading zeros.
    expect(await page.textContent('.puyo-scores [data-side="pairs"] strong')).toBe('2');

    await place(page, 2, 0, []);
    await page.getByRole('button', { name: 'End practice' }).click();
    await page.waitForSelector('.puyo-stage[data-state="over"]');
    data = await stage(page);
    const moves = movesOf(data.moves);
    expect(moves).toHaveLength(3);
    const end = engineAfter(seed, moves);
    expect(end.largestChain).toBe(1);
    const row = (name: string) => page.textContent(`.puyo-result-card [data-row="${name}"] td`);
    expect(await row('score')).toBe(end.score.toLocaleString('en'));
    expect(await row('chain')).toBe('1');
    expect(await row('pairs')).toBe('3');
    expect(await page.textContent('.puyo-result-card h2')).toBe('Practice over');
    expect(await page.textContent('.game-status')).toBe(
      `Practice over: ${end.score} points, largest chain 1, 3 pairs used.`,
    );
    // Kept in the solo records, which a reload still shows.
    await page.reload();
    await page.waitForSelector('.puyo-stage[data-mode="solo"]');
    expect(await page.textContent('.puyo-records[data-level="solo"] [data-stat="played"] dd')).toBe('1');
    expect(
      await page.textContent('.puyo-records[data-level="solo"] [data-stat="largest-chain"] strong'),
    ).toBe('1');
    expect(await page.textContent('.puyo-records[data-level="solo"] .best-times li strong')).toBe(
      end.score.toLocaleString('en'),
    );
    await app().screenshot(page, 'puyo-solo-records');
  });

  it('ends by itself when the player tops out, in the dark theme', async () => {
    const page = await app().newPage();
    await page.addInitScript(() => {
      localStorage.setItem(
        'arcade.settings',
        JSON.stringify({ version: 1, data: { language: 'en', theme: 'dark', sound: false } }),
      );
    });
    await page.goto('/puyo?mode=solo&seed=topple');
    await waitForPiece(page);
    await page.keyboard.down('ArrowDown');
    await page.waitForSelector('.puyo-stage[data-state="over"]', { timeout: 30_000 });
    await page.keyboard.up('ArrowDown');
    const moves = movesOf((await stage(page)).moves);
    const end = engineAfter('topple', moves);
    expect(end.over).toBe(true);
    expect(await page.textContent('.puyo-result-card h2')).toBe('Topped out');
    expect(await page.textContent('.puyo-result-card [data-row="pairs"] td')).toBe(String(end.pairs));
    expect(await page.textContent('.puyo-result-card [data-row="score"] td')).toBe(
      end.score.toLocaleString('en'),
    );
    await app().screenshot(page, 'puyo-solo-topped-dark');
    await page.getByRole('button', { name: 'Same pairs again' }).click();
    await page.waitForSelector('.puyo-stage[data-state="playing"]');
    expect((await stage(page)).seed).toBe('topple');
  });

  it('speaks Japanese on a phone, with the touch pad, undo and end', async () => {
    const page = await app().newPage({
      viewport: { width: 390, height: 844 },
      locale: 'ja-JP',
      hasTouch: true,
    });
    await page.goto('/puyo?mode=solo&seed=phone');
    await waitForPiece(page);
    await app().screenshot(page, 'puyo-solo-phone-ja-start');
    const box = (await page.locator('.puyo-stage').boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    const pad = (await page.locator('.puyo-touch').boundingBox())!;
    expect(pad.y + pad.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const col = Number((await stage(page)).piece!.split(',')[0]);
    await page.getByRole('button', { name: '左へ移動' }).tap();
    await page.waitForFunction(
      (before) =>
        Number(document.querySelector<HTMLElement>('.puyo-stage')!.dataset.piece!.split(',')[0]) ===
        before - 1,
      col,
    );
    await place(page, col - 1, 0, []);
    await app().screenshot(page, 'puyo-solo-phone-ja');
    await page.getByRole('button', { name: '一手戻す' }).tap();
    await page.waitForFunction(
      () => document.querySelector<HTMLElement>('.puyo-stage')!.dataset.moves === '',
    );
    // The log is cleared at once, the field on the next drawn frame.
    const empty = makeField(newSolo('phone').field);
    await page
      .waitForFunction(
        (want) => document.querySelector<HTMLElement>('.puyo-stage')!.dataset.field === want,
        empty,
        { timeout: 5000 },
      )
      .catch(() => undefined);
    expect((await stage(page)).field).toBe(empty);
    const text = (await page.textContent('main'))!;
    const words = text.match(/[A-Za-z]+/g) ?? [];
    expect(words.filter((word) => !['P', 'Esc', 'Z', 'X', 'Backspace'].includes(word))).toEqual([]);
    await page.getByRole('button', { name: '練習を終える' }).tap();
    await page.waitForSelector('.puyo-stage[data-state="over"]');
    expect(await page.textContent('.puyo-result-card h2')).toBe('練習終了');
    expect(await page.textContent('.puyo-result-card [data-row="pairs"] th')).toBe('使った組ぷよ');
    await app().screenshot(page, 'puyo-solo-phone-ja-end');
  });
});
