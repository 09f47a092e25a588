/** The Sudoku Explainer-like rating (rating.ts, grader.ts): by step, and by puzzle along SE's own path. */
import { describe, expect, it } from 'vitest';
import { generate } from '../generator.ts';
import { gradeWithSolution, rateWithSolution } from '../grader.ts';
import { chainRating, RATINGS, stepRating } from './rating.ts';
import { skyscraper, twoStringKite } from './singleDigit.ts';
import { elimination, placement } from './step.ts';
import { digitPicture, stepWords } from './testing/pencil.ts';

describe('rating', () => {
  it('rates a hidden single in a box 1.2 and in a row or column 1.5, as SE does', () => {
    expect(stepRating(placement('Hidden Single', 0, 5, '', [18]))).toBe(1.2);
    expect(stepRating(placement('Hidden Single', 0, 5, '', [0]))).toBe(1.5);
    expect(stepRating(placement('Naked Single', 0, 5, ''))).toBe(2.3);
  });

  it('rates a Skyscraper found on a position 4.0 and a 2-String Kite 4.1, as Sukaku Explainer does', () => {
    // 5 is in row 1 only at a1, d1 and in row 5 only at a5, e5: a Skyscraper on column a.
    const rows = (special: Record<number, string>, rest: string) =>
      Array.from({ length: 9 }, (_, row) => special[row + 1] ?? rest);
    const sky = skyscraper(digitPicture(5, rows({ 1: 'x..x.....', 5: 'x...x....' }, 'xxxxxxxxx')));
    expect(sky?.technique).toBe('Skyscraper');
    expect(sky && stepRating(sky)).toBe(4.0);
    // 7 is in row 2 only at b2, g2 and in column c only at c3, c8; b2 and c3 share box 1: g8 loses it.
    const kite = twoStringKite(
      digitPicture(7, rows({ 2: '.x....x..', 3: 'xxxxxxxxx', 8: 'xxxxxxxxx' }, 'xx.xxxxxx')),
    );
    expect(stepWords(kite)?.eliminations).toEqual(['7 g8']);
    expect(kite && stepRating(kite)).toBe(4.1);
  });

  it('rates a chain as the forcing chain SE sees: from the removed candidate back to it, two facts longer', () => {
    // A Turbot Fish as a chain (4 facts): SE's forcing X-chain of 6 candidates, 6.6 with no bonus.
    expect(chainRating(true, 4, false)).toBe(6.6);
    // A W-Wing (6 facts, mixed): 8 candidates to SE, 7.0 + 0.1; 8 facts: 10, + 0.2; 10 facts: 12, + 0.3.
    expect([6, 8, 10].map((facts) => chainRating(false, facts, false))).toEqual([7.1, 7.2, 7.3]);
    // A loop starts and ends on its candidate already: 8 facts are 8 candidates to SE.
    expect(chainRating(false, 8, true)).toBe(7.1);
    // chains.ts's chains by their cells: an XY-Chain of 4 cells is 8 facts, an X-Chain of 6 cells 6.
    const chain = (technique: 'X-Chain' | 'XY-Chain', cells: number) =>
      stepRating(
        elimination(
          technique,
          Array.from({ length: cells }, (_, i) => i),
          [1],
          [],
          '',
        ),
      );
    expect(chain('XY-Chain', 4)).toBe(7.2);
    expect(chain('X-Chain', 6)).toBe(6.7);
    expect(RATINGS['W-Wing']).toBe(chainRating(false, 6, false));
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
