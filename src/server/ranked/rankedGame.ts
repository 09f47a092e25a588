/**
 * What the server needs of a game to deal it ranked: its levels, a seed drawn on the server, and what the client
 * is given to play (never the seed of a game whose board is secret). Each game adds how a result is proved:
 * Minesweeper move by move on the server (minesRanked.ts), Sudoku by replaying a submitted log
 * (sudokuRanked.ts).
 */
import type { NewResult } from '../storage.ts';

export interface Dealt {
  /** What the engine needs besides the seed, kept with the game. */
  readonly params: unknown;
  /** What the client is told about the game it was dealt. */
  readonly view: Readonly<Record<string, unknown>>;
}

export interface RankedGame {
  readonly levels: readonly string[];
  drawSeed(level: string): string;
  /** What the game needs and what the client is told; may wait for work made off the request path. */
  deal(level: string, seed: string): Dealt | Promise<Dealt>;
}

/** A request the game refuses, with the HTTP status that says why. */
export interface Refusal {
  readonly status: 400 | 403 | 404 | 409 | 422;
  readonly error: string;
}

/** A verified result before the storage gives it an id. */
export type ProvedResult = Omit<NewResult, 'gameId' | 'game' | 'playerId' | 'daily' | 'createdAt'>;
