/**
 * What people have done, per game and level: the floors a ranked result is judged against. A result past one of
 * them is not refused (a new human record happens), it is held until a person looks at it. Where each number
 * comes from is written beside it; docs/fair-play.md says what each rule built on them catches and misses.
 */

export interface MinesRecord {
  /**
   * The world record time in ms, or null where luck decides the record (Beginner's is under a second, a board
   * opened by one or two clicks) and only the 3BV limits below mean anything.
   */
  readonly timeMs: number | null;
  /** Highest whole-game 3BV/s kept on the board (a little above the best rates on record). */
  readonly bbbvPerS: number;
  /** The least 3BV a ranked board may have: what the world ranking accepts. */
  readonly minBbbv: number;
}

/**
 * Minesweeper, by the rules of the world ranking (minesweepergame.com, "Ranking FAQ"; minesweeper-pro.com,
 * "Minesweeper championships", read 2026-11):
 * - 3BV limits: Beginner 2, Intermediate 30, Expert 100 ("the smallest allowed 3BV for the Beginner difficulty is
 *   2, for the Intermediate difficulty is 30, and for the Expert difficulty is 100").
 * - Expert's world record: 26.59 s (minesweeper-pro.com). Intermediate's stood at 8.5 s in the last source read
 *   (a press summary of the ranking); records have fallen since, so the floor is 7 s, lower than any time a
 *   person is known to have made, and the 3BV/s cap and the shape rules do the rest of the work.
 * - 3BV/s: the best whole-game rates on the ranking are about 6-8 on Expert and higher on the smaller boards,
 *   where one opening can clear half the board; the caps (16 / 11 / 9) sit above them, as they did before these
 *   floors, so only a pace past the best humans is held.
 */
export const MINES_RECORDS: Readonly<Record<string, MinesRecord>> = {
  beginner: { timeMs: null, bbbvPerS: 16, minBbbv: 2 },
  intermediate: { timeMs: 7_000, bbbvPerS: 11, minBbbv: 30 },
  expert: { timeMs: 26_590, bbbvPerS: 9, minBbbv: 100 },
};

/**
 * A stretch of a game that solved at least half its board's 3BV may run this much faster than the whole-game
 * cap: people speed up through an easy region (the honest scripted player's fastest half runs 1.3-1.6 times its
 * whole game), and a bot that clears the board in a second and a half runs 50-80 3BV/s there.
 */
export const MINES_BURST_FACTOR = 1.5;

/**
 * Sudoku: the fastest solves people have published, as floors per level (ms from dealing to the solution; the
 * server sees no time per digit, so this is a whole solving time, not a typing time):
 * - 30.65 s: the fastest 9x9 solve Guinness World Records lists (Sebastian Matschke, 2018, on an easy puzzle;
 *   gameslearningsociety.org, "What is the fastest Sudoku time?"). No one has published a faster solve of any
 *   9x9 Sudoku, so no level's floor is lower: 30 s for easy and medium.
 * - 54.44 s: the record set at the 2018 World Sudoku Championship in Prague on a championship classic, the
 *   competitors' hard grade (Wang Shiyao; radio.cz, "New world Sudoku speed record set at championship in
 *   Prague"). Hard, expert and extreme, which need the same or harder techniques, take 54 s as their floor.
 */
export const SUDOKU_FLOOR_MS: Readonly<Record<string, number>> = {
  easy: 30_000,
  medium: 30_000,
  hard: 54_000,
  expert: 54_000,
  extreme: 54_000,
};

/**
 * Puyo: what hands and eyes can do, in the game's ticks (60 a second).
 * - Presses of one button: Takahashi Meijin's famous 16 presses a second (Hudson's shooting-game caravans of the
 *   1980s) is the fastest tapping on record; more than 16 presses of one button within 60 ticks is a machine or
 *   a turbo button.
 * - A person's first press after a new pair appears comes after a look at it (a reaction of 150-400 ms, 9-24
 *   ticks, never the same twice to the tick); a program answers at a fixed delay, or at the very frame the pair
 *   can move. Below: how much of a match may share one delay.
 */
export const PUYO_MAX_PRESSES_PER_SECOND = 16;
/**
 * Pairs a match must have for its timing to be judged, and the share of them that may begin with the same delay
 * to the tick. People's delays spread over a dozen ticks or more (the honest scripted player's most common delay
 * takes 10-20 % of its pairs); the project's AI steering the human's side takes every pair at one delay.
 */
export const PUYO_TIMING_MIN_PAIRS = 15;
export const PUYO_MAX_SAME_DELAY_SHARE = 0.5;
/** The share of pairs that may start moving at the first tick they can: people need a look first. */
export const PUYO_MAX_FRAME_ONE_SHARE = 0.3;
