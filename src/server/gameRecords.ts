/**
 * What the API needs of a game to keep its records: one verifier (replay the submitted log with the game's engine
 * and return what it proves, or why not), and where verified results go and come back from. The routes in app.ts
 * are the same for every game (`POST /api/<game>/results`, `GET /api/<game>/records?level=&limit=`).
 */
import type { Result } from '../core/result.ts';
import type { MinesRecords, MinesResult, Storage, StoredMinesResult } from './storage.ts';

/** Replays a submitted game and returns what it proves, or an error naming what was wrong. */
export type Verifier<R> = (body: unknown) => Result<R>;

export interface GameRecords<R, Stored, Records> {
  readonly verify: Verifier<R>;
  keep(result: R, createdAt: Date): Promise<Stored>;
  records(level: string, limit: number): Promise<Records>;
}

export type MinesVerifier = Verifier<MinesResult>;

/** Minesweeper's records: its verifier, and its table in the storage. */
export const minesRecords = (
  storage: Storage,
  verify: MinesVerifier,
): GameRecords<MinesResult, StoredMinesResult, MinesRecords> => ({
  verify,
  keep: (result, createdAt) => storage.addMinesResult(result, createdAt),
  records: (level, limit) => storage.minesRecords(level, limit),
});
