/** What the shell gives every page and game, and what a game gives the shell. */
import type { Language, MessageKey, Translate } from '../i18n/index.ts';
import type { Settings } from '../settings.ts';
import type { Sound } from '../sound.ts';
import type { CorruptSave, KeyValueStore } from '../storage/versionedStore.ts';

export interface AppContext {
  readonly t: Translate;
  readonly language: Language;
  readonly settings: Settings;
  readonly sound: Sound;
  readonly store: KeyValueStore;
  /** A visible notice at the top of the page (and read out by screen readers). */
  notify(message: string): void;
  /** Tells a save could not be read and was set aside. `what` names the save for the player. */
  reportCorrupt(corrupt: CorruptSave, what: MessageKey): void;
  /** Read out by screen readers only (results, moves). */
  announce(message: string): void;
  navigate(path: string): void;
  updateSettings(change: Partial<Settings>): void;
}

/** A mounted page or game; `unmount` removes its listeners, timers and workers. */
export interface View {
  unmount(): void;
}

export type MountView = (container: HTMLElement, context: AppContext) => View;

/**
 * A game as the shell sees it: adding a game is adding a folder with its page and one entry in `games.ts`.
 * `load` is a dynamic import, so each game's code is fetched only when it is opened.
 */
export interface GameEntry {
  readonly id: string;
  readonly path: string;
  readonly title: MessageKey;
  readonly blurb: MessageKey;
  readonly load: () => Promise<MountView>;
  /** The game's other pages by path (such as Puyo's chain simulator at `/puyo/sim`), loaded the same way. */
  readonly pages?: Readonly<Record<string, () => Promise<MountView>>>;
  /** True when a game in progress is saved (shown on the home page). */
  readonly hasSavedGame?: (store: KeyValueStore) => boolean;
}
