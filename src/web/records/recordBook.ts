/**
 * Local records for any game: per level, the games played and won and the best results, ranked the way the game
 * declares (a lower time is better in Minesweeper and Sudoku, a higher score in Puyo). An entry is the game's own
 * plain data, with whatever columns it shows (3BV, largest chain). A record book is saved like any save: a
 * versioned slot checked by a schema built here (see `recordBookSchema` and storage/versionedStore.ts).
 */
import { z } from 'zod';

export interface Ranking<E> {
  /** The number entries are ranked by (a time, a score). */
  readonly by: (entry: E) => number;
  readonly better: 'lower' | 'higher';
  /** Best entries kept per level. */
  readonly kept: number;
}

export interface RecordRules<E> {
  readonly ranking: Ranking<E>;
  /** Most levels kept; past that the levels first added that `keeps` does not name make room. */
  readonly maxLevels: number;
  /** Levels never dropped to make room (the game's own levels, as opposed to custom boards). */
  readonly keeps: (level: string) => boolean;
}

export interface LevelRecord<E> {
  readonly played: number;
  readonly won: number;
  /** Best first. */
  readonly best: readonly E[];
}

/** Keyed by level; keys keep the order they were first added in. */
export type RecordBook<E> = Readonly<Record<string, LevelRecord<E>>>;

export interface FinishedGame<E> {
  readonly level: string;
  readonly won: boolean;
  /** The entry to rank, or undefined when this game does not rank (in Minesweeper, a loss). */
  readonly entry?: E;
}

/** True when `a` ranks strictly before `b`. */
export const ranksBefore = <E>(ranking: Ranking<E>, a: E, b: E): boolean =>
  ranking.better === 'lower' ? ranking.by(a) < ranking.by(b) : ranking.by(a) > ranking.by(b);

/** The book with one more finished game, and the rank of its entry (1 = new best) when it entered the list. */
export function addResult<E>(
  rules: RecordRules<E>,
  book: RecordBook<E>,
  game: FinishedGame<E>,
): { records: RecordBook<E>; rank: number | null } {
  const before: LevelRecord<E> = book[game.level] ?? { played: 0, won: 0, best: [] };
  let best = before.best;
  let rank: number | null = null;
  const { entry } = game;
  if (entry !== undefined) {
    // After every entry as good: an equal result does not push an older one down.
    const position = best.findIndex((kept) => ranksBefore(rules.ranking, entry, kept));
    const index = position < 0 ? best.length : position;
    if (index < rules.ranking.kept) {
      best = [...best.slice(0, index), entry, ...best.slice(index)].slice(0, rules.ranking.kept);
      rank = index + 1;
    }
  }
  const after: LevelRecord<E> = { played: before.played + 1, won: before.won + (game.won ? 1 : 0), best };
  return { records: withinLevelLimit(rules, { ...book, [game.level]: after }), rank };
}

function withinLevelLimit<E>(rules: RecordRules<E>, book: RecordBook<E>): RecordBook<E> {
  const levels = Object.keys(book);
  let excess = levels.length - rules.maxLevels;
  if (excess <= 0) return book;
  const kept: Record<string, LevelRecord<E>> = {};
  for (const level of levels) {
    if (excess > 0 && !rules.keeps(level)) excess--;
    else kept[level] = book[level];
  }
  return kept;
}

export const winRate = (record: LevelRecord<unknown>): number =>
  record.played > 0 ? record.won / record.played : 0;

/**
 * The schema of a saved book: levels named as `level` allows, at most `rules.maxLevels` of them (`levelsName`
 * says what they are in the reason), counts that add up, and at most `kept` entries per level, put back in
 * ranking order on load.
 */
export function recordBookSchema<E>(
  entry: z.ZodType<E, unknown>,
  rules: RecordRules<E>,
  level: z.ZodType<string, string>,
  levelsName: string,
): z.ZodType<RecordBook<E>, unknown> {
  const { ranking } = rules;
  const order = ranking.better === 'lower' ? 1 : -1;
  const levelRecord = z
    .object({
      played: z.int().min(0),
      won: z.int().min(0),
      best: z
        .array(entry)
        .max(ranking.kept)
        .transform((best) => best.sort((a, b) => order * (ranking.by(a) - ranking.by(b)))),
    })
    .refine((record) => record.won <= record.played, { message: 'more wins than games' });
  // partialRecord: a book holds the levels played so far. z.record with an enum of levels (Sudoku's, Puyo's
  // opponents) wants every level, so a book of one level was set aside as corrupt on the next load. Its values are
  // typed as possibly undefined, which a save read from JSON never holds.
  return z.partialRecord(level, levelRecord).refine((book) => Object.keys(book).length <= rules.maxLevels, {
    message: `more than ${rules.maxLevels} ${levelsName}`,
  }) as unknown as z.ZodType<RecordBook<E>, unknown>;
}
