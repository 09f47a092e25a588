/**
 * A fish rule the published examples do not reach. Positions are nine rows of placed digits, `.` for an open cell;
 * cells are named column a-i, row 1-9 from the top.
 */
import { describe, expect, it } from 'vitest';
import { boardFromDigits } from '../board.ts';
import { fish } from './fish.ts';

const board = (rows: readonly string[]) =>
  boardFromDigits(Uint8Array.from(rows.join(''), (ch) => (ch === '.' ? 0 : Number(ch))));

describe('fish', () => {
  it('a line where the digit is already placed is no base line: row 2 alone, with 9 only in e2 and h2, is no X-Wing', () => {
    // Row 1 has its 9 in a1; row 2 holds 1-7 and leaves 8 and 9 to e2 and h2. Every other row has 9 in many places.
    const position = board([
      '9........',
      '1234.56.7',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    expect(fish(2)(position)).toBeNull();
    expect(fish(3)(position)).toBeNull();
  });
});
