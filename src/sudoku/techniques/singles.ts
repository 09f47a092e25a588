/** Full house, naked single, hidden single: the placements every player knows. */
import type { Board } from '../board.ts';
import { CELLS, cellName, SINGLE_DIGIT, UNITS, unitName } from '../grid.ts';
import { placement, type Step } from './step.ts';

export function fullHouse(board: Board): Step | null {
  for (let unit = 0; unit < 27; unit++) {
    let cell = -1;
    let empty = 0;
    for (const c of UNITS[unit]) {
      if (board.values[c] === 0) {
        cell = c;
        if (++empty > 1) break;
      }
    }
    if (empty !== 1) continue;
    const digit = SINGLE_DIGIT[board.cands[cell]];
    if (digit === 0) continue;
    return placement(
      'Full House',
      cell,
      digit,
      `${cellName(cell)} is the last empty cell of ${unitName(unit)}: it must be ${digit}.`,
      [unit],
    );
  }
  return null;
}

export function nakedSingle(board: Board): Step | null {
  for (let cell = 0; cell < CELLS; cell++) {
    const digit = SINGLE_DIGIT[board.cands[cell]];
    if (digit === 0) continue;
    return placement(
      'Naked Single',
      cell,
      digit,
      `${cellName(cell)} sees every digit but ${digit}: it must be ${digit}.`,
    );
  }
  return null;
}

export function hiddenSingle(board: Board): Step | null {
  // Boxes first: that is where players look first.
  for (const unit of UNIT_ORDER) {
    const cells = UNITS[unit];
    let once = 0;
    let twice = 0;
    for (let i = 0; i < 9; i++) {
      const m = board.cands[cells[i]];
      twice |= once & m;
      once |= m;
    }
    const exactly = once & ~twice;
    if (exactly === 0) continue;
    const b = exactly & -exactly;
    const digit = 31 - Math.clz32(b) + 1;
    const only = cells.find((cell) => board.cands[cell] & b) as number;
    return placement(
      'Hidden Single',
      only,
      digit,
      `In ${unitName(unit)}, ${digit} fits only in ${cellName(only)}.`,
      [unit],
    );
  }
  return null;
}

const UNIT_ORDER = [
  ...Array.from({ length: 9 }, (_, i) => 18 + i),
  ...Array.from({ length: 18 }, (_, i) => i),
];
