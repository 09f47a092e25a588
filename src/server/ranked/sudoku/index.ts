/**
 * Ranked Sudoku's slots: the puzzle is dealt openly (its number drawn on the server; made ahead in a worker thread
 * by deals.ts when the server runs one) and a result is its move log, proved at once by replay (proof.ts).
 */
import { randomInt } from 'node:crypto';
import { ok } from '../../../core/result.ts';
import { LEVELS, type Level, MAX_PUZZLE_NUMBER, numberedGame, sudokuGame } from '../../../sudoku/index.ts';
import { type Dealt, OPEN_GAME_LIMIT_MS, type RankedGame } from '../rankedGame.ts';
import type { SudokuDeals } from './deals.ts';
import { judgeSudoku, proveSudoku } from './proof.ts';

export interface SudokuDealtParams {
  readonly level: Level;
  readonly number: number;
  /** The givens, 81 characters (`.` for empty), so the replay need not make the puzzle again. */
  readonly puzzle: string;
}

const dealtPuzzle = (level: string, number: number, puzzle: string): Dealt => {
  const dealt: SudokuDealtParams = { level: level as Level, number, puzzle };
  return { params: dealt, view: { number, puzzle } };
};

/** Ranked Sudoku making each puzzle as it is dealt, on the request path (tools and tests; the server uses the next). */
export const sudokuRanked = {
  levels: LEVELS,
  drawSeed: () => String(randomInt(1, MAX_PUZZLE_NUMBER + 1)),
  deal(level: string, seed: string): Dealt {
    const { params, seed: number } = numberedGame(level as Level, Number(seed));
    return dealtPuzzle(level, Number(number), sudokuGame.newGame(params, number).givens);
  },
  shown(game) {
    const { number, puzzle } = JSON.parse(game.params) as SudokuDealtParams;
    return { number, puzzle };
  },
  rankings: () => [{ by: 'time' }, { by: 'wins' }],
  openLimit: () => ({ limitMs: OPEN_GAME_LIMIT_MS, leftAs: 'abandoned' }),
  prove(game, body, now) {
    const proved = proveSudoku(game, body, now);
    return proved.ok ? ok({ kind: 'proved', result: proved.value }) : proved;
  },
  judge: judgeSudoku,
} satisfies RankedGame;

/** Ranked Sudoku dealing puzzles made ahead in a worker thread (deals.ts). */
export const pooledSudokuRanked = (deals: SudokuDeals): RankedGame => ({
  ...sudokuRanked,
  drawSeed: (level) => String(deals.drawNumber(level as Level)),
  deal: async (level, seed) =>
    dealtPuzzle(level, Number(seed), await deals.puzzle(level as Level, Number(seed))),
});
