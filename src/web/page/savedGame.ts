/**
 * Continuing a saved game, the same way on every game page: the save is read with its schema (an unreadable one is
 * reported and set aside); when it is the game the address asks for (or the address asks for none), the page
 * restores it; a save the game then refuses (a move log its engine cannot replay) is set aside and reported too.
 * Answers true when the saved game is on the page (or the page went on to something else meanwhile), false when
 * the page should start a new game.
 */
import type { MessageKey } from '../i18n/index.ts';
import type { AppContext } from '../shell/appTypes.ts';
import { loadSave, type SaveSlot, setAside } from '../storage/versionedStore.ts';
import type { Opened } from './currentGame.ts';

export interface SavedGameRules<S> {
  readonly slot: SaveSlot<S>;
  /** Names the save for the player when it is reported ("Minesweeper game in progress"). */
  readonly what: MessageKey;
  /** True when the address asks for this saved game, or for no game in particular. */
  readonly wanted: (save: S) => boolean;
  readonly restore: (save: S) => Promise<Opened>;
  /** Why a save restore refused was set aside, for whoever opens the console. */
  readonly refused: string;
}

export async function continueSavedGame<S>(
  context: Pick<AppContext, 'store' | 'reportCorrupt'>,
  rules: SavedGameRules<S>,
): Promise<boolean> {
  const saved = loadSave(context.store, rules.slot);
  if (saved.kind === 'corrupt') context.reportCorrupt(saved.corrupt, rules.what);
  if (saved.kind !== 'loaded' || !rules.wanted(saved.value)) return false;
  if ((await rules.restore(saved.value)) !== 'refused') return true;
  context.reportCorrupt(setAside(context.store, rules.slot.key, null, rules.refused), rules.what);
  return false;
}
