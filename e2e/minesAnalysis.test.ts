/** A finished Minesweeper game analysed in the browser: the labels of a scripted game are the engine's. */
import { describe, expect, it } from 'vitest';
import { cellName } from '../src/core/cellName.ts';
import { type Move, newGame, PRESETS, play } from '../src/mines/index.ts';
import { analyseGame } from '../src/mines/solver/analysis.ts';
import { computeProbabilities, Knowledge, viewFromTiles } from '../src/mines/solver/index.ts';
import { type Cell, oracleAfterFirstClick } from '../test/engineOracle.ts';
import { clickCell, waitForGame } from './board.ts';
import { useTestApp } from './harness.ts';

const app = useTestApp();
const beginner = PRESETS.beginner;
const centre = { x: 4, y: 4 };

const cellOf = (index: number): Cell => ({
  x: index % beginner.width,
  y: Math.floor(index / beginner.width),
});

/**
 * A beginner game of three clicks: the first, a guess that happens to be safe while a sure cell was there to open
 * (avoidable), then a cell the numbers prove to be a mine (a blunder, which loses). Seeds are tried until one
 * allows it; the engine's own analysis is what the page must show.
 */
function scriptedGame(): { seed: string; cells: Cell[] } {
  for (let i = 0; i < 500; i++) {
    const seed = `e2e-analysis-${i}`;
    const { state, mines } = oracleAfterFirstClick(beginner, seed, centre);
    const isMine = (cell: number) => mines.some((m) => m.x === cellOf(cell).x && m.y === cellOf(cell).y);
    const chances = (tiles: Uint8Array) =>
      computeProbabilities(
        new Knowledge(viewFromTiles(beginner.width, beginner.height, beginner.mines, tiles), false),
      )!.cell;
    const covered = [...state.tiles.keys()].filter((cell) => state.tiles[cell] > 8);
    const before = chances(state.tiles);
    if (!covered.some((cell) => before[cell] === 0)) continue;
    const guess = covered.find((cell) => before[cell] > 0.2 && before[cell] < 0.8 && !isMine(cell));
    if (guess === undefined) continue;
    play(state, { kind: 'open', ...cellOf(guess), at: 100 });
    if (state.phase !== 'playing') continue;
    const after = chances(state.tiles);
    const mine = covered.find((cell) => state.tiles[cell] > 8 && after[cell] === 1);
    if (mine === undefined) continue;
    return { seed, cells: [centre, cellOf(guess), cellOf(mine)] };
  }
  throw new Error('no seed gives an avoidable guess and then a blunder');
}

/** The scripted game played on the page to its loss, then analysed with the button so named. */
async function playAndAnalyse(
  seed: string,
  cells: readonly Cell[],
  analyse: string,
  locale?: string,
  viewport?: { width: number; height: number },
) {
  const page = await app().newPage({ locale, viewport });
  await page.goto(`/mines?level=beginner&seed=${seed}`);
  await waitForGame(page);
  for (const cell of cells) await clickCell(page, cell);
  await page.waitForSelector('.board-scroller[data-phase="lost"]');
  await page.getByRole('button', { name: analyse }).click();
  await page.waitForSelector('.analysis-move');
  return page;
}

describe('Minesweeper analysis', () => {
  it('labels a game with one avoidable guess and one blunder exactly as the engine does', async () => {
    const { seed, cells } = scriptedGame();
    const moves: Move[] = cells.map((cell, i) => ({ kind: 'open', ...cell, at: i * 100 }));
    const expected = analyseGame(newGame(beginner, seed), moves);
    expect(expected.moves.map((m) => m.label.kind)).toEqual(['first', 'avoidable', 'blunder']);

    const page = await playAndAnalyse(seed, cells, 'Analyse');
    expect(
      await page.locator('.analysis-move').evaluateAll((b) => b.map((e) => e.getAttribute('data-label'))),
    ).toEqual(['avoidable', 'blunder']);
    expect(await page.textContent('.analysis-summary')).toBe(
      'Forced guesses: 0. Avoidable guesses: 1. Blunders: 1.',
    );
    const avoidable = expected.moves[1].label;
    if (avoidable.kind !== 'avoidable') throw new Error('not avoidable');
    const [guessText, blunderText] = await page.locator('.analysis-move').allTextContents();
    expect(guessText).toContain(`Move 2, ${cellName(cells[1].x, cells[1].y)}: avoidable guess`);
    expect(guessText).toContain(
      `${cellName(avoidable.sureCell % 9, Math.floor(avoidable.sureCell / 9))} was sure to be safe`,
    );
    expect(blunderText).toBe(
      `Move 3, ${cellName(cells[2].x, cells[2].y)}: blunder: ${cellName(cells[2].x, cells[2].y)} was sure to be a mine`,
    );

    // A label takes the replay to the board the player saw before that move.
    await page.locator('.analysis-move[data-label="blunder"]').click();
    await page.waitForSelector('text=/^2 of 3: /');
    await app().screenshot(page, 'mines-analysis');
  });

  it('shows the board a label picks on a phone, where the list is far below it', async () => {
    const { seed, cells } = scriptedGame();
    const page = await playAndAnalyse(seed, cells, 'Analyse', undefined, { width: 390, height: 844 });
    const label = page.locator('.analysis-move[data-label="blunder"]');
    await label.scrollIntoViewIfNeeded();
    await label.click();
    await page.waitForSelector('text=/^2 of 3: /');
    await page.waitForFunction(() => {
      const { top, bottom } = document.querySelector('.board-slot')!.getBoundingClientRect();
      return top >= 0 && bottom <= innerHeight;
    });
    await app().screenshot(page, 'mines-analysis-phone');
  });

  it('speaks Japanese', async () => {
    const { seed, cells } = scriptedGame();
    const page = await playAndAnalyse(seed, cells, '分析', 'ja-JP');
    const text = (await page.textContent('.analysis')) ?? '';
    expect(text).toContain('避けられた推測');
    expect(text.replace(/\b[a-z]+\d+\b/g, '')).not.toMatch(/[A-Za-z]/);
  });
});
