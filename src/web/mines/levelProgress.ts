/**
 * A level's progress from its history, as the progress page shows it: totals, the win rate of the last 100 games,
 * personal bests, each win's time and 3BV/s in the order played, and a histogram of winning times.
 */
import type { PlayedGame } from './history.ts';

export const RECENT_GAMES = 100;

export interface WinPoint {
  /** The game's place in the history, from 1. */
  readonly game: number;
  readonly date: string;
  readonly timeMs: number;
  readonly bbbvPerSecond: number;
}

export interface Bin {
  readonly fromMs: number;
  readonly toMs: number;
  readonly count: number;
}

export interface LevelProgress {
  readonly games: number;
  readonly wins: number;
  /** The last RECENT_GAMES games (or fewer): how many, and how many won. */
  readonly recent: { readonly games: number; readonly wins: number };
  readonly fastest: WinPoint | undefined;
  readonly bestRate: WinPoint | undefined;
  readonly points: readonly WinPoint[];
  readonly histogram: readonly Bin[];
}

/** 3BV per second of a win; 0 when the time is too short to measure. */
export const bbbvPerSecond = (game: Pick<PlayedGame, 'bbbv' | 'timeMs'>): number =>
  game.timeMs > 0 ? game.bbbv / (game.timeMs / 1000) : 0;

export function levelProgress(games: readonly PlayedGame[]): LevelProgress {
  const points: WinPoint[] = [];
  games.forEach((game, index) => {
    if (game.won)
      points.push({
        game: index + 1,
        date: game.date,
        timeMs: game.timeMs,
        bbbvPerSecond: bbbvPerSecond(game),
      });
  });
  const recent = games.slice(-RECENT_GAMES);
  const best = (better: (a: WinPoint, b: WinPoint) => boolean) =>
    points.reduce<WinPoint | undefined>(
      (kept, point) => (kept && !better(point, kept) ? kept : point),
      undefined,
    );
  return {
    games: games.length,
    wins: points.length,
    recent: { games: recent.length, wins: recent.filter((game) => game.won).length },
    fastest: best((a, b) => a.timeMs < b.timeMs),
    bestRate: best((a, b) => a.bbbvPerSecond > b.bbbvPerSecond),
    points,
    histogram: histogram(points.map((point) => point.timeMs)),
  };
}

/** Bins of a round width (1, 2 or 5 times a power of ten, in ms) so that at most `most` cover every time. */
export function histogram(times: readonly number[], most = 12): Bin[] {
  if (times.length === 0) return [];
  const low = Math.min(...times);
  const high = Math.max(...times);
  let width = roundStep((high - low) / most);
  const binsOf = (step: number) => Math.floor(high / step) - Math.floor(low / step) + 1;
  while (binsOf(width) > most) width = roundStep(width + 1);
  const first = Math.floor(low / width) * width;
  const count = binsOf(width);
  const bins = Array.from({ length: count }, (_, i) => ({
    fromMs: first + i * width,
    toMs: first + (i + 1) * width,
    count: 0,
  }));
  for (const time of times) bins[Math.min(count - 1, Math.floor((time - first) / width))].count++;
  return bins;
}

/** The smallest of 1, 2, 5 times a power of ten (at least 1) that is at least `span`. */
export function roundStep(span: number): number {
  if (!(span > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(span));
  for (const factor of [1, 2, 5, 10]) if (factor * power >= span) return factor * power;
  return 10 * power;
}
