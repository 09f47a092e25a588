/** Minesweeper as the shell lists it: where it lives, how to load its page, and whether a game waits in a save. */
import type { GameEntry } from '../shell/appTypes.ts';
import { peekSave } from '../storage/versionedStore.ts';
import { GAME_SLOT } from './saves.ts';

export const minesEntry: GameEntry = {
  id: 'mines',
  path: '/mines',
  title: 'game.mines',
  blurb: 'game.mines.blurb',
  load: () => import('./page.ts').then((module) => module.mountMines),
  pages: { '/mines/stats': () => import('./statsPage.ts').then((module) => module.mountMinesStats) },
  // Read with the game page's own schema, so the badge shows exactly when the page will continue a game; an
  // unreadable save is left where it is, for the game page to report and set aside.
  hasSavedGame: (store) => peekSave(store, GAME_SLOT)?.finished === false,
};
