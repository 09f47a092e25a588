/** The games on the home page, each at its own URL. A game without `load` is shown as coming soon. */
import { GAME_SLOT } from './mines/saves.ts';
import type { GameEntry } from './shell/types.ts';
import { peekSave } from './storage/versionedStore.ts';

export const GAMES: readonly GameEntry[] = [
  {
    id: 'mines',
    path: '/mines',
    title: 'game.mines',
    blurb: 'game.mines.blurb',
    load: () => import('./mines/module.ts').then((module) => module.mountMines),
    // Read with the game page's own schema, so the badge shows exactly when the page will continue a game; an
    // unreadable save is left where it is, for the game page to report and set aside.
    hasSavedGame: (store) => peekSave(store, GAME_SLOT)?.finished === false,
  },
  { id: 'sudoku', path: '/sudoku', title: 'game.sudoku', blurb: 'game.sudoku.blurb' },
  { id: 'puyo', path: '/puyo', title: 'game.puyo', blurb: 'game.puyo.blurb' },
];
