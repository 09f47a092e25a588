/**
 * Sudoku as a Game (src/core/game.ts): params and a seed make the puzzle, moves are small plain objects, and the
 * state is plain JSON (moves.ts says what a move is, applyMove.ts what it does), so replay, save/continue and undo/redo come from the shared machinery.
 */
import type { Game } from '../core/game.ts';
import { isRecord } from '../core/plainData.ts';
import { shown } from '../core/quote.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { Seed } from '../core/rng.ts';
import { applyMove, cellList, type PlayerLayers } from './applyMove.ts';
import { type CheckResult, checkGrid, conflicts, firstClash } from './checker.ts';
import { makePuzzle, parsePuzzle } from './format.ts';
import { generate, puzzleSeed } from './generator.ts';
import { CELLS, type Digits, unitName } from './grid.ts';
import { type Hint, hint } from './hint.ts';
import { readMove, type SudokuMove } from './moves.ts';
import { solve } from './solver.ts';
import { LEVELS, type Level } from './techniques/index.ts';

/** A generated puzzle of a level (the seed is the puzzle number), or a given puzzle text. */
export type SudokuParams = { readonly level: Level } | { readonly puzzle: string };

export interface SudokuState extends PlayerLayers {
  readonly solution: string;
  readonly level: Level | null;
}

export interface SudokuOutcome {
  /** Every clashing cell after the move, for highlighting. */
  readonly conflicts: readonly number[];
  readonly solved: boolean;
}

/** Puzzle numbers run from 1 to this in every front end (nine digits). */
export const MAX_PUZZLE_NUMBER = 999_999_999;

/**
 * Puzzle `number` of a level as a game to start: the one mapping shared by the web page's `?level=L&n=N` and
 * `arcade sudoku play --level L --number N`, so both deal the same puzzle.
 */
export const numberedGame = (level: Level, number: number): { params: SudokuParams; seed: Seed } => ({
  params: { level },
  seed: number,
});

/** Checks params from anywhere (a save, a request): any value gives the params back or a short reason. */
export function validateParams(params: SudokuParams): Result<SudokuParams> {
  const value: unknown = params;
  if (!isRecord(value)) return err(`params must be a level or a puzzle, got ${shown(value)}`);
  if ('level' in value) {
    return LEVELS.includes(value.level as Level)
      ? ok(params)
      : err(`unknown level ${shown(value.level)} (${LEVELS.join(', ')})`);
  }
  if (typeof value.puzzle !== 'string') return err(`puzzle must be text, got ${shown(value.puzzle)}`);
  const read = readPuzzle(value.puzzle);
  return read.ok ? ok(params) : read;
}

/** A puzzle text with its unique solution, or why it cannot be played: which givens clash, none or several solutions. */
export function readPuzzle(text: string): Result<{ givens: Digits; solution: Digits }> {
  const parsed = parsePuzzle(text);
  if (!parsed.ok) return err(parsed.error.message);
  const solved = solve(parsed.value);
  if (solved.status === 'unique') return ok({ givens: parsed.value, solution: solved.solution as Digits });
  if (solved.status === 'multiple') return err('the puzzle has more than one solution');
  const clash = firstClash(parsed.value);
  if (clash === null) return err('the puzzle has no solution');
  return err(`the givens clash: ${unitName(clash.unit)} holds ${clash.digit} at ${cellList(clash.cells)}`);
}

export const sudokuGame: Game<SudokuParams, SudokuState, SudokuMove, SudokuOutcome> = {
  newGame(params: SudokuParams, seed: Seed): SudokuState {
    let givens: Digits;
    let solution: Digits;
    let level: Level | null = null;
    if ('level' in params) {
      // The seed is the puzzle number: seed N of a level is puzzle N of that level everywhere.
      const made = generate(params.level, puzzleSeed(params.level, seed));
      givens = made.puzzle;
      solution = made.solution;
      level = params.level;
    } else {
      const read = readPuzzle(params.puzzle);
      if (!read.ok) throw new Error(read.error);
      ({ givens, solution } = read.value);
    }
    return {
      givens: makePuzzle(givens),
      solution: makePuzzle(solution),
      level,
      entries: new Array(CELLS).fill(0),
      corner: new Array(CELLS).fill(0),
      centre: new Array(CELLS).fill(0),
      colours: new Array(CELLS).fill(0),
    };
  },

  play(state: SudokuState, move: SudokuMove): Result<SudokuOutcome> {
    const checked = readMove(move);
    if (!checked.ok) return checked;
    const applied = applyMove(state, checked.value);
    if (!applied.ok) return applied;
    const digits = currentDigits(state);
    return ok({ conflicts: conflicts(digits), solved: checkGrid(digits).status === 'solved' });
  },
};

/** The grid as the player sees it: givens and entries. */
export function currentDigits(state: SudokuState): Digits {
  const digits = new Uint8Array(CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    const given = state.givens.charCodeAt(cell) - 48;
    digits[cell] = given >= 1 && given <= 9 ? given : state.entries[cell];
  }
  return digits;
}

const digitsOfText = (text: string): Digits => Uint8Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));

/** The checker's verdict on the current grid : solved, or the first failed rule. */
export const checkState = (state: SudokuState): CheckResult => checkGrid(currentDigits(state));

export const conflictsOf = (state: SudokuState): number[] => conflicts(currentDigits(state));

/** The next hint for the player (hint.ts), on the placed digits narrowed by the centre marks while those are right. */
export const hintFor = (state: SudokuState): Hint =>
  hint(currentDigits(state), digitsOfText(state.solution), state.centre);
