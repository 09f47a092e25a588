/**
 * Which puzzle comes next: a level's next random puzzle is numbered ahead of time, so the worker can make it while
 * the player plays (along with the puzzle after the one on the grid, which Next opens).
 */
import { LEVELS, type Level } from '../../sudoku/index.ts';
import { MAX_PUZZLE_NUMBER } from './address.ts';
import type { Source } from './saves.ts';

/** Random puzzles are drawn from 1 to this. */
export const RANDOM_NUMBERS = 100_000;

/** The puzzle after `n` (after the last comes the first). */
export const nextNumber = (n: number): number => (n % MAX_PUZZLE_NUMBER) + 1;

export class PuzzleSupply {
  private readonly upcoming = new Map<Level, number>();

  constructor(private readonly random: () => number = Math.random) {}

  /** The number the level's next random puzzle will have. */
  upcomingNumber(level: Level): number {
    let n = this.upcoming.get(level);
    if (n === undefined) {
      n = 1 + Math.floor(this.random() * RANDOM_NUMBERS);
      this.upcoming.set(level, n);
    }
    return n;
  }

  /** Takes the level's upcoming number: the next random puzzle of the level will have another. */
  take(level: Level): number {
    const n = this.upcomingNumber(level);
    this.upcoming.delete(level);
    return n;
  }

  /** The puzzles a click may ask for next, likeliest first: the level's random one, Next, then the other levels'. */
  ahead(level: Level, source: Source): { readonly level: Level; readonly n: number }[] {
    const levels = [level, ...LEVELS.filter((other) => other !== level)];
    const puzzles = levels.map((each) => ({ level: each, n: this.upcomingNumber(each) }));
    if (source.kind === 'level') puzzles.splice(1, 0, { level: source.level, n: nextNumber(source.n) });
    return puzzles;
  }
}
