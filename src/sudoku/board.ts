/**
 * A position for the human-style techniques: placed digits and the pencil-mark candidates of the empty cells.
 * Deliberately plain (no incremental tricks): the grader is not the hot path, the solver is.
 */
import { ALL_DIGITS, CELLS, type Digits, PEERS, UNITS } from './grid.ts';

export interface Board {
  /** Placed digits, 0 for empty. */
  readonly values: Uint8Array;
  /** Candidate masks of empty cells (bit d-1 for digit d); 0 for placed cells. */
  readonly cands: Uint16Array;
}

/** A board whose candidates are every digit not already placed in a peer. */
export function boardFromDigits(digits: Digits): Board {
  const values = Uint8Array.from(digits);
  const cands = new Uint16Array(CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    if (values[cell] !== 0) continue;
    let mask = ALL_DIGITS;
    for (const p of PEERS[cell]) if (values[p] !== 0) mask &= ~(1 << (values[p] - 1));
    cands[cell] = mask;
  }
  return { values, cands };
}

export const cloneBoard = (board: Board): Board => ({
  values: board.values.slice(),
  cands: board.cands.slice(),
});

export function placeDigit(board: Board, cell: number, digit: number): void {
  board.values[cell] = digit;
  board.cands[cell] = 0;
  const clear = ~(1 << (digit - 1));
  for (const p of PEERS[cell]) board.cands[p] &= clear;
}

export const hasCandidate = (board: Board, cell: number, digit: number): boolean =>
  (board.cands[cell] & (1 << (digit - 1))) !== 0;

/** The cells of `unit` that still have `digit` as a candidate. */
export function positions(board: Board, unit: number, digit: number): number[] {
  const b = 1 << (digit - 1);
  return UNITS[unit].filter((cell) => (board.cands[cell] & b) !== 0);
}

/** Every empty cell holding `digit` as a candidate. */
export function cellsWith(board: Board, digit: number): number[] {
  const b = 1 << (digit - 1);
  const cells: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (board.cands[cell] & b) cells.push(cell);
  return cells;
}

export function isSolved(board: Board): boolean {
  for (let cell = 0; cell < CELLS; cell++) if (board.values[cell] === 0) return false;
  return true;
}
