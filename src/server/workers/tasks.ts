/** The tasks a worker thread runs, as plain data in and out (so the same function runs inline in tests). */

import { type Level, numberedGame, sudokuGame } from '../../sudoku/index.ts';
import { RANKED_GAMES, rankedGame } from '../ranked/registry.ts';

export type WorkerTask =
  /** A queued result's replay, by the game's registry name (its `replays` slot). */
  | { readonly kind: 'replay'; readonly game: string; readonly job: unknown }
  /** A numbered Sudoku puzzle made ahead of its deal (ranked/sudoku/deals.ts). */
  | { readonly kind: 'sudoku'; readonly level: Level; readonly number: number };

export interface WorkerRequest {
  readonly id: number;
  readonly task: WorkerTask;
}

export type WorkerReply =
  | { readonly id: number; readonly value: unknown }
  | { readonly id: number; readonly error: string };

export function runTask(task: WorkerTask): unknown {
  if (task.kind === 'sudoku') {
    const { params, seed } = numberedGame(task.level, task.number);
    return sudokuGame.newGame(params, seed).givens;
  }
  const replays = rankedGame(RANKED_GAMES, task.game)?.replays;
  if (replays === undefined)
    throw new Error(`no ranked game named ${JSON.stringify(task.game)} replays results`);
  return replays.replay(task.job);
}
