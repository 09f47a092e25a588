/** Minesweeper in a real browser: winning, losing, flags, keyboard, reload, replay, records. */
import { describe, expect, it } from 'vitest';
import { cellName } from '../src/core/cellName.ts';
import { replay } from '../src/core/game.ts';
import { unwrap } from '../src/core/result.ts';
import { minesweeper, PRESETS, parseMoveLog, Tile } from '../src/mines/index.ts';
import { solvableWithoutGuess } from '../src/web/mines/noGuessSearch.ts';
import { type Cell, oracleAfterFirstClick, winningMoves } from '../test/engineOracle.ts';
import {
  brokenStatDetails,
  chordWithBothButtons,
  clickCell,
  counter,
  movesMade,
  phase,
  savedGame,
  waitForGame,
} from './board.ts';
import { useTestApp } from './harness.ts';
import { rankedWinByApi } from './rankedPlay.ts';

const beginner = PRESETS.beginner;
const centre = { x: 4, y: 4 };
const app = useTestApp();

async function openGame(seed: string, level = 'beginner', extra = '') {
  const page = await app().newPage();
  await page.goto(`/mines?level=${level}&seed=${seed}${extra}`);
  await waitForGame(page);
  return page;
}

/** An open 1 with a covered safe neighbour and its covered mine: flag the safe one, chord the 1, and lose. */
function wrongChordSetup(seed: string): { number: Cell; safe: Cell; mine: Cell } | undefined {
  const oracle = oracleAfterFirstClick(beginner, seed, centre);
  const { tiles } = oracle.state;
  const covered = (c: Cell) => tiles[c.y * beginner.width + c.x] === Tile.Covered;
  for (let y = 0; y < beginner.height; y++) {
    for (let x = 0; x < beginner.width; x++) {
      if (tiles[y * beginner.width + x] !== 1) continue;
      const around: Cell[] = [];
      for (let dy = -1; dy <= 1; dy++)
        for (let dx = -1; dx <= 1; dx++) {
          const c = { x: x + dx, y: y + dy };
          if ((dx || dy) && c.x >= 0 && c.y >= 0 && c.x < beginner.width && c.y < beginner.height)
            around.push(c);
        }
      const mines = oracle.minesAround({ x, y }).filter(covered);
      const safe = around.filter((c) => covered(c) && !oracle.mines.some((m) => m.x === c.x && m.y === c.y));
      if (mines.length === 1 && safe.length > 0) return { number: { x, y }, safe: safe[0], mine: mines[0] };
    }
  }
  return undefined;
}

describe('Minesweeper in the browser', () => {
  it('wins a game by clicking, shows its statistics, records it locally and sends the server nothing', async () => {
    const seed = 'e2e-win';
    await rankedWinByApi(app().url, 'Rita');
    const page = await openGame(seed);
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posted.push(new URL(request.url()).pathname);
    });
    await app().screenshot(page, 'mines-beginner-new');
    const moves = winningMoves(beginner, seed, centre);
    for (const move of moves) if (move.kind === 'open') await clickCell(page, move);
    await page.waitForSelector('.board-scroller[data-phase="won"]');
    // The status says the time once the engine worker has answered with the game's statistics, a moment after
    // the board shows the win (read once, it was still "Good luck." with the worker's answers 500 ms late).
    await expect.poll(() => page.textContent('.game-status')).toMatch(/Cleared in \d+\.\d{3} s/);
    expect(await counter(page, 'mines-left')).toBe('000');
    expect(await page.textContent('[data-stat="clicks"] dd')).toMatch(new RegExp(`^${moves.length} `));
    expect(Number(await page.textContent('[data-stat="bbbv"] dd'))).toBeGreaterThan(0);
    expect(await page.textContent('[data-stat="win-rate"] dd')).toBe('100%');
    // The free win was dealt by the page, which keeps it in the browser: the server cannot vouch for it and is
    // sent nothing. The panel of the server's fastest lists only the ranked board (server-dealt games), here the
    // API's win.
    await page.waitForSelector('.server-records li');
    expect(posted).toEqual([]);
    const records = await (await fetch(new URL('/api/mines/records?level=beginner', app().url))).json();
    expect(records).toMatchObject({ played: 0, wins: 0 });
    expect(await page.$$eval('.server-records li', (items) => items.map((li) => li.textContent))).toEqual([
      expect.stringMatching(/^\d+\.\d{3} s · Rita$/),
    ]);
    expect(await page.getAttribute('.server-records a', 'href')).toBe(
      '/leaderboards?game=mines&level=beginner',
    );
    await app().screenshot(page, 'mines-beginner-won');

    // Replay: back to the start, then one move forward.
    await page.getByRole('button', { name: 'First move' }).click();
    await page.waitForSelector(`text=Move 0 of ${moves.length}`);
    await page.waitForFunction(
      () => document.querySelector('[data-counter="mines-left"]')?.textContent === '010',
    );
    await page.getByRole('button', { name: 'Next move' }).click();
    await page.waitForSelector(
      `text=/^1 of ${moves.length}: opened ${cellName(centre.x, centre.y)} at \\d+\\.\\d\\d s$/`,
    );
    await app().screenshot(page, 'mines-replay-move-1');
  });

  it('keeps the breakdown in brackets of a statistic on one line: "19 (19 + 0 + 0)", "100% (19 / 19)"', async () => {
    const seed = 'stats-3';
    const moves = winningMoves(beginner, seed, centre).flatMap((move) =>
      move.kind === 'open' ? [move] : [],
    );
    expect(moves.length).toBeGreaterThanOrEqual(10); // two digits in the brackets
    const page = await openGame(seed);
    for (const move of moves) await clickCell(page, move);
    await page.waitForSelector('.board-scroller[data-phase="won"]');
    expect(await page.textContent('[data-stat="clicks"] dd')).toBe(
      `${moves.length} (${moves.length} + 0 + 0)`,
    );
    expect(await brokenStatDetails(page)).toEqual([]);
    await app().screenshot(page, 'mines-stats-two-digits');
  });

  it('loses by a wrong chord with both buttons, showing the mines', async () => {
    const seed = 'e2e-chord';
    const setup = wrongChordSetup(seed);
    expect(setup).toBeDefined();
    const page = await openGame(seed);
    await clickCell(page, centre);
    await clickCell(page, setup!.safe, 'right');
    expect(await counter(page, 'mines-left')).toBe('009');
    await chordWithBothButtons(page, setup!.number);
    await page.waitForSelector('.board-scroller[data-phase="lost"]');
    await expect.poll(() => page.textContent('.game-status')).toMatch(/Boom/); // after the worker's statistics
    expect((await savedGame(page))!.moves).toMatch(
      new RegExp(`c ${cellName(setup!.number.x, setup!.number.y)}@`),
    );
    await app().screenshot(page, 'mines-lost-by-chord');
  });

  it('flags by right click and by flag mode, and chords by clicking a number', async () => {
    const seed = 'e2e-chord';
    const setup = wrongChordSetup(seed)!;
    const page = await openGame(seed);
    await clickCell(page, centre);
    await clickCell(page, setup.mine, 'right');
    expect(await counter(page, 'mines-left')).toBe('009');
    await clickCell(page, setup.mine, 'right'); // a second right click takes the flag away
    expect(await counter(page, 'mines-left')).toBe('010');

    await page.getByRole('button', { name: 'Flag mode' }).click();
    await page.waitForSelector('.flag-mode[aria-pressed="true"]');
    await clickCell(page, setup.mine);
    expect(await counter(page, 'mines-left')).toBe('009');
    await page.getByRole('button', { name: 'Flag mode' }).click();
    await page.waitForSelector('.flag-mode[aria-pressed="false"]');

    // The 1 now has its mine flagged: clicking it opens its other neighbours.
    const before = (await savedGame(page))!.moves;
    await clickCell(page, setup.number);
    const after = (await savedGame(page))!.moves;
    expect(after.length).toBeGreaterThan(before.length);
    expect(await phase(page)).not.toBe('lost');
    await app().screenshot(page, 'mines-flags');
  });

  it('plays from the keyboard', async () => {
    const page = await openGame('e2e-keys');
    await page.focus('.board-scroller');
    await page.keyboard.press('ArrowLeft');
    expect(await page.textContent('#announcer')).toBe('d5: covered'); // read out to screen readers
    await page.keyboard.press('Space');
    await page.waitForSelector('.board-scroller[data-moves="1"]');
    expect((await savedGame(page))!.moves).toMatch(/^o d5@/);
    expect(await page.getAttribute('.board-scroller', 'aria-label')).toMatch(/Cursor on d5: open/);
    // Walk to a corner cell and flag it (if still covered) or at least make the move.
    await page.keyboard.press('Home');
    await page.keyboard.press('Shift+ArrowUp');
    await page.keyboard.press('f');
    await page.waitForSelector('.board-scroller[data-moves="2"]');
    expect((await savedGame(page))!.moves).toMatch(/f a1@/);
    await app().screenshot(page, 'mines-keyboard');
    const seed = (await savedGame(page))!.seed;
    await page.keyboard.press('F2'); // a new game, with a new seed
    await page.waitForSelector('.board-scroller[data-moves="0"]');
    await page.keyboard.press('Space');
    await page.waitForSelector('.board-scroller[data-moves="1"]');
    expect((await savedGame(page))!.seed).not.toBe(seed);
  });

  it('plays a no-guess game: the worker finds a board that logic solves from the first click', async () => {
    const page = await openGame('e2e-ng', 'expert', '&ng=1');
    expect(await page.isChecked('input[name="noGuess"]')).toBe(true);
    const first = { x: 15, y: 8 };
    await clickCell(page, first);
    const saved = (await savedGame(page)) as unknown as { seed: string; noGuess: boolean; moves: string };
    expect(saved.noGuess).toBe(true);
    const state = replay(minesweeper, {
      params: PRESETS.expert,
      seed: saved.seed,
      moves: unwrap(parseMoveLog(saved.moves)),
    });
    expect(state.ok && solvableWithoutGuess(state.value, first)).toBe(true);
    expect(await page.textContent('.records-panel h2')).toBe('Records: Expert · No guessing');
    await app().screenshot(page, 'mines-expert-no-guess');
  });

  it('continues a game after a reload', async () => {
    const seed = 'e2e-reload';
    const page = await openGame(seed, 'intermediate');
    const oracle = oracleAfterFirstClick(PRESETS.intermediate, seed, { x: 8, y: 8 });
    await clickCell(page, { x: 8, y: 8 });
    await clickCell(page, oracle.mines[0], 'right');
    await page.waitForTimeout(1100);
    const before = await savedGame(page);
    await page.reload();
    await waitForGame(page);
    expect(await movesMade(page)).toBe(2);
    expect(await counter(page, 'mines-left')).toBe('039');
    expect(await phase(page)).toBe('playing');
    expect(Number(await counter(page, 'time'))).toBeGreaterThanOrEqual(1);
    expect((await savedGame(page))!.seed).toBe(before!.seed);
    await clickCell(page, oracle.safeCovered[0]);
    expect(await movesMade(page)).toBe(3);
    await app().screenshot(page, 'mines-intermediate-after-reload');
  });
});
