/**
 * Sudoku's local saves: the game on the grid (where the puzzle came from, its givens, the move log, the moves
 * undone, the clock, hints used) and the cleared puzzles per level. Versioned and checked with zod on load; the
 * moves themselves are checked by the engine, which replays them when the game is restored.
 */
import { z } from 'zod';
import { LEVELS } from '../../sudoku/index.ts';
import { type RecordBook, type RecordRules, recordBookSchema } from '../records/recordBook.ts';
import type { SaveSlot } from '../storage/versionedStore.ts';
import { MAX_PUZZLE_NUMBER } from './address.ts';

/** More moves than any game needs (a player who fills and clears every mark many times over stays far below). */
export const MAX_MOVES = 20_000;
const MAX_CLOCK_MS = 1e12;

/** A move as saved: its kind and small fields; the engine refuses anything else when it replays the log. */
const moveSchema = z.looseObject({ kind: z.string().max(20) });

export const sourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('level'), level: z.enum(LEVELS), n: z.int().min(1).max(MAX_PUZZLE_NUMBER) }),
  z.object({ kind: z.literal('puzzle') }),
]);
export type Source = z.infer<typeof sourceSchema>;

export const savedGameSchema = z.object({
  source: sourceSchema,
  /** The puzzle, 81 characters with `.` for empty. */
  givens: z.string().regex(/^[1-9.]{81}$/, '81 characters of 1-9 and .'),
  moves: z.array(moveSchema).max(MAX_MOVES),
  /** Moves undone, the next one to redo last. */
  undone: z.array(moveSchema).max(MAX_MOVES),
  clockMs: z.number().min(0).max(MAX_CLOCK_MS),
  /** False until Start is pressed: the grid stays hidden and the clock still. */
  started: z.boolean(),
  finished: z.boolean(),
  hints: z.int().min(0).max(1_000_000),
});
export type SavedGame = z.infer<typeof savedGameSchema>;

export const GAME_SLOT: SaveSlot<SavedGame> = {
  key: 'arcade.sudoku.game',
  version: 1,
  schema: savedGameSchema,
};

/** A cleared puzzle as the records keep it. */
const clearedSchema = z.object({
  timeMs: z.number().min(0).max(MAX_CLOCK_MS),
  hints: z.int().min(0).max(1_000_000),
  /** The puzzle number, 0 for a puzzle of one's own. */
  n: z.int().min(0).max(MAX_PUZZLE_NUMBER),
  date: z.iso.datetime(),
});
export type Cleared = z.infer<typeof clearedSchema>;

/** Records are kept per level, and for puzzles of one's own under `own`. */
export const RECORD_KEYS = [...LEVELS, 'own'] as const;

export const RECORD_RULES: RecordRules<Cleared> = {
  ranking: { by: (cleared) => cleared.timeMs, better: 'lower', kept: 20 },
  maxLevels: RECORD_KEYS.length,
  keeps: () => true,
};

export const RECORDS_SLOT: SaveSlot<RecordBook<Cleared>> = {
  key: 'arcade.sudoku.records',
  version: 1,
  schema: recordBookSchema(clearedSchema, RECORD_RULES, z.enum(RECORD_KEYS), 'levels'),
};

/** Every puzzle cleared, newest last, the oldest dropped past this many. */
export const CLEARED_KEPT = 200;

const clearedPuzzleSchema = clearedSchema.extend({ level: z.enum(RECORD_KEYS) });
export type ClearedPuzzle = z.infer<typeof clearedPuzzleSchema>;

export const CLEARED_SLOT: SaveSlot<ClearedPuzzle[]> = {
  key: 'arcade.sudoku.cleared',
  version: 1,
  schema: z.array(clearedPuzzleSchema).max(CLEARED_KEPT),
};
