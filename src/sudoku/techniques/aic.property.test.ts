/**
 * The chains of aic.ts are sound at every richness (candidates only, grouped nodes, ALS nodes): over thousands of
 * random positions of real puzzles (testing/positions.ts), no step removes a solution digit or places a wrong one,
 * and every link of every chain holds in the solution (a strong link never has both ends false, a weak link never
 * both true). Each kind of chain must also turn up often enough for that to mean something (over a fixed seed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneBoard } from '../board.ts';
import { generate } from '../generator.ts';
import type { Digits } from '../grid.ts';
import { chainOfKind } from './aic.ts';
import type { Richness } from './chainStep.ts';
import type { ChainFact, Step } from './step.ts';
import { type Puzzle, positionArb } from './testing/positions.ts';

const PUZZLES: Puzzle[] = [
  ...Array.from({ length: 6 }, (_, n) => generate('extreme', `chains ${n}`)),
  ...Array.from({ length: 4 }, (_, n) => generate('expert', `chains ${n}`)),
];

const SEARCHES = (['plain', 'grouped', 'als'] as Richness[]).flatMap((richness) =>
  (['chain', 'loop'] as const).map((kind) => chainOfKind(kind, richness)),
);

/** Whether a fact's node (its digit in one of its cells) holds in the solution. */
const holds = (fact: ChainFact, solution: Digits): boolean =>
  (fact.cells ?? [fact.cell]).some((cell) => solution[cell] === fact.digit);

function linkProblems(step: Step, solution: Digits): string[] {
  const facts = step.proof?.branches[0].facts ?? [];
  const problems: string[] = [];
  for (let i = 1; i < facts.length; i++) {
    const [a, b] = [holds(facts[i - 1], solution), holds(facts[i], solution)];
    if (facts[i].on && !a && !b) problems.push(`strong link ${i} has both ends false`);
    if (!facts[i].on && a && b) problems.push(`weak link ${i} has both ends true`);
    if (facts[i].on === facts[i - 1].on) problems.push(`links ${i - 1} and ${i} do not alternate`);
  }
  return problems;
}

/**
 * How often each kind must turn up over the runs below. A grouped loop is rare (a grouped chain must also close on
 * its start): once is enough there.
 */
const MIN_FIRES = 5;
const RARE = new Set(['Grouped Nice Loop']);

describe('alternating inference chains and nice loops, at every richness', () => {
  it('never remove a solution digit nor place a wrong one, and every link holds, on 2,000 random positions', () => {
    const fires = new Map<string, number>();
    const count = (name: string) => fires.set(name, (fires.get(name) ?? 0) + 1);
    fc.assert(
      fc.property(positionArb(PUZZLES), ({ board, solution }) => {
        for (const search of SEARCHES) {
          const step = search(cloneBoard(board));
          if (!step) continue;
          count(step.technique);
          count(`proof ${step.proof?.kind}`);
          for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
          for (const { cell, digit } of step.placements) expect(solution[cell]).toBe(digit);
          expect(step.eliminations.length + step.placements.length).toBeGreaterThan(0);
          expect(linkProblems(step, solution)).toEqual([]);
        }
      }),
      { numRuns: 2000, seed: 16 },
    );
    const kinds = [
      'Alternating Inference Chain',
      'Nice Loop',
      'Grouped AIC',
      'Grouped Nice Loop',
      'AIC with ALS',
      'proof continuous',
    ];
    expect(
      kinds
        .filter((kind) => (fires.get(kind) ?? 0) < (RARE.has(kind) ? 1 : MIN_FIRES))
        .map((k) => `${k}: ${fires.get(k) ?? 0}`),
    ).toEqual([]);
  }, 900_000);
});
