/** Full house, naked single, hidden single: the placements every player knows. */
import type { Board } from '../board.ts';
import { CELLS, cellName, SINGLE_DIGIT, UNITS, unitName } from '../grid.ts';
import type { Step } from './step.ts';

export function fullHouse(board: Board): Step | null {
  for (let unit = 0; unit < 27; unit++) {
    const empty = UNITS[unit].filter((cell) => board.values[cell] === 0);
    if (empty.length !== 1) continue;
    const cell = empty[0];
    const digit = SINGLE_DIGIT[board.cands[cell]];
    if (digit === 0) continue;
    return {
      technique: 'Full House',
      cells: [cell],
      digits: [digit],
      placements: [{ cell, digit }],
      eliminations: [],
      explanation: `${cellName(cell)} is the last empty cell of ${unitName(unit)}: it must be ${digit}.`,
    };
  }
  return null;
}

export function nakedSingle(board: Board): Step | null {
  for (let cell = 0; cell < CELLS; cell++) {
    const digit = SINGLE_DIGIT[board.cands[cell]];
    if (digit === 0) continue;
    return {
      technique: 'Naked Single',
      cells: [cell],
      digits: [digit],
      placements: [{ cell, digit }],
      eliminations: [],
      explanation: `${cellName(cell)} sees every digit but ${digit}: it must be ${digit}.`,
    };
  }
  return null;
}

export function hiddenSingle(board: Board): Step | null {
  // Boxes first: that is where players look first.
  for (const unit of UNIT_ORDER) {
    for (let digit = 1; digit <= 9; digit++) {
      const b = 1 << (digit - 1);
      let only = -1;
      let count = 0;
      for (const cell of UNITS[unit]) {
        if (board.cands[cell] & b) {
          only = cell;
          count++;
        }
      }
      if (count !== 1) continue;
      return {
        technique: 'Hidden Single',
        cells: [only],
        digits: [digit],
        placements: [{ cell: only, digit }],
        eliminations: [],
        explanation: `In ${unitName(unit)}, ${digit} fits only in ${cellName(only)}.`,
      };
    }
  }
  return null;
}

const UNIT_ORDER = [
  ...Array.from({ length: 9 }, (_, i) => 18 + i),
  ...Array.from({ length: 18 }, (_, i) => i),
];
