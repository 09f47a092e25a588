/** Minesweeper's records on the shared record book: wins only in the best times, every finished game in the win rate. */
import { addResult as addToBook, winRate } from '../records/recordBook.ts';
import { BEST_TIMES_KEPT, RECORD_RULES, type Records } from './saves.ts';

export { BEST_TIMES_KEPT, winRate };

export interface FinishedGame {
  readonly key: string;
  readonly won: boolean;
  readonly timeMs: number;
  readonly bbbv: number;
  readonly date: string;
  readonly seed: string;
}

/** The records with one more finished game, and the rank of its time (1 = new best) when it entered the list. */
export function addResult(records: Records, game: FinishedGame): { records: Records; rank: number | null } {
  const { key, won, timeMs, bbbv, date, seed } = game;
  return addToBook(RECORD_RULES, records, {
    level: key,
    won,
    entry: won ? { timeMs, bbbv, date, seed } : undefined,
  });
}
