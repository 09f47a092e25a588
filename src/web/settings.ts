/** The player's settings: language, theme and sound, saved locally and applied to the page. */
import { z } from 'zod';
import { LANGUAGES } from './i18n/index.ts';
import type { SaveSlot } from './storage/versionedStore.ts';

export const THEMES = ['system', 'light', 'dark'] as const;

export const settingsSchema = z.object({
  language: z.enum(LANGUAGES),
  theme: z.enum(THEMES),
  sound: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const SETTINGS_SLOT: SaveSlot<Settings> = {
  key: 'arcade.settings',
  version: 1,
  schema: settingsSchema,
  maxChars: 4096, // three short fields
};

const darkQuery = () => window.matchMedia?.('(prefers-color-scheme: dark)');

/** Applies the theme to the page; `system` follows prefers-color-scheme, also when it changes later. */
export function applyTheme(root: HTMLElement, theme: Settings['theme']): void {
  const systemDark = darkQuery()?.matches === true;
  root.dataset.theme = theme === 'system' ? (systemDark ? 'dark' : 'light') : theme;
  root.dataset.themeSetting = theme;
}

export function followSystemTheme(root: HTMLElement): void {
  darkQuery()?.addEventListener('change', () => {
    if (root.dataset.themeSetting === 'system') applyTheme(root, 'system');
  });
}
