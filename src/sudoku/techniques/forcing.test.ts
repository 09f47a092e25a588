/**
 * Forcing chains: the conclusions agree with the solver's solution on random positions, each proof
 * is checked fact by fact by a slow reader that knows only the rules, and the hardest published puzzles are
 * solved to the end without trial.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type Board, boardFromDigits } from '../board.ts';
import { generate } from '../generator.ts';
import { applyStep, grade } from '../grader.ts';
import { type Digits, sees, UNITS } from '../grid.ts';
import { findForcing, proofOf } from './forcing.ts';
import { findStep } from './index.ts';
import { lengthBonus } from './rating.ts';
import type { ChainBranch, ChainFact } from './step.ts';

/** Extreme puzzles of the generator (they need more than the expert techniques at some point). */
const PUZZLES = Array.from({ length: 6 }, (_, n) => generate('extreme', `forcing ${n}`));

/** The position the expert techniques leave a puzzle in (with `reveal` solution digits placed first). */
function stuck(puzzle: Digits, solution: Digits, reveal: readonly number[]): Board {
  const digits = puzzle.slice();
  for (const cell of reveal) digits[cell] = solution[cell];
  const board = boardFromDigits(digits);
  for (let guard = 0; guard < 300; guard++) {
    const next = findStep(board, 'expert');
    if (!next) break;
    applyStep(board, next.step);
  }
  return board;
}

/**
 * Whether every fact of a branch follows from the board and the facts before it, by the rules alone: a seen fact
 * is another digit of an earlier placed cell or the same digit of an earlier placed peer; a last candidate or a
 * last place has every other candidate or place gone (from the board or by an earlier fact).
 */
function branchHolds(board: Board, branch: ChainBranch): string[] {
  const problems: string[] = [];
  const offs = new Set<string>();
  const ons: ChainFact[] = [];
  if (branch.facts[0]?.why.kind !== 'supposed')
    problems.push('the branch does not start from its supposition');
  const gone = (cell: number, digit: number) =>
    !(board.cands[cell] & (1 << (digit - 1))) || board.values[cell] !== 0 || offs.has(`${cell}:${digit}`);
  branch.facts.forEach((fact, i) => {
    const why = fact.why;
    const where = `fact ${i} (${fact.cell}:${fact.digit} ${fact.on ? 'on' : 'off'})`;
    if (why.kind === 'supposed' && i !== 0) problems.push(`${where}: a supposition inside the branch`);
    if (why.kind === 'seen') {
      const by = ons.find((on) => on.cell === why.cell);
      const holds =
        by !== undefined &&
        !fact.on &&
        ((by.cell === fact.cell && by.digit !== fact.digit) ||
          (by.digit === fact.digit && sees(by.cell, fact.cell)));
      if (!holds) problems.push(`${where}: not seen by an earlier placed cell`);
    }
    if (why.kind === 'lastInCell') {
      const others = [1, 2, 3, 4, 5, 6, 7, 8, 9].filter((d) => d !== fact.digit && !gone(fact.cell, d));
      if (!fact.on || others.length > 0) problems.push(`${where}: not the cell's last candidate`);
    }
    if (why.kind === 'lastInUnit') {
      const others = UNITS[why.unit].filter((c) => c !== fact.cell && !gone(c, fact.digit));
      if (!fact.on || others.length > 0 || !UNITS[why.unit].includes(fact.cell))
        problems.push(`${where}: not the last place in its unit`);
    }
    if (fact.on) ons.push(fact);
    else offs.add(`${fact.cell}:${fact.digit}`);
  });
  if (branch.contradiction) {
    const [a, b] = branch.facts.slice(-2);
    const clash =
      a.cell === b.cell && ((a.digit === b.digit && a.on !== b.on) || (a.on && b.on && a.digit !== b.digit));
    if (!clash) problems.push('the last two facts do not clash');
  }
  return problems;
}

const isTrue = (solution: Digits, cand: number, on: boolean): boolean =>
  (solution[(cand / 9) | 0] === (cand % 9) + 1) === on;

describe('forcing chains', () => {
  test.prop([fc.nat({ max: PUZZLES.length - 1 }), fc.uniqueArray(fc.nat({ max: 80 }), { maxLength: 12 })], {
    numRuns: 120,
  })("conclude only what the solver's solution holds, by proofs that follow the rules", (n, reveal) => {
    const { puzzle, solution } = PUZZLES[n];
    const board = stuck(puzzle, solution, reveal);
    for (const level of [0, 1]) {
      const found = findForcing(board, level);
      if (!found) continue;
      expect(isTrue(solution, found.cand, found.on)).toBe(true);
      const { proof } = proofOf(board, found);
      for (const branch of proof.branches) expect(branchHolds(board, branch)).toEqual([]);
      break;
    }
  });

  it('reads a contradiction as its supposition, the facts it sets off, and two facts that clash', () => {
    const { puzzle, solution } = PUZZLES[0];
    const board = stuck(puzzle, solution, []);
    const found = findForcing(board, 0, ['contradiction']);
    if (!found) throw new Error('no contradiction on the first extreme puzzle');
    const { proof, length } = proofOf(board, found);
    expect(proof.branches).toHaveLength(1);
    const [branch] = proof.branches;
    expect(branch.contradiction).toBe(true);
    expect(branch.facts[0]).toMatchObject({ on: true, why: { kind: 'supposed' } });
    expect(length).toBe(branch.facts.length);
  });
});

describe('the hardest published puzzles, without trial', () => {
  // "Easter Monster" (jpf, Sudoku Explainer 11.6) and Arto Inkala's "AI Escargot" (10.5).
  it.each([
    ['Easter Monster', '1.......2.9.4...5...6...7...5.9.3.......7.......85..4.7.....6...3...9.8...2.....1.'],
    ['AI Escargot', '1....7.9..3..2...8..96..5....53..9...1..8...26....4...3......1..4......7..7...3..'],
  ])('%s: every step a technique, nested forcing among them, rated above 10', (_, text) => {
    const puzzle = Uint8Array.from(text, (ch) => (ch === '.' ? 0 : Number(ch)));
    const graded = grade(puzzle);
    if (!graded.ok) throw new Error(graded.error);
    expect(graded.value.techniques['Brute Force']).toBeUndefined();
    expect(graded.value.techniques['Nested Forcing Chain']).toBeGreaterThan(0);
    expect(graded.value.rating).toBeGreaterThanOrEqual(10);
  });
});

describe("Sudoku Explainer's length bonus", () => {
  it('adds 0.1 each time the length less 2 passes 4, 6, 8, 12, 16, 24, 32, 48', () => {
    const bonuses = [6, 7, 8, 9, 10, 11, 14, 15, 18, 19, 26, 27, 34, 35, 50, 51].map(lengthBonus);
    expect(bonuses).toEqual([0, 0.1, 0.1, 0.2, 0.2, 0.3, 0.3, 0.4, 0.4, 0.5, 0.5, 0.6, 0.6, 0.7, 0.7, 0.8]);
  });
});
