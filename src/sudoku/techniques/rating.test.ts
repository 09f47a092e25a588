/** The Sudoku Explainer-like rating (rating.ts, grader.ts): by step, and by puzzle along SE's own path. */
import { describe, expect, it } from 'vitest';
import { generate } from '../generator.ts';
import { gradeWithSolution, rateWithSolution } from '../grader.ts';
import { RATINGS, stepRating } from './rating.ts';
import { placement } from './step.ts';

describe('rating', () => {
  it('rates a hidden single in a box 1.2 and in a row or column 1.5, as SE does', () => {
    expect(stepRating(placement('Hidden Single', 0, 5, '', [18]))).toBe(1.2);
    expect(stepRating(placement('Hidden Single', 0, 5, '', [0]))).toBe(1.5);
    expect(stepRating(placement('Naked Single', 0, 5, ''))).toBe(2.3);
  });

  it('keeps SE order among its own techniques: singles, intersections, subsets, fish, wings, BUG, chains, forcing', () => {
    const order = [
      'Naked Single',
      'Pointing',
      'Claiming',
      'Naked Pair',
      'X-Wing',
      'Hidden Pair',
      'Naked Triple',
      'Swordfish',
      'Hidden Triple',
      'XY-Wing',
      'XYZ-Wing',
      'Naked Quad',
      'Jellyfish',
      'Hidden Quad',
      'BUG+1',
      'X-Chain',
      'Alternating Inference Chain',
      'Contradiction Forcing Chain',
      'Cell Forcing Chain',
      'Nested Forcing Chain',
    ] as const;
    const ratings = order.map((name) => RATINGS[name] as number);
    expect(ratings).toEqual([...ratings].sort((a, b) => a - b));
  });

  it("rates generated puzzles in their level's band: easy with singles only, medium from the intersections on", () => {
    for (let n = 0; n < 20; n++) {
      const easy = generate('easy', `rating ${n}`);
      const rating = rateWithSolution(easy.puzzle, easy.solution);
      expect(rating).toBeGreaterThanOrEqual(1.0);
      expect(rating).toBeLessThanOrEqual(2.3);
      const medium = generate('medium', `rating ${n}`);
      const graded = gradeWithSolution(medium.puzzle, medium.solution);
      expect(graded.rating).toBeGreaterThanOrEqual(2.6);
      expect(graded.rating).toBe(rateWithSolution(medium.puzzle, medium.solution));
    }
  });
});
