/**
 * How the Sudoku page looks, on a desktop (1280 x 800) and a phone (390 x 844), in English and Japanese, light and
 * dark: a puzzle in play with entries, a repeat, marks, a colour, a hint's cells and a Check's verdict. Each page is
 * saved whole as a screenshot to look at, and what a player would notice is checked: nothing wider than the screen,
 * no text cut off in its box, marks inside their cells, the grid, pad, verdict and hint apart, text that can be
 * read against its background, and no English left on the Japanese page.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { SCREENSHOTS, useTestApp } from './harness.ts';
import { cell, openPuzzle, puzzleOf, typeAt } from './sudokuGrid.ts';

const app = useTestApp();

const SCREENS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Words the page shows as they are in both languages: key names. */
const KEY_NAMES = ['Shift', 'Ctrl', 'Space', 'Backspace', 'Esc', 'Cmd', 'Delete'];

/** What a player would notice, measured in the page. */
function looksWrong(): string[] {
  const problems: string[] = [];
  // Shown on the screen: screen-reader-only text (a 1-pixel clipped box) is not.
  const visible = (element: Element) =>
    (element as HTMLElement).offsetParent !== null && element.getBoundingClientRect().width > 1;
  const rect = (element: Element | Range) => element.getBoundingClientRect();
  const rangeOf = (element: Element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range;
  };
  const name = (element: Element) =>
    `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}${element.closest('.sudoku-cell') ? ` in ${element.closest('.sudoku-cell')!.className}` : ''} "${element.textContent?.trim().slice(0, 30)}"`;
  if (document.documentElement.scrollWidth > window.innerWidth)
    problems.push(`page ${document.documentElement.scrollWidth}px wide on a ${window.innerWidth}px screen`);
  // Text cut off: a control or line whose content is wider than its box.
  for (const element of document.querySelectorAll(
    'main button, main label, main h1, main h2, main p, main li',
  )) {
    if (!visible(element)) continue;
    if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== 'visible')
      problems.push(`cut off: ${name(element)}`);
    const box = rect(element);
    if (box.right > window.innerWidth + 0.5 || box.left < -0.5) problems.push(`off screen: ${name(element)}`);
  }
  for (const button of document.querySelectorAll('main button')) {
    if (!visible(button)) continue;
    const text = document.createRange();
    text.selectNodeContents(button);
    const inner = text.getBoundingClientRect();
    const box = rect(button);
    if (inner.width > 0 && (inner.right > box.right + 0.5 || inner.left < box.left - 0.5))
      problems.push(`text outside its button: ${name(button)}`);
  }
  // A box squeezed by the long label beside it.
  for (const box of document.querySelectorAll('main input[type="checkbox"]')) {
    const { width, height } = rect(box);
    if (visible(box) && Math.abs(width - height) > 0.5)
      problems.push(`squeezed: ${name(box.parentElement!)} ${width.toFixed(1)} x ${height.toFixed(1)}`);
  }
  // Marks and digits inside their cells.
  for (const part of document.querySelectorAll(
    '.sudoku-cell .corner, .sudoku-cell .centre, .sudoku-cell .value',
  )) {
    const inner = rect(part);
    const outer = rect(part.closest('.sudoku-cell')!);
    if (inner.left < outer.left - 0.5 || inner.right > outer.right + 0.5 || inner.bottom > outer.bottom + 0.5)
      problems.push(`outside its cell: ${name(part)}`);
  }
  // Corner marks clear of the centre marks of their cell.
  for (const centre of document.querySelectorAll('.sudoku-cell .centre')) {
    const middle = rect(centre);
    for (const mark of centre.parentElement!.querySelectorAll('.corner [data-mark]')) {
      const corner = rect(mark.firstChild ? rangeOf(mark) : mark);
      if (
        corner.left < middle.right &&
        middle.left < corner.right &&
        corner.top < middle.bottom &&
        middle.top < corner.bottom
      )
        problems.push(`corner mark ${mark.textContent} over the centre marks ${centre.textContent}`);
    }
  }
  // The main parts apart from each other.
  const parts = ['.sudoku-grid', '.pad', '.game-status', '.sudoku-head', '.hint-panel', '.help']
    .map((selector) => document.querySelector(selector)!)
    .filter(visible);
  for (const [i, a] of parts.entries())
    for (const b of parts.slice(i + 1)) {
      const [p, q] = [rect(a), rect(b)];
      if (p.left < q.right - 1 && q.left < p.right - 1 && p.top < q.bottom - 1 && q.top < p.bottom - 1)
        problems.push(`overlap: ${name(a)} and ${name(b)}`);
    }
  // Contrast of text against the colour behind it (WCAG: 3 for large text and marks' digits, here for all).
  const channels = (colour: string): number[] | undefined => {
    const canvas = document.createElement('canvas').getContext('2d')!;
    canvas.fillStyle = '#000';
    canvas.fillStyle = colour;
    canvas.fillRect(0, 0, 1, 1);
    const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
    return a === 0 ? undefined : [r, g, b];
  };
  const luminance = ([r, g, b]: number[]) => {
    const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const behind = (element: Element): number[] => {
    for (let at: Element | null = element; at; at = at.parentElement) {
      const colour = channels(getComputedStyle(at).backgroundColor);
      if (colour) return colour;
    }
    return [255, 255, 255];
  };
  const texts = document.querySelectorAll(
    'main button:not(:disabled), main .sudoku-cell span, main p, main label, main h2, main li, .sudoku-timer',
  );
  for (const element of texts) {
    if (!visible(element) || !element.textContent?.trim()) continue;
    const fore = channels(getComputedStyle(element).color);
    if (!fore) continue;
    const [l1, l2] = [luminance(fore), luminance(behind(element))].sort((a, b) => b - a);
    const ratio = (l1 + 0.05) / (l2 + 0.05);
    if (ratio < 3) problems.push(`hard to read (contrast ${ratio.toFixed(2)}): ${name(element)}`);
  }
  return problems;
}

async function playSome(page: Page): Promise<void> {
  const { givens, solution, empties } = puzzleOf('medium', 7);
  await openPuzzle(page, 'level=medium&n=7');
  await page.locator('.main-button').click();
  await page.waitForSelector('.grid-wrap[data-phase="playing"]');
  const [a, b, c, d, e] = empties;
  await typeAt(page, a, solution[a]);
  // A digit its row already holds: shown repeated.
  const row = Math.floor(b / 9);
  const rowGiven = [...Array(9).keys()].map((col) => row * 9 + col).find((col) => givens[col] !== '.')!;
  await typeAt(page, b, givens[rowGiven]);
  await typeAt(page, c, 'Shift+Digit1');
  await page.keyboard.press('Shift+Digit5');
  await page.keyboard.press('Shift+Digit9');
  await page.keyboard.press('Control+Digit7');
  await typeAt(page, d, 'Control+Digit2');
  for (const digit of '345678') await page.keyboard.press(`Control+Digit${digit}`);
  await page.click(cell(e));
  await page.keyboard.press('KeyV');
  await page.keyboard.press('4');
  await page.keyboard.press('KeyZ');
  // Every colour of the palette behind a given and behind an entry.
  const givenCells = [...givens].flatMap((ch, index) => (ch === '.' ? [] : [index])).slice(0, 9);
  const entryCells = empties.slice(5, 14);
  for (const index of entryCells) await typeAt(page, index, solution[index]);
  for (const [k, index] of [...givenCells, ...entryCells].entries()) {
    await page.click(cell(index));
    await page.keyboard.press('KeyV');
    await page.keyboard.press(String((k % 9) + 1));
    await page.keyboard.press('KeyZ');
  }
  // A cell with both kinds of marks, made after the entries so none is cleaned up.
  await typeAt(page, empties[empties.length - 1], 'Shift+Digit1');
  for (const key of ['Shift+Digit4', 'Shift+Digit5', 'Shift+Digit6', 'Control+Digit3', 'Control+Digit7'])
    await page.keyboard.press(key);
  await page.locator('.hint-button').click();
  await page.waitForSelector('.hint-panel[data-stage="1"]');
  await page.locator('.hint-button').click();
  await page.waitForSelector('.hint-panel[data-stage="2"]');
  await page.locator('.main-button').click(); // Check: the empty cells counted
  await page.waitForSelector('.sudoku-cell.flagged');
  await page.click(cell(a));
}

describe('How the Sudoku page looks', () => {
  for (const screen of ['desktop', 'phone'] as const)
    for (const language of ['en', 'ja'] as const)
      for (const scheme of ['light', 'dark'] as const)
        it(`reads well on a ${screen}, in ${language === 'en' ? 'English' : 'Japanese'}, ${scheme}`, async () => {
          const page = await app().newPage({
            viewport: SCREENS[screen],
            locale: language === 'en' ? 'en-US' : 'ja-JP',
            hasTouch: screen === 'phone',
          });
          // Reduced motion asked for on all but one: its cells fade their highlights, the others change at once.
          const still = !(screen === 'desktop' && language === 'en' && scheme === 'light');
          await page.emulateMedia({ colorScheme: scheme, reducedMotion: still ? 'reduce' : 'no-preference' });
          await playSome(page);
          expect(await page.$eval(cell(0), (element) => getComputedStyle(element).transitionDuration)).toBe(
            still ? '0s' : '0.08s',
          );
          if (!still) await page.waitForTimeout(200);
          await page.screenshot({
            path: join(SCREENSHOTS, `sudoku-look-${screen}-${language}-${scheme}.png`),
            fullPage: true,
          });
          expect(await page.evaluate(looksWrong)).toEqual([]);
          // The help speaks to the pointer: a phone's names the pad and taps, with no keys or clicks.
          const help = await page
            .locator('.help[data-help]')
            .evaluateAll((paragraphs) => paragraphs.map((p) => [p.getAttribute('data-help'), p.textContent]));
          expect(help.map(([key]) => key)).toEqual([
            screen === 'phone' ? 'sudoku.help.touch' : 'sudoku.help',
          ]);
          if (screen === 'phone')
            expect(help[0][1]).not.toMatch(new RegExp(`${KEY_NAMES.join('|')}|click|クリック`, 'i'));
          // The pad in colour mode: its digits on the nine colours.
          await page.keyboard.press('KeyV');
          expect(await page.evaluate(looksWrong)).toEqual([]);
          await page.keyboard.press('KeyZ');
          // The hint is read beside the grid on a desktop, and right under the verdict on a phone, where the first
          // lines show on the screen with the grid (the page scrolled to its top).
          const place = await page.evaluate(() => {
            window.scrollTo(0, 0);
            const panel = document.querySelector('.hint-panel')!;
            return {
              underVerdict: panel.previousElementSibling?.classList.contains('game-status') ?? false,
              besideBoard: panel.parentElement?.classList.contains('side') ?? false,
              textTop: document.querySelector('.hint-text')!.getBoundingClientRect().top,
            };
          });
          expect(place.underVerdict).toBe(screen === 'phone');
          expect(place.besideBoard).toBe(screen === 'desktop');
          expect(place.textTop + 24).toBeLessThan(SCREENS[screen].height);
          if (language === 'ja') {
            const words =
              (await page.textContent('main'))!.replace(/r\d+c\d+/g, '').match(/[A-Za-z]{3,}/g) ?? [];
            expect(words.filter((word) => !KEY_NAMES.includes(word))).toEqual([]);
          }
        });
});
