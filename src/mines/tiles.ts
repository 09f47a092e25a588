/**
 * What the player sees on a cell, one byte per cell, numbered as the classic game's tile states:
 * 0-8 an open cell showing its number, then the covered and end-of-game states. `Question` is ours.
 */
export const Tile = {
  Covered: 9,
  Flag: 10,
  /** A mine shown when the game is lost. */
  Mine: 11,
  /** The mine that was opened and lost the game. */
  Exploded: 12,
  /** A flag on a safe cell, shown when the game is lost. */
  WrongFlag: 13,
  /** A flag on a mine, shown when the game is lost. */
  CorrectFlag: 14,
  Question: 15,
} as const;
export type TileValue = number;

/** An open safe cell (its tile is its number, 0-8). */
export const isOpenTile = (tile: number): boolean => tile <= 8;
/** Covered or question-marked: a cell that opening or chording may reveal. */
export const isClosedTile = (tile: number): boolean => tile === Tile.Covered || tile === Tile.Question;
