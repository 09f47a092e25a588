/**
 * The work of `arcade mines generate | stats | bench-solver`, one item at a time, on any thread (jobs/job.ts).
 * Board i of `generate` comes from the seed `S:i`, so any thread can make it; the boards of `bench-solver` are drawn
 * in order from one seeded stream by the main thread (cheap next to the solver), so its games are those of the
 * published figures, and only the games are played on the threads.
 */
import type { CellCoords } from '../../core/cellName.ts';
import { Rng } from '../../core/rng.ts';
import {
  type Board,
  boardMetrics,
  generateBoard,
  isMine,
  type Params,
  parseBoard,
} from '../../mines/index.ts';
import {
  benchFirstClick,
  generateNoGuess,
  hiddenBoard,
  playGame,
  type WinRateSettings,
} from '../../mines/solver/index.ts';
import { InputError } from '../inputError.ts';
import { type JobMaker, jsonLine, recordJob } from '../jobs/job.ts';

/** This module, for the worker threads to load. */
export const MINES_JOBS = new URL(import.meta.url);

export const statsJob = recordJob((record, sourceName) => {
  const board = parseBoard(record.text);
  if (!board.ok) throw new InputError(board.error.message, sourceName, board.error.line);
  return boardStats(board.value);
});

function boardStats(board: Board) {
  const { width, height, mines } = board;
  const { bbbv, openings, islands, zeros, isolated } = boardMetrics(board);
  const density = Math.round((mines / (width * height)) * 1e6) / 1e6;
  return { width, height, mines, density, bbbv, openings, islands, zeros, isolated };
}

export interface GenerateContext {
  readonly params: Params;
  readonly seed: string | number;
  readonly click?: CellCoords;
  /** Boards solvable by logic alone from `click` (then required). */
  readonly noGuess: boolean;
}

/** The seed of board i of a run started with `seed`. */
export const boardSeed = (seed: string | number, i: number): string => `${seed}:${i}`;

/** Board i as rows of `*` and `.`, after a blank line unless it is the first. */
export const generateJob: JobMaker<GenerateContext, number> = (context) => (i) => {
  const rng = Rng.fromSeed(boardSeed(context.seed, i));
  if (!context.noGuess) return { out: boardText(generateBoard(context.params, rng, context.click), i > 0) };
  try {
    return { out: boardText(noGuessBoard(context.params, rng, context.click), i > 0) };
  } catch (error) {
    if (error instanceof InputError) return { out: '', fatal: error.message };
    throw error;
  }
};

/** One buffer, one row a line, so a 10,000 x 10,000 board is 100 MB of bytes, never a string of that size. */
function boardText(board: Board, blankLineFirst: boolean): Uint8Array {
  const { width, height } = board;
  const first = blankLineFirst ? 1 : 0;
  const text = Buffer.allocUnsafe(first + (width + 1) * height);
  if (blankLineFirst) text[0] = 10;
  for (let y = 0; y < height; y++) {
    const row = first + y * (width + 1);
    for (let x = 0; x < width; x++) text[row + x] = isMine(board, y * width + x) ? 42 : 46; // * or .
    text[row + width] = 10;
  }
  return text;
}

/**
 * A board solvable from `firstClick` (default: the centre) by logic alone, its 3x3 block mine-free. Throws an
 * InputError when the settings are too dense to find one within `budgetMs`.
 */
export function noGuessBoard(
  size: { readonly width: number; readonly height: number; readonly mines: number },
  rng: Rng,
  firstClick?: CellCoords,
  budgetMs = 10_000,
): Board {
  const first = firstClick ?? { x: Math.floor(size.width / 2), y: Math.floor(size.height / 2) };
  const deadline = performance.now() + budgetMs;
  const result = generateNoGuess(size, first, rng, { shouldStop: () => performance.now() > deadline });
  if (result.ok) return result.value;
  if (result.error.kind === 'cancelled')
    throw new InputError(
      `no no-guess ${size.width}x${size.height} board with ${size.mines} mines found in ${budgetMs / 1000} s: try fewer mines`,
    );
  throw new InputError(result.error.message);
}

/** The boards of a solver benchmark, from game `from` on: drawn in order from one stream, as a single run would. */
export function* benchBoards(
  settings: WinRateSettings,
  games: number,
  seed: string,
  from: number,
): Generator<Board> {
  const first = settings.start ?? benchFirstClick(settings);
  const rng = Rng.fromSeed(seed);
  for (let g = 0; g < games; g++) {
    const board = generateBoard(settings, rng, first);
    if (g >= from) yield board;
  }
}

/** Game i of a benchmark: `{game, won, guesses, ceiling, ms}` (ms: the solver's time on it). */
export const benchGameJob: JobMaker<WinRateSettings, Board> = (settings) => {
  const first = settings.start ?? benchFirstClick(settings);
  const firstCell = first.y * settings.width + first.x;
  return (board, i) => {
    const start = performance.now();
    const result = playGame(hiddenBoard(board), firstCell);
    const ms = Math.round((performance.now() - start) * 1000) / 1000;
    return {
      out: jsonLine({ game: i, won: result.won, guesses: result.guesses, ceiling: result.ceiling, ms }),
    };
  };
};
