/** Best times and win rates per level: wins only in the best times, every finished game in the win rate. */
import {
  BEST_TIMES_KEPT,
  type BestTime,
  LEVEL_CHOICES,
  type LevelRecord,
  MAX_RECORD_KEYS,
  type Records,
} from './saves.ts';

export { BEST_TIMES_KEPT };

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
  return { records: withinKeyLimit({ ...records, [game.key]: after }), rank };
}

const LEVEL_KEYS: ReadonlySet<string> = new Set(LEVEL_CHOICES.flatMap((level) => [level, `${level}/ng`]));

/**
 * Records keep at most MAX_RECORD_KEYS levels and boards (so the save stays valid for its schema): past that,
 * the custom boards first played longest ago make room. Keys keep the order they were first added in.
 */
function withinKeyLimit(records: Records): Records {
  const keys = Object.keys(records);
  let excess = keys.length - MAX_RECORD_KEYS;
  if (excess <= 0) return records;
  const kept: Records = {};
  for (const key of keys) {
    if (excess > 0 && !LEVEL_KEYS.has(key)) excess--;
    else kept[key] = records[key];
  }
  return kept;
}

export const winRate = (record: LevelRecord): number => (record.played > 0 ? record.won / record.played : 0);
