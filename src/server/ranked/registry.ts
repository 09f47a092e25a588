/**
 * Every ranked game by the name the API and the records give it (core/rankedNames.ts): the one line a game adds
 * here is its folder's slots (rankedGame.ts). The routes, the replay queue, the worker threads and the sweep of
 * abandoned games find a game only through this table.
 */
import type { GameName } from '../../core/rankedNames.ts';
import { minesRanked } from './mines/index.ts';
import { puyoRanked } from './puyo/index.ts';
import type { RankedGame } from './rankedGame.ts';
import type { SudokuDeals } from './sudoku/deals.ts';
import { pooledSudokuRanked, sudokuRanked } from './sudoku/index.ts';

export type RankedGames = Readonly<Record<GameName, RankedGame>>;

export const RANKED_GAMES: RankedGames = {
  mines: minesRanked,
  sudoku: sudokuRanked,
  puyo: puyoRanked,
};

export interface RankedGamesOptions {
  /** Sudoku puzzles made ahead in a worker thread; without them each is made as it is dealt. */
  readonly sudokuDeals?: SudokuDeals;
}

/** The games as a server runs them: with the work it makes ahead of the request path, when it makes any. */
export function rankedGames(options: RankedGamesOptions = {}): RankedGames {
  const { sudokuDeals } = options;
  return sudokuDeals === undefined
    ? RANKED_GAMES
    : { ...RANKED_GAMES, sudoku: pooledSudokuRanked(sudokuDeals) };
}

/** The game of a name read from a request or a record, or undefined when no game has it. */
export const rankedGame = (games: RankedGames, name: string): RankedGame | undefined =>
  Object.hasOwn(games, name) ? games[name as GameName] : undefined;
