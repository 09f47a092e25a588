/**
 * The Puyo Puyo Tsu field: 6 columns, 12 visible rows, a hidden 13th row that holds puyos but never pops them,
 * and a 14th row that is turning space for the falling pair (a puyo that ends there stays, never falls and never
 * pops). Columns are 0-based (0..5, column 3 of the rules is index 2); rows are 1-based from the floor (1..14).
 */

export const COLUMNS = 6;
export const VISIBLE_ROWS = 12;
export const HIDDEN_ROW = 13;
export const TURN_ROW = 14;

/** Column and row of the pair's pivot when it appears; the game is lost when this cell is filled. */
export const SPAWN_COLUMN = 2;
export const SPAWN_ROW = 12;

/** A cell's content. Colours are 1..5, garbage (ojama) is 6. */
export const Cell = { Empty: 0, Red: 1, Green: 2, Blue: 3, Yellow: 4, Purple: 5, Garbage: 6 } as const;
export type Cell = (typeof Cell)[keyof typeof Cell];
export type Color = 1 | 2 | 3 | 4 | 5;

export const COLORS: readonly Color[] = [1, 2, 3, 4, 5];
/** The text letter of each cell value, indexed by the value. */
export const CELL_CHARS = '.RGBYPO';

export const isColor = (cell: number): cell is Color => cell >= 1 && cell <= 5;
