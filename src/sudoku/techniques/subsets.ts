/**
 * Naked subsets (n cells of a unit whose candidates together are n digits) and hidden subsets (n digits of a unit
 * that together fit in only n cells), for n = 2, 3, 4.
 */
import type { Board } from '../board.ts';
import { digitsOf, POPCOUNT, UNITS, unitName } from '../grid.ts';
import { combinations } from './combinations.ts';
import { type Candidate, describeEliminations, names, type Step, type TechniqueName } from './step.ts';

const NAKED: Record<number, TechniqueName> = { 2: 'Naked Pair', 3: 'Naked Triple', 4: 'Naked Quad' };
const HIDDEN: Record<number, TechniqueName> = { 2: 'Hidden Pair', 3: 'Hidden Triple', 4: 'Hidden Quad' };

export function nakedSubset(size: number): (board: Board) => Step | null {
  return (board) => {
    for (let unit = 0; unit < 27; unit++) {
      const empty = UNITS[unit].filter(
        (cell) => board.cands[cell] !== 0 && POPCOUNT[board.cands[cell]] <= size,
      );
      for (const cells of combinations(empty, size)) {
        let union = 0;
        for (const cell of cells) union |= board.cands[cell];
        if (POPCOUNT[union] !== size) continue;
        const eliminations: Candidate[] = [];
        for (const other of UNITS[unit]) {
          if (cells.includes(other)) continue;
          const hit = board.cands[other] & union;
          for (const digit of digitsOf(hit)) eliminations.push({ cell: other, digit });
        }
        if (eliminations.length === 0) continue;
        const digits = digitsOf(union);
        return {
          technique: NAKED[size],
          cells,
          digits,
          placements: [],
          eliminations,
          explanation: `In ${unitName(unit)}, the cells ${names(cells)} hold only ${digits.join(', ')} between them, so no other cell of that unit can: remove ${describeEliminations(eliminations)}.`,
        };
      }
    }
    return null;
  };
}

export function hiddenSubset(size: number): (board: Board) => Step | null {
  return (board) => {
    for (let unit = 0; unit < 27; unit++) {
      const cellsOfDigit: number[][] = [];
      const open: number[] = [];
      for (let digit = 1; digit <= 9; digit++) {
        const cells = UNITS[unit].filter((cell) => board.cands[cell] & (1 << (digit - 1)));
        cellsOfDigit[digit] = cells;
        if (cells.length >= 1 && cells.length <= size) open.push(digit);
      }
      for (const digits of combinations(open, size)) {
        const cells = [...new Set(digits.flatMap((d) => cellsOfDigit[d]))].sort((a, b) => a - b);
        if (cells.length !== size) continue;
        let keep = 0;
        for (const d of digits) keep |= 1 << (d - 1);
        const eliminations: Candidate[] = [];
        for (const cell of cells)
          for (const digit of digitsOf(board.cands[cell] & ~keep)) eliminations.push({ cell, digit });
        if (eliminations.length === 0) continue;
        return {
          technique: HIDDEN[size],
          cells,
          digits,
          placements: [],
          eliminations,
          explanation: `In ${unitName(unit)}, ${digits.join(', ')} fit only in ${names(cells)}, so those cells hold nothing else: remove ${describeEliminations(eliminations)}.`,
        };
      }
    }
    return null;
  };
}
