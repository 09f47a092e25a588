import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { CellSolver } from './cellSolver.ts';
import { checkGrid } from './checker.ts';
import { makePuzzle, parsePuzzle } from './format.ts';
import { randomFullGrid } from './generator.ts';
import { CELLS, type Digits } from './grid.ts';
import { slowSolutions } from './slow.ts';
import { countSolutions, Solver, solve } from './solver.ts';

const cellSolver = new CellSolver();

const digits = (text: string): Digits => {
  const parsed = parsePuzzle(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

/** A random grid with `blanks` cells emptied and, optionally, one remaining given changed. */
function randomPuzzle(seed: number, blanks: number, corrupt: boolean): Digits {
  const rng = Rng.fromSeed(seed);
  const puzzle = randomFullGrid(rng);
  const order = rng.shuffle(Array.from({ length: CELLS }, (_, i) => i));
  for (const cell of order.slice(0, blanks)) puzzle[cell] = 0;
  if (corrupt) {
    const cell = order[blanks];
    puzzle[cell] = 1 + ((puzzle[cell] + rng.nextInt(8)) % 9);
  }
  return puzzle;
}

const keepsGivens = (puzzle: Digits, solution: Digits) =>
  puzzle.every((d, i) => d === 0 || solution[i] === d);

describe('solver', () => {
  test.prop([fc.nat(), fc.integer({ min: 20, max: 56 }), fc.boolean()], { numRuns: 300 })(
    'counts like plain backtracking, and every solution is valid and keeps the givens',
    (seed, blanks, corrupt) => {
      const puzzle = randomPuzzle(seed, blanks, corrupt);
      const slow = slowSolutions(puzzle, 2);
      const result = solve(puzzle);
      const expected =
        slow.length === 0 ? ['none', 'invalid'] : slow.length === 1 ? ['unique'] : ['multiple'];
      expect(expected).toContain(result.status);
      for (const solution of [result.solution, result.second]) {
        if (!solution) continue;
        expect(checkGrid(solution).status).toBe('solved');
        expect(keepsGivens(puzzle, solution)).toBe(true);
      }
      if (result.status === 'unique') expect(result.solution).toEqual(slow[0]);
      // The first solver (the benchmark's baseline) agrees too.
      const cells = cellSolver.count(puzzle, 2);
      expect(cells < 0 ? 'invalid' : ['none', 'unique', 'multiple'][cells]).toBe(result.status);
      if (result.status === 'multiple') expect(result.second).not.toEqual(result.solution);
    },
  );

  it('solves the 17-clue puzzles it is benchmarked on, proving uniqueness', () => {
    const result = solve(
      digits('.................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7...'),
    );
    expect(result.status).toBe('unique');
  });

  it('reports two solutions for the empty grid and for a deadly rectangle', () => {
    const empty = solve(new Uint8Array(CELLS));
    expect(empty.status).toBe('multiple');
    // 5 and 3 at a1/b1 and a2/b2... a rectangle whose corners can swap: emptying it leaves two solutions.
    const solved = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
    const rect = findSwappableRectangle(digits(solved));
    const puzzle = digits(solved);
    for (const cell of rect) puzzle[cell] = 0;
    const result = solve(puzzle);
    expect(result.status).toBe('multiple');
    expect(countSolutions(puzzle, 10)).toBe(2);
  });

  it('reports none when a cell has no candidate, and invalid when givens clash', () => {
    expect(solve(digits(`.12345678${'9........'}${'.'.repeat(63)}`)).status).toBe('none');
    expect(solve(digits(`55${'.'.repeat(79)}`)).status).toBe('invalid');
    expect(solve(digits(`5${'.'.repeat(8)}5${'.'.repeat(71)}`)).status).toBe('invalid');
    expect(solve(digits(`5${'.'.repeat(9)}5${'.'.repeat(70)}`)).status).toBe('invalid');
  });

  it('the uniqueness test per removed cell agrees with counting', () => {
    const solver = new Solver();
    for (let seed = 0; seed < 60; seed++) {
      const rng = Rng.fromSeed(`exclude ${seed}`);
      const solution = randomFullGrid(rng);
      const puzzle = solution.slice();
      for (const cell of rng.shuffle(Array.from({ length: CELLS }, (_, i) => i)).slice(0, 35))
        puzzle[cell] = 0;
      const cell = rng.nextInt(CELLS);
      const removed = puzzle.slice();
      removed[cell] = 0;
      const alternatives = solver.count(removed, 1, cell, solution[cell]);
      const expected = slowSolutions(removed, 1000).some((s) => s[cell] !== solution[cell]) ? 1 : 0;
      expect(alternatives).toBe(expected);
    }
  });

  it('random full grids are valid and differ by seed', () => {
    const a = randomFullGrid(Rng.fromSeed(1));
    const b = randomFullGrid(Rng.fromSeed(2));
    expect(checkGrid(a).status).toBe('solved');
    expect(makePuzzle(a)).not.toBe(makePuzzle(b));
  });
});

/** Four cells in two rows, two columns and two boxes holding x y / y x: swapping them gives another solution. */
function findSwappableRectangle(grid: Digits): number[] {
  for (let r1 = 0; r1 < 9; r1++)
    for (let r2 = r1 + 1; r2 < 9; r2++)
      for (let c1 = 0; c1 < 9; c1++)
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          const cells = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2];
          const sameBand = Math.floor(r1 / 3) === Math.floor(r2 / 3);
          const sameStack = Math.floor(c1 / 3) === Math.floor(c2 / 3);
          if (sameBand === sameStack) continue;
          const [a, b, c, d] = cells.map((cell) => grid[cell]);
          if (a === d && b === c) return cells;
        }
  throw new Error('no swappable rectangle');
}
