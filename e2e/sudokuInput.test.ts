/** Sudoku's input in a real browser: marks and their clean-up, undo/redo, tap-to-cycle and drag-to-pick with the
 * mouse and with touch, several cells at once, and a hint followed to its third step. */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hint, PEERS, solve } from '../src/sudoku/index.ts';
import { useTestApp } from './harness.ts';
import { cell, cellShows, movesMade, openPuzzle, puzzleOf, start } from './sudokuGrid.ts';

const app = useTestApp();

async function centreOf(page: Page, index: number): Promise<{ x: number; y: number }> {
  const box = (await page.locator(cell(index)).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

const waitForMoves = (page: Page, n: number) => page.waitForSelector(`.sudoku-grid[data-moves="${n}"]`);

describe('Sudoku input', () => {
  it('sets corner and centre marks, clears them from peers when a digit goes in, and undoes and redoes', async () => {
    const page = await app().newPage();
    const { solution, empties } = puzzleOf('hard', 3);
    await openPuzzle(page, 'level=hard&n=3');
    await start(page);
    // Two empty cells that see each other, and the digit the second one takes.
    const a = empties.find((c) => empties.some((d) => d !== c && PEERS[c].includes(d)))!;
    const b = empties.find((d) => d !== a && PEERS[a].includes(d))!;
    const digit = solution[b];
    await page.click(cell(a));
    await page.keyboard.press(`Shift+Digit${digit}`);
    await page.keyboard.press(`Control+Digit${digit}`);
    await page.keyboard.press('KeyX'); // corner mode: plain digits now set corner marks
    const other = digit === '9' ? '8' : '9';
    await page.keyboard.press(other);
    await waitForMoves(page, 3);
    expect(await cellShows(page, a)).toEqual({
      digit: 0,
      corner: [digit, other].sort().join(''),
      centre: digit,
    });
    expect(await page.getAttribute('.pad-modes [data-mode="corner"]', 'aria-pressed')).toBe('true');
    await page.keyboard.press('KeyZ');
    await app().screenshot(page, 'sudoku-marks');

    await page.click(cell(b));
    await page.keyboard.press(digit);
    await waitForMoves(page, 4);
    expect(await cellShows(page, a)).toEqual({ digit: 0, corner: other, centre: '' });
    await page.keyboard.press('Control+z');
    await waitForMoves(page, 3);
    expect(await cellShows(page, a)).toEqual({
      digit: 0,
      corner: [digit, other].sort().join(''),
      centre: digit,
    });
    expect(await cellShows(page, b)).toMatchObject({ digit: 0 });
    await page.keyboard.press('Control+y');
    await waitForMoves(page, 4);
    expect(await cellShows(page, b)).toMatchObject({ digit: Number(digit) });
    await page.getByRole('button', { name: 'Undo' }).click();
    await page.getByRole('button', { name: 'Redo' }).click();
    expect(await cellShows(page, a)).toEqual({ digit: 0, corner: other, centre: '' });

    // Several cells: Ctrl+click adds one, a centre mark goes on both.
    const [c, d] = empties.filter((e) => e !== a && e !== b);
    await page.click(cell(c));
    await page.click(cell(d), { modifiers: ['Control'] });
    expect(await page.locator('.sudoku-cell.selected').count()).toBe(2);
    await page.keyboard.press('Control+Digit5');
    await waitForMoves(page, 5);
    expect((await cellShows(page, c)).centre).toBe('5');
    expect((await cellShows(page, d)).centre).toBe('5');
    await page.keyboard.press('Escape');
    expect(await page.locator('.sudoku-cell.selected').count()).toBe(0);
  });

  it('counts a tapped cell up and picks a digit by dragging sideways, with the mouse', async () => {
    const page = await app().newPage();
    const { empties } = puzzleOf('easy', 21);
    await openPuzzle(page, 'level=easy&n=21');
    await start(page);
    const target = empties[0];
    await page.click(cell(target)); // selects
    await page.click(cell(target)); // taps: 1
    await page.click(cell(target)); // taps: 2
    await waitForMoves(page, 2);
    expect((await cellShows(page, target)).digit).toBe(2);
    expect(await page.getAttribute(cell(target), 'class')).toContain('conflict');
    const from = await centreOf(page, target);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x + 20 * 7 + 5, from.y, { steps: 8 });
    await page.waitForSelector(`${cell(target)}.preview[data-digit="7"]`);
    // The 2 under the preview repeated a digit of its row; the 7 previewed repeats none.
    expect(await page.locator('.sudoku-cell.conflict').count()).toBe(0);
    const same = await page.$$eval('.sudoku-cell.same', (cells) =>
      cells.map((each) => (each as HTMLElement).dataset.digit),
    );
    expect(same.length).toBeGreaterThan(1);
    expect(new Set(same)).toEqual(new Set(['7']));
    await app().screenshot(page, 'sudoku-drag-preview');
    await page.mouse.up();
    await waitForMoves(page, 3);
    expect((await cellShows(page, target)).digit).toBe(7);
    expect(await page.getAttribute(cell(target), 'class')).not.toContain('preview');
  });

  it('taps and drags with touch on a phone', async () => {
    const page = await app().newPage({ viewport: { width: 390, height: 844 }, hasTouch: true });
    const { empties } = puzzleOf('easy', 22);
    await openPuzzle(page, 'level=easy&n=22');
    await start(page);
    const target = empties[1];
    const point = await centreOf(page, target);
    await page.touchscreen.tap(point.x, point.y);
    await page.touchscreen.tap(point.x, point.y);
    await waitForMoves(page, 1);
    expect((await cellShows(page, target)).digit).toBe(1);
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y: point.y, id: 1 }],
      });
    await touch('touchStart', point.x);
    for (let dx = 10; dx <= 20 * 4 + 5; dx += 10) await touch('touchMove', point.x - dx); // leftwards counts too
    // Moves reach the page once a frame: wait for the last one's preview.
    await page.waitForSelector(`${cell(target)}.preview[data-digit="4"]`);
    await touch('touchEnd', point.x);
    await waitForMoves(page, 2);
    expect((await cellShows(page, target)).digit).toBe(4);
    await app().screenshot(page, 'sudoku-phone');
    // The grid and the pad fit the phone's width.
    const grid = (await page.locator('.sudoku-grid').boundingBox())!;
    const pad = (await page.locator('.pad').boundingBox())!;
    expect(grid.x).toBeGreaterThanOrEqual(0);
    expect(grid.x + grid.width).toBeLessThanOrEqual(390);
    expect(pad.x + pad.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  it('gives a hint in three steps: where to look, the cells, then the step played', async () => {
    const page = await app().newPage();
    const { solution } = puzzleOf('easy', 8);
    await openPuzzle(page, 'level=easy&n=8');
    await start(page);
    const hint = page.getByRole('button', { name: 'Hint' });
    await hint.click();
    await page.waitForSelector('.hint-panel[data-stage="1"]');
    expect(await page.textContent('.hint-text')).toMatch(/^[\w -+]+: look at (box|row|column) \d/);
    expect(await page.textContent('.hint-count')).toBe('Hints used: 1');
    await hint.click();
    await page.waitForSelector('.hint-panel[data-stage="2"]');
    expect(await page.locator('.sudoku-cell.hinted').count()).toBeGreaterThan(0);
    await app().screenshot(page, 'sudoku-hint-cells');
    await hint.click();
    await page.waitForSelector('.hint-panel[data-stage="3"]');
    const text = (await page.textContent('.hint-text'))!;
    const placed = /r(\d)c(\d) must be (\d)\./.exec(text)!;
    expect(placed).not.toBeNull();
    const index = (Number(placed[1]) - 1) * 9 + Number(placed[2]) - 1;
    expect(placed[3]).toBe(solution[index]);
    expect((await cellShows(page, index)).digit).toBe(Number(solution[index]));
    expect(await movesMade(page)).toBe(1);
    await app().screenshot(page, 'sudoku-hint-played');
  });

  it('gives a logical step where the expert techniques stop, and its third step takes the candidate off', async () => {
    const page = await app().newPage();
    // From forum_hardest_1106: no technique up to expert finds a step on its givens; the hint is the engine's own
    // step past expert (a forcing chain), never the solution read out.
    const givens = '........7..4.2.6..8.....31......29...4..9..3...95.6....1......8..6.5.2..7......6.';
    const digits = Uint8Array.from(givens, (ch) => (ch === '.' ? 0 : Number(ch)));
    const expected = hint(digits, solve(digits).solution!);
    if (expected.kind !== 'step') throw new Error(`the engine gives a ${expected.kind} hint`);
    expect(expected.step.technique).not.toBe('Brute Force');
    await openPuzzle(page, `p=${givens.replaceAll('.', '0')}`);
    await start(page);
    const hintButton = page.getByRole('button', { name: 'Hint' });
    await hintButton.click();
    await page.waitForSelector('.hint-panel[data-stage="1"]');
    const first = (await page.textContent('.hint-text'))!;
    expect(first.startsWith(expected.step.technique)).toBe(true);
    expect(first).not.toMatch(/No technique/);
    await hintButton.click();
    await page.waitForSelector('.hint-panel[data-stage="2"]');
    expect(await page.locator('.sudoku-cell.hinted').count()).toBeGreaterThan(0);
    await hintButton.click();
    await page.waitForSelector('.hint-panel[data-stage="3"]');
    const { cell: taken, digit } = expected.step.eliminations[0];
    const third = (await page.textContent('.hint-text'))!;
    expect(third).toContain(`r${Math.floor(taken / 9) + 1}c${(taken % 9) + 1}`);
    expect(third).toContain(String(digit));
    expect(await page.textContent('.hint-count')).toBe('Hints used: 1');
    await app().screenshot(page, 'sudoku-hint-forcing-chain');
  });

  it('can press nothing that needs a puzzle while one is being made', async () => {
    const page = await app().newPage();
    // The engine worker's script held back: the page waits for its first puzzle.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/engineWorker*', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/sudoku?level=hard&n=5');
    await page.waitForSelector('.grid-wrap[data-phase="making"]');
    for (const button of [
      '.main-button',
      '.hint-button',
      '.pause-button',
      '.pad-digit[data-digit="1"]',
      '.pad-fill',
    ])
      expect(await page.locator(button).isDisabled()).toBe(true);
    expect(await page.locator('[data-level="easy"]').isDisabled()).toBe(true);
    release();
    await page.waitForSelector('.grid-wrap[data-phase="ready"]');
    expect(await page.locator('.main-button').isDisabled()).toBe(false);
    expect(await page.locator('[data-level="easy"]').isDisabled()).toBe(false);
  });

  it('says so when its engine worker cannot run, instead of a page that waits for ever', async () => {
    const page = await app().newPage();
    await page.route('**/engineWorker*', (route) => route.abort());
    await page.goto('/sudoku?level=easy&n=3');
    await page.waitForSelector('.game-status[data-status="failed"]');
    expect(await page.textContent('.game-status')).toBe(
      'The game engine stopped working. Reload the page to play again.',
    );
    expect(await page.getAttribute('.grid-wrap', 'data-phase')).toBe('failed');
    expect(await page.locator('.main-button').isDisabled()).toBe(true);
  });
});
