/**
 * A game's history: per level, the latest finished games in the order they were played (wins and losses alike),
 * so a page can draw a player's progress over time. Bounded like a record book: at most `kept` games a level (the
 * oldest make room) and `maxLevels` levels (the levels first added that `keeps` does not name make room). Saved in a
 * versioned slot whose schema is built here.
 */
import { z } from 'zod';
import type { KeyValueStore, LoadOutcome, SaveSlot } from '../storage/versionedStore.ts';
import { loadSave, writeSave } from '../storage/versionedStore.ts';

export interface HistoryRules {
  /** Games kept per level. */
  readonly kept: number;
  readonly maxLevels: number;
  /** Levels never dropped to make room. */
  readonly keeps: (level: string) => boolean;
}

/** Keyed by level; each level's games oldest first. */
export type GameHistory<H> = Readonly<Record<string, readonly H[]>>;

/** The history with one more game at the end of its level. */
export function addToHistory<H>(
  rules: HistoryRules,
  history: GameHistory<H>,
  level: string,
  game: H,
): GameHistory<H> {
  const games = [...(history[level] ?? []), game].slice(-rules.kept);
  const added: Record<string, readonly H[]> = { ...history, [level]: games };
  let excess = Object.keys(added).length - rules.maxLevels;
  if (excess <= 0) return added;
  const kept: Record<string, readonly H[]> = {};
  for (const [key, list] of Object.entries(added)) {
    if (excess > 0 && key !== level && !rules.keeps(key)) excess--;
    else kept[key] = list;
  }
  return kept;
}

/** The schema of a saved history: levels as `level` allows, at most `maxLevels` of them, `kept` games each. */
export function gameHistorySchema<H>(
  game: z.ZodType<H, unknown>,
  rules: HistoryRules,
  level: z.ZodType<string, string>,
): z.ZodType<GameHistory<H>, unknown> {
  return z
    .partialRecord(level, z.array(game).max(rules.kept))
    .refine((history) => Object.keys(history).length <= rules.maxLevels, {
      message: `more than ${rules.maxLevels} levels`,
    }) as unknown as z.ZodType<GameHistory<H>, unknown>;
}

/**
 * A page's history: loaded once (an unreadable save is set aside and its outcome returned for the caller to
 * report; an empty slot starts from `first`, such as games migrated from an older save), added to, saved at once.
 */
export class HistoryBook<H> {
  private history: GameHistory<H> = {};

  constructor(
    private readonly store: KeyValueStore,
    private readonly slot: SaveSlot<GameHistory<H>>,
    private readonly rules: HistoryRules,
  ) {}

  load(first: () => GameHistory<H> = () => ({})): LoadOutcome<GameHistory<H>> {
    const loaded = loadSave(this.store, this.slot);
    if (loaded.kind === 'loaded') this.history = loaded.value;
    else if (loaded.kind === 'empty') {
      this.history = first();
      if (Object.keys(this.history).length > 0) writeSave(this.store, this.slot, this.history);
    }
    return loaded;
  }

  get all(): GameHistory<H> {
    return this.history;
  }

  add(level: string, game: H): void {
    this.history = addToHistory(this.rules, this.history, level, game);
    writeSave(this.store, this.slot, this.history);
  }
}
