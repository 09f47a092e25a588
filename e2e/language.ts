/** What a page shows in the wrong language: used by the tests that walk a page in Japanese (issue 15). */
import type { Page } from 'playwright-core';

/** The text the player sees in the first element `selector` matches: hidden parts left out. */
export const visibleText = (page: Page, selector: string) =>
  // biome-ignore lint/performance/useDomNodeTextContent: what the player sees, hidden parts left out
  page.$eval(selector, (element) => (element as HTMLElement).innerText);

/** Runs of three or more Latin words in the page's visible text, with quoted input ("…") taken out. */
export async function englishSentences(page: Page): Promise<string[]> {
  const text = await visibleText(page, 'body');
  const unquoted = text.replace(/"[^"\n]*"/g, ' ');
  return unquoted.match(/[A-Za-z]{2,}(?:[ ,.'’:;()-]+[A-Za-z]{2,}){2,}/g) ?? [];
}

/** The text of the first notice the page put up. */
export const noticeText = (page: Page) => page.locator('#notices .notice p').first().textContent();
