/**
 * Minesweeper's local saves: the game on the board (params + seed + move log, which the engine replays) and the
 * records per level. Both versioned and checked with zod on load (see storage/versionedStore.ts).
 */
import { z } from 'zod';
import { FIRST_CLICK_RULES, LEVELS, parseMoveLog } from '../../mines/index.ts';
import type { SaveSlot } from '../storage/versionedStore.ts';

export const paramsSchema = z.object({
  width: z.number().int().min(1),
  height: z.number().int().min(1),
  mines: z.number().int().min(0),
  firstClick: z.enum(FIRST_CLICK_RULES),
});

export const LEVEL_CHOICES = [...LEVELS, 'custom'] as const;
export type LevelChoice = (typeof LEVEL_CHOICES)[number];

export const savedGameSchema = z.object({
  level: z.enum(LEVEL_CHOICES),
  params: paramsSchema,
  seed: z.string().min(1),
  /** The engine's move log text (`o b3@1200; f c4@1500`): checked here, replayed by the engine on load. */
  moves: z.string().refine((text) => parseMoveLog(text).ok, { message: 'not a valid move log' }),
  /** A no-guess game (its seed is the one the first click's search found). */
  noGuess: z.boolean().default(false),
  /** The game clock when saved, so the timer goes on from there. */
  clock: z.number().min(0),
  finished: z.boolean(),
});
export type SavedGame = z.infer<typeof savedGameSchema>;

export const GAME_SLOT: SaveSlot<SavedGame> = {
  key: 'arcade.mines.game',
  version: 1,
  schema: savedGameSchema,
};

const bestTimeSchema = z.object({
  timeMs: z.number().min(0),
  bbbv: z.number().int().min(0),
  /** ISO date of the win. */
  date: z.string(),
  seed: z.string(),
});
export type BestTime = z.infer<typeof bestTimeSchema>;

const levelRecordSchema = z.object({
  played: z.number().int().min(0),
  won: z.number().int().min(0),
  /** Wins only, fastest first. */
  best: z.array(bestTimeSchema),
});
export type LevelRecord = z.infer<typeof levelRecordSchema>;

/** Keyed by level name, or by the board's text form (`50x40/300`) for custom boards. */
export const recordsSchema = z.record(z.string(), levelRecordSchema);
export type Records = z.infer<typeof recordsSchema>;

export const RECORDS_SLOT: SaveSlot<Records> = {
  key: 'arcade.mines.records',
  version: 1,
  schema: recordsSchema,
};
