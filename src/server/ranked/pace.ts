/**
 * Paces no human has reached: a result at such a pace is kept, but held back from the leaderboards for review
 *. The limits err on the generous side: a held honest record is looked at by a person, a ranked bot is
 * on the board for good.
 */
import { TSU_TIMING } from '../../puyo/match.ts';
import { SUDOKU_FLOOR_MS } from './judge/humanRecords.ts';

/**
 * Clicks closer together than this, by the server's clock, are faster than a hand clicks one cell after another
 * (a human's fastest repeated clicks are about 8 to 10 a second, 100 ms apart)...
 */
export const MIN_HUMAN_CLICK_GAP_MS = 50;
/** ...and this many of them in a row is a stretch no burst of double-clicks explains. */
export const MAX_FAST_CLICK_RUN = 20;

/** The longest run of consecutive gaps under MIN_HUMAN_CLICK_GAP_MS among times in order. */
export function longestFastRun(times: readonly number[]): number {
  let longest = 0;
  let run = 0;
  for (let i = 1; i < times.length; i++) {
    run = times[i] - times[i - 1] < MIN_HUMAN_CLICK_GAP_MS ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  return longest;
}

/**
 * Why a Sudoku solve is held for review, or null when people have solved that fast: the level's floor is the
 * fastest published solve (humanRecords.ts), a solving time and not a typing time.
 */
export function sudokuPaceReason(level: string, timeMs: number): string | null {
  const floor = SUDOKU_FLOOR_MS[level];
  return floor !== undefined && timeMs < floor
    ? `solved in ${(timeMs / 1000).toFixed(1)} s, faster than the fastest published ${level} solve by a person (${floor / 1000} s)`
    : null;
}

/**
 * Puyo's own repeat rate: a held side repeats every 2 ticks (ARR 33 ms, the game's default). Two of the human's
 * actions (a shift or a turn that moved the pair) less than this apart are faster than it, unless the second is
 * a held shift repeating (the same side, its button never let go).
 */
export const PUYO_REPEAT_TICKS = 2;
/**
 * A person rolls two keys within a tick now and then; a program steering every pair does it at nearly every
 * pair. A match with this many such changes is held.
 */
export const MAX_FAST_PUYO_ACTIONS = 30;

/** Why a Puyo match is held for review, or null when its inputs kept to the game's own repeat rate. */
export function puyoPaceReason(fastActions: number): string | null {
  return fastActions >= MAX_FAST_PUYO_ACTIONS
    ? `${fastActions} actions less than ${PUYO_REPEAT_TICKS} ticks after the one before, faster than the game's repeat rate`
    : null;
}

/**
 * Practice alone places a pair at a time; in the real-time game a pair takes at least its spawn delay, a tick
 * and its landing (8 + 1 + 8 ticks, 283 ms), so a game placed faster than that was not played by hand.
 */
export const MIN_PUYO_MS_PER_PAIR = Math.ceil(
  ((TSU_TIMING.spawnTicks + 1 + TSU_TIMING.landTicks) * 1000) / 60,
);

/** Why a solo practice game is held for review, or null when its pace is one the game allows. */
export function puyoSoloPaceReason(pairs: number, timeMs: number): string | null {
  const least = pairs * MIN_PUYO_MS_PER_PAIR;
  return timeMs < least
    ? `${pairs} pairs placed in ${timeMs} ms, under ${MIN_PUYO_MS_PER_PAIR} ms a pair`
    : null;
}

/**
 * A ranked match has no pause, as in online Puyo (the page offers none, and leaving its tab does not stop it):
 * thinking time the server cannot see. The wall time from deal to submission may exceed the log's ticks (60 a
 * second) by this much in all (loading the page, the network, a hidden tab's throttled timers); past it, the
 * match was stopped somewhere along the way and a win is held for review.
 */
export const PUYO_PAUSE_ALLOWANCE_MS = 30_000;

/** Why a won match is held as paused, or null when its wall time is its ticks within the allowance. */
export function puyoPauseReason(ticks: number, wallMs: number): string | null {
  const playedMs = Math.round((ticks * 1000) / 60);
  return wallMs - playedMs > PUYO_PAUSE_ALLOWANCE_MS
    ? `${(wallMs / 1000).toFixed(1)} s from deal to result for ${(playedMs / 1000).toFixed(1)} s of play: more than ${PUYO_PAUSE_ALLOWANCE_MS / 1000} s the server did not see played (a ranked match has no pause)`
    : null;
}
