/**
 * Messages between the page and the engine worker. The engine (and its typed-array state) lives in the worker,
 * so placing mines on a huge board, flooding a big opening or replaying a long log never blocks a frame; the
 * page keeps only a copy of the tiles, patched with the cells each move changed.
 */
import type { Move, Params, Phase, PlayStats } from '../../mines/index.ts';

/** What the page shows besides the tiles. */
export interface GameView {
  readonly phase: Phase;
  readonly minesLeft: number;
  readonly flagMode: boolean;
  /** Game-clock time of the first click, null before it. */
  readonly startedAt: number | null;
  readonly elapsedMs: number;
  /** The board's 3BV, null until the mines are placed (at the first open). */
  readonly bbbv: number | null;
  readonly moveCount: number;
}

export type Request =
  | {
      readonly type: 'start';
      readonly params: Params;
      readonly seed: string;
      readonly moves: readonly Move[];
      /** Look for a board that logic alone solves from the first click (see noGuessSearch.ts). */
      readonly noGuess: boolean;
    }
  | { readonly type: 'play'; readonly move: Move }
  | { readonly type: 'stats' }
  /** The replay board after the first `moveCount` moves of the live game's log. */
  | { readonly type: 'replayTo'; readonly moveCount: number };

export type Reply =
  | { readonly type: 'snapshot'; readonly tiles: Uint8Array; readonly view: GameView }
  | {
      readonly type: 'played';
      readonly changed: Int32Array;
      readonly values: Uint8Array;
      readonly view: GameView;
      /** Set when this move placed the mines of a no-guess game: the seed found, and whether it is no-guess. */
      readonly noGuess?: { readonly seed: string; readonly found: boolean };
    }
  | { readonly type: 'stats'; readonly stats: PlayStats }
  | { readonly type: 'refused'; readonly error: string };

export interface Envelope<T> {
  readonly id: number;
  readonly body: T;
}
