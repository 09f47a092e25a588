/**
 * Sudoku puzzles made ahead of their deals: a few numbered puzzles per level kept ready, made one at a time by a
 * worker thread whenever a level has fewer than it should, so `POST /api/games {game: 'sudoku'}` takes one at
 * once instead of making it on the request path (up to 0.65 s for Expert). When a burst empties a level, a
 * puzzle is still made in the thread (the request waits; others go on); the daily challenge's puzzle, the same
 * all day, is kept once made.
 */
import { randomInt } from 'node:crypto';
import { LEVELS, type Level, MAX_PUZZLE_NUMBER } from '../../../sudoku/index.ts';
import type { TaskRunner } from '../../workers/threadRunner.ts';

export interface ReadyPuzzle {
  readonly number: number;
  /** 81 characters, `.` for empty. */
  readonly puzzle: string;
}

/**
 * Puzzles kept ready per level once the level is played: a burst of this many deals of one level is answered at
 * once. Until a level's first deal it keeps only READY_AT_START, so a server that nobody plays Sudoku on (the
 * browser tests start many) spends a fraction of a second on them rather than seconds.
 */
export const READY_PER_LEVEL = 32;
export const READY_AT_START = 2;
/** Puzzles made on demand (daily challenges, misses) kept by level and number. */
const MADE_KEPT = 64;

export class SudokuDeals {
  private readonly ready = new Map<Level, ReadyPuzzle[]>(LEVELS.map((level) => [level, []]));
  /** How many each level keeps ready: READY_AT_START until it is dealt, then perLevel. */
  private readonly target = new Map<Level, number>();
  /** Made puzzles by `level:number`: the ready ones handed out by drawSeed, and those made on demand. */
  private readonly made = new Map<string, string>();
  private filling = false;
  private closed = false;
  /** Deals that found their level empty (for the figures). */
  misses = 0;

  constructor(
    private readonly runner: TaskRunner,
    private readonly perLevel = READY_PER_LEVEL,
    private readonly atStart = Math.min(READY_AT_START, perLevel),
  ) {}

  /** Starts making puzzles until every level has its share. */
  start(): this {
    void this.fill();
    return this;
  }

  /** Puzzles ready for a level now. */
  readyCount(level: Level): number {
    return this.ready.get(level)?.length ?? 0;
  }

  /** A number to deal for a level: a ready puzzle's when there is one (kept until its deal), else a random one. */
  drawNumber(level: Level): number {
    this.target.set(level, this.perLevel);
    const taken = this.ready.get(level)?.shift();
    void this.fill();
    if (taken === undefined) {
      this.misses++;
      return randomInt(1, MAX_PUZZLE_NUMBER + 1);
    }
    this.keep(level, taken.number, taken.puzzle);
    return taken.number;
  }

  /** The puzzle of a level and number: kept if made, else made in the thread. */
  async puzzle(level: Level, number: number): Promise<string> {
    const key = `${level}:${number}`;
    const found = this.made.get(key);
    if (found !== undefined) return found;
    const puzzle = (await this.runner.run({ kind: 'sudoku', level, number })) as string;
    this.keep(level, number, puzzle);
    return puzzle;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.runner.close();
  }

  private keep(level: Level, number: number, puzzle: string): void {
    const key = `${level}:${number}`;
    this.made.delete(key);
    this.made.set(key, puzzle);
    if (this.made.size > MADE_KEPT) this.made.delete(this.made.keys().next().value as string);
  }

  /** Makes puzzles one at a time, the level furthest below its target first, until each has its target. */
  private async fill(): Promise<void> {
    if (this.filling) return;
    this.filling = true;
    try {
      while (!this.closed) {
        let level: Level | undefined;
        let most = 0;
        for (const [name, puzzles] of this.ready) {
          const missing = (this.target.get(name) ?? this.atStart) - puzzles.length;
          if (missing > most) [level, most] = [name, missing];
        }
        if (level === undefined) break;
        const number = randomInt(1, MAX_PUZZLE_NUMBER + 1);
        const puzzle = (await this.runner.run({ kind: 'sudoku', level, number })) as string;
        this.ready.get(level)!.push({ number, puzzle });
      }
    } catch {
      // A thread that failed: the next deal starts filling again, and deals in the meantime make their own.
    } finally {
      this.filling = false;
    }
  }
}
