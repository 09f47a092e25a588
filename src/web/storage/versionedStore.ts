/**
 * Saves in localStorage, each under its own key as `{"version": N, "data": ...}` and checked by a zod schema on
 * load. A save that cannot be read (bad JSON, unknown version, data failing its schema) is moved aside under
 * `<key>.corrupt` and reported, and the app goes on without it; other keys are never touched.
 */
import type { z } from 'zod';

export interface SaveSlot<T> {
  /** localStorage key, e.g. `arcade.mines.game`. */
  readonly key: string;
  readonly version: number;
  readonly schema: z.ZodType<T>;
  /** Turns the data of an older version into the current one; undefined when that version is unknown. */
  readonly migrate?: (version: number, data: unknown) => unknown;
}

export interface CorruptSave {
  readonly key: string;
  /** Where the unreadable text was moved. */
  readonly movedTo: string;
  readonly reason: string;
}

export type LoadOutcome<T> =
  | { readonly kind: 'empty' }
  | { readonly kind: 'loaded'; readonly value: T }
  | { readonly kind: 'corrupt'; readonly corrupt: CorruptSave };

/** The storage API we use (a subset of `Storage`), so tests can pass a Map-backed one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadSave<T>(store: KeyValueStore, slot: SaveSlot<T>): LoadOutcome<T> {
  let text: string | null;
  try {
    text = store.getItem(slot.key);
  } catch {
    return { kind: 'empty' }; // storage disabled (private mode): play without saves
  }
  if (text === null) return { kind: 'empty' };
  const reason = readProblem(text, slot);
  if (typeof reason !== 'string') return { kind: 'loaded', value: reason.value };
  return { kind: 'corrupt', corrupt: setAside(store, slot.key, text, reason) };
}

/**
 * Moves a save that cannot be used to `<key>.corrupt` (also for saves that parse but that the game then
 * refuses, such as a move log the engine cannot replay).
 */
export function setAside(
  store: KeyValueStore,
  key: string,
  text: string | null,
  reason: string,
): CorruptSave {
  const movedTo = `${key}.corrupt`;
  try {
    store.setItem(movedTo, text ?? store.getItem(key) ?? '');
    store.removeItem(key);
  } catch {
    // Even if it cannot be moved, the app must go on; the notice still tells the player.
  }
  return { key, movedTo, reason };
}

function readProblem<T>(text: string, slot: SaveSlot<T>): string | { value: T } {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return 'not valid JSON';
  }
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    !('version' in envelope) ||
    !('data' in envelope)
  ) {
    return 'no version and data';
  }
  const { version } = envelope as { version: unknown };
  let data: unknown = (envelope as { data: unknown }).data;
  if (version !== slot.version) {
    const migrated = typeof version === 'number' ? slot.migrate?.(version, data) : undefined;
    if (migrated === undefined) return `unknown version ${String(version)}`;
    data = migrated;
  }
  const parsed = slot.schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return `${issue.path.join('.') || 'data'}: ${issue.message}`;
  }
  return { value: parsed.data };
}

/** Writes a save; false when storage is full or disabled (the game goes on unsaved). */
export function writeSave<T>(store: KeyValueStore, slot: SaveSlot<T>, value: T): boolean {
  try {
    store.setItem(slot.key, JSON.stringify({ version: slot.version, data: value }));
    return true;
  } catch {
    return false;
  }
}

export function clearSave(store: KeyValueStore, slot: SaveSlot<unknown>): void {
  try {
    store.removeItem(slot.key);
  } catch {
    // nothing to do
  }
}
