/**
 * Sudoku as a Game (src/core/game.ts): params and a seed make the puzzle, moves are small plain objects, and the
 * state is plain JSON, so replay, save/continue and undo/redo come from the shared machinery.
 */
import type { Game } from '../core/game.ts';
import { isRecord, isWholeIn } from '../core/plainData.ts';
import { shown } from '../core/quote.ts';
import { err, ok, type Result } from '../core/result.ts';
import type { Seed } from '../core/rng.ts';
import { type CheckResult, checkGrid, conflicts } from './checker.ts';
import { makePuzzle, parsePuzzle } from './format.ts';
import { generate, puzzleSeed } from './generator.ts';
import { CELLS, cellName, type Digits } from './grid.ts';
import { type Hint, hint } from './hint.ts';
import { solve } from './solver.ts';
import { LEVELS, type Level } from './techniques/index.ts';

/** A generated puzzle of a level (the seed is the puzzle number), or a given puzzle text. */
export type SudokuParams = { readonly level: Level } | { readonly puzzle: string };

export interface SudokuState {
  /** 81 characters, `.` for empty: the puzzle as given. */
  readonly givens: string;
  readonly solution: string;
  readonly level: Level | null;
  /** Digits entered by the player, 0 for empty (givens are not repeated here). */
  readonly entries: number[];
  /** Pencil marks per cell, bit d-1 for digit d. */
  readonly notes: number[];
}

export type SudokuMove =
  | { readonly kind: 'enter'; readonly cell: number; readonly digit: number }
  | { readonly kind: 'erase'; readonly cell: number }
  | { readonly kind: 'note'; readonly cell: number; readonly digit: number };

export interface SudokuOutcome {
  /** Every clashing cell after the move, for highlighting. */
  readonly conflicts: readonly number[];
  readonly solved: boolean;
}

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
  const parsed = parsePuzzle(value.puzzle);
  if (!parsed.ok) return err(parsed.error.message);
  const status = solve(parsed.value).status;
  return status === 'unique'
    ? ok(params)
    : err(`the puzzle cannot be played: its solution status is ${status}`);
}

const MOVE_KINDS: readonly string[] = ['enter', 'erase', 'note'];

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
      const parsed = parsePuzzle(params.puzzle);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const solved = solve(parsed.value);
      if (solved.status !== 'unique') throw new Error(`the puzzle's solution status is ${solved.status}`);
      givens = parsed.value;
      solution = solved.solution as Digits;
    }
    return {
      givens: makePuzzle(givens),
      solution: makePuzzle(solution),
      level,
      entries: new Array(CELLS).fill(0),
      notes: new Array(CELLS).fill(0),
    };
  },

  play(state: SudokuState, move: SudokuMove): Result<SudokuOutcome> {
    const value: unknown = move;
    if (!isRecord(value)) return err(`a move must be an object with a kind and a cell, got ${shown(value)}`);
    if (!MOVE_KINDS.includes(value.kind as string))
      return err(`move kind ${shown(value.kind)} is not one of ${MOVE_KINDS.join(', ')}`);
    const { cell } = move;
    if (!isWholeIn(cell, 0, CELLS - 1)) return err(`cell ${shown(cell)} is outside the grid`);
    if (state.givens[cell] !== '.') return err(`${cellName(cell)} is a given`);
    if (move.kind !== 'erase' && !isWholeIn(move.digit, 1, 9))
      return err(`digit ${shown(move.digit)} is not 1-9`);
    if (move.kind === 'enter') {
      state.entries[cell] = move.digit;
      state.notes[cell] = 0;
    } else if (move.kind === 'erase') {
      state.entries[cell] = 0;
      state.notes[cell] = 0;
    } else {
      if (state.entries[cell] !== 0)
        return err(`${cellName(cell)} holds a digit: erase it before pencil marks`);
      state.notes[cell] ^= 1 << (move.digit - 1);
    }
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

/** The checker's verdict on the current grid (seed 002): solved, or the first failed rule. */
export const checkState = (state: SudokuState): CheckResult => checkGrid(currentDigits(state));

export const conflictsOf = (state: SudokuState): number[] => conflicts(currentDigits(state));

export const hintFor = (state: SudokuState): Hint => hint(currentDigits(state), digitsOfText(state.solution));
