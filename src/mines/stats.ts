/**
 * Play statistics as players compare them, following Minesweeper Arbiter and ms_toollib (the library behind
 * Metasweeper's video analysis) and minesweepergame.com's statistics page:
 *
 * - clicks = left + right + chord clicks. A left click opens; a right click flags, unflags or question-marks
 *   (in flag mode a tap on a covered or flagged cell is a right click); a chord ("double click") is a click on
 *   an open number, including a plain open on a number.
 * - effective clicks (ms_toollib's ce = lce + rce + dce): left clicks and chords that opened at least one safe
 *   cell, and flags that stand on a mine. A flag on a safe cell is wasted; taking a flag off a mine takes back
 *   the click its placing earned (so flag, unflag, flag on one mine is one effective click); question marks, a
 *   click on an open cell, a chord that opens nothing and the click that hits a mine are never effective.
 * - 3BV solved: openings opened (all of their zero cells open) + isolated cells opened (see metrics.ts).
 * - 3BV/s = 3BV solved / seconds; IOE (index of efficiency) = 3BV solved / clicks;
 *   correctness = effective clicks / clicks; throughput = 3BV solved / effective clicks (so IOE = correctness x
 *   throughput); RQP = seconds / (3BV/s), lower is better.
 * - wasted flags: flags placed on safe cells (taken off again or not), each a right click that earned nothing.
 *   Flags placed before the first open are judged once the mines are placed.
 * - time runs from the first click to the winning or losing click (or `now` while the game runs).
 *
 * A ratio whose divisor is 0 is reported as 0. Computing 3BV sweeps the board once: O(cells).
 */
import { elapsed, type MinesState } from './game.ts';
import { solvedBbbv } from './metrics.ts';
import { isOpenTile } from './tiles.ts';

export interface PlayStats {
  readonly leftClicks: number;
  readonly rightClicks: number;
  readonly chordClicks: number;
  readonly clicks: number;
  readonly effectiveClicks: number;
  /** Flags placed on safe cells, each a right click that was not effective. */
  readonly wastedFlags: number;
  /** The board's 3BV (0 before the mines are placed). */
  readonly bbbv: number;
  readonly bbbvSolved: number;
  readonly timeMs: number;
  readonly bbbvPerSecond: number;
  readonly ioe: number;
  readonly correctness: number;
  readonly throughput: number;
  readonly rqp: number;
}

const ratio = (a: number, b: number): number => (b > 0 ? a / b : 0);

export function playStats(state: MinesState, now = state.lastAt): PlayStats {
  const { left, right, chord, opened, flaggedMines, wrongFlags } = state.clicks;
  const clicks = left + right + chord;
  let bbbv = 0;
  let solved = 0;
  if (state.minesPlaced) {
    const open = state.tiles.map((tile) => (isOpenTile(tile) ? 1 : 0));
    ({ bbbv, solved } = solvedBbbv(state.board, open));
  }
  const effective = opened + flaggedMines;
  const timeMs = elapsed(state, now);
  const seconds = timeMs / 1000;
  const bbbvPerSecond = ratio(solved, seconds);
  return {
    leftClicks: left,
    rightClicks: right,
    chordClicks: chord,
    clicks,
    effectiveClicks: effective,
    wastedFlags: wrongFlags,
    bbbv,
    bbbvSolved: solved,
    timeMs,
    bbbvPerSecond,
    ioe: ratio(solved, clicks),
    correctness: ratio(effective, clicks),
    throughput: ratio(solved, effective),
    rqp: ratio(seconds, bbbvPerSecond),
  };
}
