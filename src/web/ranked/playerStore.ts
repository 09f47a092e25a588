/**
 * The ranked player kept in this browser: the name chosen once and the secret the server gave for it, which
 * every dealt game and result must carry. A versioned, zod-checked save like the others: one that cannot be read
 * is set aside and reported, and the player can choose a name again (the old secret is then lost to this browser).
 */
import { z } from 'zod';
import type { AppContext } from '../shell/appTypes.ts';
import {
  clearSave,
  type KeyValueStore,
  loadOrReport,
  type SaveSlot,
  writeSave,
} from '../storage/versionedStore.ts';

/** The secret as the server hands them out: 43 base64url characters. */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The server's longest name. */
export const MAX_NAME_LENGTH = 40;

export const rankedPlayerSchema = z
  .object({
    id: z.int().min(1).max(Number.MAX_SAFE_INTEGER),
    name: z.string().min(1).max(MAX_NAME_LENGTH),
    secret: z.string().regex(SECRET_PATTERN, 'not a player secret'),
  })
  .strict();
export type RankedPlayer = z.infer<typeof rankedPlayerSchema>;

export const PLAYER_SLOT: SaveSlot<RankedPlayer> = {
  key: 'arcade.ranked.player',
  version: 1,
  schema: rankedPlayerSchema,
  maxChars: 1024,
};

/** The player kept here, if any; a save that cannot be read is reported (in the page's language) and set aside. */
export const loadPlayer = (context: Pick<AppContext, 'store' | 'reportCorrupt'>): RankedPlayer | undefined =>
  loadOrReport(context.store, PLAYER_SLOT, (corrupt) => context.reportCorrupt(corrupt, 'save.rankedPlayer'));

/** Keeps the player; false when storage is full or disabled (the name then lasts only as long as the page). */
export const savePlayer = (store: KeyValueStore, player: RankedPlayer): boolean =>
  writeSave(store, PLAYER_SLOT, player);

export const forgetPlayer = (store: KeyValueStore): void => clearSave(store, PLAYER_SLOT);
