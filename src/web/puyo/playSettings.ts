/**
 * Puyo's own settings, kept in their own versioned slot: a key (or two) per action, DAS and ARR, and the landing
 * ghost. Keys are `KeyboardEvent.code` names, so they stay where they are on any keyboard layout.
 */
import { z } from 'zod';
import type { SaveSlot } from '../storage/versionedStore.ts';
import { ACTIONS, type Action } from './heldKeys.ts';

export const MAX_DAS_MS = 500;
export const MAX_ARR_MS = 200;

const keyCode = z.string().regex(/^[A-Za-z0-9]{1,24}$/, 'a key code is a short name such as KeyZ');

export const puyoSettingsSchema = z.object({
  keys: z.object(
    Object.fromEntries(ACTIONS.map((action) => [action, z.array(keyCode).min(1).max(2)])) as Record<
      Action,
      z.ZodArray<typeof keyCode>
    >,
  ),
  das: z.int().min(0).max(MAX_DAS_MS),
  arr: z.int().min(0).max(MAX_ARR_MS),
  ghost: z.boolean(),
  /** The coach: the strongest AI's placement for the current pair, shown faintly (off unless asked for). */
  coach: z.boolean().default(false),
});
export type PuyoSettings = z.infer<typeof puyoSettingsSchema>;

export const DEFAULT_PUYO_SETTINGS: PuyoSettings = {
  keys: {
    left: ['ArrowLeft'],
    right: ['ArrowRight'],
    rotateCcw: ['KeyZ'],
    rotateCw: ['KeyX', 'ArrowUp'],
    softDrop: ['ArrowDown'],
  },
  das: 133,
  arr: 33,
  ghost: true,
  coach: false,
};

export const PUYO_SETTINGS_SLOT: SaveSlot<PuyoSettings> = {
  key: 'arcade.puyo.settings',
  version: 1,
  schema: puyoSettingsSchema,
  maxChars: 4096,
};

/** The action a key code is bound to, if any. */
export function actionOf(settings: PuyoSettings, code: string): Action | undefined {
  return ACTIONS.find((action) => settings.keys[action].includes(code));
}

/**
 * The settings with `code` in place of `action`'s first key (a second key, such as up for turning right, stays).
 * An action that had `code` gets `action`'s old first key instead (a swap), so no action is left without a key
 * and no key does two things.
 */
export function bindKey(settings: PuyoSettings, action: Action, code: string): PuyoSettings {
  const previous = settings.keys[action][0];
  const keys = { ...settings.keys };
  for (const other of ACTIONS) {
    if (other === action || !keys[other].includes(code)) continue;
    const replaced = keys[other].map((key) => (key === code ? previous : key));
    keys[other] = replaced.filter((key, i) => replaced.indexOf(key) === i);
  }
  keys[action] = [code, ...settings.keys[action].slice(1).filter((key) => key !== code)];
  return { ...settings, keys };
}
