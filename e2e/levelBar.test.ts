/**
 * The shared level bar (web/page/levelBar.ts) on each game page that uses it: a labelled group, exactly the level
 * of the game on the page pressed, and a click on another level opens a game of that level, shown in the address.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';

const app = useTestApp();

const pressed = (page: Page) =>
  page.$$eval('.segments [data-level]', (buttons) =>
    buttons.filter((b) => b.getAttribute('aria-pressed') === 'true').map((b) => b.getAttribute('data-level')),
  );

async function pick(page: Page, level: string): Promise<void> {
  await page.waitForFunction(
    (want) => !document.querySelector<HTMLButtonElement>(`.segments [data-level="${want}"]`)?.disabled,
    level,
  );
  await page.click(`.segments [data-level="${level}"]`);
  await page.waitForFunction(
    (want) =>
      document.querySelector(`.segments [data-level="${want}"]`)?.getAttribute('aria-pressed') === 'true',
    level,
  );
}

describe('the level bar every game page shares', () => {
  for (const { path, first, next, param } of [
    { path: '/mines?level=beginner', first: 'beginner', next: 'intermediate', param: 'level' },
    { path: '/sudoku?level=easy&n=7', first: 'easy', next: 'hard', param: 'level' },
    { path: '/puyo?ai=gentle&seed=bar', first: 'gentle', next: 'hard', param: 'ai' },
  ])
    it(`on ${path.split('?')[0]}: one level pressed, and a click opens that level`, async () => {
      const page = await app().newPage();
      await page.goto(path);
      await page.waitForSelector(`.segments [data-level="${first}"][aria-pressed="true"]`);
      expect(await page.getAttribute('.segments', 'role')).toBe('group');
      expect((await page.getAttribute('.segments', 'aria-label'))?.trim()).toBeTruthy();
      expect(await pressed(page)).toEqual([first]);
      await pick(page, next);
      expect(await pressed(page)).toEqual([next]);
      await page.waitForFunction(([key, want]) => new URL(location.href).searchParams.get(key) === want, [
        param,
        next,
      ] as const);
    });
});
