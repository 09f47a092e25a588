/**
 * Messages between the page and the engine worker. The engine (and its typed-array state) lives in the worker,
 * so placing mines on a huge board, flooding a big opening or replaying a long log never blocks a frame; the
 * page keeps only a copy of the tiles, patched with the cells each move changed.
 */
import { err, ok, type Result } from '../../core/result.ts';
import type { Move, Params, Phase, PlayStats } from '../../mines/index.ts';
import { MAX_CLOCK_MS, MAX_SEED_LENGTH, MAX_UI_CELLS } from './boardLimits.ts';

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

/** Longest move log a `start` request carries: about what the browser can store as text (see saves.ts). */
export const MAX_START_MOVES = 1_000_000;

const CELL_KINDS: ReadonlySet<unknown> = new Set(['open', 'flag', 'question', 'chord']);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isIndex = (value: unknown, below: number): value is number =>
  Number.isSafeInteger(value) && (value as number) >= 0 && (value as number) < below;

/** The problem with a move as plain data, or undefined when it is one. */
function moveProblem(move: unknown): string | undefined {
  if (!isRecord(move)) return 'a move is not an object';
  const { kind, at } = move;
  if (typeof at !== 'number' || !(at >= 0 && at <= MAX_CLOCK_MS)) return 'a move time is not a clock time';
  if (kind === 'flagMode') return undefined;
  if (!CELL_KINDS.has(kind)) return 'a move has no known kind';
  return isIndex(move.x, MAX_UI_CELLS) && isIndex(move.y, MAX_UI_CELLS) ? undefined : 'a move has no cell';
}

function paramsProblem(params: unknown): string | undefined {
  if (!isRecord(params)) return 'params are not an object';
  const { width, height, mines, firstClick } = params;
  if (!isIndex(width, MAX_UI_CELLS + 1) || !isIndex(height, MAX_UI_CELLS + 1))
    return 'width and height are not whole numbers in range';
  if (width * height > MAX_UI_CELLS) return 'more cells than the page plays';
  if (!isIndex(mines, MAX_UI_CELLS + 1)) return 'mines is not a whole number in range';
  return firstClick === 'any' || firstClick === 'safe' || firstClick === 'opening'
    ? undefined
    : 'no first-click rule';
}

/**
 * A request from the page as the worker reads it: every field checked, in time linear in the request (the page is
 * ours, but what it sends came from saves and addresses). The error is short and names the field. Engine rules
 * (a board that fits, a move on the board) are the engine's to check next.
 */
export function readRequest(body: unknown): Result<Request> {
  if (!isRecord(body)) return err('a request is not an object');
  switch (body.type) {
    case 'start': {
      const problem = paramsProblem(body.params);
      if (problem) return err(problem);
      const { seed, moves, noGuess } = body;
      if (typeof seed !== 'string' || seed.length === 0 || seed.length > MAX_SEED_LENGTH)
        return err(`a seed is 1 to ${MAX_SEED_LENGTH} characters`);
      if (typeof noGuess !== 'boolean') return err('noGuess is not true or false');
      if (!Array.isArray(moves) || moves.length > MAX_START_MOVES)
        return err(`moves are not a list of at most ${MAX_START_MOVES}`);
      for (let i = 0; i < moves.length; i++) {
        const bad = moveProblem(moves[i]);
        if (bad) return err(`move ${i + 1}: ${bad}`);
      }
      return ok(body as unknown as Request);
    }
    case 'play': {
      const bad = moveProblem(body.move);
      return bad ? err(bad) : ok(body as unknown as Request);
    }
    case 'stats':
      return ok({ type: 'stats' });
    case 'replayTo':
      return isIndex(body.moveCount, Number.MAX_SAFE_INTEGER)
        ? ok({ type: 'replayTo', moveCount: body.moveCount })
        : err('moveCount is not a whole number of 0 or more');
    default:
      return err('no known request type');
  }
}
