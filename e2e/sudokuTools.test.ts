/** Sudoku's tools in a real browser: the puzzle editor judging as the givens go in, a pasted 9-line grid, pause
 * hiding the grid, the timer hidden, colours and fill candidates. */
import { describe, expect, it } from 'vitest';
import { candidateMasks, digitsOf, makeGrid, parsePuzzle } from '../src/sudoku/index.ts';
import { useTestApp } from './harness.ts';
import { cell, cellShows, openPuzzle, puzzleOf, start, statusText } from './sudokuGrid.ts';

const app = useTestApp();

describe('Sudoku tools', () => {
  it('judges a puzzle typed into the editor as the givens go in, then plays it', async () => {
    const page = await app().newPage();
    const { givens } = puzzleOf('medium', 30);
    await openPuzzle(page, 'level=easy&n=1');
    await page.getByRole('button', { name: 'Make a puzzle' }).click();
    await page.waitForSelector('.grid-wrap[data-phase="editing"]');
    expect(await statusText(page)).toMatch(/^Type the givens/);
    const play = page.getByRole('button', { name: 'Play', exact: true });
    expect(await play.isDisabled()).toBe(true);
    const cells = [...givens].flatMap((ch, index) => (ch === '.' ? [] : [index]));
    for (const [i, index] of cells.entries()) {
      await page.click(cell(index));
      await page.keyboard.press(givens[index]);
      if (i === 0) {
        await page.waitForFunction(() =>
          document.querySelector('.game-status')?.textContent?.startsWith('Not playable'),
        );
        expect(await statusText(page)).toBe('Not playable yet: it has more than one solution (1 givens).');
      }
    }
    await page.waitForFunction(() =>
      document.querySelector('.game-status')?.textContent?.startsWith('One solution'),
    );
    expect(await statusText(page)).toMatch(
      new RegExp(
        `^One solution: (Easy|Medium|Hard|Expert|Extreme) \\(rating \\d+\\.\\d\\), score \\d+, ${cells.length} givens\\.`,
      ),
    );
    await app().screenshot(page, 'sudoku-editor');
    await play.click();
    await page.waitForSelector('.grid-wrap[data-phase="ready"]');
    expect(new URL(page.url()).searchParams.get('p')).toBe(givens.replaceAll('.', '0'));
  });

  it('plays a pasted 9-line grid, pauses with the grid hidden, hides the timer, colours cells and fills candidates', async () => {
    const page = await app().newPage();
    const { givens } = puzzleOf('hard', 14);
    const parsed = parsePuzzle(givens);
    if (!parsed.ok) throw new Error(parsed.error.message);
    await openPuzzle(page, 'level=easy&n=2');
    await page.fill('.import-form textarea', makeGrid(parsed.value));
    await page.getByRole('button', { name: 'Play this puzzle' }).click();
    await page.waitForURL(`**/sudoku?p=${givens.replaceAll('.', '0')}`);
    await start(page);
    expect(await page.inputValue('.share-text')).toBe(givens);

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.waitForSelector('.grid-wrap[data-phase="paused"]');
    expect(await page.isVisible('.sudoku-grid')).toBe(false);
    expect(await page.textContent('.grid-cover')).toBe('Paused');
    const pausedAt = await page.textContent('.sudoku-timer');
    await page.waitForTimeout(1200);
    expect(await page.textContent('.sudoku-timer')).toBe(pausedAt);
    await app().screenshot(page, 'sudoku-paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.waitForSelector('.grid-wrap[data-phase="playing"]');
    await page.getByLabel('Show the timer').uncheck();
    expect(await page.isVisible('.sudoku-timer')).toBe(false);

    const empty = givens.indexOf('.');
    await page.click(cell(empty));
    await page.keyboard.press('KeyV');
    await page.getByRole('button', { name: 'Colour 2' }).click();
    await page.waitForSelector('.sudoku-grid[data-moves="1"]');
    expect(
      await page.$eval(cell(empty), (element) =>
        (element as HTMLElement).style.getPropertyValue('--cell-colour'),
      ),
    ).toBe('#56b4e9');
    await page.getByRole('button', { name: 'Fill candidates' }).click();
    await page.waitForSelector('.sudoku-grid[data-moves="2"]');
    const masks = candidateMasks({
      givens,
      entries: new Array(81).fill(0),
      corner: new Array(81).fill(0),
      centre: new Array(81).fill(0),
      colours: new Array(81).fill(0),
    });
    expect((await cellShows(page, empty)).centre).toBe(digitsOf(masks[empty]).join(''));
    await app().screenshot(page, 'sudoku-candidates');
  });

  it('answers a pasted puzzle where it was pasted on a phone: the refusal by the box, the puzzle in view', async () => {
    const page = await app().newPage({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      locale: 'ja-JP',
    });
    await openPuzzle(page, 'level=easy&n=2');
    const box = page.locator('.import-form textarea');
    await box.fill('12345');
    await page.getByRole('button', { name: 'この問題であそぶ' }).tap();
    const refusal = page.locator('.import-form .import-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^この問題は遊べません：/);
    const at = (await refusal.boundingBox())!;
    expect(at.y).toBeGreaterThanOrEqual(0);
    expect(at.y + at.height).toBeLessThanOrEqual(844);
    await app().screenshot(page, 'sudoku-import-refused-phone-ja');
    // Another puzzle, picked by its level, leaves no refusal behind under the box.
    await page.getByRole('button', { name: 'ふつう', exact: true }).tap();
    await page.waitForURL('**/sudoku?level=medium*');
    await expect.poll(() => refusal.textContent()).toBe('');
    const { givens } = puzzleOf('hard', 14);
    await box.fill(givens);
    await page.getByRole('button', { name: 'この問題であそぶ' }).tap();
    await page.waitForURL(`**/sudoku?p=${givens.replaceAll('.', '0')}`);
    await page.waitForFunction(() => {
      const { top } = document.querySelector('.grid-wrap')!.getBoundingClientRect();
      return top >= 0 && top < innerHeight / 2;
    });
    expect(await refusal.textContent()).toBe('');
    // The editor, opened from the panel's foot, opens in view too.
    const make = page.getByRole('button', { name: '問題を作る' });
    await make.scrollIntoViewIfNeeded();
    await make.tap();
    await page.waitForSelector('.grid-wrap[data-phase="editing"]');
    await page.waitForFunction(() => {
      const { top } = document.querySelector('.grid-wrap')!.getBoundingClientRect();
      return top >= 0 && top < innerHeight / 2;
    });
  });

  it('pauses by itself when the page is hidden, and stays paused until Resume', async () => {
    const page = await app().newPage();
    await openPuzzle(page, 'level=easy&n=44');
    await start(page);
    const hide = (hidden: boolean) =>
      page.evaluate((hidden) => {
        Object.defineProperty(document, 'visibilityState', {
          configurable: true,
          get: () => (hidden ? 'hidden' : 'visible'),
        });
        document.dispatchEvent(new Event('visibilitychange'));
      }, hidden);
    await hide(true);
    await page.waitForSelector('.grid-wrap[data-phase="paused"]');
    expect(await page.isVisible('.sudoku-grid')).toBe(false);
    await hide(false);
    expect(await page.getAttribute('.grid-wrap', 'data-phase')).toBe('paused');
    await page.getByRole('button', { name: 'Resume' }).click();
    await page.waitForSelector('.grid-wrap[data-phase="playing"]');
  });

  it('highlights the row, column and box, the same digit and repeats, and wrong entries once asked to', async () => {
    const page = await app().newPage();
    const { givens, solution, empties } = puzzleOf('medium', 50);
    await openPuzzle(page, 'level=medium&n=50');
    await page.fill('.number-form input', '51');
    await page.getByRole('button', { name: 'Go' }).click();
    await page.waitForURL('**/sudoku?level=medium&n=51');
    await openPuzzle(page, 'level=medium&n=50');
    await start(page);
    const given = [...givens].findIndex((ch) => ch !== '.');
    await page.click(cell(given));
    expect(await page.locator('.sudoku-cell.peer').count()).toBe(20);
    const same = [...givens].filter((ch) => ch === givens[given]).length;
    expect(await page.locator('.sudoku-cell.same').count()).toBe(same);

    // A digit its row already holds is shown repeated at once; a wrong one only with the setting on.
    const target = empties[0];
    const row = Math.floor(target / 9);
    const rowGiven = [...Array(9).keys()].map((c) => row * 9 + c).find((c) => givens[c] !== '.')!;
    await page.click(cell(target));
    await page.keyboard.press(givens[rowGiven]);
    await page.waitForSelector(`${cell(target)}.conflict`);
    expect(await page.getAttribute(cell(rowGiven), 'class')).toContain('conflict');
    const other = empties.find((c) => c !== target && Math.floor(c / 9) !== row)!;
    const wrongDigit = [1, 2, 3, 4, 5, 6, 7, 8, 9].find(
      (d) => String(d) !== solution[other] && !conflictsWith(givens, other, d),
    )!;
    await page.click(cell(other));
    await page.keyboard.press(String(wrongDigit));
    await page.waitForSelector('.sudoku-grid[data-moves="2"]');
    expect(await page.getAttribute(cell(other), 'class')).not.toContain('wrong');
    await page.getByLabel('Mark entries that differ from the solution').check();
    await page.waitForSelector(`${cell(other)}.wrong`);
    expect(await page.getAttribute(cell(other), 'aria-label')).toMatch(/, wrong$/);
    // The two look apart: a repeat underlined wavy, a wrong entry struck through.
    const decoration = (index: number) =>
      page.$eval(`${cell(index)} .value`, (element) => getComputedStyle(element).textDecorationLine);
    expect(await decoration(target)).toBe('underline');
    expect(await decoration(other)).toBe('line-through');
    await app().screenshot(page, 'sudoku-highlights');
  });
});

/** True when a given in the cell's row, column or box holds the digit. */
function conflictsWith(givens: string, cellIndex: number, digit: number): boolean {
  const row = Math.floor(cellIndex / 9);
  const column = cellIndex % 9;
  for (let other = 0; other < 81; other++) {
    const r = Math.floor(other / 9);
    const c = other % 9;
    const sameBox = Math.floor(r / 3) === Math.floor(row / 3) && Math.floor(c / 3) === Math.floor(column / 3);
    if ((r === row || c === column || sameBox) && givens[other] === String(digit)) return true;
  }
  return false;
}
