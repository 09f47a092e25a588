/**
 * The games on the home page, each at its own URL. Each game's folder describes itself in an entry (its page, and
 * whether it has a game saved); a game without `load` is shown as coming soon.
 */
import { minesEntry } from './mines/entry.ts';
import type { GameEntry } from './shell/types.ts';

export const GAMES: readonly GameEntry[] = [
  minesEntry,
  { id: 'sudoku', path: '/sudoku', title: 'game.sudoku', blurb: 'game.sudoku.blurb' },
  { id: 'puyo', path: '/puyo', title: 'game.puyo', blurb: 'game.puyo.blurb' },
];
