/**
 * Saves in localStorage, each under its own key as `{"version": N, "data": ...}` and checked by a zod schema on
 * load. A save that cannot be read (too long, nested too deep, bad JSON, unknown version, data failing its
 * schema) is moved aside under `<key>.corrupt` and reported, and the app goes on without it; other keys are
 * never touched. Reading any text returns an outcome, never throws, and costs time linear in the text, which a
 * slot bounds by its `maxChars`: a save is only as trustworthy as whatever last wrote to the page's storage.
 */
import type { z } from 'zod';
import { shown } from '../../core/quote.ts';
import { issueMessage, issuePath } from '../../core/zodIssue.ts';

export interface SaveSlot<T> {
  /** localStorage key, e.g. `arcade.mines.game`. */
  readonly key: string;
  readonly version: number;
  readonly schema: z.ZodType<T, unknown>;
  /** The longest text read (longer is refused before parsing); DEFAULT_MAX_SAVE_CHARS when not set. */
  readonly maxChars?: number;
  /** Turns the data of an older version into the current one; undefined when that version is unknown. */
  readonly migrate?: (version: number, data: unknown) => unknown;
}

/** 1 Mi characters: far more than settings or records ever need, and the browser keeps about 5 Mi per site. */
export const DEFAULT_MAX_SAVE_CHARS = 1 << 20;
/** No save of ours nests deeper than this; deeper text is refused before JSON.parse builds it. */
export const MAX_SAVE_DEPTH = 32;

export interface CorruptSave {
  readonly key: string;
  /** Where the unreadable text was moved; null when storage had no room for it (it was then removed). */
  readonly movedTo: string | null;
  readonly reason: string;
}

export type LoadOutcome<T> =
  | { readonly kind: 'empty' }
  | { readonly kind: 'loaded'; readonly value: T }
  | { readonly kind: 'corrupt'; readonly corrupt: CorruptSave };

/** The storage API we use (a subset of `Storage`), so tests can pass a Map-backed one. */
export type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function loadSave<T>(store: KeyValueStore, slot: SaveSlot<T>): LoadOutcome<T> {
  const text = readText(store, slot.key);
  if (text === null) return { kind: 'empty' };
  const problem = readProblem(text, slot);
  if (typeof problem !== 'string') return { kind: 'loaded', value: problem.value };
  return { kind: 'corrupt', corrupt: setAside(store, slot.key, text, problem) };
}

/** The value of a save, if any; one that cannot be read is set aside and handed to `report`. */
export function loadOrReport<T>(
  store: KeyValueStore,
  slot: SaveSlot<T>,
  report: (corrupt: CorruptSave) => void,
): T | undefined {
  const loaded = loadSave(store, slot);
  if (loaded.kind === 'corrupt') report(loaded.corrupt);
  return loaded.kind === 'loaded' ? loaded.value : undefined;
}

/** Reads a save without moving it when it is unreadable (for a glance, such as the home page's badge). */
export function peekSave<T>(store: KeyValueStore, slot: SaveSlot<T>): T | undefined {
  const text = readText(store, slot.key);
  if (text === null) return undefined;
  const problem = readProblem(text, slot);
  return typeof problem === 'string' ? undefined : problem.value;
}

function readText(store: KeyValueStore, key: string): string | null {
  try {
    return store.getItem(key);
  } catch {
    return null; // storage disabled (private mode): play without saves
  }
}

/**
 * Moves a save that cannot be used to `<key>.corrupt` (also for saves that parse but that the game then
 * refuses, such as a move log the engine cannot replay). The save is removed from its key even when storage
 * has no room for the copy, so it is not reported again on every visit.
 */
export function setAside(
  store: KeyValueStore,
  key: string,
  text: string | null,
  reason: string,
): CorruptSave {
  const movedTo = `${key}.corrupt`;
  let kept = false;
  try {
    store.setItem(movedTo, text ?? store.getItem(key) ?? '');
    kept = true;
  } catch {
    // Full or disabled storage: the copy is lost, the notice still tells the player.
  }
  try {
    store.removeItem(key);
  } catch {
    // nothing more to do: the app goes on without the save
  }
  return { key, movedTo: kept ? movedTo : null, reason };
}

/**
 * True when the JSON text opens more than `limit` arrays or objects inside each other. One pass, outside
 * strings; the text need not be valid JSON (JSON.parse judges that next).
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (inString) {
      if (code === 0x5c)
        i++; // backslash: skip the escaped character
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

function readProblem<T>(text: string, slot: SaveSlot<T>): string | { value: T } {
  const maxChars = slot.maxChars ?? DEFAULT_MAX_SAVE_CHARS;
  if (text.length > maxChars) return `${text.length} characters, more than the ${maxChars} a save can hold`;
  if (nestsDeeperThan(text, MAX_SAVE_DEPTH)) return `nested deeper than ${MAX_SAVE_DEPTH} levels`;
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    return 'not valid JSON';
  }
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    !Object.hasOwn(envelope, 'version') ||
    !Object.hasOwn(envelope, 'data')
  ) {
    return 'no version and data';
  }
  const { version } = envelope as { version: unknown };
  let data: unknown = (envelope as { data: unknown }).data;
  if (version !== slot.version) {
    const migrated = typeof version === 'number' ? slot.migrate?.(version, data) : undefined;
    if (migrated === undefined) return `unknown version ${shown(version)}`;
    data = migrated;
  }
  const parsed = slot.schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // Messages of our schemas, short; keys from the save (in the path or named unknown) quoted short.
    return `${issuePath(issue) || 'data'}: ${issueMessage(issue)}`;
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
