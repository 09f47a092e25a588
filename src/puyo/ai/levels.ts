/**
 * The AIs players meet: Classic (every placement of the three visible pairs, seedAi.ts; stored as `seed` in records
 * and links) and five levels of the strong AI from gentle to strongest. A weaker level searches a narrower beam less deep and fires a
 * smaller chain; it never blunders at random, so every level plays the same game twice. The configurations
 * `strongest` has had are frozen in archive.ts, for the ranked records that replay against them.
 */
import { shown } from '../../core/quote.ts';
import { ARCHIVE, ARCHIVED_NAMES, isArchived, STRONGEST_NOW } from './archive.ts';
import type { PuyoAi } from './player.ts';
import { SeedAi } from './seedAi.ts';
import { StrongAi, type StrongConfig } from './strongAi.ts';

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
  strongest: { ...ARCHIVE[STRONGEST_NOW], name: 'strongest' },
} as const satisfies Record<string, StrongConfig>;

export type LevelName = keyof typeof LEVELS;

/** The AIs offered to players, weakest first: what `arcade puyo solo --help` lists. */
export const PLAYER_AIS = ['classic', ...Object.keys(LEVELS)] as readonly string[];

/**
 * Other names of the same AIs: `seed` is Classic's stored id (records, links, the page), `strong` an older
 * command-line name of strongest.
 */
const ALIASES: Readonly<Record<string, string>> = { seed: 'classic', strong: 'strongest' };

/** Every name createAi knows: the players' AIs, their other names, and the archived AIs. */
export const AI_NAMES = [...PLAYER_AIS, ...Object.keys(ALIASES), ...ARCHIVED_NAMES] as readonly string[];

export const isAiName = (name: unknown): name is string => AI_NAMES.includes(name as string);

/** The message for a name createAi does not know. */
export const unknownAi = (name: unknown): string =>
  `unknown AI ${shown(name)} (expected one of ${PLAYER_AIS.join(', ')}, or an archived AI: ${ARCHIVED_NAMES.join(', ')})`;

/**
 * A fresh AI by name (an AI keeps caches between moves: use one per player). `shouldStop` is an optional hard
 * cap the caller may add (e.g. a clock); without it the search is deterministic.
 */
export function createAi(name: string, shouldStop?: () => boolean): PuyoAi {
  // Only the names listed: `__proto__` or `constructor` would find something on LEVELS that is no level.
  if (!isAiName(name)) throw new RangeError(unknownAi(name));
  const player = ALIASES[name] ?? name;
  if (player === 'classic') return new SeedAi();
  const level = isArchived(player) ? ARCHIVE[player] : LEVELS[player as LevelName];
  return new StrongAi({ ...level, name }, shouldStop);
}
