/**
 * The archived AIs: every configuration the `strongest` level has played, frozen under a dated name. A ranked deal
 * names the archived AI its computer plays (`datedAi`), and the server replays the record against that AI, so a
 * record still replays move for move after `strongest` changes. Never edit an entry: the records dealt against it
 * would stop replaying. To change `strongest`, add its configuration here under a new name and point
 * `STRONGEST_NOW` at it.
 *
 * Each entry builds on the one before; what each change adds, and why, is beside it. Measured figures are in
 * docs/engines/puyo.md and bench/RESULTS.md.
 */
import { DEFAULT_WEIGHTS } from './evaluate.ts';
import type { StrongConfig } from './strongAi.ts';

/** A beam of 200 lines searching 7 pairs past the visible queue, steered by the evaluation's default weights. */
const BASELINE = {
  name: 'baseline-2026-11',
  width: 200,
  extraDepth: 7,
  maxAdded: 2,
  fireScore: 75_000,
  fullCells: 12,
  planScore: 5_000,
  pressure: 0.5,
} as const satisfies StrongConfig;

/** Steered towards the GTR opening form: a chain that starts from a known shape grows longer before it fires. */
const GTR = {
  ...BASELINE,
  name: 'gtr-2026-11',
  weights: { ...DEFAULT_WEIGHTS, form: 50, formBroken: -100 },
} as const satisfies StrongConfig;

/** In versus, buries the opponent only with a chain that also outweighs the chain they could fire in answer. */
const THREAT = { ...GTR, name: 'threat-2026-11', threat: 1 } as const satisfies StrongConfig;

/**
 * Three imagined continuations drawn like a real queue (beam 160 each) instead of one, so the plan does not hang
 * on one guess; alone on the field, fills it further before firing (8 free cells instead of 12), since most games
 * that missed 70,000 had fired a 10-12 chain with about 12 cells free, but fires a chain worth 70,000 at once from
 * 12 free cells on. Versus plays by the rules above.
 */
const COMBINED = {
  ...THREAT,
  name: 'combined-2026-11',
  width: 160,
  samples: 3,
  future: 'drawn',
  solo: { fullCells: 8, blockedIsDanger: true, secureCells: 12, secureScore: 70_000 },
} as const satisfies StrongConfig;

/**
 * Alone on the field: weighs each puyo the best potential chain clears beyond 4 a link, the more so the emptier
 * the field (chains of 4-puyo links fit one more link in the same room; a nearly full field keeps its longest
 * chain); a chain worth the fire score waits while
 * a line of the search fires a longer one and more than 8 cells are free; a chain of 12 links in reach fires once
 * no line fires a longer one (a field can otherwise lose its trigger); in danger, a chain more than 2 links short
 * of the field's potential does not fire while a move keeps the search alive. Versus plays as COMBINED.
 */
const FORM_FIRE = {
  ...COMBINED,
  name: 'form-fire-2026-11',
  solo: {
    ...COMBINED.solo,
    weights: { ...COMBINED.weights, excessPerFree: -5 },
    peakChains: 12,
    dangerSlack: 2,
    waitForLonger: true,
  },
} as const satisfies StrongConfig;

export const ARCHIVE = {
  'baseline-2026-11': BASELINE,
  'gtr-2026-11': GTR,
  'threat-2026-11': THREAT,
  'combined-2026-11': COMBINED,
  'form-fire-2026-11': FORM_FIRE,
} as const satisfies Record<string, StrongConfig>;

export type ArchivedName = keyof typeof ARCHIVE;
export const ARCHIVED_NAMES = Object.keys(ARCHIVE) as readonly ArchivedName[];

export const isArchived = (name: unknown): name is ArchivedName =>
  (ARCHIVED_NAMES as readonly unknown[]).includes(name);

/** The archived AI `strongest` plays today. */
export const STRONGEST_NOW = 'form-fire-2026-11' satisfies ArchivedName;

/** The archived AI a level plays today, which a ranked deal records: `strongest`'s, or the level itself. */
export const datedAi = (level: string): string =>
  level === 'strongest' || level === 'strong' ? STRONGEST_NOW : level;
