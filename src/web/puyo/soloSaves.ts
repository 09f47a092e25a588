/**
 * Solo practice's local statistics, in versioned slots checked by zod like the match records: practices played
 * and the five best scores (each with its largest chain and pairs used), and the largest chain ever built.
 */
import { z } from 'zod';
import type { RecordBook } from '../records/recordBook.ts';
import { recordBookSchema } from '../records/recordBook.ts';
import type { SaveSlot } from '../storage/versionedStore.ts';
import { type BestMatch, bestMatchSchema, puyoRules } from './saves.ts';

/** The one level of the book: solo practice has no opponent. */
export const SOLO_LEVEL = 'solo';

export interface SoloEntry extends BestMatch {
  readonly pairs: number;
}

const soloEntry = bestMatchSchema.extend({ pairs: z.int().min(0) });

export const SOLO_SCORE_RULES = puyoRules<SoloEntry>((entry) => entry.score, 5, 1);
export const SOLO_CHAIN_RULES = puyoRules<SoloEntry>((entry) => entry.chain, 1, 1);

const book = (rules: typeof SOLO_SCORE_RULES) =>
  recordBookSchema(soloEntry, rules, z.literal(SOLO_LEVEL), 'practice modes');

export const SOLO_SCORES_SLOT: SaveSlot<RecordBook<SoloEntry>> = {
  key: 'arcade.puyo.solo.scores',
  version: 1,
  schema: book(SOLO_SCORE_RULES),
};

export const SOLO_CHAINS_SLOT: SaveSlot<RecordBook<SoloEntry>> = {
  key: 'arcade.puyo.solo.chains',
  version: 1,
  schema: book(SOLO_CHAIN_RULES),
};
