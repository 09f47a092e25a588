/**
 * What a key, a tap or a pad button asks of the engine, as moves to try in order: the first the engine takes is
 * played (entering the digit a cell already holds is refused by the engine, and then the digit is taken away, as
 * in the apps players know). Givens are left out here; the engine decides the rest.
 */
import { editableCells, type SudokuMove, type SudokuState } from '../../sudoku/index.ts';
import type { Mode } from './keys.ts';

/** A digit pressed in a mode on the chosen cells. */
export function digitMoves(
  state: SudokuState,
  cells: readonly number[],
  digit: number,
  mode: Mode,
): SudokuMove[] {
  if (mode === 'colour') return [{ kind: 'colour', cells, colour: digit }];
  const open = editableCells(state, cells);
  if (open.length === 0) return [];
  if (mode === 'digit')
    return [
      { kind: 'enter', cells: open, digit },
      { kind: 'erase', cells: open },
    ];
  return [{ kind: mode, cells: open, digit }];
}

/** Erase: the entries and marks of the chosen cells that are not givens, else their colours. */
export function eraseMoves(state: SudokuState, cells: readonly number[]): SudokuMove[] {
  const open = editableCells(state, cells);
  const moves: SudokuMove[] = [];
  if (open.length > 0) moves.push({ kind: 'erase', cells: open });
  if (cells.length > 0) moves.push({ kind: 'colour', cells, colour: 0 });
  return moves;
}

/** One cell set to a digit (0 empties it); nothing for a given. */
export function setDigitMoves(state: SudokuState, cell: number, digit: number): SudokuMove[] {
  if (editableCells(state, [cell]).length === 0) return [];
  return [digit === 0 ? { kind: 'erase', cell } : { kind: 'enter', cell, digit }];
}

/** A tap on the chosen cell counts its digit up: empty, 1, ..., 9, empty. */
export const cycleMoves = (state: SudokuState, cell: number): SudokuMove[] =>
  setDigitMoves(state, cell, (state.entries[cell] + 1) % 10);
