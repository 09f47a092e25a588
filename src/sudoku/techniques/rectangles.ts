/**
 * Unique-rectangle candidates: four empty cells at the corners of two rows and two columns, lying in exactly two
 * boxes, that all still hold both digits of a pair. If all four held nothing else the two digits could swap
 * between them and the puzzle would have two solutions; the uniqueness techniques reason from that.
 */
import type { Board } from '../board.ts';
import { POPCOUNT } from '../grid.ts';
import type { Step } from './step.ts';

export interface Rectangle {
  /** The corners: [r1c1, r1c2, r2c1, r2c2] with r1 < r2 and c1 < c2, so 0-3 and 1-2 are the diagonals. */
  readonly corners: readonly [number, number, number, number];
  /** The pair's two bits. */
  readonly pair: number;
  /** The two digits, ascending. */
  readonly digits: readonly [number, number];
  /** Corners holding only the pair ("floors"), and the others ("roofs"), in corner order. */
  readonly floors: readonly number[];
  readonly roofs: readonly number[];
}

/** Asks `visit` about every rectangle of the board and returns the first step it gives. */
export function eachRectangle(board: Board, visit: (rectangle: Rectangle) => Step | null): Step | null {
  const cands = board.cands;
  for (let r1 = 0; r1 < 8; r1++) {
    for (let r2 = r1 + 1; r2 < 9; r2++) {
      const sameBand = ((r1 / 3) | 0) === ((r2 / 3) | 0);
      for (let c1 = 0; c1 < 8; c1++) {
        for (let c2 = c1 + 1; c2 < 9; c2++) {
          // Exactly two boxes: the rows share a band or the columns share a stack, not both.
          if (sameBand === (((c1 / 3) | 0) === ((c2 / 3) | 0))) continue;
          const corners = [r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1, r2 * 9 + c2] as const;
          const common = cands[corners[0]] & cands[corners[1]] & cands[corners[2]] & cands[corners[3]];
          if (POPCOUNT[common] < 2) continue;
          for (let x = 1; x <= 9; x++) {
            if (!(common & (1 << (x - 1)))) continue;
            for (let y = x + 1; y <= 9; y++) {
              if (!(common & (1 << (y - 1)))) continue;
              const pair = (1 << (x - 1)) | (1 << (y - 1));
              const step = visit({
                corners,
                pair,
                digits: [x, y],
                floors: corners.filter((cell) => cands[cell] === pair),
                roofs: corners.filter((cell) => cands[cell] !== pair),
              });
              if (step) return step;
            }
          }
        }
      }
    }
  }
  return null;
}

/** The corner diagonally opposite `cell` in the rectangle. */
export const oppositeCorner = (rectangle: Rectangle, cell: number): number =>
  rectangle.corners[3 - rectangle.corners.indexOf(cell)];
