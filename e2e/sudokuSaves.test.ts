/** Sudoku's saves, links and languages in a real browser: reload and continue, a corrupt save reported, the home
 * card's Continue, a puzzle from a link (and one refused with the reason), Japanese. */
import { describe, expect, it } from 'vitest';
import { useTestApp } from './harness.ts';
import { cell, cellShows, movesMade, openPuzzle, puzzleOf, start, statusText, typeAt } from './sudokuGrid.ts';

const app = useTestApp();

describe('Sudoku saves and links', () => {
  it('continues after a reload with its entries, marks, undo history and clock, and the home card says Continue', async () => {
    const page = await app().newPage();
    const { solution, empties } = puzzleOf('expert', 40);
    await openPuzzle(page, 'level=expert&n=40');
    await start(page);
    const [a, b, c] = empties;
    await typeAt(page, a, solution[a]);
    await typeAt(page, b, solution[b]);
    await typeAt(page, c, 'Shift+Digit4');
    await page.keyboard.press('Control+z');
    await page.waitForSelector('.sudoku-grid[data-moves="2"]');
    await page.waitForTimeout(1100);
    await page.goto('/');
    await page.waitForSelector('main[data-ready]');
    await page.getByRole('link', { name: 'Continue Sudoku' }).click();
    await page.waitForSelector('.grid-wrap[data-phase="playing"]');
    expect(page.url()).toMatch(/\/sudoku\?level=expert&n=40$/);
    expect(await movesMade(page)).toBe(2);
    expect((await cellShows(page, a)).digit).toBe(Number(solution[a]));
    expect((await cellShows(page, b)).digit).toBe(Number(solution[b]));
    expect(Number((await page.textContent('.sudoku-timer'))!.split(':')[1])).toBeGreaterThanOrEqual(1);
    await page.keyboard.press('Control+y'); // the undone mark comes back
    await page.waitForSelector('.sudoku-grid[data-moves="3"]');
    expect((await cellShows(page, c)).corner).toBe('4');
    await app().screenshot(page, 'sudoku-continued');
  });

  it('reports a save it cannot read, sets it aside, and opens a new puzzle', async () => {
    const page = await app().newPage();
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'arcade.sudoku.game',
        JSON.stringify({ version: 1, data: { source: { kind: 'level', level: 'easy', n: 1 }, givens: 'x' } }),
      ),
    );
    await page.goto('/sudoku');
    await page.waitForSelector('.grid-wrap[data-phase="ready"]');
    expect(await page.textContent('.notice p')).toMatch(
      /Your saved Sudoku game in progress could not be read/,
    );
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some((key) => key.includes('sudoku.game') && key !== 'arcade.sudoku.game'),
      ),
    ).toBe(true);
    await app().screenshot(page, 'sudoku-corrupt-save');
  });

  it('copies the puzzle as 81 characters and as a link that plays it', async () => {
    const page = await app().newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app().url });
    const { givens } = puzzleOf('hard', 61);
    await openPuzzle(page, 'level=hard&n=61');
    const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
    await page.getByRole('button', { name: 'Copy as 81 characters' }).click();
    await expect.poll(clipboard).toBe(givens);
    await page.getByRole('button', { name: 'Copy the link' }).click();
    await expect
      .poll(clipboard)
      .toBe(`${new URL('/sudoku', app().url).href}?p=${givens.replaceAll('.', '0')}`);
    await page.goto(await clipboard());
    await page.waitForSelector('.grid-wrap[data-phase="ready"]');
    expect(await page.inputValue('.share-text')).toBe(givens);
  });

  it('plays any puzzle from a link, and refuses one with several solutions, saying why', async () => {
    const page = await app().newPage();
    const { givens, solution } = puzzleOf('easy', 99);
    await openPuzzle(page, `p=${givens.replaceAll('.', '0')}`);
    expect(await page.getAttribute('[data-level="easy"]', 'aria-pressed')).toBe('false');
    expect(await page.inputValue('.share-text')).toBe(givens);
    // Take one given away from a puzzle with few givens: that leaves several solutions.
    const sparse = puzzleOf('extreme', 1).givens;
    const first = [...sparse].findIndex((ch) => ch !== '.');
    const loose = `${sparse.slice(0, first)}.${sparse.slice(first + 1)}`;
    await page.goto(`/sudoku?p=${loose}`);
    await page.waitForSelector('.notice');
    expect(await page.textContent('.notice p')).toBe(
      'This puzzle cannot be played: it has more than one solution.',
    );
    await page.waitForSelector('.grid-wrap[data-phase="ready"]'); // a puzzle to play instead
    await page.goto(`/sudoku?p=11${'.'.repeat(79)}`);
    await page.waitForSelector('.notice');
    expect(await page.textContent('.notice p')).toBe(
      'This puzzle cannot be played: these givens clash: r1c1, r1c2.',
    );
    expect(solution).toHaveLength(81);
  });

  it('speaks Japanese, on a phone, in the dark', async () => {
    const page = await app().newPage({ viewport: { width: 390, height: 844 }, locale: 'ja-JP' });
    await page.emulateMedia({ colorScheme: 'dark' });
    const { givens, empties } = puzzleOf('easy', 5);
    await openPuzzle(page, 'level=easy&n=5');
    expect(await page.textContent('.main-button')).toBe('スタート');
    await page.getByRole('button', { name: 'スタート' }).click();
    await page.waitForSelector('.grid-wrap[data-phase="playing"]');
    const given = [...givens].findIndex((ch) => ch !== '.');
    expect(await page.getAttribute(cell(given), 'aria-label')).toBe(
      `${Math.floor(given / 9) + 1} 行 ${(given % 9) + 1} 列：${givens[given]}（問題の数字）`,
    );
    await page.getByRole('button', { name: 'チェック' }).click();
    expect(await statusText(page)).toBe(`まだ ${empties.length} マスが空いています（盤面に表示）。`);
    await page.getByRole('button', { name: 'ヒント' }).click();
    await page.waitForSelector('.hint-panel[data-stage="1"]');
    const hintText = (await page.textContent('.hint-text'))!;
    expect(hintText).toMatch(/を見てください。$/);
    const english = (await page.textContent('main'))!.replace(/r\d+c\d+/g, '').match(/[A-Za-z]{3,}/g) ?? [];
    expect(english.filter((word) => !['Shift', 'Ctrl', 'Space', 'Backspace', 'Esc'].includes(word))).toEqual(
      [],
    );
    await app().screenshot(page, 'sudoku-ja-phone-dark');
  });
});
