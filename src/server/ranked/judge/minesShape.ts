/**
 * The shape of a won Minesweeper game, read from the moves the server kept with its own times: how fast the board
 * was really cleared (the 3BV solved between any two clicks, so a burst followed by a long wait shows), how steady
 * the clicks' beat was, and whether the player took longer where a person has to look: moments when no number on
 * its own proves a cell safe (an overlap of two numbers, a count, a guess) and long pointer travels (Fitts's law).
 * Pure: the engine replays the log; nothing here reads a clock.
 */

import type { Seed } from '../../../core/rng.ts';
import {
  type Board,
  type MinesState,
  type Move,
  newGame,
  type Params,
  play,
  solvedBbbv,
} from '../../../mines/index.ts';
import { Knowledge, UNKNOWN } from '../../../mines/solver/knowledge.ts';
import { viewFromTiles } from '../../../mines/solver/view.ts';

export interface MinesShape {
  /** The board's 3BV. */
  readonly bbbv: number;
  /**
   * The fastest stretch that solved at least half the board's 3BV: its 3BV/s, the 3BV it solved, its ms, and the
   * ms the game went on after it (a bot's wait).
   */
  readonly burst: {
    readonly rate: number;
    readonly bbbv: number;
    readonly ms: number;
    readonly after: number;
  };
  /** Gaps between clicks, ms (one per click after the first). */
  readonly gaps: number;
  /**
   * Spread of the gaps' natural logarithms (the median absolute deviation scaled to a standard deviation, so one
   * long wait does not hide a metronome): 0 for a steady beat, about 0.4 or more for people.
   */
  readonly logSpread: number;
  /** Clicks made at a moment when some single number proved a covered cell safe, and the others. */
  readonly plain: number;
  readonly hard: number;
  /** Median gap before a hard moment over the median gap before a plain one (people look longer: 1.5 and up). */
  readonly hesitation: number;
  /** Rank correlation of the gaps before plain moments with the pointer's travel (people: clearly positive). */
  readonly travel: number;
}

/** Replays a won game's log and measures its shape. */
export function minesShape(params: Params, seed: Seed, moves: readonly Move[]): MinesShape {
  const state = newGame(params, seed);
  const { width } = params;
  const times: number[] = [];
  const solved: number[] = [];
  const gapRows: { gap: number; plain: boolean; travel: number }[] = [];
  let lastCell = -1;
  let board: Board | undefined;
  const open = new Uint8Array(params.width * params.height);
  for (const move of moves) {
    const plainMoment = state.phase === 'playing' ? singleNumberProvesSafe(state) : true;
    if (!play(state, move).ok) break;
    if (move.kind === 'flagMode') continue;
    const cell = move.y * width + move.x;
    if (times.length > 0) {
      const travel =
        lastCell < 0 ? 0 : Math.hypot(move.x - (lastCell % width), move.y - Math.floor(lastCell / width));
      gapRows.push({ gap: move.at - times[times.length - 1], plain: plainMoment, travel });
    }
    lastCell = cell;
    times.push(move.at);
    board ??= state.minesPlaced ? state.board : undefined;
    for (let i = 0; i < open.length; i++) open[i] = state.tiles[i] <= 8 ? 1 : 0;
    solved.push(board === undefined ? 0 : solvedBbbv(board, open).solved);
  }
  const bbbv = board === undefined ? 0 : solvedBbbv(board, open).bbbv;
  const gaps = gapRows.map((row) => row.gap);
  const plainGaps = gapRows.filter((row) => row.plain);
  const hardGaps = gapRows.filter((row) => !row.plain);
  return {
    bbbv,
    burst: fastestHalf(times, solved, bbbv),
    gaps: gaps.length,
    logSpread: robustSpread(gaps.map((gap) => Math.log(Math.max(gap, 1)))),
    plain: plainGaps.length,
    hard: hardGaps.length,
    hesitation: median(hardGaps.map((row) => row.gap)) / Math.max(1, median(plainGaps.map((row) => row.gap))),
    travel: rankCorrelation(
      plainGaps.map((row) => row.travel),
      plainGaps.map((row) => row.gap),
    ),
  };
}

/**
 * The stretch between two clicks that solved at least half the 3BV fastest. A bot that clears the board in a
 * second and a half and waits sixteen before its last click has its burst here, whatever its total time.
 */
function fastestHalf(times: readonly number[], solved: readonly number[], bbbv: number): MinesShape['burst'] {
  const end = times.at(-1) ?? 0;
  let best = { rate: 0, bbbv: 0, ms: 0, after: 0 };
  const half = Math.max(1, Math.ceil(bbbv / 2));
  for (let i = 0; i < times.length; i++) {
    for (let j = i + 1; j < times.length; j++) {
      const gained = solved[j] - solved[i];
      if (gained < half) continue;
      // A person's clock starts on their first click; a stretch is never timed under a tenth of a second.
      const ms = Math.max(100, times[j] - times[i]);
      const rate = (gained * 1000) / ms;
      if (rate > best.rate) best = { rate, bbbv: gained, ms, after: end - times[j] };
    }
  }
  return best;
}

/**
 * Whether a single number proves some covered cell safe now (a satisfied number, after the mines that numbers
 * filled to their count): what a person sees at a glance. Otherwise the next safe cell needs two numbers together,
 * the mine count, or a guess.
 */
function singleNumberProvesSafe(state: MinesState): boolean {
  const { width, height, mines } = state.params;
  const k = new Knowledge(viewFromTiles(width, height, mines, state.tiles), false);
  for (let round = 0; round < 4; round++) {
    let marked = false;
    for (let cell = 0; cell < k.size; cell++) {
      if (k.cells[cell] < 0) continue;
      const need = k.need(cell);
      const unknown = k.neighboursIn(cell, UNKNOWN);
      if (unknown.length === 0) continue;
      if (need === 0) return true;
      if (need === unknown.length) {
        for (const c of unknown) k.markMine(c);
        marked = true;
      }
    }
    if (!marked) return false;
  }
  return false;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The median absolute deviation from the median, times 1.4826 (a normal sample's standard deviation). */
export function robustSpread(values: readonly number[]): number {
  const middle = median(values);
  return 1.4826 * median(values.map((v) => Math.abs(v - middle)));
}

export function standardDeviation(values: readonly number[]): number {
  if (values.length < 2) return 0;
  const mean = values.reduce((sum, v) => sum + v, 0) / values.length;
  return Math.sqrt(values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / (values.length - 1));
}

/** Spearman's rank correlation (ties take their mean rank); 0 when either side is constant or too short. */
export function rankCorrelation(xs: readonly number[], ys: readonly number[]): number {
  if (xs.length < 3) return 0;
  const rx = ranks(xs);
  const ry = ranks(ys);
  const sx = standardDeviation(rx);
  const sy = standardDeviation(ry);
  if (sx === 0 || sy === 0) return 0;
  const mx = rx.reduce((a, b) => a + b, 0) / rx.length;
  const my = ry.reduce((a, b) => a + b, 0) / ry.length;
  let cov = 0;
  for (let i = 0; i < rx.length; i++) cov += (rx[i] - mx) * (ry[i] - my);
  return cov / (rx.length - 1) / (sx * sy);
}

function ranks(values: readonly number[]): number[] {
  const order = values.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
  const out = new Array<number>(values.length);
  for (let i = 0; i < order.length; ) {
    let j = i;
    while (j + 1 < order.length && order[j + 1][0] === order[i][0]) j++;
    for (let k = i; k <= j; k++) out[order[k][1]] = (i + j) / 2;
    i = j + 1;
  }
  return out;
}
