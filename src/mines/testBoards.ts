/** Shared by the engine's tests: fast-check arbitraries for small random boards, and games on known boards. */
import { fc } from '@fast-check/vitest';
import { type Board, boardFromMines, parseBoard } from './board.ts';
import { type MinesState, newGame } from './game.ts';
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

/** A game on a known board: rule `any` with the mines of `text` swapped in before any move. */
export function gameOn(text: string): MinesState {
  const board = parseBoard(text);
  if (!board.ok) throw new Error(board.error.message);
  const { width, height, mines } = board.value;
  const state = newGame({ width, height, mines, firstClick: 'any' }, 'fixed');
  state.board = board.value;
  return state;
}
