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
      new RegExp(`^One solution: (Easy|Medium|Hard|Expert|Extreme), score \\d+, ${cells.length} givens\\.`),
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
});
