/** Help during a Minesweeper game in the browser: the hint, the chances, and an assisted game kept apart. */
import { describe, expect, it } from 'vitest';
import { cellName } from '../src/core/cellName.ts';
import { PRESETS } from '../src/mines/index.ts';
import { computeProbabilities, hint, Knowledge, viewFromTiles } from '../src/mines/solver/index.ts';
import { percentLabel } from '../src/web/mines/boardView.ts';
import { oracleAfterFirstClick, winningMoves } from '../test/engineOracle.ts';
import { clickCell, waitForGame } from './board.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();
const beginner = PRESETS.beginner;
const centre = { x: 4, y: 4 };
const SEED = 'e2e-assist';

/** The position after the first click, as the engine has it: what the page's solver must answer for. */
function firstPosition(seed: string) {
  const { state } = oracleAfterFirstClick(beginner, seed, centre);
  return viewFromTiles(beginner.width, beginner.height, beginner.mines, state.tiles);
}

async function openAfterFirstClick(seed: string, options: { locale?: string } = {}) {
  const page = await app().newPage(options);
  await page.goto(`/mines?level=beginner&seed=${seed}`);
  await waitForGame(page);
  await clickCell(page, centre);
  return page;
}

describe('Minesweeper help', () => {
  it('H gives the hint the engine gives, outlines it and says it; the game is then assisted', async () => {
    const expected = hint(firstPosition(SEED));
    if (!expected.ok) throw new Error(expected.error);
    const names = expected.value.cells.map((cell) => cellName(cell % 9, Math.floor(cell / 9)));
    const page = await openAfterFirstClick(SEED);
    await page.keyboard.press('h');
    await page.waitForSelector('.hint-words[data-hint]');
    expect(await page.getAttribute('.hint-words', 'data-hint')).toBe(expected.value.kind);
    expect(await page.getAttribute('.hint-words', 'data-cells')).toBe(names.join(' '));
    const words = (await page.textContent('.hint-words')) ?? '';
    for (const name of names) expect(words).toContain(name);
    expect(await page.textContent('#notices')).toContain('Assisted game');
    await app().screenshot(page, 'mines-hint');

    // The game won after the hint goes into the records apart and is not sent to the server.
    const before = await (await fetch(new URL('/api/mines/records?level=beginner', app().url))).json();
    for (const move of winningMoves(beginner, SEED, centre).slice(1))
      if (move.kind === 'open') await clickCell(page, move);
    await page.waitForSelector('.board-scroller[data-phase="won"]');
    const records = await page.evaluate(
      () => JSON.parse(localStorage.getItem('arcade.mines.records') ?? '{}').data,
    );
    expect(Object.keys(records)).toEqual(['beginner/assist']);
    const after = await (await fetch(new URL('/api/mines/records?level=beginner', app().url))).json();
    expect(after.played).toBe(before.played);
    expect(await page.locator('.hint-words[data-hint]').count()).toBe(0);
  });

  it('P shades every covered cell by the engine chance of a mine, and reads the cell under the cursor', async () => {
    const view = firstPosition(SEED);
    const chances = computeProbabilities(new Knowledge(view, false))!.cell;
    const page = await openAfterFirstClick(SEED);
    await page.getByRole('button', { name: 'Chances' }).click();
    await page.waitForSelector('.board-scroller[data-chances="exact"]');
    expect(await page.getAttribute('.chances-button', 'aria-pressed')).toBe('true');
    // The keyboard cursor starts at the centre; move it to a covered corner cell and read its chance.
    const covered = [0, 8, 72, 80].find((cell) => view.cells[cell] < 0)!;
    const target = { x: covered % 9, y: Math.floor(covered / 9) };
    await page.focus('.board-scroller');
    for (let i = 0; i < 4; i++) await page.keyboard.press(target.x === 0 ? 'ArrowLeft' : 'ArrowRight');
    for (let i = 0; i < 4; i++) await page.keyboard.press(target.y === 0 ? 'ArrowUp' : 'ArrowDown');
    await page.waitForFunction(
      (name) => document.querySelector('.chances-readout')?.textContent?.startsWith(`${name}:`),
      cellName(target.x, target.y),
    );
    expect(await page.textContent('.chances-readout')).toBe(
      `${cellName(target.x, target.y)}: ${percentLabel(chances[covered])}% chance of a mine`,
    );
    await app().screenshot(page, 'mines-chances');
    await page.keyboard.press('p');
    await page.waitForFunction(
      () => !document.querySelector('.board-scroller')?.hasAttribute('data-chances'),
    );
  });

  it('speaks Japanese', async () => {
    const page = await openAfterFirstClick(SEED, { locale: 'ja-JP' });
    await page.getByRole('button', { name: 'ヒント' }).click();
    await page.waitForSelector('.hint-words[data-hint]');
    const words = (await page.textContent('.hint-words')) ?? '';
    expect(words.replace(/\b[a-z]+\d+\b/g, '')).not.toMatch(/[A-Za-z]/);
    expect(await page.textContent('#notices')).toContain('アシストあり');
    await app().screenshot(page, 'mines-hint-ja');
  });

  it('gives no help before the first click', async () => {
    const page = await app().newPage();
    await page.goto(`/mines?level=beginner&seed=${SEED}`);
    await waitForGame(page);
    expect(await page.getByRole('button', { name: 'Hint' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Chances' }).isDisabled()).toBe(true);
    await page.keyboard.press('h');
    await page.waitForTimeout(300);
    expect(await page.textContent('.hint-words')).toBe('');
    expect(await page.textContent('#notices')).not.toContain('Assisted');
  });
});
