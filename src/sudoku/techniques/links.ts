/** Shared helpers for wings, single-digit patterns and chains: strong links and cells seeing a set of cells. */
import { type Board, positions } from '../board.ts';
import { CELLS, sees } from '../grid.ts';

/** A conjugate pair: the only two places for `digit` in `unit`. */
export interface StrongLink {
  readonly unit: number;
  readonly a: number;
  readonly b: number;
}

export function strongLinks(board: Board, digit: number, units: Iterable<number> = UNIT_IDS): StrongLink[] {
  const links: StrongLink[] = [];
  for (const unit of units) {
    const cells = positions(board, unit, digit);
    if (cells.length === 2) links.push({ unit, a: cells[0], b: cells[1] });
  }
  return links;
}

const UNIT_IDS = Array.from({ length: 27 }, (_, i) => i);

/** Empty cells holding `digit` that see every cell of `cells` (and are none of them). */
export function seeingAll(board: Board, digit: number, cells: readonly number[]): number[] {
  const b = 1 << (digit - 1);
  const result: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) {
    if (!(board.cands[cell] & b)) continue;
    if (cells.every((other) => sees(cell, other))) result.push(cell);
  }
  return result;
}
