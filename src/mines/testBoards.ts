/** fast-check arbitraries shared by the engine's tests: small random boards of every shape and density. */
import { fc } from '@fast-check/vitest';
import { type Board, boardFromMines } from './board.ts';
import type { SlowBoard } from './slowReference.ts';

export const slowBoardArb = (maxSide = 14): fc.Arbitrary<SlowBoard> =>
  fc
    .record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 1, max: maxSide }) })
    .chain(({ width, height }) =>
      fc.double({ min: 0, max: 0.6, noNaN: true }).chain((density) =>
        fc
          .array(fc.double({ min: 0, max: 1, noNaN: true }), {
            minLength: width * height,
            maxLength: width * height,
          })
          .map((draws) => ({ width, height, mines: draws.map((d) => d < density) })),
      ),
    );

export const toBoard = (slow: SlowBoard): Board =>
  boardFromMines(slow.width, slow.height, slow.mines.map(Number));
