/** Locked candidates: pointing (a box confines a digit to one line) and claiming (a line confines it to one box). */
import { type Board, positions } from '../board.ts';
import { boxOf, colOf, rowOf, UNITS, unitName } from '../grid.ts';
import { describeEliminations, elimination, eliminationsOf, type Step } from './step.ts';

export function pointing(board: Board): Step | null {
  for (let box = 18; box < 27; box++) {
    for (let digit = 1; digit <= 9; digit++) {
      const cells = positions(board, box, digit);
      if (cells.length < 2) continue;
      for (const line of [rowOf(cells[0]), 9 + colOf(cells[0])]) {
        if (!cells.every((cell) => (line < 9 ? rowOf(cell) : 9 + colOf(cell)) === line)) continue;
        const outside = UNITS[line].filter((cell) => 18 + boxOf(cell) !== box);
        const eliminations = eliminationsOf(board.cands, digit, outside);
        if (eliminations.length === 0) continue;
        return elimination(
          'Pointing',
          cells,
          [digit],
          eliminations,
          `In ${unitName(box)}, ${digit} lies only on ${unitName(line)}, so the rest of that ${line < 9 ? 'row' : 'column'} cannot hold it: remove ${describeEliminations(eliminations)}.`,
          [box, line],
        );
      }
    }
  }
  return null;
}

export function claiming(board: Board): Step | null {
  for (let line = 0; line < 18; line++) {
    for (let digit = 1; digit <= 9; digit++) {
      const cells = positions(board, line, digit);
      if (cells.length < 2) continue;
      const box = 18 + boxOf(cells[0]);
      if (!cells.every((cell) => 18 + boxOf(cell) === box)) continue;
      const eliminations = eliminationsOf(
        board.cands,
        digit,
        UNITS[box].filter((cell) => !UNITS[line].includes(cell)),
      );
      if (eliminations.length === 0) continue;
      return elimination(
        'Claiming',
        cells,
        [digit],
        eliminations,
        `In ${unitName(line)}, ${digit} lies only inside ${unitName(box)}, so the rest of that box cannot hold it: remove ${describeEliminations(eliminations)}.`,
        [line, box],
      );
    }
  }
  return null;
}
