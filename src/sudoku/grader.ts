/**
 * The human-style grader: apply the simplest step that works until the grid is full. The level is the level of
 * the hardest step; the score sums the step weights (HoDoKu style). When no technique applies, one cell is filled
 * from the solution as a "Brute Force" step. Chains and forcing chains are `extreme`: tried only where trial was
 * needed before, so the levels of the other steps, and the generator's puzzles, stay as they were.
 */

import { err, ok, type Result } from '../core/result.ts';
import { type Board, boardFromDigits, isSolved, placeDigit } from './board.ts';
import type { Digits } from './grid.ts';
import { CELLS, cellName } from './grid.ts';
import { solve } from './solver.ts';
import { seCycleOrXChain } from './techniques/aic.ts';
import { bugPlusN } from './techniques/bugPlusN.ts';
import {
  BRUTE_FORCE_WEIGHT,
  findStep,
  LEVELS,
  type Level,
  levelRank,
  type Step,
  TECHNIQUES,
  type Technique,
  type TechniqueName,
} from './techniques/index.ts';
import { nishio } from './techniques/nishio.ts';
import { baseRating, stepRating } from './techniques/rating.ts';
import { placement } from './techniques/step.ts';

export interface Grade {
  readonly level: Level;
  readonly score: number;
  /** How many times each technique was used, in order of first use. */
  readonly techniques: Partial<Record<TechniqueName, number>>;
  readonly steps: number;
  /**
   * On the Sudoku Explainer-like scale (rating.ts): the hardest step when the puzzle is solved SE's way, always
   * with the easiest step on that scale (rateWithSolution).
   */
  readonly rating: number;
}

export interface GradeOptions {
  /** Stop as soon as a step above this level is needed (the level reported is then the next level up). */
  readonly stopAbove?: Level;
  /** Keep the steps (for a full walkthrough). */
  readonly keepSteps?: Step[];
  /**
   * Past the expert techniques, fill a cell by trial instead of asking the chains and forcing chains (the
   * generator: puzzle N of a level and its score never change, and it stays as fast). The rating is
   * then the hardest step's on the grader's own path (not the easiest step's at each point).
   */
  readonly trialPastExpert?: boolean;
  /** Skip the second pass that finds the rating SE's way (the rating is then the grader's path's hardest step). */
  readonly pathRatingOnly?: boolean;
}

/** Grades a puzzle; the puzzle must have exactly one solution. */
export function grade(puzzle: Digits, options: GradeOptions = {}): Result<Grade> {
  const solved = solve(puzzle);
  if (solved.status !== 'unique')
    return err(`cannot grade: the puzzle's solution status is ${solved.status}`);
  return ok(gradeWithSolution(puzzle, solved.solution as Digits, options));
}

export function gradeWithSolution(puzzle: Digits, solution: Digits, options: GradeOptions = {}): Grade {
  const board = boardFromDigits(puzzle);
  const techniques: Partial<Record<TechniqueName, number>> = {};
  let level = 0;
  let score = 0;
  let steps = 0;
  let rating = 0;
  const stop = options.stopAbove === undefined ? LEVELS.length : levelRank(options.stopAbove);
  while (!isSolved(board)) {
    const last = options.trialPastExpert ? levelRank('expert') : levelRank('extreme');
    const found = findStep(board, LEVELS[Math.min(stop, last)]);
    const step = found?.step ?? bruteForce(board, solution);
    const weight = found?.technique.weight ?? BRUTE_FORCE_WEIGHT;
    const stepLevel = found ? levelRank(found.technique.level) : levelRank('extreme');
    level = Math.max(level, stepLevel);
    if (stepLevel > stop) break;
    score += weight;
    steps++;
    rating = Math.max(rating, stepRating(step));
    techniques[step.technique] = (techniques[step.technique] ?? 0) + 1;
    options.keepSteps?.push(step);
    applyStep(board, step);
  }
  const finished = isSolved(board);
  // The generator grades with trial past expert and stops early: its rating is the hardest step of its own path.
  if (finished && !options.trialPastExpert && !options.pathRatingOnly)
    rating = rateWithSolution(puzzle, solution);
  return { level: LEVELS[level], score, techniques, steps, rating };
}

/**
 * The rating as Sudoku Explainer finds it: always the easiest step on its scale (an XY-Wing, 4.2, before a
 * Skyscraper, 6.5, which SE can only find as a chain), and the puzzle's rating is the hardest of those steps.
 */
export function rateWithSolution(puzzle: Digits, solution: Digits): number {
  return ratedPath(puzzle, solution).rating;
}

/** SE's path through a puzzle: its rating and the step that sets it (the first of the hardest). */
export function ratedPath(puzzle: Digits, solution: Digits): { rating: number; hardest: Step | null } {
  const board = boardFromDigits(puzzle);
  let rating = 0;
  let hardest: Step | null = null;
  while (!isSolved(board)) {
    let step: Step | null = null;
    for (const technique of SE_ORDER) {
      step = technique.find(board);
      if (step) break;
    }
    step ??= bruteForce(board, solution);
    if (stepRating(step) > rating) {
      rating = stepRating(step);
      hardest = step;
    }
    applyStep(board, step);
  }
  return { rating, hardest };
}

/**
 * Left out of SE's path: uniqueness patterns SE does not have (its unique loops are types 1-4, its BUGs types 1-4),
 * which its path goes past with other steps; Sue de Coq and almost locked sets past SE's wings, whose deductions SE
 * only finds with cell and region forcing chains (8.0 and more); and the XY-Chain, which SE finds only in its search
 * over cells and units together, as the shortest forcing chain there: the alternating inference chain search finds
 * that one.
 */
const NOT_IN_SE = new Set<TechniqueName>([
  'Unique Rectangle Type 6',
  'Hidden Rectangle',
  'BUG+n',
  'XY-Chain',
  'Sue de Coq',
  'ALS-XZ',
  'ALS-XY-Wing',
]);

/**
 * SE's BUG type 2 (5.7): a BUG+n whose extra candidates are all one digit, which goes from every cell seeing them all
 * (the step then names that digit alone). Its other BUG+n steps stay out (SE's types 3 and 4 are narrower).
 */
const seBugType2: Technique = {
  name: 'BUG+n',
  level: 'extreme',
  weight: 100,
  find: (board) => {
    const step = bugPlusN(board);
    return step?.digits.length === 1 ? step : null;
  },
};

/** SE's X- and Y-cycles and forcing X-chains (6.5 and up): the lowest-rated, where the AIC search finds the shortest. */
const seCycles: Technique = {
  name: 'Nice Loop',
  level: 'extreme',
  weight: 280,
  find: seCycleOrXChain,
};

/** SE's Nishio (7.5 up): a contradiction followed over one digit, asked before our forcing chains of 7.5. */
const seNishio: Technique = {
  name: 'Contradiction Forcing Chain',
  level: 'extreme',
  weight: 500,
  find: nishio,
};

/** The techniques in the order SE tries them: by the rating their steps start from. */
const SE_ORDER = [...TECHNIQUES.filter((t) => !NOT_IN_SE.has(t.name)), seBugType2, seCycles, seNishio].sort(
  (a, b) => seBase(a) - seBase(b),
);

function seBase(technique: Technique): number {
  if (technique === seCycles) return 6.5;
  // Before the 7.5 forcing chains (SE asks its Nishio chains before its multiple and dynamic ones).
  if (technique === seNishio) return 7.49;
  return baseRating(technique.name);
}

export function applyStep(board: Board, step: Step): void {
  for (const { cell, digit } of step.eliminations) board.cands[cell] &= ~(1 << (digit - 1));
  for (const { cell, digit } of step.placements) placeDigit(board, cell, digit);
}

/** Fills the first empty cell with the fewest candidates from the solution. */
export function bruteForce(board: Board, solution: Digits): Step {
  let best = -1;
  for (let cell = 0; cell < CELLS; cell++) {
    if (board.values[cell] !== 0) continue;
    if (best < 0 || countBits(board.cands[cell]) < countBits(board.cands[best])) best = cell;
  }
  const digit = solution[best];
  return placement(
    'Brute Force',
    best,
    digit,
    `No technique of this grader applies here; trying the candidates of ${cellName(best)} shows it must be ${digit}.`,
  );
}

const countBits = (mask: number): number => {
  let n = 0;
  for (let x = mask; x; x &= x - 1) n++;
  return n;
};
