/**
 * Unique Rectangle types 2 to 6 and the Hidden Rectangle, as HoDoKu defines them (its "Uniqueness" page). Each
 * works on a rectangle of rectangles.ts: "floors" are corners holding only the pair x/y, "roofs" hold more. The
 * four corners must not all end up as x/y (the puzzle would then have two solutions), which forces something
 * outside the pair into a roof, or keeps a digit off a corner. Sound on puzzles with one solution, as the grader's.
 */
import { type Board, positions } from '../board.ts';
import { cellName, colOf, digitsOf, POPCOUNT, rowOf, UNITS, UNITS_OF, unitName } from '../grid.ts';
import { seeingAll } from './links.ts';
import { eachRectangle, oppositeCorner, type Rectangle } from './rectangles.ts';
import {
  type Candidate,
  describeEliminations,
  elimination,
  eliminationsOf,
  names,
  type Step,
  type TechniqueName,
} from './step.ts';

const aligned = (a: number, b: number): boolean => rowOf(a) === rowOf(b) || colOf(a) === colOf(b);

const sharedUnits = (a: number, b: number): number[] =>
  UNITS_OF[a].filter((unit) => UNITS_OF[b].includes(unit));

/** The digits the roofs hold beyond the pair. */
const extrasOf = (board: Board, rectangle: Rectangle): number =>
  rectangle.roofs.reduce((mask, cell) => mask | (board.cands[cell] & ~rectangle.pair), 0);

const deadly = ({ digits: [x, y] }: Rectangle): string =>
  `the four corners could swap ${x} and ${y} and the puzzle would have two solutions`;

/**
 * Types 2 and 5: every roof holds exactly one digit z beyond the pair, the same z, so one of them is z. Type 2 has
 * two roofs in one row or column; type 5 two diagonal roofs, or three.
 */
function oneExtraDigit(type: 2 | 5): (board: Board) => Step | null {
  const technique: TechniqueName = `Unique Rectangle Type ${type}`;
  return (board) =>
    eachRectangle(board, (rectangle) => {
      const { floors, roofs, digits } = rectangle;
      const extras = extrasOf(board, rectangle);
      // One floor and three roofs, or two and two (three floors are type 1).
      if (POPCOUNT[extras] !== 1 || floors.length === 0 || floors.length === 3) return null;
      if ((type === 2) !== (floors.length === 2 && aligned(roofs[0], roofs[1]))) return null;
      const [z] = digitsOf(extras);
      const eliminations = eliminationsOf(board.cands, z, seeingAll(board, z, roofs));
      if (eliminations.length === 0) return null;
      return elimination(
        technique,
        rectangle.corners,
        [...digits, z],
        eliminations,
        `${names(floors)} ${floors.length > 1 ? 'hold' : 'holds'} only ${digits.join(' and ')}, and ${names(roofs)} hold them with ${z}: unless one of ${names(roofs)} is ${z}, ${deadly(rectangle)}. Remove ${describeEliminations(eliminations)}.`,
      );
    });
}

export const uniqueRectangle2 = oneExtraDigit(2);
export const uniqueRectangle5 = oneExtraDigit(5);

/** Two roofs in a row or column (floors holding only the pair), as the rest of each type needs. */
const alignedRoofs = (rectangle: Rectangle): boolean =>
  rectangle.floors.length === 2 && aligned(rectangle.roofs[0], rectangle.roofs[1]);

/**
 * Type 3: one of the two roofs holds one of their extra digits, so the roofs act as one cell holding those digits;
 * with other cells of a unit they share it can complete a naked subset, whose digits leave the rest of the unit.
 */
export function uniqueRectangle3(board: Board): Step | null {
  return eachRectangle(board, (rectangle) => {
    if (!alignedRoofs(rectangle)) return null;
    const extras = extrasOf(board, rectangle);
    if (POPCOUNT[extras] < 2) return null;
    const { roofs, corners } = rectangle;
    for (const unit of sharedUnits(roofs[0], roofs[1])) {
      const pool = UNITS[unit].filter((cell) => board.cands[cell] !== 0 && !corners.includes(cell));
      for (const chosen of subsetsBySize(pool)) {
        const digits = chosen.reduce((mask, cell) => mask | board.cands[cell], extras);
        if (POPCOUNT[digits] !== chosen.length + 1) continue;
        const eliminations: Candidate[] = [];
        for (const cell of pool)
          if (!chosen.includes(cell))
            for (const digit of digitsOf(board.cands[cell] & digits)) eliminations.push({ cell, digit });
        if (eliminations.length === 0) continue;
        return elimination(
          'Unique Rectangle Type 3',
          [...corners, ...chosen],
          digitsOf(rectangle.pair | digits),
          eliminations,
          `Unless one of ${names(roofs)} holds ${digitsOf(extras).join(' or ')}, ${deadly(rectangle)}; so in ${unitName(unit)} that roof and ${names(chosen)} hold ${digitsOf(digits).join(', ')} between them: remove ${describeEliminations(eliminations)}.`,
          [unit],
        );
      }
    }
    return null;
  });
}

/** The subsets of `cells` (all but the empty one and the whole), smallest first. */
function subsetsBySize(cells: readonly number[]): number[][] {
  const subsets: number[][] = [];
  for (let mask = 1; mask < (1 << cells.length) - 1; mask++)
    subsets.push(cells.filter((_, i) => mask & (1 << i)));
  return subsets.sort((a, b) => a.length - b.length);
}

/** Type 4: in a unit the roofs share, one digit of the pair goes only in the roofs, so neither roof is the other. */
export function uniqueRectangle4(board: Board): Step | null {
  return eachRectangle(board, (rectangle) => {
    if (!alignedRoofs(rectangle)) return null;
    const { roofs, digits } = rectangle;
    for (const unit of sharedUnits(roofs[0], roofs[1])) {
      for (const [x, y] of [digits, [digits[1], digits[0]]]) {
        if (positions(board, unit, x).length !== 2) continue;
        const eliminations = eliminationsOf(board.cands, y, roofs);
        return elimination(
          'Unique Rectangle Type 4',
          rectangle.corners,
          digits,
          eliminations,
          `In ${unitName(unit)}, ${x} goes only in ${names(roofs)}, so one of them is ${x}; if the other were ${y}, ${deadly(rectangle)}: remove ${describeEliminations(eliminations)}.`,
          [unit],
        );
      }
    }
    return null;
  });
}

/**
 * Type 6: floors on one diagonal, roofs on the other, and a digit of the pair that lies only on the corners in both
 * rows and both columns: it sits on one diagonal, and on the roofs it would leave the floors the other digit.
 */
export function uniqueRectangle6(board: Board): Step | null {
  return eachRectangle(board, (rectangle) => {
    const { floors, roofs, corners, digits } = rectangle;
    if (floors.length !== 2 || aligned(floors[0], floors[1])) return null;
    const lines = [rowOf(corners[0]), rowOf(corners[3]), 9 + colOf(corners[0]), 9 + colOf(corners[3])];
    for (const [x, y] of [digits, [digits[1], digits[0]]]) {
      if (!lines.every((unit) => positions(board, unit, x).every((cell) => corners.includes(cell)))) continue;
      const eliminations = eliminationsOf(board.cands, x, roofs);
      return elimination(
        'Unique Rectangle Type 6',
        corners,
        digits,
        eliminations,
        `In both rows and both columns of the rectangle, ${x} goes only on its corners, so it takes one diagonal; on ${names(roofs)} it would leave ${names(floors)} as ${y} and ${deadly(rectangle)}: remove ${describeEliminations(eliminations)}.`,
      );
    }
    return null;
  });
}

/**
 * Hidden Rectangle: a floor, and a digit x of the pair that goes only on the corners in the row and in the column
 * of the opposite corner. That corner being y would force x onto its two neighbours and y onto the floor: the
 * deadly pattern. So it is not y.
 */
export function hiddenRectangle(board: Board): Step | null {
  return eachRectangle(board, (rectangle) => {
    const { corners, digits } = rectangle;
    for (const floor of rectangle.floors) {
      const far = oppositeCorner(rectangle, floor);
      const lines = [rowOf(far), 9 + colOf(far)];
      for (const [x, y] of [digits, [digits[1], digits[0]]]) {
        if (!lines.every((unit) => positions(board, unit, x).length === 2)) continue;
        const eliminations = eliminationsOf(board.cands, y, [far]);
        return elimination(
          'Hidden Rectangle',
          corners,
          digits,
          eliminations,
          `${cellName(floor)} holds only ${digits.join(' and ')}, and in ${unitName(lines[0])} and ${unitName(lines[1])} ${x} goes only on the corners; if ${cellName(far)} were ${y}, ${deadly(rectangle)}: remove ${describeEliminations(eliminations)}.`,
        );
      }
    }
    return null;
  });
}
