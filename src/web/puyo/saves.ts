/**
 * What the Puyo page keeps in the browser, each in its own versioned slot checked by zod: the last 20 matches (a
 * match is its opponent, seed and input log, replayed through the engine), the records per opponent (played,
 * won, best scores with their chains; and the largest chain), and the match in progress, so that a match left by
 * a reload is counted as a loss the next time the page opens.
 */
import { z } from 'zod';
import { type RecordBook, type RecordRules, recordBookSchema } from '../records/recordBook.ts';
import type { SaveSlot } from '../storage/versionedStore.ts';
import { parseInputLog } from './inputLog.ts';
import { OPPONENTS } from './matchSetup.ts';

export const KEPT_REPLAYS = 20;

const opponent = z.enum(OPPONENTS);
const seed = z.string().min(1).max(1000);

export const savedMatchSchema = z.object({
  ai: opponent,
  seed,
  /** When the match ended (ms since 1970). */
  at: z.number().int().min(0),
  result: z.enum(['won', 'lost', 'draw']),
  ticks: z.int().min(0),
  scores: z.tuple([z.int().min(0), z.int().min(0)]),
  /** The input log as inputLog.ts writes it. */
  log: z.string().refine((log) => parseInputLog(log).ok, { message: 'not an input log' }),
});
export type SavedMatch = z.infer<typeof savedMatchSchema>;

export const REPLAYS_SLOT: SaveSlot<SavedMatch[]> = {
  key: 'arcade.puyo.replays',
  version: 1,
  schema: z.array(savedMatchSchema).max(KEPT_REPLAYS),
};

/** The list with `match` first and the oldest beyond KEPT_REPLAYS dropped. */
export const withReplay = (list: readonly SavedMatch[], match: SavedMatch): SavedMatch[] =>
  [match, ...list].slice(0, KEPT_REPLAYS);

export interface BestMatch {
  readonly score: number;
  readonly chain: number;
  readonly at: number;
}

export const bestMatchSchema = z.object({
  score: z.int().min(0),
  chain: z.int().min(0).max(19),
  at: z.number().int().min(0),
});

/** Best entries ranked by `by`, highest first, `kept` of them per level. */
export const puyoRules = <E>(by: (entry: E) => number, kept: number, levels: number): RecordRules<E> => ({
  ranking: { by, better: 'higher', kept },
  maxLevels: levels,
  keeps: () => true,
});

/** Played, won and the five best scores per opponent. */
export const SCORE_RULES = puyoRules<BestMatch>((entry) => entry.score, 5, OPPONENTS.length);
/** The largest chain per opponent (its counts repeat the score book's). */
export const CHAIN_RULES = puyoRules<BestMatch>((entry) => entry.chain, 1, OPPONENTS.length);

export const SCORES_SLOT: SaveSlot<RecordBook<BestMatch>> = {
  key: 'arcade.puyo.records',
  version: 1,
  schema: recordBookSchema(bestMatchSchema, SCORE_RULES, opponent, 'opponents'),
};

export const CHAINS_SLOT: SaveSlot<RecordBook<BestMatch>> = {
  key: 'arcade.puyo.chains',
  version: 1,
  schema: recordBookSchema(bestMatchSchema, CHAIN_RULES, opponent, 'opponents'),
};

export const inProgressSchema = z.object({ ai: opponent, seed, started: z.number().int().min(0) });
export type InProgress = z.infer<typeof inProgressSchema>;

export const IN_PROGRESS_SLOT: SaveSlot<InProgress> = {
  key: 'arcade.puyo.inProgress',
  version: 1,
  schema: inProgressSchema,
  maxChars: 2048,
};
