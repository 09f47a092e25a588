/** Ranked play on a game's page, for the browser tests: the name chosen in the page's player panel. */
import type { Page } from 'playwright-core';

/** Types `name` in the player panel and presses its button (`button`: its words in the page's language). */
export async function chooseName(page: Page, name: string, button: string): Promise<void> {
  await page.fill('input[name="ranked-name"]', name);
  await page.getByRole('button', { name: button }).click();
  await page.waitForSelector('.ranked-playing-as');
}

/** A JSON answer of the test's server. */
export const getJson = async (base: string, path: string) => (await fetch(new URL(path, base))).json();

/** A player made through the API and kept in the page's browser, as if its name had been chosen there. */
export async function keepPlayer(
  base: string,
  page: Page,
  name: string,
): Promise<{ id: number; secret: string }> {
  const response = await fetch(new URL('/api/players', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  const { id, secret } = await response.json();
  await page.goto('/');
  await page.evaluate(
    (kept) => localStorage.setItem('arcade.ranked.player', JSON.stringify({ version: 1, data: kept })),
    { id, name, secret },
  );
  return { id, secret };
}

/** The data the Puyo page puts on its stage. */
export const stage = (page: Page) =>
  page.evaluate(() => ({ ...document.querySelector<HTMLElement>('.puyo-stage')!.dataset }));

/** Holds soft drop until the Puyo game is over (the pairs pile up in the spawn column). */
export async function topOut(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    Boolean(document.querySelector<HTMLElement>('.puyo-stage')?.dataset.piece),
  );
  await page.keyboard.down('ArrowDown');
  await page.waitForSelector('.puyo-stage[data-state="over"]', { timeout: 90_000 });
  await page.keyboard.up('ArrowDown');
}

/** The Puyo result card's ranked line once the server has settled the result: its status and text. */
export async function settled(page: Page): Promise<{ status: string; text: string; record: string }> {
  await page.waitForSelector('.puyo-ranked-line:not([data-status="sending"]):not([data-status="pending"])', {
    timeout: 30_000,
  });
  return page.evaluate(() => {
    const line = document.querySelector<HTMLElement>('.puyo-ranked-line')!;
    return { status: line.dataset.status!, text: line.textContent!, record: line.dataset.record ?? '' };
  });
}

/** The ranked game a page keeps in its browser for a game (null when none). */
export const keptGame = (page: Page, game: 'mines' | 'sudoku' | 'puyo') =>
  page.evaluate((key) => {
    const text = localStorage.getItem(key);
    return text === null
      ? null
      : (JSON.parse(text).data as { gameId: string; level: string; daily: boolean });
  }, `arcade.ranked.${game}.game`);
