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
    expect(playGame(hiddenBoard(board.value), 0)).toEqual({ won: true, guesses: 0 });
  });

  it('loses exactly when its guess is a mine, and only ever guesses when nothing is sure', () => {
    // Two mines in a 50/50 corner: a guess is forced.
    const board = boardFromMines(3, 2, [0, 0, 0, 0, 0, 1]);
    const result = playGame(hiddenBoard(board), 0);
    expect(result.guesses).toBeGreaterThanOrEqual(0);
    const rng = Rng.fromSeed('games');
    let wins = 0;
    for (let g = 0; g < 200; g++) {
      const b = generateBoard(PRESETS.beginner, rng, { x: 4, y: 4 });
      expect(isMine(b, 40)).toBe(false);
      const r = playGame(hiddenBoard(b), 40);
      if (r.won) wins++;
      else expect(r.guesses).toBeGreaterThan(0);
    }
    // Beginner with an opening start is won far more often than not by any sound solver.
    expect(wins).toBeGreaterThan(160);
  });
});
