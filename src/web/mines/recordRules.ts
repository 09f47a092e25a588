/** Minesweeper's records on the shared record book: wins only in the best times, every finished game in the win rate. */
import {
  addResult as addToBook,
  type FinishedGame as FinishedInBook,
  winRate,
} from '../records/recordBook.ts';
import { BEST_TIMES_KEPT, type BestTime, RECORD_RULES, type Records } from './saves.ts';

export { BEST_TIMES_KEPT, winRate };

export interface FinishedGame {
  readonly key: string;
  readonly won: boolean;
  readonly timeMs: number;
  readonly bbbv: number;
  readonly date: string;
  readonly seed: string;
}

/** A finished game as the record book takes it: its level's key, and its time ranked only when it was won. */
export function toFinished(game: FinishedGame): FinishedInBook<BestTime> {
  const { key, won, timeMs, bbbv, date, seed } = game;
  return { level: key, won, entry: won ? { timeMs, bbbv, date, seed } : undefined };
}

/** The records with one more finished game, and the rank of its time (1 = new best) when it entered the list. */
export function addResult(records: Records, game: FinishedGame): { records: Records; rank: number | null } {
  return addToBook(RECORD_RULES, records, toFinished(game));
}
