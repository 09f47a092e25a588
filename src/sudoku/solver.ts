/**
 * Solving with a uniqueness proof: `unique`, `multiple` (with two solutions), `none`, or `invalid` (givens already
 * clash). The work is done by the band solver (bandSolver.ts).
 */
import { BandSolver } from './bandSolver.ts';
import type { Digits } from './grid.ts';

export { BandSolver as Solver } from './bandSolver.ts';
export { givensClash } from './cellSolver.ts';

export type SolveStatus = 'unique' | 'multiple' | 'none' | 'invalid';

export interface SolveResult {
  readonly status: SolveStatus;
  /** The solution when unique; the first solution found when multiple. */
  readonly solution?: Digits;
  /** A second, different solution when multiple. */
  readonly second?: Digits;
}

let shared: BandSolver | undefined;

export function solve(digits: Digits): SolveResult {
  shared ??= new BandSolver();
  const n = shared.count(digits, 2);
  if (n < 0) return { status: 'invalid' };
  if (n === 0) return { status: 'none' };
  if (n === 1) return { status: 'unique', solution: shared.solution(0).slice() };
  return { status: 'multiple', solution: shared.solution(0).slice(), second: shared.solution(1).slice() };
}

/** How many solutions, counting no further than `limit`; -1 when the givens clash. */
export function countSolutions(digits: Digits, limit = 2): number {
  shared ??= new BandSolver();
  return shared.count(digits, limit);
}
