/**
 * Sudoku Explainer's Nishio forcing chains (7.5 and its length bonus), for the rating's path only: a digit is
 * supposed in a cell and followed with that digit alone (it leaves every cell it sees; a unit left with one place
 * for it gets it there, counting the places already ruled out: SE's dynamic chaining over one digit). When that
 * ends with the digit twice in a unit or nowhere in one, the supposition is false. Where one exists SE rates the
 * step so, where our forcing chains (which use every digit) would rate the net 8.5 and up.
 * The length is what SE counts: the facts the contradiction rests on, the supposition included.
 */
import type { Board } from '../board.ts';
import { CELLS, cellName, PEERS, UNITS, UNITS_OF } from '../grid.ts';
import { lengthBonus, roundRating } from './rating.ts';
import { elimination, type Step } from './step.ts';

export function nishio(board: Board): Step | null {
  let best: { cell: number; digit: number; length: number } | null = null;
  for (let digit = 1; digit <= 9; digit++)
    for (let cell = 0; cell < CELLS; cell++) {
      if (!(board.cands[cell] & (1 << (digit - 1)))) continue;
      const length = contradictionLength(board, digit, cell);
      if (length !== null && (!best || length < best.length)) best = { cell, digit, length };
    }
  if (!best) return null;
  const { cell, digit, length } = best;
  const step = elimination(
    'Contradiction Forcing Chain',
    [cell],
    [digit],
    [{ cell, digit }],
    `If ${cellName(cell)} were ${digit}, following the ${digit}s alone (each rules out the cells it sees, a unit left with one place gets it) would leave a unit with two ${digit}s or none: remove ${digit} from ${cellName(cell)}.`,
  );
  return { ...step, rating: roundRating(7.5 + lengthBonus(length)) };
}

/** The number of facts a contradiction from `digit` at `start` rests on, or null when there is none. */
function contradictionLength(board: Board, digit: number, start: number): number | null {
  const bit = 1 << (digit - 1);
  const parents: number[][] = [];
  const onFact = new Int32Array(CELLS).fill(-1);
  const offFact = new Int32Array(CELLS).fill(-1);
  const fact = (from: number[]) => parents.push(from) - 1;
  const pendingOn = [start];
  const pendingOff: number[] = [];
  onFact[start] = fact([]);
  while (pendingOn.length > 0 || pendingOff.length > 0) {
    if (pendingOn.length > 0) {
      const cell = pendingOn.shift() as number;
      for (const peer of PEERS[cell]) {
        if (!(board.cands[peer] & bit)) continue;
        if (onFact[peer] >= 0) return ancestors(parents, [onFact[peer], fact([onFact[cell]])]);
        if (offFact[peer] < 0) {
          offFact[peer] = fact([onFact[cell]]);
          pendingOff.push(peer);
        }
      }
      continue;
    }
    const cell = pendingOff.shift() as number;
    for (const unit of UNITS_OF[cell]) {
      const places = UNITS[unit].filter((c) => board.cands[c] & bit);
      const left = places.filter((c) => offFact[c] < 0);
      const ruledOut = places.filter((c) => offFact[c] >= 0).map((c) => offFact[c]);
      if (left.length === 0) return ancestors(parents, ruledOut);
      if (left.length === 1 && onFact[left[0]] < 0) {
        onFact[left[0]] = fact(ruledOut);
        pendingOn.push(left[0]);
      }
    }
  }
  return null;
}

function ancestors(parents: readonly number[][], roots: readonly number[]): number {
  const seen = new Set<number>();
  const stack = [...roots];
  while (stack.length > 0) {
    const f = stack.pop() as number;
    if (seen.has(f)) continue;
    seen.add(f);
    stack.push(...parents[f]);
  }
  return seen.size;
}
