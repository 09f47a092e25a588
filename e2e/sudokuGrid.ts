/** Playing the Sudoku grid from a test: puzzles read from the engine, cells clicked, digits typed. */
import type { Page } from 'playwright-core';
import { type Level, sudokuGame } from '../src/sudoku/index.ts';

/** The puzzle the page makes for a level and number, read from the engine the page runs. */
export function puzzleOf(level: Level, n: number): { givens: string; solution: string; empties: number[] } {
  const state = sudokuGame.newGame({ level }, String(n));
  const empties = [...state.givens].flatMap((ch, cell) => (ch === '.' ? [cell] : []));
  return { givens: state.givens, solution: state.solution, empties };
}

export const cell = (index: number) => `.sudoku-cell[data-cell="${index}"]`;

/** Opens a puzzle and waits until it is made (the grid still hidden behind Start). */
export async function openPuzzle(page: Page, query: string): Promise<void> {
  await page.goto(`/sudoku?${query}`);
  await page.waitForSelector('.grid-wrap[data-phase="ready"], .grid-wrap[data-phase="playing"]');
}

export async function start(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start', exact: true }).click();
  await page.waitForSelector('.grid-wrap[data-phase="playing"]');
}

export const movesMade = async (page: Page): Promise<number> =>
  Number(await page.getAttribute('.sudoku-grid', 'data-moves'));

/** Clicks a cell (selecting it) and types a key, waiting for the move when one is expected. */
export async function typeAt(page: Page, index: number, key: string, expectMove = true): Promise<void> {
  const before = await movesMade(page);
  await page.click(cell(index));
  await page.keyboard.press(key);
  if (expectMove) await page.waitForSelector(`.sudoku-grid[data-moves="${before + 1}"]`);
}

/** What a cell shows: its digit (0 for none), corner and centre marks. */
export async function cellShows(
  page: Page,
  index: number,
): Promise<{ digit: number; corner: string; centre: string }> {
  return page.$eval(cell(index), (element) => ({
    digit: Number((element as HTMLElement).dataset.digit),
    corner: element.querySelector('.corner')?.textContent ?? '',
    centre: element.querySelector('.centre')?.textContent ?? '',
  }));
}

export const statusText = (page: Page) => page.textContent('.game-status');
