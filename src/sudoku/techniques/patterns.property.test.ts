/**
 * The patterns past expert are sound: over thousands of random positions of real puzzles (generated
 * expert and extreme puzzles, some cells filled, some false candidates taken out: testing/positions.ts), no step
 * removes a solution digit or places a wrong one. Each technique must also fire often enough for that to mean
 * something (the counts are over a fixed seed).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cloneBoard } from '../board.ts';
import { generate } from '../generator.ts';
import { TECHNIQUES } from './index.ts';
import { PATTERNS_PAST_EXPERT } from './step.ts';
import { type Puzzle, positionArb } from './testing/positions.ts';

const PUZZLES: Puzzle[] = [
  ...Array.from({ length: 6 }, (_, n) => generate('extreme', `patterns ${n}`)),
  ...Array.from({ length: 4 }, (_, n) => generate('expert', `patterns ${n}`)),
];

const PATTERNS = TECHNIQUES.filter((t) => (PATTERNS_PAST_EXPERT as readonly string[]).includes(t.name));

/**
 * How often each technique must fire over the runs below, for the soundness check to have been tried. BUG+n needs
 * a near-BUG grid, which random positions never give: its reach is checked along the grader paths of
 * techniques.test.ts, its rule on BUG states written out in bugPlusN.test.ts.
 */
const MIN_FIRES = 3;
const RARE = new Set(['BUG+n']);

describe('the patterns past expert', () => {
  it('never remove a solution digit nor place a wrong one, on 2,000 random positions of real puzzles', () => {
    const fires = new Map<string, number>();
    fc.assert(
      fc.property(positionArb(PUZZLES), ({ board, solution }) => {
        for (const technique of PATTERNS) {
          const step = technique.find(cloneBoard(board));
          if (!step) continue;
          fires.set(technique.name, (fires.get(technique.name) ?? 0) + 1);
          expect(step.technique).toBe(technique.name);
          for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
          for (const { cell, digit } of step.placements) expect(solution[cell]).toBe(digit);
          expect(step.eliminations.length + step.placements.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 2000, seed: 16 },
    );
    const rare = PATTERNS.filter((t) => !RARE.has(t.name) && (fires.get(t.name) ?? 0) < MIN_FIRES).map(
      (t) => `${t.name}: ${fires.get(t.name) ?? 0}`,
    );
    expect(rare).toEqual([]);
    // About 25 s of CPU; allowed much longer, for a loaded machine.
  }, 600_000);
});
