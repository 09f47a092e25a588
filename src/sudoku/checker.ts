/**
 * The checker: a filled grid is correct when no cell is empty and every row, column and box holds 1-9
 * once. Otherwise it names the first rule that failed (empty, row, column, box, in that order), the unit and the
 * cells. During play, `conflicts` lists every clashing cell for highlighting and `changedGivens` checks the givens.
 */
import { CELLS, type Digits, UNITS, unitKind } from './grid.ts';

export type CheckStatus = 'solved' | 'empty' | 'row' | 'column' | 'box';

export type CheckResult =
  | { readonly status: 'solved' }
  | { readonly status: 'empty'; readonly cells: readonly number[] }
  | {
      readonly status: 'row' | 'column' | 'box';
      /** Unit index 0..26 (rows 0-8, columns 9-17, boxes 18-26). */
      readonly unit: number;
      readonly digit: number;
      /** The cells of that unit holding the repeated digit. */
      readonly cells: readonly number[];
    };

export function checkGrid(digits: Digits): CheckResult {
  const empty: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (digits[cell] === 0) empty.push(cell);
  if (empty.length > 0) return { status: 'empty', cells: empty };
  const clash = firstClash(digits);
  return clash ? { status: unitKind(clash.unit), ...clash } : { status: 'solved' };
}

/** The first unit (rows, then columns, then boxes) holding a digit more than once, empty cells aside. */
export function firstClash(digits: Digits): { unit: number; digit: number; cells: number[] } | null {
  for (let unit = 0; unit < 27; unit++) {
    const repeat = firstRepeat(digits, unit);
    if (repeat) return { unit, ...repeat };
  }
  return null;
}

function firstRepeat(digits: Digits, unit: number): { digit: number; cells: number[] } | null {
  const cells = UNITS[unit];
  for (let i = 0; i < 9; i++) {
    const d = digits[cells[i]];
    if (d === 0) continue;
    const same = cells.filter((c) => digits[c] === d);
    if (same.length > 1) return { digit: d, cells: same };
  }
  return null;
}

/** Every filled cell that shares a unit with another cell of the same digit, ascending. */
export function conflicts(digits: Digits): number[] {
  const clash = new Uint8Array(CELLS);
  for (const cells of UNITS) {
    for (let i = 0; i < 9; i++) {
      const d = digits[cells[i]];
      if (d === 0) continue;
      for (let j = i + 1; j < 9; j++) {
        if (digits[cells[j]] === d) {
          clash[cells[i]] = 1;
          clash[cells[j]] = 1;
        }
      }
    }
  }
  const result: number[] = [];
  for (let cell = 0; cell < CELLS; cell++) if (clash[cell]) result.push(cell);
  return result;
}

/** Cells where `digits` does not keep a given of `givens` (changed or erased). */
export function changedGivens(givens: Digits, digits: Digits): number[] {
  const changed: number[] = [];
  for (let cell = 0; cell < CELLS; cell++)
    if (givens[cell] !== 0 && digits[cell] !== givens[cell]) changed.push(cell);
  return changed;
}

/** Filled cells whose digit differs from the solution. */
export function wrongEntries(digits: Digits, solution: Digits): number[] {
  const wrong: number[] = [];
  for (let cell = 0; cell < CELLS; cell++)
    if (digits[cell] !== 0 && digits[cell] !== solution[cell]) wrong.push(cell);
  return wrong;
}
