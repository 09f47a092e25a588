/**
 * The slow, obvious implementations the fast ones are checked against in tests: plain backtracking over cells in
 * order, and a checker that compares sets. Not used by the engine.
 */
import { CELLS, type Digits, UNITS } from './grid.ts';

const fits = (grid: Digits, cell: number, digit: number): boolean => {
  const r = Math.floor(cell / 9);
  const c = cell % 9;
  for (let i = 0; i < 9; i++) {
    if (grid[r * 9 + i] === digit || grid[i * 9 + c] === digit) return false;
  }
  const r0 = r - (r % 3);
  const c0 = c - (c % 3);
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++) if (grid[(r0 + i) * 9 + c0 + j] === digit) return false;
  return true;
};

/** All solutions up to `limit`, in the order plain backtracking finds them. */
export function slowSolutions(puzzle: Digits, limit = 2): Digits[] {
  if (slowGivensClash(puzzle)) return [];
  const grid = Uint8Array.from(puzzle);
  const found: Digits[] = [];
  const walk = (cell: number): void => {
    if (found.length >= limit) return;
    if (cell === CELLS) {
      found.push(grid.slice());
      return;
    }
    if (grid[cell] !== 0) {
      walk(cell + 1);
      return;
    }
    for (let d = 1; d <= 9; d++) {
      if (!fits(grid, cell, d)) continue;
      grid[cell] = d;
      walk(cell + 1);
      grid[cell] = 0;
    }
  };
  walk(0);
  return found;
}

export function slowGivensClash(puzzle: Digits): boolean {
  return UNITS.some((unit) => {
    const digits = unit.map((c) => puzzle[c]).filter((d) => d !== 0);
    return new Set(digits).size !== digits.length;
  });
}

/** True when the grid is full and every unit holds 1..9. */
export function slowIsSolved(grid: Digits): boolean {
  return UNITS.every(
    (unit) => new Set(unit.map((c) => grid[c])).size === 9 && unit.every((c) => grid[c] !== 0),
  );
}
