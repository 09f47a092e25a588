/**
 * The named AIs: `seed` (the baseline) and five strong-AI levels from gentle to strongest, made weaker by a
 * narrower, shallower search and a shorter chain target, never by random blunders. `strong` is the strongest.
 * Each AI `strongest` has been stays as a dated level (ranked records replay against it): `baseline-2026-11` (beam
 * 200, before issue 16), `threat-2026-11` (the GTR form and the versus threat term), `combined-2026-11` (three
 * sampled futures of beam 160, solo fire rules) and since issue 16's fourth session `form-fire-2026-11` (a solo
 * evaluation and solo fire rules of its own; about 220 ms a move here, inside the 300 ms budget).
 */
import { shown } from '../../core/quote.ts';
import { DEFAULT_WEIGHTS } from './evaluate.ts';
import type { PuyoAi } from './player.ts';
import { SeedAi } from './seedAi.ts';
import { StrongAi, type StrongConfig } from './strongAi.ts';

/** The strongest level as it was until issue 16 (2026-11), kept to rerun comparisons and replay old records. */
const BASELINE_2026_11 = {
  name: 'baseline-2026-11',
  width: 200,
  extraDepth: 7,
  maxAdded: 2,
  fireScore: 75_000,
  fullCells: 12,
  planScore: 5_000,
  pressure: 0.5,
} as const satisfies StrongConfig;

/** The baseline steered towards the GTR form (issue 16: +0.74 mean largest chain on 23 solo games, A/B in README). */
const GTR_2026_11 = {
  ...BASELINE_2026_11,
  name: 'gtr-2026-11',
  weights: { ...DEFAULT_WEIGHTS, form: 50, formBroken: -100 },
} as const satisfies StrongConfig;

/** GTR_2026_11 that, in versus, buries the opponent only with a chain that also outweighs the answer (threat). */
const THREAT_2026_11 = { ...GTR_2026_11, name: 'threat-2026-11', threat: 1 } as const satisfies StrongConfig;

/**
 * Issue 16: THREAT_2026_11 that in solo fills the field further before it fires (8 free cells instead of 12: most
 * games under 70,000 had fired a 10-12 chain at about 12), but fires a chain worth 70,000 at once from 12 free
 * cells on. Versus plays as THREAT_2026_11. Seed T, 100 games: 11.99 and 76% at 70,000+ (strongest 11.90, 71%);
 * seeds A and B, 200 games: 11.74 and 70.5% (strongest 11.87, 64%).
 */
const EVAL_2026_11 = {
  ...THREAT_2026_11,
  name: 'eval-2026-11',
  solo: { fullCells: 8, blockedIsDanger: true, secureCells: 12, secureScore: 70_000 },
} as const satisfies StrongConfig;

/**
 * THREAT_2026_11 searching three imagined continuations drawn like a real queue instead of one of two pairs repeated,
 * beam 160 each (issue 16, s4-search; paired against strongest, README: seed T 0-99 +0.30 +- 0.19 mean largest chain,
 * A and B 0-49 +0.09 +- 0.25; about 1.9x its CPU a move).
 */
const SEARCH_2026_11 = {
  ...THREAT_2026_11,
  name: 'search-2026-11',
  width: 160,
  samples: 3,
  future: 'drawn',
} as const satisfies StrongConfig;

/**
 * EVAL_2026_11's solo fire rules with SEARCH_2026_11's sampled futures (issue 16): seeds A and B, 200 games paired
 * against threat-2026-11 (strongest until then), 12.15 mean largest chain and 81% at 70,000+ (11.87, 64%; +0.28 +- 0.16
 * chain, +0.17 +- 0.04 share), 208 ms CPU a move; versus 75-25 against baseline-2026-11 (seed V). Strongest since.
 */
const COMBINED_2026_11 = {
  ...EVAL_2026_11,
  name: 'combined-2026-11',
  width: SEARCH_2026_11.width,
  samples: SEARCH_2026_11.samples,
  future: SEARCH_2026_11.future,
} as const satisfies StrongConfig;

/**
 * COMBINED_2026_11 whose solo search weighs each puyo its best potential chain clears beyond 4 a link at -5 per free
 * cell of the field (`Weights.excessPerFree`; issue 16, s5-form): chains of 4-puyo links fit one more link in the
 * same field, while a nearly full field still keeps its longest chain. Seed T 0-59 paired against COMBINED_2026_11:
 * 12.68 mean largest chain (12.33), +0.35 +- 0.23. Versus plays as COMBINED_2026_11.
 */
const FORM_2026_11 = {
  ...COMBINED_2026_11,
  name: 'form-2026-11',
  solo: { ...COMBINED_2026_11.solo, weights: { ...COMBINED_2026_11.weights, excessPerFree: -5 } },
} as const satisfies StrongConfig;

/**
 * COMBINED_2026_11 with solo fire rules on links (issue 16, s5-fire; versus plays as COMBINED_2026_11): a chain
 * worth the fire or secure score waits while a line of the search fires a longer one before the end and more than
 * 8 cells are free (`waitForLonger`); a chain of 12 links or more in reach fires once none does (`peakChains`:
 * game A:0 held a 12-chain in reach for three pairs and ended with a 2-chain); in danger a chain more than 2 links
 * short of the field's potential chain does not fire while a move keeps the search alive (`dangerSlack`).
 */
const FIRE_2026_11 = {
  ...COMBINED_2026_11,
  name: 'fire-2026-11',
  solo: { ...COMBINED_2026_11.solo, peakChains: 12, dangerSlack: 2, waitForLonger: true },
} as const satisfies StrongConfig;

/**
 * FORM_2026_11's solo evaluation with FIRE_2026_11's solo fire rules (issue 16, the two fourth-session candidates):
 * seed T 0-59 paired against COMBINED_2026_11, 13.03 mean largest chain (12.33), +0.70 +- 0.23; seeds A and B, 200
 * games, 12.58 and 76% at 70,000+ (12.14, 81%; +0.43 +- 0.13), 218 ms CPU a move. Versus as COMBINED_2026_11.
 * Strongest since.
 */
const FORM_FIRE_2026_11 = {
  ...FORM_2026_11,
  name: 'form-fire-2026-11',
  solo: { ...FORM_2026_11.solo, ...FIRE_2026_11.solo },
} as const satisfies StrongConfig;

export const LEVELS = {
  gentle: {
    name: 'gentle',
    width: 4,
    extraDepth: 0,
    maxAdded: 1,
    fireScore: 1_500,
    fullCells: 30,
    planScore: 5_000,
    pressure: 0.5,
  },
  easy: {
    name: 'easy',
    width: 12,
    extraDepth: 0,
    maxAdded: 2,
    fireScore: 6_000,
    fullCells: 24,
    planScore: 5_000,
    pressure: 0.5,
  },
  medium: {
    name: 'medium',
    width: 30,
    extraDepth: 0,
    maxAdded: 2,
    fireScore: 20_000,
    fullCells: 18,
    planScore: 5_000,
    pressure: 0.5,
  },
  hard: {
    name: 'hard',
    width: 60,
    extraDepth: 0,
    maxAdded: 2,
    fireScore: 45_000,
    fullCells: 14,
    planScore: 5_000,
    pressure: 0.5,
  },
  strongest: { ...FORM_FIRE_2026_11, name: 'strongest' },
  'baseline-2026-11': BASELINE_2026_11,
  'gtr-2026-11': GTR_2026_11,
  'threat-2026-11': THREAT_2026_11,
  'eval-2026-11': EVAL_2026_11,
  'search-2026-11': SEARCH_2026_11,
  'combined-2026-11': COMBINED_2026_11,
  'form-2026-11': FORM_2026_11,
  'fire-2026-11': FIRE_2026_11,
  'form-fire-2026-11': FORM_FIRE_2026_11,
} as const satisfies Record<string, StrongConfig>;

/**
 * The dated AI a level plays today. A ranked deal records it, so the server re-runs the computer of that deal the
 * same way after `strongest` changes again (then: a new dated level, and this points at it).
 */
export const datedAi = (name: string): string =>
  name === 'strongest' || name === 'strong' ? FORM_FIRE_2026_11.name : name;

export type LevelName = keyof typeof LEVELS;
export const AI_NAMES = ['seed', 'strong', ...Object.keys(LEVELS)] as readonly string[];

export const isAiName = (name: unknown): name is string => AI_NAMES.includes(name as string);

/**
 * A fresh AI by name (an AI keeps caches between moves: use one per player). `shouldStop` is an optional hard
 * cap the caller may add (e.g. a clock); without it the search is deterministic.
 */
export function createAi(name: string, shouldStop?: () => boolean): PuyoAi {
  // Only the names listed: `__proto__` or `constructor` would find something on LEVELS that is no level.
  if (!isAiName(name))
    throw new RangeError(`unknown AI ${shown(name)} (expected one of ${AI_NAMES.join(', ')})`);
  if (name === 'seed') return new SeedAi();
  const level = name === 'strong' ? LEVELS.strongest : LEVELS[name as LevelName];
  return new StrongAi({ ...level, name }, shouldStop);
}
