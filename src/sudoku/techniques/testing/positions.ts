/**
 * Random positions of real puzzles for the soundness properties: a puzzle with one solution, some of its empty
 * cells filled from the solution, and some false candidates taken out. Every candidate grid made so still holds the
 * solution and has no other (any solution of it solves the puzzle), so a sound technique, uniqueness-based or not,
 * never removes a solution digit from it. Taking out most false candidates leaves many two-candidate cells: the
 * BUG-like states and almost locked sets the patterns need; rectangles are seeded on purpose (a pair of one row's
 * solution digits added to the four corners of a rectangle, some corners cut down to the pair).
 */
import fc from 'fast-check';
import { Rng } from '../../../core/rng.ts';
import { type Board, boardFromDigits, placeDigit } from '../../board.ts';
import { CELLS, type Digits, digitsOf } from '../../grid.ts';

export interface Position {
  readonly board: Board;
  readonly solution: Digits;
}

export interface Puzzle {
  readonly puzzle: Digits;
  readonly solution: Digits;
}

/**
 * `place`: the share of empty cells filled from the solution; `keep`: the chance that a false candidate stays;
 * `pairs`: when true, most cells keep exactly one false candidate (the state patterns on pairs look for).
 */
export function positionOf(
  { puzzle, solution }: Puzzle,
  how: { seed: number; place: number; keep: number; pairs: boolean; rectangles: number },
): Position {
  const { seed, place, keep, pairs } = how;
  const rng = Rng.fromSeed(seed);
  const board = boardFromDigits(puzzle);
  for (let cell = 0; cell < CELLS; cell++)
    if (board.values[cell] === 0 && rng.nextFloat() < place) placeDigit(board, cell, solution[cell]);
  const allowed = board.cands.slice();
  for (let cell = 0; cell < CELLS; cell++) {
    if (board.values[cell] !== 0) continue;
    const truth = 1 << (solution[cell] - 1);
    const others = rng.shuffle(digitsOf(board.cands[cell] & ~truth));
    const kept = pairs
      ? others.slice(0, rng.nextFloat() < keep ? 2 : 1)
      : others.filter(() => rng.nextFloat() < keep);
    board.cands[cell] = kept.reduce((mask, digit) => mask | (1 << (digit - 1)), truth);
  }
  for (let n = 0; n < how.rectangles; n++) seedRectangle(board, allowed, solution, rng);
  return { board, solution };
}

/**
 * Seeds a unique-rectangle setting: a rectangle (two rows, two columns, two boxes, no cell filled) whose solution
 * holds x, y, y at three corners and another digit t at the fourth. All four corners get x and y; the three become
 * floors (only x and y) or keep their other candidates; t sometimes goes to a second corner too.
 */
function seedRectangle(board: Board, allowed: Uint16Array, solution: Digits, rng: Rng): void {
  for (let tries = 0; tries < 200; tries++) {
    const [r1, r2] = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    const [c1, c2] = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8]);
    if ((((r1 / 3) | 0) === ((r2 / 3) | 0)) === (((c1 / 3) | 0) === ((c2 / 3) | 0))) continue;
    const corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
    if (corners.some((cell) => board.values[cell] !== 0)) continue;
    const [x, y, z, w] = corners.map((cell) => solution[cell]);
    // x at r1c1, y at r1c2 and r2c1; the fourth, r2c2, holds t (it cannot be x: the puzzle has one solution).
    if (z !== y || w === x) continue;
    const pair = (1 << (x - 1)) | (1 << (y - 1));
    if (corners.some((cell) => (allowed[cell] & pair) !== pair)) continue;
    const t = 1 << (w - 1);
    for (const cell of corners.slice(0, 3)) {
      const extra = rng.nextFloat() < 0.3 && allowed[cell] & t ? t : 0;
      board.cands[cell] = rng.nextFloat() < 0.6 ? pair | extra : board.cands[cell] | pair | extra;
    }
    board.cands[corners[3]] |= pair;
    return;
  }
}

/** An arbitrary position of one of `puzzles`. */
export const positionArb = (puzzles: readonly Puzzle[]): fc.Arbitrary<Position> =>
  fc
    .record({
      index: fc.nat(puzzles.length - 1),
      seed: fc.integer(),
      place: fc.double({ min: 0, max: 0.5, noNaN: true }),
      keep: fc.double({ min: 0, max: 0.5, noNaN: true }),
      pairs: fc.boolean(),
      rectangles: fc.nat(4),
    })
    .map(({ index, ...how }) => positionOf(puzzles[index], how));
