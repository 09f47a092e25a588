/**
 * Play statistics as players compare them (definitions of minesweepergame.com and Minesweeper Arbiter):
 *
 * - clicks = left + right + chord clicks. A left click opens; a right click flags, unflags or question-marks
 *   (in flag mode a tap on a covered or flagged cell is a right click); a chord ("double click") is a click on
 *   an open number, including a plain open on a number.
 * - effective clicks: clicks that changed the board.
 * - 3BV solved: openings opened (all of their zero cells open) + isolated cells opened (see metrics.ts).
 * - 3BV/s = 3BV solved / seconds; IOE (index of efficiency) = 3BV solved / clicks;
 *   correctness = effective clicks / clicks; throughput = 3BV solved / effective clicks;
 *   RQP = seconds / (3BV/s), lower is better.
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
  const { left, right, chord, effective } = state.clicks;
  const clicks = left + right + chord;
  let bbbv = 0;
  let solved = 0;
  if (state.minesPlaced) {
    const open = state.tiles.map((tile) => (isOpenTile(tile) ? 1 : 0));
    ({ bbbv, solved } = solvedBbbv(state.board, open));
  }
  const timeMs = elapsed(state, now);
  const seconds = timeMs / 1000;
  const bbbvPerSecond = ratio(solved, seconds);
  return {
    leftClicks: left,
    rightClicks: right,
    chordClicks: chord,
    clicks,
    effectiveClicks: effective,
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
