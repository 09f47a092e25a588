/** Best times and win rates per level: wins only in the best times, every finished game in the win rate. */
import type { BestTime, LevelRecord, Records } from './saves.ts';

export const BEST_TIMES_KEPT = 10;

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
  const before: LevelRecord = records[game.key] ?? { played: 0, won: 0, best: [] };
  let best = before.best;
  let rank: number | null = null;
  if (game.won) {
    const entry: BestTime = { timeMs: game.timeMs, bbbv: game.bbbv, date: game.date, seed: game.seed };
    const position = best.findIndex((time) => time.timeMs > game.timeMs);
    const index = position < 0 ? best.length : position;
    if (index < BEST_TIMES_KEPT) {
      best = [...best.slice(0, index), entry, ...best.slice(index)].slice(0, BEST_TIMES_KEPT);
      rank = index + 1;
    }
  }
  const after: LevelRecord = { played: before.played + 1, won: before.won + (game.won ? 1 : 0), best };
  return { records: { ...records, [game.key]: after }, rank };
}

export const winRate = (record: LevelRecord): number => (record.played > 0 ? record.won / record.played : 0);
