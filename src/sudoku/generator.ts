/**
 * The seeded generator. A random full grid, then givens removed in a seeded order while the solution stays unique,
 * which leaves a minimal puzzle (no given can be removed). The grader then names its level; a puzzle of another
 * level is reshaped (a few givens put back and the grid minimised again in a new order) a bounded number of times
 * before starting from a new grid. Puzzle number N of a level is the puzzle of the seed (level, N): the same
 * everywhere.
 */
import { shown } from '../core/quote.ts';
import { Rng, type Seed } from '../core/rng.ts';
import { type Grade, gradeWithSolution } from './grader.ts';
import { CELLS, type Digits } from './grid.ts';
import { Solver } from './solver.ts';
import { LEVELS, type Level, levelRank } from './techniques/index.ts';

export const SYMMETRIES = ['none', 'rotational', 'diagonal', 'mirror'] as const;
export type Symmetry = (typeof SYMMETRIES)[number];

export interface GenerateOptions {
  readonly symmetry?: Symmetry;
  /**
   * Default true: no given can be removed (with symmetry: no symmetric group of givens). False leaves 1 to 4
   * removable givens (groups) in.
   */
  readonly minimal?: boolean;
}

export interface Generated {
  readonly puzzle: Digits;
  readonly solution: Digits;
  readonly grade: Grade;
  /** Puzzles tried before this one (a measure of the work done). */
  readonly tries: number;
}

const solver = new Solver();

/** The seed of puzzle number `n` of a level: the same puzzle in every front end. */
export const puzzleSeed = (level: Level, n: Seed): string => `sudoku:${level}:${n}`;

export const generatePuzzleNumber = (level: Level, n: number, options: GenerateOptions = {}): Generated =>
  generate(level, puzzleSeed(level, n), options);

const RESHAPES_PER_GRID = 8;

export function generate(level: Level, seed: Seed, options: GenerateOptions = {}): Generated {
  const rng = Rng.fromSeed(seed);
  const groups = symmetryGroups(options.symmetry ?? 'none');
  const minimal = options.minimal ?? true;
  const target = levelRank(level);
  // No puzzle ever grades as an unknown level: the search below would never end.
  if (target < 0) throw new RangeError(`unknown level ${shown(level)} (${LEVELS.join(', ')})`);
  let tries = 0;
  let tooEasy = true;
  for (;;) {
    const solution = randomFullGrid(rng);
    let puzzle = carve(solution.slice(), groups, rng, minimal);
    let distance = Number.POSITIVE_INFINITY;
    let score = 0;
    for (let reshape = 0; reshape <= RESHAPES_PER_GRID; reshape++) {
      // Each reshape starts from the closest puzzle so far: a walk towards the level, not a fresh draw.
      const candidate =
        reshape === 0 ? puzzle : reshapePuzzle(puzzle, solution, groups, rng, minimal, tooEasy);
      tries++;
      const grade = gradeWithSolution(candidate, solution, { stopAbove: level, trialPastExpert: true });
      const rank = levelRank(grade.level);
      if (rank === target) return { puzzle: candidate, solution, grade, tries };
      // Closer by level, or as close and harder when too easy (the score grows towards the next level).
      const away = Math.abs(rank - target);
      if (away < distance || (away === distance && (rank > target || grade.score >= score))) {
        distance = away;
        score = grade.score;
        puzzle = candidate;
        tooEasy = rank < target;
      }
    }
  }
}

/**
 * Too easy: put back a couple of givens and carve again in a fresh order (a different minimal puzzle of the same
 * grid). Too hard: put back more givens, which tends to open easier paths.
 */
function reshapePuzzle(
  puzzle: Digits,
  solution: Digits,
  groups: readonly (readonly number[])[],
  rng: Rng,
  minimal: boolean,
  tooEasy: boolean,
): Digits {
  const next = puzzle.slice();
  const empty = groups.filter((g) => next[g[0]] === 0);
  rng.shuffle(empty);
  const restore = tooEasy ? 2 : 6;
  for (const group of empty.slice(0, restore)) for (const cell of group) next[cell] = solution[cell];
  return carve(next, groups, rng, minimal);
}

/**
 * Removes givens group by group in a random order, keeping each removal only if the solution stays unique. When
 * not `minimal`, 1 to 4 of the groups it removed last are put back: a few givens more than needed.
 */
function carve(puzzle: Digits, groups: readonly (readonly number[])[], rng: Rng, minimal: boolean): Digits {
  const removed: (readonly number[])[] = [];
  const original = puzzle.slice();
  for (const group of rng.shuffle(groups.slice())) {
    if (puzzle[group[0]] === 0) continue;
    for (const cell of group) puzzle[cell] = 0;
    // Still unique when no solution puts another digit in a removed cell.
    const unique = group.every((cell) => solver.count(puzzle, 1, cell, original[cell]) === 0);
    if (unique) removed.push(group);
    else for (const cell of group) puzzle[cell] = original[cell];
  }
  if (!minimal) {
    for (const group of removed.slice(-1 - rng.nextInt(4)))
      for (const cell of group) puzzle[cell] = original[cell];
  }
  return puzzle;
}

/** Past this many guesses a full-grid search starts again from new random boxes (it rarely needs more than 50). */
const FULL_GRID_GUESSES = 200;

/** A random valid full grid: the three diagonal boxes are independent, so they are random permutations, and the
 * solver fills the rest trying digits in a random order, starting again when the search runs long. */
export function randomFullGrid(rng: Rng): Digits {
  for (;;) {
    const grid = new Uint8Array(CELLS);
    for (const box of [0, 4, 8]) {
      const digits = rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]);
      const r0 = Math.floor(box / 3) * 3;
      const c0 = (box % 3) * 3;
      for (let i = 0; i < 9; i++) grid[(r0 + Math.floor(i / 3)) * 9 + c0 + (i % 3)] = digits[i];
    }
    solver.setGuessOrder(rng.shuffle([1, 2, 3, 4, 5, 6, 7, 8, 9]));
    solver.guessBudget = FULL_GRID_GUESSES;
    const found = solver.count(grid, 1);
    solver.guessBudget = Number.POSITIVE_INFINITY;
    solver.setGuessOrder([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    if (found === 1) return solver.solution(0).slice();
  }
}

/** Cells that are removed together: singletons, or the orbits of the chosen symmetry. */
export function symmetryGroups(symmetry: Symmetry): number[][] {
  const partner = (cell: number): number => {
    const r = Math.floor(cell / 9);
    const c = cell % 9;
    if (symmetry === 'rotational') return (8 - r) * 9 + (8 - c);
    if (symmetry === 'diagonal') return c * 9 + r;
    if (symmetry === 'mirror') return r * 9 + (8 - c);
    return cell;
  };
  const groups: number[][] = [];
  const done = new Uint8Array(CELLS);
  for (let cell = 0; cell < CELLS; cell++) {
    if (done[cell]) continue;
    const other = partner(cell);
    done[cell] = 1;
    done[other] = 1;
    groups.push(other === cell ? [cell] : [cell, other]);
  }
  return groups;
}
