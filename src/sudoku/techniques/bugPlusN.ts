/**
 * BUG+n (Bivalue Universal Grave plus n candidates), the general form of BUG+1 and of Sudoku Explainer's BUG types
 * 2-4. A BUG state is a grid whose every empty cell has two candidates and where each digit has 0 or 2 places in
 * every unit; such a grid never has exactly one solution (swapping every cell to its other candidate is a second
 * one). So when taking some candidates E out of the cells with more than two would leave a BUG state, one of E is
 * true, and any candidate that every member of E rules out is false.
 *
 * The search tries, for each cell with more than two candidates, which two stay; it gives up past MAX_POLY such
 * cells (a BUG+n with more is rare and the search grows fast).
 */
import type { Board } from '../board.ts';
import { CELLS, cellName, digitsOf, POPCOUNT, sees, UNITS_OF } from '../grid.ts';
import { type Candidate, describeEliminations, elimination, type Step } from './step.ts';

const MAX_POLY = 6;

/** Candidates per unit and digit: counts[unit * 9 + digit - 1]. */
const counts = new Uint8Array(27 * 9);

export function bugPlusN(board: Board): Step | null {
  const poly: number[] = [];
  counts.fill(0);
  for (let cell = 0; cell < CELLS; cell++) {
    const mask = board.cands[cell];
    if (mask === 0) continue;
    // A cell with one candidate left is no part of a BUG state.
    if (POPCOUNT[mask] === 1) return null;
    if (POPCOUNT[mask] > 2) {
      poly.push(cell);
      if (poly.length > MAX_POLY) return null;
      continue;
    }
    if (!add(cell, mask)) return null;
  }
  // One cell with one extra candidate is BUG+1 (a placement), found by its own technique.
  if (poly.length === 0 || (poly.length === 1 && POPCOUNT[board.cands[poly[0]]] === 3)) return null;
  return choose(board, poly, 0, []);
}

/** Counts the mask's digits in the cell's units; false when a digit then has more than two places in one. */
function add(cell: number, mask: number): boolean {
  let fits = true;
  for (const unit of UNITS_OF[cell])
    for (const digit of digitsOf(mask)) if (++counts[unit * 9 + digit - 1] > 2) fits = false;
  return fits;
}

function remove(cell: number, mask: number): void {
  for (const unit of UNITS_OF[cell]) for (const digit of digitsOf(mask)) counts[unit * 9 + digit - 1]--;
}

/** Picks the two candidates each polyvalued cell keeps, from `index` on; `kept` holds the choices so far. */
function choose(board: Board, poly: readonly number[], index: number, kept: number[]): Step | null {
  if (index === poly.length) return counts.every((n) => n !== 1) ? stepFor(board, poly, kept) : null;
  const cell = poly[index];
  const digits = digitsOf(board.cands[cell]);
  for (let i = 0; i < digits.length; i++) {
    for (let j = i + 1; j < digits.length; j++) {
      const keep = (1 << (digits[i] - 1)) | (1 << (digits[j] - 1));
      const fits = add(cell, keep);
      const step = fits ? choose(board, poly, index + 1, [...kept, keep]) : null;
      remove(cell, keep);
      if (step) return step;
    }
  }
  return null;
}

function stepFor(board: Board, poly: readonly number[], kept: readonly number[]): Step | null {
  const extras: Candidate[] = poly.flatMap((cell, i) =>
    digitsOf(board.cands[cell] & ~kept[i]).map((digit) => ({ cell, digit })),
  );
  const rulesOut = (e: Candidate, cell: number, digit: number): boolean =>
    e.cell === cell ? e.digit !== digit : e.digit === digit && sees(e.cell, cell);
  const eliminations: Candidate[] = [];
  for (let cell = 0; cell < CELLS; cell++)
    for (const digit of digitsOf(board.cands[cell]))
      if (extras.every((e) => rulesOut(e, cell, digit))) eliminations.push({ cell, digit });
  if (eliminations.length === 0) return null;
  const extraWords = extras.map(({ cell, digit }) => `${digit} at ${cellName(cell)}`).join(', ');
  return elimination(
    'BUG+n',
    poly,
    digitsOf([...extras, ...eliminations].reduce((mask, e) => mask | (1 << (e.digit - 1)), 0)),
    eliminations,
    `Without ${extraWords}, every empty cell would have two candidates and every digit two places or none in each row, column and box: a grid with no single solution. So one of them is true, and each rules out ${describeEliminations(eliminations)}.`,
  );
}
