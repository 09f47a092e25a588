/**
 * Minesweeper's local saves: the game on the board (params + seed + move log, which the engine replays) and the
 * records per level. Both versioned and checked with zod on load (see storage/versionedStore.ts). Every string,
 * list and number is bounded: a save is read from storage anyone with the page (or an extension) can write to,
 * and what loads here goes on to the engine worker, the records panel and the server.
 */
import { z } from 'zod';
import { hasLoneSurrogate } from '../../core/quote.ts';
import { FIRST_CLICK_RULES, LEVELS, type Params, PRESETS, parseMoveLog } from '../../mines/index.ts';
import {
  type RecordBook,
  type LevelRecord as RecordLevel,
  type RecordRules,
  recordBookSchema,
} from '../records/recordBook.ts';
import type { SaveSlot } from '../storage/versionedStore.ts';
import { MAX_CLOCK_MS, MAX_SEED_LENGTH, MAX_UI_CELLS } from './boardLimits.ts';
import { customParams } from './gameSetup.ts';

/** A seed as the server takes it: 1 to MAX_SEED_LENGTH characters of well-formed text. */
export const seedSchema = z
  .string()
  .min(1)
  .max(MAX_SEED_LENGTH)
  .refine((seed) => !hasLoneSurrogate(seed), { message: 'half of a surrogate pair' });

/** Board params the page can play (the UI's cell limit, mines that fit). */
export const paramsSchema = z
  .object({
    width: z.int().min(1).max(MAX_UI_CELLS),
    height: z.int().min(1).max(MAX_UI_CELLS),
    mines: z.int().min(0).max(MAX_UI_CELLS),
    firstClick: z.enum(FIRST_CLICK_RULES),
  })
  .superRefine((params, context) => {
    const valid = customParams(params.width, params.height, params.mines, params.firstClick);
    if (!valid.ok) context.addIssue({ code: 'custom', message: valid.error.message });
  });

export const LEVEL_CHOICES = [...LEVELS, 'custom'] as const;
export type LevelChoice = (typeof LEVEL_CHOICES)[number];

/** A game clock in milliseconds: what a move time can be (12 digits). */
const clockSchema = z.number().min(0).max(MAX_CLOCK_MS);

/**
 * A move log as long as the browser can store; its moves are checked by the engine's parser (each one short, so
 * a stranger's 250-letter cell name is refused by length) and replayed by the engine on load.
 */
export const MAX_SAVE_CHARS = 5 << 20;

export const savedGameSchema = z
  .object({
    level: z.enum(LEVEL_CHOICES),
    params: paramsSchema,
    seed: seedSchema,
    /** The engine's move log text (`o b3@1200; f c4@1500`): checked here, replayed by the engine on load. */
    moves: z
      .string()
      .max(MAX_SAVE_CHARS)
      .superRefine((text, context) => {
        const parsed = parseMoveLog(text);
        if (!parsed.ok) context.addIssue({ code: 'custom', message: parsed.error });
      }),
    /** A no-guess game (its seed is the one the first click's search found). */
    noGuess: z.boolean().default(false),
    /** Hints or chances were used in this game. */
    assisted: z.boolean().default(false),
    /** The game clock when saved, so the timer goes on from there. */
    clock: clockSchema,
    finished: z.boolean(),
  })
  .refine((game) => game.level === 'custom' || sameParams(game.params, PRESETS[game.level]), {
    message: 'a level with another board than its own',
    path: ['params'],
  });
export type SavedGame = z.infer<typeof savedGameSchema>;

const sameParams = (a: Params, b: Params): boolean =>
  a.width === b.width && a.height === b.height && a.mines === b.mines && a.firstClick === b.firstClick;

export const GAME_SLOT: SaveSlot<SavedGame> = {
  key: 'arcade.mines.game',
  version: 1,
  schema: savedGameSchema,
  maxChars: MAX_SAVE_CHARS,
};

/** Best times kept per level, and levels and boards kept in the records (see recordRules.ts). */
export const BEST_TIMES_KEPT = 10;
export const MAX_RECORD_KEYS = 500;

const bestTimeSchema = z.object({
  timeMs: clockSchema,
  bbbv: z.int().min(0).max(MAX_UI_CELLS),
  /** ISO date of the win. */
  date: z.iso.datetime(),
  seed: seedSchema,
});
export type BestTime = z.infer<typeof bestTimeSchema>;

/** Fastest wins first; custom boards make room for newer ones, the levels (with or without no-guess) never. */
export const RECORD_RULES: RecordRules<BestTime> = {
  ranking: { by: (time) => time.timeMs, better: 'lower', kept: BEST_TIMES_KEPT },
  maxLevels: MAX_RECORD_KEYS,
  keeps: (key) => LEVEL_KEYS.has(key),
};
const LEVEL_KEYS: ReadonlySet<string> = new Set(LEVEL_CHOICES.flatMap((level) => [level, `${level}/ng`]));

export type LevelRecord = RecordLevel<BestTime>;

/** The records key of a game: a level or a board's text form (`50x40/300`, `9x9/10/safe`), `/ng` for no-guess. */
export const RECORDS_KEY =
  /^(?:beginner|intermediate|expert|\d{1,7}x\d{1,7}\/\d{1,7}(?:\/any|\/safe)?)(?:\/ng)?(?:\/assist)?$/;

/** Keyed by level name, or by the board's text form for custom boards. */
export const recordsSchema = recordBookSchema(
  bestTimeSchema,
  RECORD_RULES,
  z.string().max(40).regex(RECORDS_KEY, 'not a level or board'),
  'levels and boards',
);
export type Records = RecordBook<BestTime>;

export const RECORDS_SLOT: SaveSlot<Records> = {
  key: 'arcade.mines.records',
  version: 1,
  schema: recordsSchema,
};
