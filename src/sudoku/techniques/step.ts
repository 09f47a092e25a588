/** What one deduction found: the technique, the pattern it used, and what it places or eliminates. */
import { cellName } from '../grid.ts';

export interface Candidate {
  readonly cell: number;
  readonly digit: number;
}

export interface Step {
  readonly technique: TechniqueName;
  /**
   * Where a player should look: the units (0-26: rows, columns, boxes; see grid.ts) the pattern lives in, when the
   * technique has such units (a hidden single's box, a fish's base lines); empty for patterns spread over the grid.
   */
  readonly units: readonly number[];
  /** The cells that make up the pattern (for highlighting). */
  readonly cells: readonly number[];
  /** The digits the pattern is about. */
  readonly digits: readonly number[];
  readonly placements: readonly Candidate[];
  readonly eliminations: readonly Candidate[];
  /** One or two sentences for a player. */
  readonly explanation: string;
  /** Chains and forcing chains: the implications, fact by fact, for words in any language. */
  readonly proof?: ChainProof;
  /** The step's rating on the Sudoku Explainer-like scale when it depends on the step (chains, by length). */
  readonly rating?: number;
}

/** Why a fact of a chain holds. */
export type ChainReason =
  /** The supposition a branch starts from. */
  | { readonly kind: 'supposed' }
  /** Off because an earlier fact set `cell` to the same digit in a unit (or this cell to another digit). */
  | { readonly kind: 'seen'; readonly cell: number }
  /** On because it is the cell's last candidate. */
  | { readonly kind: 'lastInCell' }
  /** On because it is the digit's last place in `unit`. */
  | { readonly kind: 'lastInUnit'; readonly unit: number }
  /** Off because supposing it leads to a contradiction one level down. */
  | { readonly kind: 'nested' }
  /**
   * On because the almost locked set `cells` (as many cells as `digits`, once `lost` is out of them: the fact
   * before) must hold each of `digits`.
   */
  | {
      readonly kind: 'almostLocked';
      readonly cells: readonly number[];
      readonly lost: number;
      readonly digits: readonly number[];
    };

export interface ChainFact {
  /** The cell; for a group, its first cell. */
  readonly cell: number;
  /** A group of a chain (two or more cells): on when the digit is in one of them, off when in none. */
  readonly cells?: readonly number[];
  readonly digit: number;
  readonly on: boolean;
  readonly why: ChainReason;
}

/** One line of reasoning: from a supposition to the conclusion or to a contradiction (its last two facts). */
export interface ChainBranch {
  readonly facts: readonly ChainFact[];
  readonly contradiction: boolean;
}

export type ProofKind = 'chain' | 'loop' | 'continuous' | 'contradiction' | 'double' | 'cell' | 'unit';

export interface ChainProof {
  /**
   * chain: an alternating inference chain (its one branch starts from its first end being false and ends with
   * its other end true); loop: a chain from a candidate back to itself (it is placed or removed); continuous: a
   * chain back to its start that closes a loop (its last fact is its first), so every weak link holds both ways;
   * contradiction:
   * supposing the first fact leads to a clash; double: the candidate on and off lead to the same conclusion;
   * cell, unit: each candidate of a cell, or each place of a digit in a unit, leads to it.
   */
  readonly kind: ProofKind;
  /** 0 for chains and singles-only nets; n when the branches use contradictions found n levels down. */
  readonly level: number;
  readonly branches: readonly ChainBranch[];
  /** For a unit forcing: the unit whose places of the digit the branches suppose. */
  readonly unit?: number;
}

/** Chains and forcing chains, tried only where the grader would otherwise need trial. */
export const CHAINS_AND_FORCING = [
  'Alternating Inference Chain',
  'Nice Loop',
  'Grouped AIC',
  'Grouped Nice Loop',
  'AIC with ALS',
  'Contradiction Forcing Chain',
  'Double Forcing Chain',
  'Cell Forcing Chain',
  'Unit Forcing Chain',
  'Nested Forcing Chain',
] as const;

/** Patterns past expert (uniqueness, Sue de Coq, almost locked sets), likewise tried only where trial would be needed. */
export const PATTERNS_PAST_EXPERT = [
  'Unique Rectangle Type 2',
  'Unique Rectangle Type 3',
  'Unique Rectangle Type 4',
  'Unique Rectangle Type 5',
  'Unique Rectangle Type 6',
  'Hidden Rectangle',
  'BUG+n',
  'Sue de Coq',
  'Three Strong Links',
  'WXYZ-Wing',
  'VWXYZ-Wing',
  'ALS-XZ',
  'ALS-XY-Wing',
  'Death Blossom',
] as const;

export const TECHNIQUE_NAMES = [
  'Full House',
  'Naked Single',
  'Hidden Single',
  'Pointing',
  'Claiming',
  'Naked Pair',
  'Naked Triple',
  'Naked Quad',
  'Hidden Pair',
  'Hidden Triple',
  'Hidden Quad',
  'X-Wing',
  'Swordfish',
  'Jellyfish',
  'Finned X-Wing',
  'Finned Swordfish',
  'Skyscraper',
  '2-String Kite',
  'Empty Rectangle',
  'XY-Wing',
  'XYZ-Wing',
  'W-Wing',
  'Simple Colors',
  'Unique Rectangle Type 1',
  'BUG+1',
  'X-Chain',
  'XY-Chain',
  ...CHAINS_AND_FORCING,
  ...PATTERNS_PAST_EXPERT,
  'Brute Force',
] as const;
export type TechniqueName = (typeof TECHNIQUE_NAMES)[number];

/** Stable ids of the techniques, for keys of the words in other languages (the page's messages). */
export const TECHNIQUE_IDS = {
  'Full House': 'fullHouse',
  'Naked Single': 'nakedSingle',
  'Hidden Single': 'hiddenSingle',
  Pointing: 'pointing',
  Claiming: 'claiming',
  'Naked Pair': 'nakedPair',
  'Naked Triple': 'nakedTriple',
  'Naked Quad': 'nakedQuad',
  'Hidden Pair': 'hiddenPair',
  'Hidden Triple': 'hiddenTriple',
  'Hidden Quad': 'hiddenQuad',
  'X-Wing': 'xWing',
  Swordfish: 'swordfish',
  Jellyfish: 'jellyfish',
  'Finned X-Wing': 'finnedXWing',
  'Finned Swordfish': 'finnedSwordfish',
  Skyscraper: 'skyscraper',
  '2-String Kite': 'twoStringKite',
  'Empty Rectangle': 'emptyRectangle',
  'XY-Wing': 'xyWing',
  'XYZ-Wing': 'xyzWing',
  'W-Wing': 'wWing',
  'Simple Colors': 'simpleColors',
  'Unique Rectangle Type 1': 'uniqueRectangle1',
  'BUG+1': 'bugPlusOne',
  'X-Chain': 'xChain',
  'XY-Chain': 'xyChain',
  'Alternating Inference Chain': 'alternatingInferenceChain',
  'Nice Loop': 'niceLoop',
  'Grouped AIC': 'groupedAic',
  'Grouped Nice Loop': 'groupedNiceLoop',
  'AIC with ALS': 'aicWithAls',
  'Contradiction Forcing Chain': 'contradictionForcingChain',
  'Double Forcing Chain': 'doubleForcingChain',
  'Cell Forcing Chain': 'cellForcingChain',
  'Unit Forcing Chain': 'unitForcingChain',
  'Nested Forcing Chain': 'nestedForcingChain',
  'Unique Rectangle Type 2': 'uniqueRectangle2',
  'Unique Rectangle Type 3': 'uniqueRectangle3',
  'Unique Rectangle Type 4': 'uniqueRectangle4',
  'Unique Rectangle Type 5': 'uniqueRectangle5',
  'Unique Rectangle Type 6': 'uniqueRectangle6',
  'Hidden Rectangle': 'hiddenRectangle',
  'BUG+n': 'bugPlusN',
  'Sue de Coq': 'sueDeCoq',
  'Three Strong Links': 'threeStrongLinks',
  'WXYZ-Wing': 'wxyzWing',
  'VWXYZ-Wing': 'vwxyzWing',
  'ALS-XZ': 'alsXz',
  'ALS-XY-Wing': 'alsXyWing',
  'Death Blossom': 'deathBlossom',
  'Brute Force': 'bruteForce',
} as const satisfies Record<TechniqueName, string>;
export type TechniqueId = (typeof TECHNIQUE_IDS)[TechniqueName];

export const names = (cells: readonly number[]): string => cells.map(cellName).join(', ');

/** "5 from a1, b2" style text for a list of eliminations. */
export function describeEliminations(eliminations: readonly Candidate[]): string {
  const byDigit = new Map<number, number[]>();
  for (const { cell, digit } of eliminations) byDigit.set(digit, [...(byDigit.get(digit) ?? []), cell]);
  return [...byDigit].map(([digit, cells]) => `${digit} from ${names(cells)}`).join('; ');
}

/** Eliminations of `digit` from `cells` that still hold it as a candidate. */
export function eliminationsOf(cands: Uint16Array, digit: number, cells: Iterable<number>): Candidate[] {
  const b = 1 << (digit - 1);
  const result: Candidate[] = [];
  for (const cell of cells) if (cands[cell] & b) result.push({ cell, digit });
  return result;
}

/** A step that places one digit (singles, BUG+1, brute force). */
export const placement = (
  technique: TechniqueName,
  cell: number,
  digit: number,
  explanation: string,
  units: readonly number[] = [],
): Step => ({
  technique,
  units,
  cells: [cell],
  digits: [digit],
  placements: [{ cell, digit }],
  eliminations: [],
  explanation,
});

/** A step that only removes candidates. */
export const elimination = (
  technique: TechniqueName,
  cells: readonly number[],
  digits: readonly number[],
  eliminations: readonly Candidate[],
  explanation: string,
  units: readonly number[] = [],
): Step => ({ technique, units, cells, digits, placements: [], eliminations, explanation });
