/**
 * The technique table: every deduction with its level and weight, simplest first. Weights are HoDoKu's base
 * scores (StepConfig); levels follow HoDoKu's grouping, with fish, wings and uniqueness at `hard` and chains at
 * `expert`. A puzzle that needs more than these is `extreme`. The `extreme` techniques come last, whatever their
 * weight: they are only tried where every easier one fails, where the grader would otherwise fall back to trial,
 * so they never change a puzzle's level (nor the generator's puzzle N of a level).
 */
import type { Board } from '../board.ts';
import { chainOfKind } from './aic.ts';
import { alsXyWing, alsXz } from './alsChains.ts';
import { vwxyzWing, wxyzWing } from './alsWings.ts';
import { bugPlusN } from './bugPlusN.ts';
import { xChain, xyChain } from './chains.ts';
import { simpleColors } from './colouring.ts';
import { deathBlossom } from './deathBlossom.ts';
import { finnedFish } from './finnedFish.ts';
import { fish } from './fish.ts';
import { forcingOfKind, nestedForcing } from './forcingSteps.ts';
import { claiming, pointing } from './intersections.ts';
import { emptyRectangle, skyscraper, twoStringKite } from './singleDigit.ts';
import { fullHouse, hiddenSingle, nakedSingle } from './singles.ts';
import type { Step, TechniqueName } from './step.ts';
import { hiddenSubset, nakedSubset } from './subsets.ts';
import { sueDeCoq } from './sueDeCoq.ts';
import { threeStrongLinks } from './threeLinks.ts';
import { bugPlusOne, uniqueRectangle1 } from './uniqueness.ts';
import {
  hiddenRectangle,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
  uniqueRectangle5,
  uniqueRectangle6,
} from './uniqueRectangles.ts';
import { wWing, xyWing, xyzWing } from './wings.ts';

export const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'] as const;
export type Level = (typeof LEVELS)[number];

export interface Technique {
  readonly name: TechniqueName;
  readonly level: Level;
  readonly weight: number;
  readonly find: (board: Board) => Step | null;
}

/**
 * In the order the grader tries them: by level, then by weight, then by how natural they are to spot; only the
 * WXYZ- and VWXYZ-Wing (300) come before the chains and loops (280), which would find the same eliminations longer.
 */
export const TECHNIQUES: readonly Technique[] = [
  { name: 'Full House', level: 'easy', weight: 4, find: fullHouse },
  { name: 'Naked Single', level: 'easy', weight: 4, find: nakedSingle },
  { name: 'Hidden Single', level: 'easy', weight: 14, find: hiddenSingle },
  { name: 'Pointing', level: 'medium', weight: 50, find: pointing },
  { name: 'Claiming', level: 'medium', weight: 50, find: claiming },
  { name: 'Naked Pair', level: 'medium', weight: 60, find: nakedSubset(2) },
  { name: 'Hidden Pair', level: 'medium', weight: 70, find: hiddenSubset(2) },
  { name: 'Naked Triple', level: 'medium', weight: 80, find: nakedSubset(3) },
  { name: 'Hidden Triple', level: 'medium', weight: 100, find: hiddenSubset(3) },
  { name: 'Unique Rectangle Type 1', level: 'hard', weight: 100, find: uniqueRectangle1 },
  { name: 'BUG+1', level: 'hard', weight: 100, find: bugPlusOne },
  { name: 'Naked Quad', level: 'hard', weight: 120, find: nakedSubset(4) },
  { name: 'Empty Rectangle', level: 'hard', weight: 120, find: emptyRectangle },
  { name: 'Skyscraper', level: 'hard', weight: 130, find: skyscraper },
  { name: 'Finned X-Wing', level: 'hard', weight: 130, find: finnedFish(2) },
  { name: 'X-Wing', level: 'hard', weight: 140, find: fish(2) },
  { name: '2-String Kite', level: 'hard', weight: 150, find: twoStringKite },
  { name: 'W-Wing', level: 'hard', weight: 150, find: wWing },
  { name: 'Simple Colors', level: 'hard', weight: 150, find: simpleColors },
  { name: 'Hidden Quad', level: 'hard', weight: 150, find: hiddenSubset(4) },
  { name: 'Swordfish', level: 'hard', weight: 150, find: fish(3) },
  { name: 'XY-Wing', level: 'hard', weight: 160, find: xyWing },
  { name: 'Jellyfish', level: 'hard', weight: 160, find: fish(4) },
  { name: 'XYZ-Wing', level: 'hard', weight: 180, find: xyzWing },
  { name: 'Finned Swordfish', level: 'expert', weight: 200, find: finnedFish(3) },
  { name: 'X-Chain', level: 'expert', weight: 260, find: xChain },
  { name: 'XY-Chain', level: 'expert', weight: 260, find: xyChain },
  // Past expert, in HoDoKu's order (by weight): tried only where the grader would otherwise need trial, so no
  // level changes. Uniqueness at HoDoKu's 100 (BUG+n, which HoDoKu lacks, as BUG+1), then Sue de Coq, chains and loops,
  // almost locked sets, forcing chains.
  { name: 'Unique Rectangle Type 2', level: 'extreme', weight: 100, find: uniqueRectangle2 },
  { name: 'Unique Rectangle Type 3', level: 'extreme', weight: 100, find: uniqueRectangle3 },
  { name: 'Unique Rectangle Type 4', level: 'extreme', weight: 100, find: uniqueRectangle4 },
  { name: 'Unique Rectangle Type 5', level: 'extreme', weight: 100, find: uniqueRectangle5 },
  { name: 'Unique Rectangle Type 6', level: 'extreme', weight: 100, find: uniqueRectangle6 },
  { name: 'Hidden Rectangle', level: 'extreme', weight: 100, find: hiddenRectangle },
  { name: 'BUG+n', level: 'extreme', weight: 100, find: bugPlusN },
  { name: 'Sue de Coq', level: 'extreme', weight: 250, find: sueDeCoq },
  // Sukaku Explainer's patterns, before the chains that would also find them, so a hint names the simpler pattern:
  // three strong links are an X-chain (weighed so), the wings ALS-XZ of a bivalue cell and 3 (4) cells of a unit
  // (weighed as ALS-XZ); rating.ts rates them lower, where SE has them.
  { name: 'Three Strong Links', level: 'extreme', weight: 260, find: threeStrongLinks },
  { name: 'WXYZ-Wing', level: 'extreme', weight: 300, find: wxyzWing },
  { name: 'VWXYZ-Wing', level: 'extreme', weight: 300, find: vwxyzWing },
  { name: 'Alternating Inference Chain', level: 'extreme', weight: 280, find: chainOfKind('chain') },
  { name: 'Nice Loop', level: 'extreme', weight: 280, find: chainOfKind('loop') },
  { name: 'ALS-XZ', level: 'extreme', weight: 300, find: alsXz },
  { name: 'Grouped AIC', level: 'extreme', weight: 300, find: chainOfKind('chain', 'grouped') },
  { name: 'Grouped Nice Loop', level: 'extreme', weight: 300, find: chainOfKind('loop', 'grouped') },
  { name: 'ALS-XY-Wing', level: 'extreme', weight: 320, find: alsXyWing },
  { name: 'AIC with ALS', level: 'extreme', weight: 340, find: chainOfKind('any', 'als') },
  { name: 'Death Blossom', level: 'extreme', weight: 360, find: deathBlossom },
  {
    name: 'Contradiction Forcing Chain',
    level: 'extreme',
    weight: 500,
    find: forcingOfKind('contradiction'),
  },
  { name: 'Double Forcing Chain', level: 'extreme', weight: 500, find: forcingOfKind('double') },
  { name: 'Cell Forcing Chain', level: 'extreme', weight: 550, find: forcingOfKind('cell') },
  { name: 'Unit Forcing Chain', level: 'extreme', weight: 550, find: forcingOfKind('unit') },
  { name: 'Nested Forcing Chain', level: 'extreme', weight: 2000, find: nestedForcing },
];

/** The weight HoDoKu gives a brute-force step: what the grader counts when no technique applies. */
export const BRUTE_FORCE_WEIGHT = 10_000;

export const levelRank = (level: Level): number => LEVELS.indexOf(level);

/** The simplest step that applies to the board, or null when no technique does (up to `maxLevel`). */
export function findStep(
  board: Board,
  maxLevel: Level = 'expert',
): { step: Step; technique: Technique } | null {
  const max = levelRank(maxLevel);
  for (const technique of TECHNIQUES) {
    if (levelRank(technique.level) > max) break;
    const step = technique.find(board);
    if (step) return { step, technique };
  }
  return null;
}

export { RATINGS, roundRating, stepRating } from './rating.ts';
export type { Candidate, ChainFact, ChainProof, Step, TechniqueName } from './step.ts';
