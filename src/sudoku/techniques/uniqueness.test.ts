/**
 * A BUG+1 rule the published example does not decide, on a position given by pencil marks (every other cell is
 * placed). Cells are named column a-i, row 1-9 from the top (a1 is cell 0).
 */
import { describe, expect, it } from 'vitest';
import type { Board } from '../board.ts';
import { bugPlusOne } from './uniqueness.ts';

describe('BUG+1', () => {
  it('is no BUG+1 unless, without the extra digit, every unit holds each digit twice or not at all', () => {
    // a1 (1 2 3), b1 (1 2), c1 (1 3): 1 appears three times in row 1 and in the box, but without it column a would
    // hold 2 and 3 once each (a1 alone), which is no BUG state: nothing follows.
    const values = new Uint8Array(81).fill(9);
    const cands = new Uint16Array(81);
    for (const [cell, mask] of [
      [0, 0b111],
      [1, 0b011],
      [2, 0b101],
    ]) {
      values[cell] = 0;
      cands[cell] = mask;
    }
    const board: Board = { values, cands };
    expect(bugPlusOne(board)).toBeNull();
  });
});
