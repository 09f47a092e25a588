/** Sudoku as the shell lists it: where it lives, how to load its page, and whether a puzzle waits in a save. */
import type { GameEntry } from '../shell/appTypes.ts';
import { peekSave } from '../storage/versionedStore.ts';
import { GAME_SLOT } from './saves.ts';

export const sudokuEntry: GameEntry = {
  id: 'sudoku',
  path: '/sudoku',
  title: 'game.sudoku',
  blurb: 'game.sudoku.blurb',
  load: () => import('./page.ts').then((module) => module.mountSudoku),
  // A puzzle counts as in progress once Start was pressed and until it is solved (read with the page's schema).
  hasSavedGame: (store) => {
    const saved = peekSave(store, GAME_SLOT);
    return saved?.started === true && !saved.finished;
  },
};
