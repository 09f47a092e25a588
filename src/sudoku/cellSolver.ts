/**
 * The first solver, kept as a second opinion for tests and as a baseline in the benchmark (the band solver is
 * 2-4x faster): candidate bitmasks per cell, naked and hidden singles propagated to a fixpoint, then a guess on
 * the cell with the fewest candidates. Everything lives in preallocated typed arrays (a stack of candidate grids,
 * one per guess depth) so the hot loop allocates nothing. It stops after `limit` solutions: 2 proves uniqueness.
 */

import type { Digits } from './grid.ts';
import * as grid from './grid.ts';

// Module-local copies: some loaders turn imported bindings into getters, which costs a call in the hot loop.
const ALL_DIGITS = grid.ALL_DIGITS;
const CELLS = grid.CELLS;
const PEER_TABLE = grid.PEER_TABLE;
const POPCOUNT = grid.POPCOUNT;
const SINGLE_DIGIT = grid.SINGLE_DIGIT;

const UNIT_TABLE = Int32Array.from(grid.UNITS.flat());
const MAX_DEPTH = 82;

/** A reusable solver: one instance owns its buffers (not re-entrant; make one per worker). */
export class CellSolver {
  private readonly stack = new Uint16Array(CELLS * MAX_DEPTH);
  private readonly queue = new Int32Array(CELLS * 2);
  private readonly guessCell = new Int32Array(MAX_DEPTH);
  private readonly guessLeft = new Uint16Array(MAX_DEPTH);
  private readonly solutions: Digits[] = [new Uint8Array(CELLS), new Uint8Array(CELLS)];
  /** Guesses made by the last call (a rough measure of search effort). */
  guesses = 0;
  /** Digit order for guesses: shuffled by the generator to make random full grids. */
  private readonly guessOrder = new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9]);

  /**
   * Counts solutions up to `limit` (stored in this.solutions); -1 when the givens clash. With `excludeCell`, only
   * solutions where that (empty) cell is not `excludeDigit` count: the generator's quick uniqueness test.
   */
  count(digits: Digits, limit = 2, excludeCell = -1, excludeDigit = 0): number {
    const c = this.stack;
    c.fill(ALL_DIGITS, 0, CELLS);
    this.guesses = 0;
    if (givensClash(digits)) return -1;
    let length = 0;
    for (let cell = 0; cell < CELLS; cell++) {
      const d = digits[cell];
      if (d === 0) continue;
      c[cell] = 1 << (d - 1);
      this.queue[length++] = cell;
    }
    this.queueLength = length;
    if (excludeCell >= 0) {
      const rest = c[excludeCell] & ~(1 << (excludeDigit - 1));
      if (rest === 0) return 0;
      c[excludeCell] = rest;
      if ((rest & (rest - 1)) === 0) this.queue[this.queueLength++] = excludeCell;
    }
    return this.search(limit);
  }

  /** The solution buffers of the last `count` (valid until the next call). */
  solution(index: number): Digits {
    return this.solutions[index];
  }

  setGuessOrder(order: ArrayLike<number>): void {
    for (let i = 0; i < 9; i++) this.guessOrder[i] = order[i];
  }

  private search(limit: number): number {
    const c = this.stack;
    let depth = 0;
    let found = 0;
    let base = 0;
    for (;;) {
      // Propagate at this depth; on success either a solution or a guess.
      let ok = this.propagate(base);
      if (ok) {
        let best = -1;
        let bestCount = 10;
        for (let cell = 0; cell < CELLS; cell++) {
          const n = POPCOUNT[c[base + cell]];
          if (n > 1 && n < bestCount) {
            bestCount = n;
            best = cell;
            if (n === 2) break;
          }
        }
        if (best < 0) {
          const out = this.solutions[found];
          for (let cell = 0; cell < CELLS; cell++) out[cell] = SINGLE_DIGIT[c[base + cell]];
          found++;
          if (found >= limit) return found;
          ok = false;
        } else {
          this.guesses++;
          this.guessCell[depth] = best;
          this.guessLeft[depth] = c[base + best];
        }
      }
      // Take the next untried digit at the deepest level that has one.
      if (!ok) {
        for (;;) {
          if (depth === 0) return found;
          depth--;
          if (this.guessLeft[depth] !== 0) break;
        }
      }
      const cell = this.guessCell[depth];
      const left = this.guessLeft[depth];
      let pick = 0;
      for (let i = 0; i < 9; i++) {
        const b = 1 << (this.guessOrder[i] - 1);
        if (left & b) {
          pick = b;
          break;
        }
      }
      this.guessLeft[depth] = left & ~pick;
      base = depth * CELLS;
      const next = base + CELLS;
      c.copyWithin(next, base, next);
      c[next + cell] = pick;
      this.queue[0] = cell;
      this.queueLength = 1;
      depth++;
      base = next;
    }
  }

  private queueLength = 0;

  /** Naked and hidden singles to a fixpoint on the grid at `base`; false on a contradiction. */
  private propagate(base: number): boolean {
    const c = this.stack;
    const q = this.queue;
    for (;;) {
      let head = 0;
      while (head < this.queueLength) {
        const cell = q[head++];
        const b = c[base + cell];
        for (let i = cell * 20, end = i + 20; i < end; i++) {
          const p = base + PEER_TABLE[i];
          const m = c[p];
          if (m & b) {
            const rest = m & ~b;
            if (rest === 0) return false;
            c[p] = rest;
            if ((rest & (rest - 1)) === 0) q[this.queueLength++] = p - base;
          }
        }
      }
      this.queueLength = 0;
      // Hidden singles, and a unit missing a digit altogether is a contradiction.
      for (let u = 0; u < 27 * 9; u += 9) {
        let once = 0;
        let twice = 0;
        for (let i = u; i < u + 9; i++) {
          const m = c[base + UNIT_TABLE[i]];
          twice |= once & m;
          once |= m;
        }
        if (once !== ALL_DIGITS) return false;
        let exactly = once & ~twice;
        if (exactly === 0) continue;
        for (let i = u; i < u + 9 && exactly; i++) {
          const cell = UNIT_TABLE[i];
          const m = c[base + cell];
          const hit = m & exactly;
          if (hit === 0) continue;
          if (hit & (hit - 1)) return false;
          exactly &= ~hit;
          if (m !== hit) {
            c[base + cell] = hit;
            q[this.queueLength++] = cell;
          }
        }
      }
      if (this.queueLength === 0) return true;
    }
  }
}

/** True when two givens of the same digit share a unit. */
export function givensClash(digits: Digits): boolean {
  for (let u = 0; u < 27 * 9; u += 9) {
    let seen = 0;
    for (let i = u; i < u + 9; i++) {
      const d = digits[UNIT_TABLE[i]];
      if (d === 0) continue;
      const b = 1 << (d - 1);
      if (seen & b) return true;
      seen |= b;
    }
  }
  return false;
}
