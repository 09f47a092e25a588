/** The games on the home page, each at its own URL. A game without `load` is shown as coming soon. */
import type { GameEntry } from './shell/types.ts';

export const GAMES: readonly GameEntry[] = [
  {
    id: 'mines',
    path: '/mines',
    title: 'game.mines',
    blurb: 'game.mines.blurb',
    load: () => import('./mines/module.ts').then((module) => module.mountMines),
    hasSavedGame: (store) => {
      try {
        return JSON.parse(store.getItem('arcade.mines.game') ?? 'null')?.data?.finished === false;
      } catch {
        return false; // unreadable: the game page reports it
      }
    },
  },
  { id: 'sudoku', path: '/sudoku', title: 'game.sudoku', blurb: 'game.sudoku.blurb' },
  { id: 'puyo', path: '/puyo', title: 'game.puyo', blurb: 'game.puyo.blurb' },
];
