/**
 * ALS-XZ and ALS-XY-Wing (HoDoKu's definitions, without overlapping sets).
 *
 * ALS-XZ: two ALS A and B with a restricted common digit x. x is in at most one of them, so the other is locked
 * without x, and any other digit z they share is then in A or in B: a cell seeing every z of both loses z. With two
 * restricted common digits (doubly linked), each set loses one of them and is locked: its other digits leave every
 * cell seeing all their places in that set, and each restricted digit leaves the cells seeing all of its places.
 *
 * ALS-XY-Wing: a pivot ALS C sharing restricted common x with A and y with B (x and y different). C cannot lose both,
 * so A is locked without x or B without y: a digit z of A and B (not x or y) is in one of them.
 */
import type { Board } from '../board.ts';
import { digitsOf, POPCOUNT } from '../grid.ts';
import {
  type Als,
  alsOf,
  alsWords,
  anySeeingBoth,
  openDigits,
  overlap,
  restrictedCommons,
  seeingEvery,
} from './als.ts';
import { type Candidate, describeEliminations, elimination, type Step } from './step.ts';

/** The units of the sets, each once: where a hint points first. */
export const unitsOf = (sets: readonly Als[]): number[] => [...new Set(sets.map((als) => als.unit))];
const cellsOf = (sets: readonly Als[]): number[] => sets.flatMap((als) => als.cells);

/** Eliminations of each digit of `mask` from the cells that see all its places in `sets`. */
const eliminationsOfDigits = (board: Board, mask: number, sets: readonly Als[]): Candidate[] =>
  digitsOf(mask).flatMap((digit) => seeingEvery(board, digit, sets));

export function alsXz(board: Board): Step | null {
  const { sets } = alsOf(board);
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const a = sets[i];
      const b = sets[j];
      if (POPCOUNT[a.digits & b.digits] < 2) continue;
      const rcc = restrictedCommons(a, b);
      if (rcc === 0) continue;
      const step = POPCOUNT[rcc] === 1 ? singlyLinked(board, a, b, rcc) : doublyLinked(board, a, b, rcc);
      if (step) return step;
    }
  }
  return null;
}

/**
 * What ALS-XZ removes for two sets with restricted common digits `rcc`: singly linked, the other shared digits from
 * the cells seeing all their places in both; doubly linked, each restricted digit likewise and every other digit
 * of each set from the cells seeing all its places in that set.
 */
export function xzEliminations(board: Board, a: Als, b: Als, rcc: number): Candidate[] {
  if (POPCOUNT[rcc] === 1) return eliminationsOfDigits(board, a.digits & b.digits & ~rcc, [a, b]);
  return [
    ...eliminationsOfDigits(board, rcc, [a, b]),
    ...eliminationsOfDigits(board, a.digits & ~rcc, [a]),
    ...eliminationsOfDigits(board, b.digits & ~rcc, [b]),
  ];
}

function singlyLinked(board: Board, a: Als, b: Als, rcc: number): Step | null {
  const others = a.digits & b.digits & ~rcc;
  const eliminations = xzEliminations(board, a, b, rcc);
  if (eliminations.length === 0) return null;
  const [x] = digitsOf(rcc);
  return elimination(
    'ALS-XZ',
    cellsOf([a, b]),
    digitsOf(a.digits & b.digits),
    eliminations,
    `Two almost locked sets, ${alsWords(a)} and ${alsWords(b)}: every ${x} of one sees every ${x} of the other, so at most one holds ${x} and the other is locked without it; either way ${digitsOf(others).join(' and ')} ${POPCOUNT[others] > 1 ? 'are' : 'is'} in one of them: remove ${describeEliminations(eliminations)}.`,
    unitsOf([a, b]),
  );
}

function doublyLinked(board: Board, a: Als, b: Als, rcc: number): Step | null {
  const eliminations = xzEliminations(board, a, b, rcc);
  if (eliminations.length === 0) return null;
  const [x, y] = digitsOf(rcc);
  return elimination(
    'ALS-XZ',
    cellsOf([a, b]),
    digitsOf(a.digits | b.digits),
    eliminations,
    `Two almost locked sets, ${alsWords(a)} and ${alsWords(b)}, each ${x} of one seeing each ${x} of the other and the same for ${y}: one set loses ${x}, the other ${y}, and both are locked: remove ${describeEliminations(eliminations)}.`,
    unitsOf([a, b]),
  );
}

export function alsXyWing(board: Board): Step | null {
  const { sets, holding, links } = alsOf(board);
  const linked = links();
  const open = sets.map((als) => openDigits(als, holding));
  // Wings A and B first (a digit z of both that some cell outside sees in all their places), then a pivot C
  // linked to each: the pivots are the sets both link lists hold, found by merging the two ascending lists.
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const a = sets[i];
      const b = sets[j];
      const shared = open[i] & open[j];
      if (shared === 0) continue;
      let removable = 0;
      for (let digit = 1; digit <= 9; digit++)
        if (shared & (1 << (digit - 1)) && anySeeingBoth(holding, digit, a, b)) removable |= 1 << (digit - 1);
      if (removable === 0 || overlap(a, b)) continue;
      const la = linked[i];
      const lb = linked[j];
      for (let p = 0, q = 0; p < la.others.length && q < lb.others.length; ) {
        if (la.others[p] < lb.others[q]) p++;
        else if (la.others[p] > lb.others[q]) q++;
        else {
          const step = xyWingStep(board, sets[la.others[p]], a, b, la.rcc[p], lb.rcc[q], removable);
          if (step) return step;
          p++;
          q++;
        }
      }
    }
  }
  return null;
}

function xyWingStep(
  board: Board,
  pivot: Als,
  a: Als,
  b: Als,
  rccA: number,
  rccB: number,
  removable: number,
): Step | null {
  for (const x of digitsOf(rccA)) {
    for (const y of digitsOf(rccB)) {
      const z = removable & ~(1 << (x - 1)) & ~(1 << (y - 1));
      if (x === y || z === 0) continue;
      const eliminations = eliminationsOfDigits(board, z, [a, b]);
      if (eliminations.length === 0) continue;
      return elimination(
        'ALS-XY-Wing',
        cellsOf([pivot, a, b]),
        digitsOf(z | (1 << (x - 1)) | (1 << (y - 1))),
        eliminations,
        `Three almost locked sets: ${alsWords(pivot)} shares ${x} with ${alsWords(a)} and ${y} with ${alsWords(b)}, each only one side at a time. The middle set cannot lose both, so the first is locked without ${x} or the second without ${y}: ${digitsOf(z).join(' and ')} ${POPCOUNT[z] > 1 ? 'are' : 'is'} in one of the two: remove ${describeEliminations(eliminations)}.`,
        unitsOf([pivot, a, b]),
      );
    }
  }
  return null;
}
