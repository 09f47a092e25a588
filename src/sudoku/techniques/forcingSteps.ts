/**
 * Forcing chains as steps of the grader and the hints: the search of forcing.ts, its proof and words, and the
 * rating by kind and length. One search serves the four level-0 kinds (the last board's result is kept, since
 * the grader asks each kind in turn on the same board).
 */
import type { Board } from '../board.ts';
import { POPCOUNT } from '../grid.ts';
import { proofWords } from './chainWords.ts';
import { type Forcing, findForcing, MAX_LEVEL, proofOf } from './forcing.ts';
import { onLastBoard } from './lastBoard.ts';
import { lengthBonus, RATINGS } from './rating.ts';
import type { Step, TechniqueName } from './step.ts';

const LEVEL0_NAMES: Record<Forcing['kind'], TechniqueName> = {
  contradiction: 'Contradiction Forcing Chain',
  double: 'Double Forcing Chain',
  cell: 'Cell Forcing Chain',
  unit: 'Unit Forcing Chain',
};

/** A net (some fact rests on several) rates as SE's dynamic forcing chains; a nested one by its level. */
const NET_RATING = 8.5;
const NESTED_STEP = 1.0;

const level0 = onLastBoard((board: Board): Forcing | null => findForcing(board, 0));

export function forcingStep(board: Board, forcing: Forcing): Step {
  const { proof, length, net } = proofOf(board, forcing);
  const technique = forcing.level > 0 ? 'Nested Forcing Chain' : LEVEL0_NAMES[forcing.kind];
  const base =
    forcing.level > 0
      ? (RATINGS['Nested Forcing Chain'] as number) + NESTED_STEP * (forcing.level - 1)
      : net
        ? NET_RATING
        : (RATINGS[technique] as number);
  const cells: number[] = [];
  const digits: number[] = [];
  for (const branch of proof.branches)
    for (const fact of branch.facts) {
      if (!cells.includes(fact.cell)) cells.push(fact.cell);
      if (!digits.includes(fact.digit)) digits.push(fact.digit);
    }
  const conclusion = { cell: (forcing.cand / 9) | 0, digit: (forcing.cand % 9) + 1 };
  return {
    technique,
    units: proof.unit === undefined ? [] : [proof.unit],
    cells,
    digits,
    placements: forcing.on ? [conclusion] : [],
    eliminations: forcing.on ? [] : [conclusion],
    explanation: proofWords(proof, conclusion, forcing.on),
    proof,
    rating: Math.round((base + lengthBonus(length)) * 10) / 10,
  };
}

/** The level-0 forcing step of one kind, when the simplest level-0 conclusion is of that kind. */
export const forcingOfKind =
  (kind: Forcing['kind']) =>
  (board: Board): Step | null => {
    const found = level0(board);
    return found && found.kind === kind ? forcingStep(board, found) : null;
  };

/**
 * Nested searches on a board this open are out of reach in a hint's time (and no puzzle with one solution gets
 * stuck with so many candidates left: the hardest known stop at 200-300).
 */
const MAX_OPEN_FOR_NESTED = 450;

/** Forcing with nested contradictions, from level 1 down to MAX_LEVEL: the last resort. */
export function nestedForcing(board: Board): Step | null {
  if (level0(board)) return null;
  let open = 0;
  for (let cell = 0; cell < board.cands.length; cell++)
    if (board.values[cell] === 0) open += POPCOUNT[board.cands[cell]];
  if (open > MAX_OPEN_FOR_NESTED) return null;
  for (let level = 1; level <= MAX_LEVEL; level++) {
    const found = findForcing(board, level);
    if (found) return forcingStep(board, found);
  }
  return null;
}
