/**
 * Death Blossom (HoDoKu's definition): a stem cell and, for each of its candidates d, a petal: an almost locked
 * set holding d whose every d sees the stem. Whatever the stem holds, the petal of that digit loses it and is
 * locked, so it holds each of its other digits. A digit z in every petal is then in one of them (or, when z is a
 * candidate of the stem, the stem itself is z and its petal need not hold z): a cell that sees every z of every
 * petal, and the stem when the stem can be z, cannot be z. Petals may share cells, and one set may be the petal of
 * two digits: only the petal of the stem's digit is locked.
 * SE has no Death Blossom: it needs a cell forcing chain from the stem (8.0 and more by length) to make the same
 * deduction, and the step is rated so.
 */
import type { Board } from '../board.ts';
import { CELLS, cellName, digitsOf, POPCOUNT } from '../grid.ts';
import { type Als, alsOf, alsWords, PEER_SETS } from './als.ts';
import { lengthBonus, roundRating } from './rating.ts';
import { describeEliminations, elimination, type Step } from './step.ts';

/** The sets holding `digit` whose every `digit` sees `stem` (a set holding the stem itself never does). */
function petalsOf(sets: readonly Als[], stem: number, digit: number): Als[] {
  const at = (digit - 1) * 3;
  const peers = stem * 3;
  return sets.filter(
    (als) =>
      als.digits & (1 << (digit - 1)) &&
      ((als.holding[at] & ~PEER_SETS[peers]) |
        (als.holding[at + 1] & ~PEER_SETS[peers + 1]) |
        (als.holding[at + 2] & ~PEER_SETS[peers + 2])) ===
        0,
  );
}

export function deathBlossom(board: Board): Step | null {
  const { sets, holding } = alsOf(board);
  for (let stem = 0; stem < CELLS; stem++) {
    const cands = board.cands[stem];
    if (POPCOUNT[cands] < 2) continue;
    const stemDigits = digitsOf(cands);
    const petals = stemDigits.map((digit) => petalsOf(sets, stem, digit));
    if (petals.some((list) => list.length === 0)) continue;
    for (let z = 1; z <= 9; z++) {
      const bit = 1 << (z - 1);
      const at = (z - 1) * 3;
      const mask = Int32Array.from(holding.subarray(at, at + 3));
      if (cands & bit) for (let w = 0; w < 3; w++) mask[w] &= PEER_SETS[stem * 3 + w];
      if ((mask[0] | mask[1] | mask[2]) === 0) continue;
      // The petals to choose: one per stem digit other than z, each holding z.
      const digits = stemDigits.filter((digit) => digit !== z);
      const choices = digits.map((digit) =>
        petals[stemDigits.indexOf(digit)].filter((als) => als.digits & bit),
      );
      if (choices.some((list) => list.length === 0)) continue;
      const chosen = choose(choices, at, mask);
      if (chosen) return blossomStep(board, stem, digits, chosen.petals, z, chosen.mask);
    }
  }
  return null;
}

/** One petal from each list (one set may serve two digits) such that some z in `mask` sees every z of all of them. */
function choose(
  choices: readonly Als[][],
  at: number,
  mask: Int32Array,
): { petals: Als[]; mask: Int32Array } | null {
  const petals: Als[] = [];
  const search = (depth: number, m0: number, m1: number, m2: number): Int32Array | null => {
    if (depth === choices.length) return Int32Array.of(m0, m1, m2);
    for (const als of choices[depth]) {
      const n0 = m0 & als.seeing[at];
      const n1 = m1 & als.seeing[at + 1];
      const n2 = m2 & als.seeing[at + 2];
      if ((n0 | n1 | n2) === 0) continue;
      petals.push(als);
      const found = search(depth + 1, n0, n1, n2);
      if (found) return found;
      petals.pop();
    }
    return null;
  };
  const found = search(0, mask[0], mask[1], mask[2]);
  return found ? { petals, mask: found } : null;
}

function blossomStep(
  board: Board,
  stem: number,
  digits: readonly number[],
  petals: readonly Als[],
  z: number,
  mask: Int32Array,
): Step {
  const eliminations = [];
  for (let cell = 0; cell < CELLS; cell++)
    if (mask[(cell / 27) | 0] & (1 << (cell % 27))) eliminations.push({ cell, digit: z });
  const stemCanBeZ = digits.length < POPCOUNT[board.cands[stem]];
  const branches = digits.map(
    (digit, i) => `if ${digit}, ${alsWords(petals[i])} loses its ${digit}s and holds ${z}`,
  );
  if (stemCanBeZ) branches.push(`if ${z}, it is ${z} itself`);
  const cells = [stem, ...new Set(petals.flatMap((als) => als.cells))];
  const step = elimination(
    'Death Blossom',
    cells,
    digitsOf(board.cands[stem] | (1 << (z - 1))),
    eliminations,
    `Death Blossom: every candidate of the stem ${cellName(stem)} sees all its places in an almost locked set. Whatever the stem holds, that set loses the digit and is locked: ${branches.join('; ')}. Either way ${z} is in one of them: remove ${describeEliminations(eliminations)}.`,
    [...new Set(petals.map((als) => als.unit))],
  );
  // As SE's cell forcing chain from the stem: one fact for the stem, each petal's cells, and the elimination.
  return { ...step, rating: Math.min(8.5, roundRating(8.0 + lengthBonus(cells.length + 1))) };
}
