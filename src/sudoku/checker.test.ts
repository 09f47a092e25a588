import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  type CheckResult,
  type CheckStatus,
  changedGivens,
  checkGrid,
  conflicts,
  wrongEntries,
} from './checker.ts';
import { parsePuzzle } from './format.ts';
import { CELLS, type Digits, UNITS } from './grid.ts';
import { slowIsSolved } from './slow.ts';

const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const grid = (text: string) => {
  const parsed = parsePuzzle(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const withCell = (text: string, cell: number, ch: string) => text.slice(0, cell) + ch + text.slice(cell + 1);

/**
 * The checker written the obvious way: empty cells first; then rows, columns and boxes in that order, each unit
 * read cell by cell; the first cell whose digit appears again in its unit names the fault (the unit, that digit
 * and every cell of the unit holding it, top to bottom and left to right).
 */
function slowCheck(digits: Digits): CheckResult {
  const empty = [...digits.keys()].filter((cell) => digits[cell] === 0);
  if (empty.length > 0) return { status: 'empty', cells: empty };
  const kinds = [
    ['row', (unit: number, i: number) => unit * 9 + i],
    ['column', (unit: number, i: number) => i * 9 + unit],
    [
      'box',
      (unit: number, i: number) =>
        (Math.floor(unit / 3) * 3 + Math.floor(i / 3)) * 9 + (unit % 3) * 3 + (i % 3),
    ],
  ] as const;
  for (const [k, [status, cellOf]] of kinds.entries()) {
    for (let unit = 0; unit < 9; unit++) {
      const cells = Array.from({ length: 9 }, (_, i) => cellOf(unit, i));
      for (const cell of cells) {
        const same = cells.filter((other) => digits[other] === digits[cell]);
        if (same.length > 1) return { status, unit: k * 9 + unit, digit: digits[cell], cells: same };
      }
    }
  }
  return { status: 'solved' };
}

const permutationArb = (n: number) =>
  fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n });

/**
 * A random solved grid: SOLVED with its digits relabelled, its bands, the rows inside each band, its stacks and the
 * columns inside each stack shuffled, and maybe transposed; each of these keeps a grid solved.
 */
const solvedGridArb = fc
  .record({
    digits: permutationArb(9),
    bands: permutationArb(3),
    rows: fc.array(permutationArb(3), { minLength: 3, maxLength: 3 }),
    stacks: permutationArb(3),
    columns: fc.array(permutationArb(3), { minLength: 3, maxLength: 3 }),
    transpose: fc.boolean(),
  })
  .map(({ digits, bands, rows, stacks, columns, transpose }) => {
    const grid = new Uint8Array(81);
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const sr = bands[Math.floor(r / 3)] * 3 + rows[Math.floor(r / 3)][r % 3];
        const sc = stacks[Math.floor(c / 3)] * 3 + columns[Math.floor(c / 3)][c % 3];
        const source = transpose ? sc * 9 + sr : sr * 9 + sc;
        grid[r * 9 + c] = digits[Number(SOLVED[source]) - 1] + 1;
      }
    }
    return grid;
  });

const swap = (grid: Digits, a: number, b: number) => {
  const copy = grid.slice();
  [copy[a], copy[b]] = [copy[b], copy[a]];
  return copy;
};

/**
 * Grids built from a solved one to fail exactly one rule first, one kind in five each:
 * - solved: left alone;
 * - empty: some cells blanked (and maybe another cell changed: empty cells are still reported first);
 * - row: one cell changed to another digit (its row repeats it, and its column and box too);
 * - column: two cells of one row swapped (the row keeps its digits; their columns, and maybe boxes, repeat);
 * - box: two whole rows of different bands swapped, or two columns of different stacks (every row and column
 *   keeps its digits; the boxes do not).
 */
const gridCaseArb: fc.Arbitrary<{ kind: CheckStatus; digits: Digits }> = fc.oneof(
  solvedGridArb.map((digits) => ({ kind: 'solved' as const, digits })),
  fc
    .tuple(
      solvedGridArb,
      fc.uniqueArray(fc.nat(80), { minLength: 1, maxLength: 12 }),
      fc.nat(80),
      fc.boolean(),
    )
    .map(([grid, blanks, other, change]) => {
      const digits = grid.slice();
      if (change) digits[other] = (digits[other] % 9) + 1;
      for (const cell of blanks) digits[cell] = 0;
      return { kind: 'empty' as const, digits };
    }),
  fc.tuple(solvedGridArb, fc.nat(80), fc.integer({ min: 1, max: 8 })).map(([grid, cell, shift]) => {
    const digits = grid.slice();
    digits[cell] = ((digits[cell] - 1 + shift) % 9) + 1;
    return { kind: 'row' as const, digits };
  }),
  fc
    .tuple(solvedGridArb, fc.nat(8), fc.nat(8), fc.integer({ min: 1, max: 8 }))
    .map(([grid, row, col, step]) => {
      const a = row * 9 + col;
      const b = row * 9 + ((col + step) % 9);
      return { kind: 'column' as const, digits: swap(grid, a, b) };
    }),
  fc.tuple(solvedGridArb, fc.nat(8), fc.nat(5), fc.boolean()).map(([grid, line, start, columns]) => {
    // The line, and the first line of another band (or stack), from `start` on, whose swap breaks a box: two
    // lines whose thirds hold the same digits would swap into another solved grid.
    const others = [0, 1, 2, 3, 4, 5, 6, 7, 8].filter((l) => Math.floor(l / 3) !== Math.floor(line / 3));
    for (let k = 0; ; k++) {
      const other = others[(start + k) % 6];
      let digits = grid;
      for (let i = 0; i < 9; i++)
        digits = columns
          ? swap(digits, i * 9 + line, i * 9 + other)
          : swap(digits, line * 9 + i, other * 9 + i);
      if (!slowIsSolved(digits)) return { kind: 'box' as const, digits };
    }
  }),
);

describe('checker', () => {
  it('accepts a solved grid', () => {
    expect(checkGrid(grid(SOLVED))).toEqual({ status: 'solved' });
  });

  it('reports empty cells before any repeat', () => {
    const text = withCell(withCell(SOLVED, 0, '.'), 1, '5');
    expect(checkGrid(grid(text))).toEqual({ status: 'empty', cells: [0] });
  });

  it('names the first failed rule in the order row, column, box', () => {
    // Swapping two cells in a row keeps rows right and breaks columns: 3 moves to a1, where a9 holds 3 already.
    const swapped = withCell(withCell(SOLVED, 0, SOLVED[1]), 1, SOLVED[0]);
    expect(checkGrid(grid(swapped))).toMatchObject({ status: 'column', unit: 9, digit: 3, cells: [0, 72] });
    // Swapping two rows of different bands keeps rows and columns right and breaks boxes.
    const rows = SOLVED.match(/.{9}/g) as string[];
    const boxes = [rows[3], ...rows.slice(1, 3), rows[0], ...rows.slice(4)].join('');
    expect(checkGrid(grid(boxes))).toMatchObject({ status: 'box', unit: 18 });
    // Changing one cell repeats its new digit in its row first.
    const changed = withCell(SOLVED, 40, SOLVED[41]);
    expect(checkGrid(grid(changed))).toMatchObject({
      status: 'row',
      unit: 4,
      digit: Number(SOLVED[41]),
      cells: [40, 41],
    });
  });

  test.prop([fc.uint8Array({ min: 1, max: 9, minLength: 81, maxLength: 81 })])(
    'on uniformly random full grids (nearly always a row fault), agrees with the slow checker',
    (digits) => {
      expect(checkGrid(digits)).toEqual(slowCheck(digits));
      expect(checkGrid(digits).status === 'solved').toBe(slowIsSolved(digits));
    },
  );

  test.prop([gridCaseArb], { numRuns: 1000 })(
    "on grids built to fail each rule, gives the slow checker's verdict, unit, digit and cells",
    ({ kind, digits }) => {
      const verdict = slowCheck(digits);
      expect(checkGrid(digits)).toEqual(verdict);
      // Each construction fails the rule it was built for, and none before it.
      expect(verdict.status).toBe(kind);
    },
  );

  it('the grids built to fail each rule reach every verdict in useful proportions', () => {
    const samples = fc.sample(gridCaseArb, { numRuns: 1000, seed: 42 });
    const share = (status: CheckStatus) =>
      samples.filter(({ digits }) => slowCheck(digits).status === status).length / samples.length;
    for (const status of ['solved', 'empty', 'row', 'column', 'box'] as const)
      expect(share(status), status).toBeGreaterThan(0.12);
  });

  test.prop([fc.uint8Array({ min: 0, max: 9, minLength: 81, maxLength: 81 })])(
    'conflicts are exactly the filled cells that share a unit with the same digit',
    (digits) => {
      const slow: number[] = [];
      for (let cell = 0; cell < CELLS; cell++) {
        if (digits[cell] === 0) continue;
        const clash = UNITS.some(
          (u) => u.includes(cell) && u.some((o) => o !== cell && digits[o] === digits[cell]),
        );
        if (clash) slow.push(cell);
      }
      expect(conflicts(digits)).toEqual(slow);
    },
  );

  it('finds entries that change the givens', () => {
    const givens = grid(`5${'.'.repeat(79)}9`);
    const play = grid(`4${'.'.repeat(79)}9`);
    expect(changedGivens(givens, play)).toEqual([0]);
  });

  /** A puzzle (a solved grid with some cells left open) and a player's grid: any digit or none in every cell. */
  const playArb = fc.tuple(
    solvedGridArb,
    fc.array(fc.boolean(), { minLength: 81, maxLength: 81 }),
    fc.uint8Array({ min: 0, max: 9, minLength: 81, maxLength: 81 }),
  );

  test.prop([playArb])(
    "a given counts as changed when the player's grid holds another digit or none there; open cells never do",
    ([solution, given, digits]) => {
      const givens = solution.map((digit, cell) => (given[cell] ? digit : 0));
      const changed = [...givens.keys()].filter((cell) => given[cell] && digits[cell] !== solution[cell]);
      expect(changedGivens(givens, digits)).toEqual(changed);
    },
  );

  test.prop([playArb])(
    "wrong entries are the filled cells whose digit is not the solution's; an empty cell is never wrong",
    ([solution, , digits]) => {
      const wrong = [...digits.keys()].filter(
        (cell) => digits[cell] !== 0 && digits[cell] !== solution[cell],
      );
      expect(wrongEntries(digits, solution)).toEqual(wrong);
      expect(wrongEntries(solution, solution)).toEqual([]);
      expect(wrongEntries(new Uint8Array(81), solution)).toEqual([]);
    },
  );
});
