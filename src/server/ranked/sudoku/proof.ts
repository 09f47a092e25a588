/**
 * A ranked Sudoku result is the game id with its move log, replayed by the engine to the solution; the time that
 * counts is the server's, from dealing to the submission. Hints are declared by the page and put the result on the
 * level's "+hints" board. A solve faster than a person types its digits is held (pace.ts).
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import {
  type CheckedMove,
  checkState,
  readMove,
  type SudokuMove,
  sudokuGame,
} from '../../../sudoku/index.ts';
import { MAX_RECORD_TIME_MS } from '../../limits.ts';
import type { DealtGame } from '../../storage.ts';
import { describeZodError } from '../../zodError.ts';
import { sudokuPaceReason } from '../pace.ts';
import type { JudgeCase, Judgement, ProvedResult, Refusal } from '../rankedGame.ts';
import type { SudokuDealtParams } from './index.ts';

/**
 * Most moves a Sudoku log may hold: 81 digits and every pencil mark a player could toggle on and off many times
 * over (81 cells x 9 digits x 2 kinds of marks = 1,458 marks) leave this far above any honest solve; replaying it
 * costs about a millisecond.
 */
export const MAX_SUDOKU_MOVES = 20_000;
/** Hints a game may declare: more than one per cell is never needed. */
export const MAX_SUDOKU_HINTS = 81 * 4;

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
  return ok({
    board: hints > 0 ? `${game.level}+hints` : game.level,
    status: 'ranked',
    reason: null,
    timeMs,
    score: 0,
    sortKey: timeMs,
    extra: { number: dealt.number, hints, moves: moves.length },
    log: JSON.stringify(log),
  });
}

/** Why a solve is held for review (pace.ts), or null: its time against the fastest published solve of its level. */
export function judgeSudoku({ game, result }: JudgeCase): Judgement {
  const { level } = JSON.parse(game.params) as SudokuDealtParams;
  return { reason: sudokuPaceReason(level, result.timeMs) };
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
