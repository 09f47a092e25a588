/**
 * Death Blossom (HoDoKu's definition): a stem cell and, for each of its candidates d, a petal: an almost locked
 * set holding d whose every d sees the stem. Whatever the stem holds, the petal of that digit loses it and is
 * locked, so it holds each of its other digits. A digit z in every petal is then in one of them (or, when z is a
 * candidate of the stem, the stem itself is z, a branch that needs no petal): a cell that sees every z of every
 * petal, and the stem when the stem can be z, cannot be z. Petals may share cells, and one set may be the petal of
 * two digits: only the petal of the stem's digit is locked.
 * The stem may also be a digit's places in a unit (one of them holds it): each place then needs a petal whose
 * every one of that digit sees the place, and wherever the digit goes, its petal is locked. HoDoKu has only cell
 * stems; a unit stem removes what SE finds with a region forcing chain, and takes the place of a forcing net at
 * three positions of rated-se.txt puzzles below SE 9.0 (lines 182, 544, 903; bench/sudokuPastAls.ts).
 * SE has no Death Blossom: it needs a cell forcing chain from the stem (8.0 and more by length) to make the same
 * deduction, and the step is rated so.
 */
import type { Board } from '../board.ts';
import { CELLS, cellName, digitsOf, POPCOUNT, UNITS, unitName } from '../grid.ts';
import { type Als, alsOf, alsWords, PEER_SETS } from './als.ts';
import { lengthBonus, roundRating } from './rating.ts';
import { type Candidate, describeEliminations, elimination, names, type Step } from './step.ts';

/** The sets holding `digit` whose every `digit` sees `cell` (a set holding `digit` in `cell` itself never does). */
function petalsOf(sets: readonly Als[], cell: number, digit: number): Als[] {
  const at = (digit - 1) * 3;
  const peers = cell * 3;
  return sets.filter(
    (als) =>
      als.digits & (1 << (digit - 1)) &&
      ((als.holding[at] & ~PEER_SETS[peers]) |
        (als.holding[at + 1] & ~PEER_SETS[peers + 1]) |
        (als.holding[at + 2] & ~PEER_SETS[peers + 2])) ===
        0,
  );
}

/** Candidates of which one is true: a cell's candidates, or a digit's places in a unit. */
interface Stem {
  readonly branches: readonly Candidate[];
  /** The unit of a digit's places; undefined for a cell. */
  readonly unit?: number;
}

function* stems(board: Board, withCells: boolean): Generator<Stem> {
  if (withCells)
    for (let cell = 0; cell < CELLS; cell++)
      if (POPCOUNT[board.cands[cell]] >= 2)
        yield { branches: digitsOf(board.cands[cell]).map((digit) => ({ cell, digit })) };
  for (let unit = 0; unit < 27; unit++)
    for (let digit = 1; digit <= 9; digit++) {
      const places = UNITS[unit].filter((cell) => board.cands[cell] & (1 << (digit - 1)));
      if (places.length >= 2) yield { branches: places.map((cell) => ({ cell, digit })), unit };
    }
}

/** Cell stems first (HoDoKu's Death Blossom), then a digit's places in a unit as the stem. */
export const deathBlossom = (board: Board): Step | null => blossomFrom(board, stems(board, true));

/**
 * From a digit's places in a unit alone: where a cell stem exists the finder never gets to them, so their tests
 * ask this.
 */
export const unitStemBlossom = (board: Board): Step | null => blossomFrom(board, stems(board, false));

function blossomFrom(board: Board, stems: Iterable<Stem>): Step | null {
  const { sets, holding } = alsOf(board);
  for (const stem of stems) {
    const petals = stem.branches.map(({ cell, digit }) => petalsOf(sets, cell, digit));
    // Every branch but those that put z on the stem needs a petal.
    if (petals.filter((list) => list.length === 0).length > 1) continue;
    for (let z = 1; z <= 9; z++) {
      const bit = 1 << (z - 1);
      const at = (z - 1) * 3;
      const mask = Int32Array.from(holding.subarray(at, at + 3));
      // A branch that puts z on the stem: what loses z must see that cell.
      const zBranches = stem.branches.filter((branch) => branch.digit === z);
      for (const { cell } of zBranches) for (let w = 0; w < 3; w++) mask[w] &= PEER_SETS[cell * 3 + w];
      if ((mask[0] | mask[1] | mask[2]) === 0) continue;
      // The petals to choose: one per other branch, each holding z.
      const branches = stem.branches.filter((branch) => branch.digit !== z);
      if (branches.length === 0) continue;
      const choices = branches.map((branch) =>
        petals[stem.branches.indexOf(branch)].filter((als) => als.digits & bit),
      );
      if (choices.some((list) => list.length === 0)) continue;
      const chosen = choose(choices, at, mask);
      if (chosen) return blossomStep(board, stem, branches, chosen.petals, z, chosen.mask);
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
  stem: Stem,
  branches: readonly Candidate[],
  petals: readonly Als[],
  z: number,
  mask: Int32Array,
): Step {
  const eliminations = [];
  for (let cell = 0; cell < CELLS; cell++)
    if (mask[(cell / 27) | 0] & (1 << (cell % 27))) eliminations.push({ cell, digit: z });
  const stemCells = [...new Set(stem.branches.map((branch) => branch.cell))];
  const cells = [...stemCells, ...new Set(petals.flatMap((als) => als.cells))];
  const zOnStem = stem.branches.length > branches.length;
  const removed = `Either way ${z} is in one of them: remove ${describeEliminations(eliminations)}.`;
  let explanation: string;
  let digits: number[];
  if (stem.unit === undefined) {
    const stemCell = stemCells[0];
    const words = branches.map(
      ({ digit }, i) => `if ${digit}, ${alsWords(petals[i])} loses its ${digit}s and holds ${z}`,
    );
    if (zOnStem) words.push(`if ${z}, it is ${z} itself`);
    digits = digitsOf(board.cands[stemCell] | (1 << (z - 1)));
    explanation = `Death Blossom: every candidate of the stem ${cellName(stemCell)} sees all its places in an almost locked set. Whatever the stem holds, that set loses the digit and is locked: ${words.join('; ')}. ${removed}`;
  } else {
    const d = branches[0].digit;
    const words = branches.map(
      ({ cell }, i) => `if ${cellName(cell)}, ${alsWords(petals[i])} loses its ${d}s and holds ${z}`,
    );
    digits = [Math.min(d, z), Math.max(d, z)];
    explanation = `Death Blossom: ${d} is in one of ${names(stemCells)} (its places in ${unitName(stem.unit)}), and each of them sees all the ${d}s of an almost locked set. Wherever ${d} goes, that set loses its ${d}s and is locked: ${words.join('; ')}. ${removed}`;
  }
  const units = [
    ...new Set([...(stem.unit === undefined ? [] : [stem.unit]), ...petals.map((als) => als.unit)]),
  ];
  const step = elimination('Death Blossom', cells, digits, eliminations, explanation, units);
  // As SE's cell (or region) forcing chain from the stem: one fact for the stem, each petal's cells, and the
  // elimination.
  return { ...step, rating: Math.min(8.5, roundRating(8.0 + lengthBonus(cells.length + 1))) };
}
