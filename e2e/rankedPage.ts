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
