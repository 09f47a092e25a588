/** The tasks a worker thread runs, as plain data in and out (so the same function runs inline in tests). */
import { type Level, numberedGame, sudokuGame } from '../../sudoku/index.ts';
import { type PuyoVerdict, type PuyoVerifyJob, replayPuyoMatch } from '../ranked/puyoRanked.ts';

export type WorkerTask =
  | { readonly kind: 'puyo'; readonly job: PuyoVerifyJob }
  | { readonly kind: 'sudoku'; readonly level: Level; readonly number: number };

export interface WorkerRequest {
  readonly id: number;
  readonly task: WorkerTask;
}

export type WorkerReply =
  | { readonly id: number; readonly value: unknown }
  | { readonly id: number; readonly error: string };

export function runTask(task: WorkerTask): PuyoVerdict | string {
  if (task.kind === 'puyo') return replayPuyoMatch(task.job);
  const { params, seed } = numberedGame(task.level, task.number);
  return sudokuGame.newGame(params, seed).givens;
}
