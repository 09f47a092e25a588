/** The work of `arcade sudoku solve | grade | check | generate`, one item at a time, on any thread (jobs/job.ts). */
import { generate, type Level, makePuzzle, puzzleSeed, type Symmetry } from '../../sudoku/index.ts';
import { type JobMaker, jsonLine, recordJob } from '../jobs/job.ts';

/** This module, for the worker threads to load. */
export const SUDOKU_JOBS = new URL(import.meta.url);

import { checkRecord, gradeRecord, solveRecord } from './handlers.ts';
import { parseRecord } from './records.ts';

export const solveJob = recordJob((record, sourceName) => solveRecord(parseRecord(record, sourceName)));
export const gradeJob = recordJob((record, sourceName) => gradeRecord(parseRecord(record, sourceName)));
export const checkJob = recordJob((record, sourceName) => checkRecord(parseRecord(record, sourceName)));

export interface GenerateContext {
  readonly difficulty: Level;
  /** Number of the first puzzle. */
  readonly seed: number;
  readonly symmetry: Symmetry;
  readonly notMinimal?: boolean;
  readonly json?: boolean;
}

/** Item i is puzzle number seed + i of its level: an 81-character line, or with --json an object. */
export const generateJob: JobMaker<GenerateContext, number> = (options) => (i) => {
  const number = options.seed + i;
  const seed =
    options.symmetry === 'none' && !options.notMinimal
      ? puzzleSeed(options.difficulty, number)
      : `${puzzleSeed(options.difficulty, number)}:${options.symmetry}:${options.notMinimal ? 'plain' : 'minimal'}`;
  const made = generate(options.difficulty, seed, {
    symmetry: options.symmetry,
    minimal: !options.notMinimal,
  });
  const puzzle = makePuzzle(made.puzzle);
  if (!options.json) return { out: `${puzzle}\n` };
  return {
    out: jsonLine({
      number,
      puzzle,
      solution: makePuzzle(made.solution),
      difficulty: made.grade.level,
      score: made.grade.score,
    }),
  };
};
