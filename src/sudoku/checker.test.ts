import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { changedGivens, checkGrid, conflicts } from './checker.ts';
import { parsePuzzle } from './format.ts';
import { CELLS, UNITS } from './grid.ts';
import { slowIsSolved } from './slow.ts';

const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';
const grid = (text: string) => {
  const parsed = parsePuzzle(text);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};
const withCell = (text: string, cell: number, ch: string) => text.slice(0, cell) + ch + text.slice(cell + 1);

describe('checker (seed 002)', () => {
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
    'agrees with the slow checker on full grids, and every repeat lies in a conflict',
    (digits) => {
      const result = checkGrid(digits);
      expect(result.status === 'solved').toBe(slowIsSolved(digits));
      if (result.status !== 'solved' && result.status !== 'empty') {
        expect(new Set(result.cells.map((c) => digits[c])).size).toBe(1);
        expect(UNITS[result.unit]).toEqual(expect.arrayContaining([...result.cells]));
      }
    },
  );

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
});
