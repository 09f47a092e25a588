import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Rng } from '../../core/rng.ts';
import { boardFromMines, generateBoard, isMine, PRESETS, parseBoard } from '../index.ts';
import { Knowledge } from './knowledge.ts';
import { hiddenBoard, playGame } from './playout.ts';
import { solveStep } from './solver.ts';
import { bruteProbabilities, smallPositions, smallView } from './testing.ts';

const position = smallPositions();

describe('solveStep', () => {
  test.prop([position], { numRuns: 1000 })(
    'no sure move is ever wrong, and it only guesses when no cell is safe in every layout',
    (p) => {
      const view = smallView(p);
      const exact = bruteProbabilities(view)!;
      const step = solveStep(new Knowledge(view));
      for (const c of step.safe) expect(exact[c]).toBe(0);
      for (const c of step.mines) expect(exact[c]).toBe(1);
      const covered = [...view.cells.keys()].filter((i) => view.cells[i] < 0);
      if (step.safe.length === 0) expect(covered.filter((i) => exact[i] === 0)).toEqual([]);
      if (step.safe.length === 0 && covered.some((i) => exact[i] < 1)) {
        expect(step.guess).toBeGreaterThanOrEqual(0);
        expect(exact[step.guess]).toBeLessThan(1);
      }
    },
  );
});

describe('playGame', () => {
  it('wins a board that needs no guess, without guessing', () => {
    const board = parseBoard('....\n....\n...*\n..*.');
    if (!board.ok) throw new Error(board.error.message);
    expect(playGame(hiddenBoard(board.value), 0)).toEqual({ won: true, guesses: 0, ceiling: 1 });
  });

  it('on a forced 50/50 guesses once, and of two boards it cannot tell apart wins exactly one', () => {
    // 3 x 2, first click a1: a1 and a2 show 0, b1 and b2 show 1, and the one mine is c1 or c2. No number can tell
    // which, so both boards look the same to the solver, it makes the same guess on both, and that guess is the
    // mine on exactly one of them.
    const mineAtC2 = boardFromMines(3, 2, [0, 0, 0, 0, 0, 1]);
    const mineAtC1 = boardFromMines(3, 2, [0, 0, 1, 0, 0, 0]);
    const results = [mineAtC2, mineAtC1].map((board) => playGame(hiddenBoard(board), 0));
    expect(results.map((r) => r.guesses)).toEqual([1, 1]);
    expect(results.map((r) => r.won).sort()).toEqual([false, true]);
    for (const r of results) expect(r.ceiling).toBeCloseTo(0.5, 12);
  });

  it('wins most beginner games from an opening start, and never loses one without guessing', () => {
    const rng = Rng.fromSeed('games');
    let wins = 0;
    for (let g = 0; g < 200; g++) {
      const b = generateBoard(PRESETS.beginner, rng, { x: 4, y: 4 });
      expect(isMine(b, 40)).toBe(false);
      const r = playGame(hiddenBoard(b), 40);
      if (r.won) wins++;
      // A loss with no guess would mean a move it called sure was a mine.
      else expect(r.guesses).toBeGreaterThan(0);
    }
    // Beginner with an opening start is won far more often than not by any sound solver.
    expect(wins).toBeGreaterThan(160);
  });

  it('puts the ceiling at the best-play chance of its first forced guess', () => {
    // The first click opens everything but the top row, which hides one mine in two cells: a coin flip.
    const board = parseBoard('*.\n..\n..');
    if (!board.ok) throw new Error(board.error.message);
    const result = playGame(hiddenBoard(board.value), 4);
    expect(result.guesses).toBe(1);
    expect(result.ceiling).toBeCloseTo(0.5, 12);
  });

  it('never wins more often than its ceilings allow, and needs a guess exactly when the ceiling is below 1', () => {
    const rng = Rng.fromSeed('ceilings');
    let wins = 0;
    let ceilings = 0;
    const games = 600;
    for (let g = 0; g < games; g++) {
      const b = generateBoard({ ...PRESETS.intermediate, firstClick: 'opening' }, rng, { x: 2, y: 2 });
      const r = playGame(hiddenBoard(b), 2 * 16 + 2);
      expect(r.ceiling).toBeGreaterThan(0);
      expect(r.ceiling).toBeLessThanOrEqual(1);
      expect(r.ceiling < 1).toBe(r.guesses > 0);
      if (r.won) wins++;
      ceilings += r.ceiling;
    }
    // Three standard errors of a win share near 0.9 over 600 games.
    expect(wins / games).toBeLessThanOrEqual(ceilings / games + 3 * Math.sqrt(0.09 / games));
  });
});
