/**
 * The names the server and the pages share for ranked play, defined once: the games (as the API, the stored
 * records and the addresses name them) and Puyo's ranked opponents. Plain constants: the engines, the server and
 * the pages may all read them.
 */

/** The games with ranked play, in the order the pages list them. */
export const GAME_NAMES = ['mines', 'sudoku', 'puyo'] as const;
export type GameName = (typeof GAME_NAMES)[number];

/** The AI levels a ranked Puyo match may be dealt against, weakest first: Classic (stored as `seed`), then five. */
export const PUYO_OPPONENTS = ['seed', 'gentle', 'easy', 'medium', 'hard', 'strongest'] as const;
export type PuyoOpponent = (typeof PUYO_OPPONENTS)[number];

/** Puyo's solo practice level: the player alone on the dealt queue. */
export const PUYO_SOLO = 'solo';
