/** Sudoku in a real browser: Start / Check / Next, solving by typing, Check naming what fails. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';
import { cell, movesMade, openPuzzle, puzzleOf, start, statusText, typeAt } from './sudokuGrid.ts';

const app = useTestApp();

describe('Sudoku in the browser', () => {
  it('hides the grid until Start, is solved by typing, says so with the time on Check, and Next opens the next number', async () => {
    const page = await app().newPage();
    const { givens, solution, empties } = puzzleOf('easy', 5);
    await openPuzzle(page, 'level=easy&n=5');
    expect(await page.isVisible('.grid-cover')).toBe(true);
    expect(await page.getAttribute('[data-level="easy"]', 'aria-pressed')).toBe('true');
    expect(await page.inputValue('.number-form input')).toBe('5');
    await app().screenshot(page, 'sudoku-before-start');
    await start(page);
    // Givens are locked and labelled as such.
    const given = [...givens].findIndex((ch) => ch !== '.');
    expect(await page.getAttribute(cell(given), 'aria-label')).toBe(
      `row ${Math.floor(given / 9) + 1}, column ${(given % 9) + 1}: ${givens[given]}, given`,
    );
    await page.click(cell(given));
    await page.keyboard.press(givens[given] === '1' ? '2' : '1');
    expect(await movesMade(page)).toBe(0);
    await app().screenshot(page, 'sudoku-started');
    for (const index of empties) await typeAt(page, index, solution[index]);
    expect(await movesMade(page)).toBe(empties.length);
    await app().screenshot(page, 'sudoku-filled');
    await page.getByRole('button', { name: 'Check' }).click();
    await page.waitForSelector('.grid-wrap[data-phase="solved"]');
    expect(await statusText(page)).toMatch(/^Solved in \d+:\d\d!/);
    expect(await page.textContent('.records-panel .cleared-count')).toBe('Cleared 1');
    expect(await page.textContent('.all-cleared summary')).toBe('All cleared puzzles (1)');
    expect(await page.textContent('.all-cleared li')).toMatch(/^Easy · \d+:\d\d · no\. 5 · 0 hints · /);
    expect(await page.textContent('.best-times li')).toMatch(/^\d+:\d\d · no\. 5 · 0 hints · /);
    await app().screenshot(page, 'sudoku-solved');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/sudoku?level=easy&n=6');
    await page.waitForSelector('.grid-wrap[data-phase="ready"]');
  });

  it('names the empty cells on Check, then the row that repeats a digit', async () => {
    const page = await app().newPage();
    const { givens, solution, empties } = puzzleOf('medium', 12);
    await openPuzzle(page, 'level=medium&n=12');
    await start(page);
    await page.getByRole('button', { name: 'Check' }).click();
    expect(await statusText(page)).toBe(`${empties.length} cells are still empty (shown in the grid).`);
    expect(await page.locator('.sudoku-cell.flagged').count()).toBe(empties.length);
    await app().screenshot(page, 'sudoku-check-empty');

    // Every cell filled, one of them wrongly: the first empty cell's row holds that digit twice.
    const [broken, ...rest] = empties;
    const wrong = (Number(solution[broken]) % 9) + 1;
    await typeAt(page, broken, String(wrong));
    for (const index of rest) await typeAt(page, index, solution[index]);
    await page.getByRole('button', { name: 'Check' }).click();
    const row = Math.floor(broken / 9);
    expect(await statusText(page)).toBe(`Row ${row + 1} has ${wrong} more than once.`);
    const twin = [...Array(9).keys()]
      .map((c) => row * 9 + c)
      .find((c) => c !== broken && solution[c] === String(wrong))!;
    expect(await page.locator('.sudoku-cell.flagged').count()).toBe(2);
    expect(await page.getAttribute(cell(twin), 'class')).toContain('flagged');
    expect(await page.getAttribute(cell(broken), 'class')).toContain('flagged');
    expect(givens.length).toBe(81);
    await app().screenshot(page, 'sudoku-check-row');
  });
});
