/**
 * Naked subsets (n cells of a unit whose candidates together are n digits) and hidden subsets (n digits of a unit
 * that together fit in only n cells), for n = 2, 3, 4. Both search on bitmasks and allocate only for a find:
 * the grader asks them at almost every step past the singles.
 */
import type { Board } from '../board.ts';
import { digitsOf, POPCOUNT, UNITS, unitName } from '../grid.ts';
import {
  type Candidate,
  describeEliminations,
  elimination,
  names,
  type Step,
  type TechniqueName,
} from './step.ts';

const NAKED: Record<number, TechniqueName> = { 2: 'Naked Pair', 3: 'Naked Triple', 4: 'Naked Quad' };
const HIDDEN: Record<number, TechniqueName> = { 2: 'Hidden Pair', 3: 'Hidden Triple', 4: 'Hidden Quad' };

/**
 * Subsets of `size` items among `masks[0..count)` whose union has exactly `size` bits; calls `found` with the
 * chosen item bits (bit i = item i) and the union, stopping when it returns true.
 */
function searchSubsets(
  masks: Uint16Array,
  count: number,
  size: number,
  found: (items: number, union: number) => boolean,
): boolean {
  const walk = (start: number, chosen: number, picked: number, union: number): boolean => {
    if (picked === size) return POPCOUNT[union] === size && found(chosen, union);
    for (let i = start; i <= count - (size - picked); i++) {
      const next = union | masks[i];
      if (POPCOUNT[next] > size) continue;
      if (walk(i + 1, chosen | (1 << i), picked + 1, next)) return true;
    }
    return false;
  };
  return walk(0, 0, 0, 0);
}

const masks = new Uint16Array(9);
const owners = new Int8Array(9);

export function nakedSubset(size: number): (board: Board) => Step | null {
  return (board) => {
    for (let unit = 0; unit < 27; unit++) {
      const cells = UNITS[unit];
      let count = 0;
      let empty = 0;
      for (let i = 0; i < 9; i++) {
        const m = board.cands[cells[i]];
        if (m === 0) continue;
        empty++;
        if (POPCOUNT[m] <= size) {
          masks[count] = m;
          owners[count++] = i;
        }
      }
      if (empty <= size) continue;
      let step: Step | null = null;
      searchSubsets(masks, count, size, (items, union) => {
        const chosen: number[] = [];
        for (let i = 0; i < count; i++) if (items & (1 << i)) chosen.push(cells[owners[i]]);
        const eliminations: Candidate[] = [];
        for (const other of cells) {
          if (chosen.includes(other)) continue;
          for (const digit of digitsOf(board.cands[other] & union)) eliminations.push({ cell: other, digit });
        }
        if (eliminations.length === 0) return false;
        const digits = digitsOf(union);
        step = elimination(
          NAKED[size],
          chosen,
          digits,
          eliminations,
          `In ${unitName(unit)}, the cells ${names(chosen)} hold only ${digits.join(', ')} between them, so no other cell of that unit can: remove ${describeEliminations(eliminations)}.`,
          [unit],
        );
        return true;
      });
      if (step) return step;
    }
    return null;
  };
}

export function hiddenSubset(size: number): (board: Board) => Step | null {
  return (board) => {
    for (let unit = 0; unit < 27; unit++) {
      const cells = UNITS[unit];
      // Per digit, the unit positions (bit i = cells[i]) where it may go.
      let count = 0;
      let open = 0;
      for (let digit = 1; digit <= 9; digit++) {
        const b = 1 << (digit - 1);
        let where = 0;
        for (let i = 0; i < 9; i++) if (board.cands[cells[i]] & b) where |= 1 << i;
        if (where === 0) continue;
        open++;
        if (POPCOUNT[where] <= size) {
          masks[count] = where;
          owners[count++] = digit;
        }
      }
      if (open <= size) continue;
      let step: Step | null = null;
      searchSubsets(masks, count, size, (items, union) => {
        let keep = 0;
        const digits: number[] = [];
        for (let i = 0; i < count; i++) {
          if (!(items & (1 << i))) continue;
          digits.push(owners[i]);
          keep |= 1 << (owners[i] - 1);
        }
        const chosen = cells.filter((_, i) => union & (1 << i));
        const eliminations: Candidate[] = [];
        for (const cell of chosen)
          for (const digit of digitsOf(board.cands[cell] & ~keep)) eliminations.push({ cell, digit });
        if (eliminations.length === 0) return false;
        step = elimination(
          HIDDEN[size],
          chosen,
          digits,
          eliminations,
          `In ${unitName(unit)}, ${digits.join(', ')} fit only in ${names(chosen)}, so those cells hold nothing else: remove ${describeEliminations(eliminations)}.`,
          [unit],
        );
        return true;
      });
      if (step) return step;
    }
    return null;
  };
}
