/**
 * Win rates: the solver plays many seeded games on boards drawn by the engine, first click at a fixed cell, and
 * the share of wins comes with its 95% Wilson interval.
 */
import type { CellCoords } from '../../core/cellName.ts';
import type { Rng } from '../../core/rng.ts';
import { type FirstClickRule, generateBoard } from '../index.ts';
import { hiddenBoard, playGame } from './playout.ts';

export interface WinRateSettings {
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  /** `safe`: only the first cell is mine-free; `opening`: its 3x3 block is. */
  readonly firstClick: Exclude<FirstClickRule, 'any'>;
  /** Where the first click lands (default: `benchFirstClick`). */
  readonly start?: CellCoords;
}

export interface WinRateTally {
  readonly games: number;
  readonly wins: number;
  readonly guesses: number;
  /**
   * Sum of the games' best-play ceilings (`GameResult.ceiling`). Divided by games: a win rate no player can
   * expect to beat from this first click, up to sampling.
   */
  readonly ceilings: number;
  /** Sum of their squares, for the ceiling's interval. */
  readonly ceilingSquares: number;
}

/**
 * Where the benchmark clicks first, as the published figures do: a corner for a safe start (JSMinesweeper's
 * 41% expert figure) and (3,3) for an opening start (its 54.3%), moved inside small boards.
 */
export function benchFirstClick(settings: WinRateSettings): CellCoords {
  if (settings.firstClick === 'safe') return { x: 0, y: 0 };
  return { x: Math.min(3, settings.width - 1), y: Math.min(3, settings.height - 1) };
}

/** Plays `games` games; `onGame` (if given) is told after each one. */
export function playGames(
  settings: WinRateSettings,
  games: number,
  rng: Rng,
  onGame?: (won: boolean) => void,
): WinRateTally {
  const first = settings.start ?? benchFirstClick(settings);
  const firstCell = first.y * settings.width + first.x;
  let wins = 0;
  let guesses = 0;
  let ceilings = 0;
  let ceilingSquares = 0;
  for (let g = 0; g < games; g++) {
    const board = generateBoard(settings, rng, first);
    const result = playGame(hiddenBoard(board), firstCell);
    if (result.won) wins++;
    guesses += result.guesses;
    ceilings += result.ceiling;
    ceilingSquares += result.ceiling * result.ceiling;
    onGame?.(result.won);
  }
  return { games, wins, guesses, ceilings, ceilingSquares };
}

/** The 95% normal interval of a mean, from the sum and the sum of squares of `n` values. */
export function meanInterval(sum: number, squares: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const mean = sum / n;
  const variance = n > 1 ? Math.max(0, (squares - n * mean * mean) / (n - 1)) : 0;
  const half = 1.959963984540054 * Math.sqrt(variance / n);
  return [mean - half, mean + half];
}

/** The 95% Wilson score interval of a share of successes. */
export function wilsonInterval(wins: number, games: number): [number, number] {
  if (games === 0) return [0, 1];
  const z = 1.959963984540054;
  const p = wins / games;
  const denominator = 1 + (z * z) / games;
  const centre = (p + (z * z) / (2 * games)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / games + (z * z) / (4 * games * games))) / denominator;
  return [Math.max(0, centre - half), Math.min(1, centre + half)];
}
