/**
 * Minesweeper's game history (every finished game per level, for the progress page): its saved form, and the
 * history a player had before it existed, rebuilt from the best times of their records so no win is dropped.
 */
import { z } from 'zod';
import { type GameHistory, gameHistorySchema, type HistoryRules } from '../records/gameHistory.ts';
import type { SaveSlot } from '../storage/versionedStore.ts';
import { MAX_CLOCK_MS, MAX_UI_CELLS } from './boardLimits.ts';
import { RECORDS_KEY, type Records } from './saves.ts';

const playedGameSchema = z.object({
  /** ISO date the game ended. */
  date: z.iso.datetime(),
  won: z.boolean(),
  timeMs: z.number().min(0).max(MAX_CLOCK_MS),
  /** The board's 3BV, and how much of it the player solved (all of it on a win). */
  bbbv: z.int().min(0).max(MAX_UI_CELLS),
  solved: z.int().min(0).max(MAX_UI_CELLS),
});
export type PlayedGame = z.infer<typeof playedGameSchema>;

/** The last 500 games of up to 12 levels and boards (the three levels, with and without no-guess, never drop). */
export const HISTORY_RULES: HistoryRules = {
  kept: 500,
  maxLevels: 12,
  keeps: (key) => /^(?:beginner|intermediate|expert)(?:\/ng)?$/.test(key),
};

export const HISTORY_SLOT: SaveSlot<GameHistory<PlayedGame>> = {
  key: 'arcade.mines.history',
  version: 1,
  schema: gameHistorySchema(playedGameSchema, HISTORY_RULES, z.string().max(40).regex(RECORDS_KEY)),
};

/** The wins the records kept (their best times), in the order they were played: the history before this save. */
export function historyFromRecords(records: Records): GameHistory<PlayedGame> {
  const history: Record<string, PlayedGame[]> = {};
  const keys = Object.keys(records)
    .filter((key) => RECORDS_KEY.test(key))
    .sort((a, b) => Number(HISTORY_RULES.keeps(b)) - Number(HISTORY_RULES.keeps(a)))
    .slice(0, HISTORY_RULES.maxLevels);
  for (const key of keys) {
    const best = records[key]?.best ?? [];
    if (best.length === 0) continue;
    history[key] = [...best]
      .sort((a, b) => a.date.localeCompare(b.date))
      .map(({ date, timeMs, bbbv }) => ({ date, won: true, timeMs, bbbv, solved: bbbv }));
  }
  return history;
}
