/** Sudoku by keyboard alone in a real browser, every control reached with Tab and its focus seen; a drag that
 * selects several cells and colours them together; the pad's done digits and when the pad can be pressed; the
 * repeated-digits setting turned off. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';
import { cell, cellShows, movesMade, openPuzzle, puzzleOf, start, typeAt } from './sudokuGrid.ts';

const app = useTestApp();

const cursorCell = async (page: Page) => Number(await page.getAttribute('.sudoku-cell.cursor', 'data-cell'));
const waitForMoves = (page: Page, n: number) => page.waitForSelector(`.sudoku-grid[data-moves="${n}"]`);
const pressedMode = (page: Page) => page.getAttribute('.pad-modes [aria-pressed="true"]', 'data-mode');

/** Each element focused while Tab is pressed through the page, with whether its focus ring shows. */
async function tabThrough(page: Page, presses: number): Promise<{ name: string; ring: boolean }[]> {
  const seen: { name: string; ring: boolean }[] = [];
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    seen.push(
      await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          name: element.dataset.tabName ?? '',
          ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
        };
      }),
    );
  }
  return seen;
}

describe('Sudoku by keyboard', () => {
  it('reaches every control with Tab, each with a visible focus ring', async () => {
    const page = await app().newPage();
    const { solution, empties } = puzzleOf('easy', 31);
    await openPuzzle(page, 'level=easy&n=31');
    await start(page);
    await typeAt(page, empties[0], solution[empties[0]]); // undo can be pressed now
    // Name every control a player can use in the page's main part.
    const controls = await page.evaluate(() => {
      const all = [
        ...document.querySelectorAll<HTMLElement>(
          'main button:not(:disabled), main input, main textarea, main summary, main [tabindex="0"]',
        ),
      ].filter((element) => element.offsetParent !== null);
      all.forEach((element, i) => {
        element.dataset.tabName = String(i);
      });
      return all.length;
    });
    expect(controls).toBeGreaterThan(30);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const seen = await tabThrough(page, controls + 12);
    const reached = new Set(seen.filter((each) => each.name !== '').map((each) => each.name));
    expect(reached.size).toBe(controls);
    expect(seen.filter((each) => each.name !== '' && !each.ring)).toEqual([]);

    // Space and Enter stay the focused control's own: a checkbox toggles, the list of cleared puzzles opens.
    await page.getByLabel('Show the timer').focus();
    await page.keyboard.press('Space');
    expect(await page.getByLabel('Show the timer').isChecked()).toBe(false);
    expect(await page.getAttribute('.pad-modes [aria-pressed="true"]', 'data-mode')).toBe('digit');
    await page.focus('.all-cleared summary');
    await page.keyboard.press('Space');
    expect(await page.$eval('.all-cleared', (details) => (details as HTMLDetailsElement).open)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await page.$eval('.all-cleared', (details) => (details as HTMLDetailsElement).open)).toBe(false);
  });

  it('moves with arrows and WASD, enters, clears, switches modes and undoes with keys alone', async () => {
    const page = await app().newPage();
    const { solution, empties } = puzzleOf('medium', 33);
    await openPuzzle(page, 'level=medium&n=33');
    await start(page); // the grid has the focus and its cursor in the middle
    expect(await page.evaluate(() => document.activeElement?.classList.contains('sudoku-grid'))).toBe(true);
    expect(await cursorCell(page)).toBe(40);
    // An empty cell away from the middle: arrows for the rows, WASD for the columns.
    const target = empties.find((c) => Math.floor(c / 9) !== 4 && c % 9 !== 4)!;
    const [row, column] = [Math.floor(target / 9), target % 9];
    for (let r = 4; r !== row; r += row > 4 ? 1 : -1)
      await page.keyboard.press(row > 4 ? 'ArrowDown' : 'ArrowUp');
    for (let c = 4; c !== column; c += column > 4 ? 1 : -1)
      await page.keyboard.press(column > 4 ? 'KeyD' : 'KeyA');
    expect(await cursorCell(page)).toBe(target);
    expect(await page.getAttribute('.sudoku-grid', 'aria-activedescendant')).toBe(`sudoku-cell-${target}`);

    const digit = solution[target];
    let moves = 0;
    for (const clear of ['Backspace', 'Delete', 'Digit0']) {
      await page.keyboard.press(digit);
      await waitForMoves(page, ++moves);
      expect((await cellShows(page, target)).digit).toBe(Number(digit));
      await page.keyboard.press(clear);
      await waitForMoves(page, ++moves);
      expect((await cellShows(page, target)).digit).toBe(0);
    }

    // Space cycles digit → corner → centre → colour → digit.
    expect(await pressedMode(page)).toBe('digit');
    await page.keyboard.press('Space');
    expect(await pressedMode(page)).toBe('corner');
    await page.keyboard.press('3');
    await waitForMoves(page, ++moves);
    await page.keyboard.press('Space');
    expect(await pressedMode(page)).toBe('centre');
    await page.keyboard.press('5');
    await waitForMoves(page, ++moves);
    expect(await cellShows(page, target)).toEqual({ digit: 0, corner: '3', centre: '5' });
    await page.keyboard.press('Space');
    expect(await pressedMode(page)).toBe('colour');
    await page.keyboard.press('Space');
    expect(await pressedMode(page)).toBe('digit');

    // Ctrl+Z undoes the centre mark, Ctrl+Shift+Z brings it back.
    await page.keyboard.press('Control+z');
    await waitForMoves(page, moves - 1);
    expect((await cellShows(page, target)).centre).toBe('');
    await page.keyboard.press('Control+Shift+Z');
    await waitForMoves(page, moves);
    expect((await cellShows(page, target)).centre).toBe('5');

    // Shift+arrow extends the selection; Esc clears it.
    await page.keyboard.press(row === 0 ? 'Shift+ArrowDown' : 'Shift+ArrowUp');
    expect(await page.locator('.sudoku-cell.selected').count()).toBe(2);
    await page.keyboard.press('Escape');
    expect(await page.locator('.sudoku-cell.selected').count()).toBe(0);
    await app().screenshot(page, 'sudoku-keyboard');
  });
});

describe('Sudoku selection, pad and settings', () => {
  it('selects cells by dragging and colours them in one move, undone together', async () => {
    const page = await app().newPage();
    await openPuzzle(page, 'level=hard&n=35');
    await start(page); // the middle cell is selected: a press on row 1 selects there instead
    const box = async (index: number) => (await page.locator(cell(index)).boundingBox())!;
    const from = await box(0);
    const to = await box(3);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
    await page.mouse.up();
    const selected = await page.$$eval('.sudoku-cell.selected', (cells) =>
      cells.map((each) => Number((each as HTMLElement).dataset.cell)),
    );
    expect(selected).toEqual([0, 1, 2, 3]);
    await page.keyboard.press('KeyV');
    await page.getByRole('button', { name: 'Colour 3' }).click();
    await waitForMoves(page, 1);
    const colours = () =>
      page.$$eval('.sudoku-cell', (cells) =>
        cells.flatMap((each) =>
          (each as HTMLElement).style.getPropertyValue('--cell-colour') === ''
            ? []
            : [Number((each as HTMLElement).dataset.cell)],
        ),
      );
    expect(await colours()).toEqual([0, 1, 2, 3]);
    await page.keyboard.press('Control+z');
    await waitForMoves(page, 0);
    expect(await colours()).toEqual([]);
  });

  it('shows a digit placed nine times as done, and the pad can be pressed only while the puzzle is played', async () => {
    const page = await app().newPage();
    const { givens, solution, empties } = puzzleOf('easy', 37);
    await openPuzzle(page, 'level=easy&n=37');
    const digitButton = (digit: string) => page.locator(`.pad-digit[data-digit="${digit}"]`);
    expect(await digitButton('1').isDisabled()).toBe(true); // behind Start
    expect(await page.locator('.pad-fill').isDisabled()).toBe(true);
    await start(page);
    expect(await digitButton('1').isDisabled()).toBe(false);
    expect(await page.locator('.pad-fill').isDisabled()).toBe(false);

    // The digit with the fewest places left, typed into all of them.
    const left = (digit: string) => empties.filter((c) => solution[c] === digit);
    const digit = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].sort(
      (a, b) => left(a).length - left(b).length,
    )[0];
    expect([...givens].filter((ch) => ch === digit).length).toBeLessThan(9);
    expect(await digitButton(digit).getAttribute('class')).not.toContain('done');
    for (const index of left(digit)) await typeAt(page, index, digit);
    expect(await digitButton(digit).getAttribute('class')).toContain('done');
    expect(await digitButton(digit).getAttribute('aria-label')).toBe(`${digit}, all nine placed`);
    await app().screenshot(page, 'sudoku-pad-done');

    await page.getByRole('button', { name: 'Pause' }).click();
    await page.waitForSelector('.grid-wrap[data-phase="paused"]');
    expect(await digitButton('1').isDisabled()).toBe(true);
    expect(await page.locator('.pad-tool[data-tool="erase"]').isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Resume' }).click();
    expect(await digitButton('1').isDisabled()).toBe(false);
  });

  it("highlights the selected cell's digit in other cells' marks too", async () => {
    const page = await app().newPage();
    const { givens, empties } = puzzleOf('hard', 41);
    await openPuzzle(page, 'level=hard&n=41');
    await start(page);
    const given = [...givens].findIndex((ch) => ch !== '.');
    const digit = givens[given];
    const other = digit === '1' ? '2' : '1';
    const marked = empties[empties.length - 1];
    await typeAt(page, marked, `Shift+Digit${digit}`);
    await page.keyboard.press(`Shift+Digit${other}`);
    const look = (mark: string) =>
      page.$eval(`${cell(marked)} .corner [data-mark="${mark}"]`, (element) => {
        const style = getComputedStyle(element);
        return { bold: style.fontWeight === '700', shaded: style.backgroundColor !== 'rgba(0, 0, 0, 0)' };
      });
    expect(await look(digit)).toEqual({ bold: false, shaded: false });
    await page.click(cell(given));
    expect(await look(digit)).toEqual({ bold: true, shaded: true });
    expect(await look(other)).toEqual({ bold: false, shaded: false });
  });

  it('shows no repeats once the setting is off, and they come back when it is on', async () => {
    const page = await app().newPage();
    const { givens, empties } = puzzleOf('medium', 39);
    await openPuzzle(page, 'level=medium&n=39');
    await start(page);
    await page.getByLabel('Show repeated digits').uncheck();
    const target = empties[0];
    const row = Math.floor(target / 9);
    const rowGiven = [...Array(9).keys()].map((c) => row * 9 + c).find((c) => givens[c] !== '.')!;
    await typeAt(page, target, givens[rowGiven]);
    expect(await movesMade(page)).toBe(1);
    expect(await page.locator('.sudoku-cell.conflict').count()).toBe(0);
    await page.getByLabel('Show repeated digits').check();
    await page.waitForSelector(`${cell(target)}.conflict`);
    expect(await page.getAttribute(cell(rowGiven), 'class')).toContain('conflict');
  });
});
