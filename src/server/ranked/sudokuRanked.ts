/**
 * Ranked Sudoku: the puzzle is dealt openly (its number drawn on the server), and a result is the game id with its
 * move log, replayed by the engine to the solution. The time that counts is the server's, from dealing to the
 * submission; hints are declared by the page and put the result on the level's "+hints" board.
 */
import { randomInt } from 'node:crypto';
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.ts';
import {
  type CheckedMove,
  checkState,
  LEVELS,
  type Level,
  MAX_PUZZLE_NUMBER,
  numberedGame,
  readMove,
  type SudokuMove,
  sudokuGame,
} from '../../sudoku/index.ts';
import { MAX_RECORD_TIME_MS } from '../limits.ts';
import type { DealtGame } from '../storage.ts';
import { describeZodError } from '../zodError.ts';
import { sudokuPaceReason } from './pace.ts';
import type { Dealt, ProvedResult, RankedGame, Refusal } from './rankedGame.ts';
import type { SudokuDeals } from './sudokuDeals.ts';

/**
 * Most moves a Sudoku log may hold: 81 digits and every pencil mark a player could toggle on and off many times
 * over (81 cells x 9 digits x 2 kinds of marks = 1,458 marks) leave this far above any honest solve; replaying it
 * costs about a millisecond.
 */
export const MAX_SUDOKU_MOVES = 20_000;
/** Hints a game may declare: more than one per cell is never needed. */
export const MAX_SUDOKU_HINTS = 81 * 4;

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
} satisfies RankedGame;

/** Ranked Sudoku dealing puzzles made ahead in a worker thread (sudokuDeals.ts). */
export const pooledSudokuRanked = (deals: SudokuDeals): RankedGame => ({
  levels: LEVELS,
  drawSeed: (level) => String(deals.drawNumber(level as Level)),
  deal: async (level, seed) =>
    dealtPuzzle(level, Number(seed), await deals.puzzle(level as Level, Number(seed))),
});

export const sudokuSubmissionSchema = z.object({
  /** The engine's moves (src/sudoku/moves.ts), each checked by the engine as it is replayed. */
  moves: z.array(z.unknown()).max(MAX_SUDOKU_MOVES),
  hints: z.number().int().min(0).max(MAX_SUDOKU_HINTS).default(0),
});

/** Replays a submitted log on the dealt puzzle; the result it proves, or why it proves none. */
export function proveSudoku(game: DealtGame, body: unknown, now: number): Result<ProvedResult, Refusal> {
  const parsed = sudokuSubmissionSchema.safeParse(body);
  if (!parsed.success) return err({ status: 400, error: describeZodError(parsed.error) });
  const { moves, hints } = parsed.data;
  const dealt = JSON.parse(game.params) as SudokuDealtParams;
  const state = sudokuGame.newGame({ puzzle: dealt.puzzle }, 0);
  // The log kept is the moves as the engine read them, so no field the engine ignores is stored or shown.
  const log: SudokuMove[] = [];
  for (let i = 0; i < moves.length; i++) {
    const checked = readMove(moves[i]);
    const move = checked.ok ? canonicalMove(checked.value) : undefined;
    const outcome = move === undefined ? checked : sudokuGame.play(state, move);
    if (!outcome.ok) return err({ status: 422, error: `moves[${i}]: ${outcome.error}` });
    log.push(move as SudokuMove);
  }
  if (checkState(state).status !== 'solved')
    return err({ status: 422, error: 'moves: the puzzle is not solved' });
  const timeMs = Math.min(Math.max(0, now - game.dealtAt), MAX_RECORD_TIME_MS);
  const reason = sudokuPaceReason(dealt.level, timeMs);
  return ok({
    board: hints > 0 ? `${game.level}+hints` : game.level,
    status: reason === null ? 'ranked' : 'held',
    reason,
    timeMs,
    score: 0,
    sortKey: timeMs,
    extra: { number: dealt.number, hints, moves: moves.length },
    log: JSON.stringify(log),
  });
}

/** A checked move back in the engine's move form (a mark by its kind; one cell as `cell`, a selection as `cells`). */
function canonicalMove(move: CheckedMove): SudokuMove {
  if (move.kind === 'fillCandidates') return move;
  const target = move.cells.length === 1 ? { cell: move.cells[0] } : { cells: move.cells };
  switch (move.kind) {
    case 'enter':
      return { kind: 'enter', digit: move.digit, ...target };
    case 'erase':
      return { kind: 'erase', ...target };
    case 'mark':
      return { kind: move.mark, digit: move.digit, ...target };
    case 'colour':
      return { kind: 'colour', colour: move.colour, ...target };
  }
}
