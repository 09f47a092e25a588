/** What `arcade sudoku solve | grade | check` print for one puzzle: plain objects, one JSON line each. */
import {
  type CheckResult,
  cellName,
  checkGrid,
  type Digits,
  grade,
  makePuzzle,
  solve,
  unitName,
} from '../../sudoku/index.ts';
import { InputError } from '../inputError.ts';

export function solveRecord(puzzle: Digits): Record<string, unknown> {
  const result = solve(puzzle);
  return {
    puzzle: makePuzzle(puzzle),
    status: result.status,
    ...(result.solution ? { solution: makePuzzle(result.solution) } : {}),
    ...(result.second ? { second: makePuzzle(result.second) } : {}),
  };
}

export function gradeRecord(puzzle: Digits): Record<string, unknown> {
  const graded = grade(puzzle);
  if (!graded.ok) throw new InputError(graded.error);
  const { level, score, techniques, steps, rating } = graded.value;
  return { puzzle: makePuzzle(puzzle), difficulty: level, rating, score, steps, techniques };
}

export function checkRecord(digits: Digits): Record<string, unknown> {
  return { grid: makePuzzle(digits), ...describeCheck(checkGrid(digits)) };
}

/** The checker's verdict with cells named a1..i9 and units named "row 3", "column 5", "box 7". */
export function describeCheck(result: CheckResult): Record<string, unknown> {
  if (result.status === 'solved') return { status: 'solved' };
  if (result.status === 'empty') return { status: 'empty', cells: result.cells.map(cellName) };
  return {
    status: result.status,
    unit: unitName(result.unit),
    digit: result.digit,
    cells: result.cells.map(cellName),
  };
}
