/** Shared by the engine's tests: fast-check arbitraries for small random boards, and games on known boards. */
import { fc } from '@fast-check/vitest';
import { type Board, boardFromMines, parseBoard } from './board.ts';
import { type MinesState, newGame, play } from './game.ts';
import type { CellMoveKind, Move } from './moves.ts';
import type { SlowBoard } from './slowReference.ts';

export const slowBoardArb = (maxSide = 14, maxDensity = 0.6): fc.Arbitrary<SlowBoard> =>
  fc
    .record({ width: fc.integer({ min: 1, max: maxSide }), height: fc.integer({ min: 1, max: maxSide }) })
    .chain(({ width, height }) =>
      fc.double({ min: 0, max: maxDensity, noNaN: true }).chain((density) =>
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
  return gameOnBoard(board.value);
}

/** A game on a known Board: rule `any` with its mines swapped in before any move. */
export function gameOnBoard(board: Board): MinesState {
  const { width, height, mines } = board;
  const state = newGame({ width, height, mines, firstClick: 'any' }, 'fixed');
  state.board = board;
  return state;
}

/** A cell of the small test boards by its name: `b3` is column b (x 1), row 3 (y 2). One letter only. */
export function cellAt(name: string): { readonly x: number; readonly y: number } {
  if (!/^[a-z][1-9][0-9]?$/.test(name)) throw new Error(`${name} is not a small-board cell name`);
  return { x: name.charCodeAt(0) - 97, y: Number(name.slice(1)) - 1 };
}

/** A move on a named cell: `cellMove('chord', 'b2', 500)`. */
export const cellMove = (kind: CellMoveKind, name: string, at = 0): Move => ({ kind, ...cellAt(name), at });

/** Plays the moves, failing the test on a refused one. */
export function playAll(state: MinesState, moves: readonly Move[]): void {
  for (const move of moves) {
    const outcome = play(state, move);
    if (!outcome.ok) throw new Error(outcome.error);
  }
}
