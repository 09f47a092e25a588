/**
 * The games on the home page, each at its own URL. Each game's folder describes itself in an entry (its page, and
 * whether it has a game saved).
 */
import { minesEntry } from './mines/entry.ts';
import { puyoEntry } from './puyo/entry.ts';
import type { GameEntry } from './shell/appTypes.ts';
import { sudokuEntry } from './sudoku/entry.ts';

export const GAMES: readonly GameEntry[] = [minesEntry, sudokuEntry, puyoEntry];
