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

describe('puzzle numbers keep their puzzles (saves, ranked records and daily challenges name puzzles by number)', () => {
  /** FNV-1a of the first 50 puzzles of each level, recorded with the grader's techniques up to expert and trial past them. */
  const RECORDED: Record<Level, { digest: number; first: string; score: number }> = {
    easy: {
      digest: 0x14b9906c,
      first: '..5..94...1....6..9..3.5..7.3.2...84...4..7..7........87.53..1...9..1.........8..',
      score: 338,
    },
    medium: {
      digest: 0x739303ff,
      first: '4..638....8.......2...173.....2.6..5.31....8..6.........4.....1...1....2...45....',
      score: 566,
    },
    hard: {
      digest: 0xdeacf6bf,
      first: '...7...9.916.2......2.......5.4.........58...7...1..38.......2..29...16....39.45.',
      score: 818,
    },
    expert: {
      digest: 0xccc08aa4,
      first: '....7.1....84......9...6..2.2..8.467.........5.1...2..1...3..4...5..7..8...1.96..',
      score: 2918,
    },
    extreme: {
      digest: 0xe5c9acfb,
      first: '.....5.7.65...92.4....1..........745....6.3...3...4.19..2.97....76....5..8.3.....',
      score: 10850,
    },
  };
  const fnv1a = (text: string): number => {
    let h = 0x811c9dc5;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
    return h;
  };
  for (const level of LEVELS)
    it(`${level}: puzzles 1 to 50 are the recorded ones, and puzzle 1 has its recorded score`, () => {
      const made = Array.from({ length: 50 }, (_, i) => generatePuzzleNumber(level, i + 1));
      expect(makePuzzle(made[0].puzzle)).toBe(RECORDED[level].first);
      expect(made[0].grade.score).toBe(RECORDED[level].score);
      expect(fnv1a(made.map((m) => makePuzzle(m.puzzle)).join(''))).toBe(RECORDED[level].digest);
    });
});
