/**
 * A rating on the Sudoku Explainer scale (1.0 to 12), by step and by puzzle (its hardest step). Each technique has
 * the rating SE publishes for it (Sukaku Explainer's, the fork that rates most published puzzles, where it adds
 * techniques: Skyscraper 4.0, WXYZ-Wing 5.5); where SE has no such technique, the rating of the SE technique that
 * finds the same deduction (an XY-Chain is a forcing chain to SE: 7.0 and more by length). Chains and forcing
 * chains add SE's length bonus: 0.1 each time the length passes 4, 6, 8, 12, 16, 24, 32, 48, ... (each bound x1.5
 * and x4/3 in turn).
 */
import type { Step, TechniqueName } from './step.ts';

export const RATINGS: Partial<Record<TechniqueName, number>> = {
  'Full House': 1.0,
  'Naked Single': 2.3,
  'Hidden Single': 1.5,
  Pointing: 2.6,
  Claiming: 2.8,
  'Naked Pair': 3.0,
  'X-Wing': 3.2,
  'Hidden Pair': 3.4,
  'Naked Triple': 3.6,
  Swordfish: 3.8,
  'Hidden Triple': 4.0,
  'XY-Wing': 4.2,
  'XYZ-Wing': 4.4,
  'Unique Rectangle Type 1': 4.5,
  'Naked Quad': 5.0,
  Jellyfish: 5.2,
  'Hidden Quad': 5.4,
  'BUG+1': 5.6,
  // SE's unique rectangles and BUG types 2-4 (a type 3 with a naked pair).
  'Unique Rectangle Type 2': 4.6,
  'Unique Rectangle Type 3': 4.7,
  'Unique Rectangle Type 4': 4.6,
  'BUG+n': 5.7,
  // Sukaku Explainer's three strong links (5.4-5.6 by the kinds of their units) and wings (5.5-5.6 and 6.2-6.4
  // by the fullest cell): the step carries its own rating.
  'Three Strong Links': 5.4,
  'WXYZ-Wing': 5.5,
  'VWXYZ-Wing': 6.2,
  // Sukaku Explainer's turbot fish.
  Skyscraper: 4.0,
  '2-String Kite': 4.1,
  'Empty Rectangle': 4.2,
  // Not in SE: rated as the SE technique that makes the same deduction.
  'Simple Colors': 6.5,
  'Finned X-Wing': 6.5,
  'Finned Swordfish': 6.6,
  // SE finds these as forcing chains: an X-chain as a forcing X-chain (6.6), an XY-chain as a forcing chain (7.0),
  // and a W-Wing as a forcing chain six candidates long (7.1); X- and XY-chains add the bonus of their length.
  'W-Wing': 7.1,
  'X-Chain': 6.6,
  'XY-Chain': 7.0,
  'Unique Rectangle Type 5': 4.6,
  'Unique Rectangle Type 6': 4.6,
  'Hidden Rectangle': 4.6,
  'Sue de Coq': 7.0,
  'ALS-XZ': 7.0,
  'ALS-XY-Wing': 7.0,
  'Alternating Inference Chain': 7.0,
  'Nice Loop': 7.0,
  // SE has no grouped nodes nor ALS nodes: it needs its region or cell forcing chains (8.0) to branch on the
  // places of a group or the cells of an ALS. On rated-se.txt 8.0 fits SE a little better than 7.0 or 7.5.
  'Grouped AIC': 8.0,
  'Grouped Nice Loop': 8.0,
  'AIC with ALS': 8.0,
  // Likewise a cell forcing chain from the stem (8.0-8.5 by length: the step carries its own rating).
  'Death Blossom': 8.0,
  'Contradiction Forcing Chain': 7.5,
  'Double Forcing Chain': 7.5,
  'Cell Forcing Chain': 8.0,
  'Unit Forcing Chain': 8.0,
  'Nested Forcing Chain': 10.0,
  'Brute Force': 12.0,
};

/** For a technique this table does not know yet (rated as a chain would find it). */
const UNKNOWN = 7.0;

/** SE's length bonus for a chain or net of `length` facts. */
export function lengthBonus(length: number): number {
  let added = 0;
  let ceil = 4;
  let odd = false;
  for (let n = length - 2; n > ceil; odd = !odd) {
    added += 1;
    ceil = odd ? Math.floor((ceil * 4) / 3) : Math.floor((ceil * 3) / 2);
  }
  return added / 10;
}

/**
 * An alternating inference chain as SE rates the forcing chain that finds it: 6.6 on one digit, else 7.0 (SE's
 * search over cells and units together rates even a chain of two-candidate cells so), plus the length bonus of the
 * chain SE sees. For a chain "a is not x ... so b is y", SE starts from the candidate it removes and comes back to
 * it (two facts more); a loop already starts and ends on its candidate.
 */
export function chainRating(oneDigit: boolean, facts: number, loop: boolean): number {
  return roundRating((oneDigit ? 6.6 : 7.0) + lengthBonus(loop ? facts : facts + 2));
}

export function stepRating(step: Step): number {
  if (step.rating !== undefined) return step.rating;
  // chains.ts's chains: an X-chain's facts are its cells, an XY-chain's two per cell.
  if (step.technique === 'X-Chain') return chainRating(true, step.cells.length, false);
  if (step.technique === 'XY-Chain') return chainRating(false, 2 * step.cells.length, false);
  if (step.technique === 'Hidden Single' && step.units.length > 0 && step.units[0] >= 18) return 1.2;
  return RATINGS[step.technique] ?? UNKNOWN;
}

/** The rating a technique's steps start from (a chain's least), which orders the techniques SE's way. */
export const baseRating = (name: TechniqueName): number =>
  name === 'Hidden Single' ? 1.2 : (RATINGS[name] ?? UNKNOWN);

/** A rating rounded to one decimal, as SE prints it. */
export const roundRating = (rating: number): number => Math.round(rating * 10) / 10;
