import { describe, expect, it } from 'vitest';
import { makePuzzle } from './format.ts';
import { generate, generatePuzzleNumber, type Symmetry, symmetryGroups } from './generator.ts';
import { gradeWithSolution } from './grader.ts';
import { CELLS, type Digits } from './grid.ts';
import { countSolutions } from './solver.ts';
import { LEVELS, type Level } from './techniques/index.ts';

const isMinimal = (puzzle: Digits): boolean => {
  for (let cell = 0; cell < CELLS; cell++) {
    if (puzzle[cell] === 0) continue;
    const without = puzzle.slice();
    without[cell] = 0;
    if (countSolutions(without, 2) === 1) return false;
  }
  return true;
};

/** How many puzzles of each level the property run checks (over a thousand in all; the harder levels cost more to make). */
const RUNS: Record<Level, number> = { easy: 800, medium: 150, hard: 60, expert: 15, extreme: 15 };

describe('generator', () => {
  for (const level of LEVELS) {
    it(`every ${level} puzzle has one solution, is minimal and grades ${level}`, () => {
      for (let n = 0; n < RUNS[level]; n++) {
        const made = generate(level, `property ${n}`);
        expect(countSolutions(made.puzzle, 2)).toBe(1);
        expect(isMinimal(made.puzzle)).toBe(true);
        expect(made.puzzle.every((d, i) => d === 0 || made.solution[i] === d)).toBe(true);
        expect(made.grade.level).toBe(level);
      }
    });
  }

  it('refuses a level it does not know at once, naming it, instead of searching for ever', () => {
    for (const level of ['Hard', 'legendary', '', '__proto__'])
      expect(() => generate(level as Level, 'x')).toThrow(`unknown level "${level}"`);
  });

  it('puzzle number N of a level is the same on every call', () => {
    for (const level of LEVELS) {
      const a = generatePuzzleNumber(level, 7);
      const b = generatePuzzleNumber(level, 7);
      expect(makePuzzle(a.puzzle)).toBe(makePuzzle(b.puzzle));
      expect(makePuzzle(generatePuzzleNumber(level, 8).puzzle)).not.toBe(makePuzzle(a.puzzle));
    }
  });

  it('the grade of a puzzle does not depend on how often it is graded', () => {
    for (let n = 0; n < 30; n++) {
      const made = generate('hard', `stable ${n}`);
      const again = gradeWithSolution(made.puzzle, made.solution);
      expect(again).toEqual(gradeWithSolution(made.puzzle.slice(), made.solution));
      expect(again.level).toBe('hard');
    }
  });

  for (const symmetry of ['rotational', 'diagonal', 'mirror'] as Symmetry[]) {
    it(`keeps ${symmetry} symmetry, unique and minimal among symmetric puzzles`, () => {
      for (let n = 0; n < 20; n++) {
        const made = generate('medium', `sym ${n}`, { symmetry });
        expect(countSolutions(made.puzzle, 2)).toBe(1);
        for (const group of symmetryGroups(symmetry)) {
          expect(new Set(group.map((cell) => made.puzzle[cell] === 0)).size).toBe(1);
          const without = made.puzzle.slice();
          for (const cell of group) without[cell] = 0;
          if (group.some((cell) => made.puzzle[cell] !== 0)) expect(countSolutions(without, 2)).toBe(2);
        }
      }
    });
  }

  it('leaves a few removable givens in when not minimal', () => {
    for (let n = 0; n < 20; n++) {
      const made = generate('medium', `not minimal ${n}`, { minimal: false });
      expect(countSolutions(made.puzzle, 2)).toBe(1);
      expect(isMinimal(made.puzzle)).toBe(false);
      expect(made.grade.level).toBe('medium');
    }
  });
});
