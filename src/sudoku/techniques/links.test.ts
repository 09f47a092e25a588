import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { boardFromDigits } from '../board.ts';
import { CELLS, sees } from '../grid.ts';
import { seeingAll, strongLinks } from './links.ts';

/** A board from a random partial grid (digits may clash: the helpers read candidates only). */
const boardArb = fc
  .array(fc.oneof(fc.constant(0), fc.constant(0), fc.integer({ min: 1, max: 9 })), {
    minLength: CELLS,
    maxLength: CELLS,
  })
  .map((digits) => boardFromDigits(Uint8Array.from(digits)));

describe('links', () => {
  test.prop([
    boardArb,
    fc.integer({ min: 1, max: 9 }),
    fc.uniqueArray(fc.nat(CELLS - 1), { minLength: 1, maxLength: 3 }),
  ])(
    'the cells seeing all of some cells are exactly the open cells holding the digit that see each of them',
    (board, digit, cells) => {
      const slow = [...Array(CELLS).keys()].filter(
        (cell) => board.cands[cell] & (1 << (digit - 1)) && cells.every((other) => sees(cell, other)),
      );
      expect(seeingAll(board, digit, cells)).toEqual(slow);
    },
  );

  test.prop([boardArb, fc.integer({ min: 1, max: 9 })])(
    'a strong link is a unit where the digit has exactly two places, and every such unit gives one',
    (board, digit) => {
      const links = strongLinks(board, digit);
      const expected = [...Array(27).keys()].flatMap((unit) => {
        const places = [...Array(CELLS).keys()].filter(
          (cell) => board.cands[cell] & (1 << (digit - 1)) && unitHolds(unit, cell),
        );
        return places.length === 2 ? [{ unit, a: places[0], b: places[1] }] : [];
      });
      expect(links).toEqual(expected);
    },
  );
});

/** Whether unit (0-8 rows, 9-17 columns, 18-26 boxes) holds the cell, worked out from coordinates. */
function unitHolds(unit: number, cell: number): boolean {
  const row = Math.floor(cell / 9);
  const col = cell % 9;
  if (unit < 9) return row === unit;
  if (unit < 18) return col === unit - 9;
  const box = unit - 18;
  return Math.floor(row / 3) === Math.floor(box / 3) && Math.floor(col / 3) === box % 3;
}
