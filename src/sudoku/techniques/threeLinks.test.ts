/** Three strong links (Sukaku Explainer's "3 strong-linked fishes") on one digit's pencil marks, with SE's rating. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { generate } from '../generator.ts';
import { digitPictureArb, placementCells } from './testing/digitPictures.ts';
import { digitAt, stepWords } from './testing/pencil.ts';
import { type Puzzle, positionArb } from './testing/positions.ts';
import { threeLinksRating, threeStrongLinks } from './threeLinks.ts';

describe('Three Strong Links', () => {
  it('rows 1, 4 and 7 (a1-e1, e4-h4, h7-c7): a1 or c7 holds 5, so c2 loses it; three rows: 5.4', () => {
    const step = threeStrongLinks(digitAt(5, 'a1 e1 e4 h4 h7 c7 c2'));
    expect(stepWords(step)).toEqual({
      technique: 'Three Strong Links',
      cells: ['a1', 'e1', 'e4', 'h4', 'h7', 'c7'],
      digits: [5],
      units: ['row 1', 'row 4', 'row 7'],
      placements: [],
      eliminations: ['5 c2'],
      explanation:
        '5 has only two places in each of row 1 (a1, e1), row 4 (e4, h4), row 7 (h7, c7). If a1 is not 5, e1 is; then e4, which sees it, is not and h4 is; then h7 is not and c7 is. So a1 or c7 is 5: remove 5 from c2.',
    });
    expect(step?.rating).toBe(5.4);
  });

  it('is none when no cell sees both ends', () => {
    expect(threeStrongLinks(digitAt(5, 'a1 e1 e4 h4 h7 c7'))).toBeNull();
  });

  it("is rated by its units' kinds: one kind of line 5.4, a box with one kind 5.5, rows and columns 5.6", () => {
    const [row, column, box] = [0, 9, 18];
    expect(threeLinksRating([row, row + 3, row + 6])).toBe(5.4);
    expect(threeLinksRating([column, column + 1, column + 5])).toBe(5.4);
    expect(threeLinksRating([row, box, row + 4])).toBe(5.5);
    expect(threeLinksRating([box, box + 4, box + 8])).toBe(5.5);
    expect(threeLinksRating([row, box, column])).toBe(5.6);
    expect(threeLinksRating([row, column + 2, row + 8])).toBe(5.6);
  });

  // Box 1's 5s lie in row 1 (b1, c1) and column a (a2, a3): an empty rectangle, a strong link between the two parts.
  const EMPTY_RECTANGLE = 'b1 c1 a2 a3 a5 e5 g1 g8 e8 i8 e9';

  it('with an empty rectangle as the middle link: e5 or g8 holds 5, so e8 loses it; 5.7', () => {
    const step = threeStrongLinks(digitAt(5, EMPTY_RECTANGLE));
    expect(stepWords(step)).toEqual({
      technique: 'Three Strong Links',
      cells: ['e5', 'a5', 'a2', 'a3', 'b1', 'c1', 'g1', 'g8'],
      digits: [5],
      units: ['row 5', 'box 1', 'column 7'],
      placements: [],
      eliminations: ['5 e8'],
      explanation:
        '5 has only two places or two groups of places in each of row 5 (e5, a5), box 1 (in b1, c1, a2, a3, one row and one column of it: an empty rectangle), column 7 (g1, g8). If e5 is not 5, a5 is; then none of a2, a3, which see it, is and one of b1, c1 is; then g1 is not and g8 is. So e5 or g8 is 5: remove 5 from e8.',
    });
    expect(step?.rating).toBe(5.7);
  });

  it('is none when the box has a 5 outside that row and column (b2)', () => {
    expect(threeStrongLinks(digitAt(5, `${EMPTY_RECTANGLE} b2`))).toBeNull();
  });

  it("with the empty rectangle's heart holding 5 too (a1): it is in both parts, off with the part walked in", () => {
    // Box 1's 5s: a1, c1 (row 1) and a1, a3 (column a). If a5 is 5, none of a1, a3 is, so c1 is.
    const step = threeStrongLinks(digitAt(5, 'a1 c1 a3 a5 e5 g1 g8 e8 e9 d9 i8'));
    expect(stepWords(step)).toMatchObject({
      cells: ['e5', 'a5', 'a1', 'a3', 'c1', 'g1', 'g8'],
      units: ['row 5', 'box 1', 'column 7'],
      eliminations: ['5 e8'],
    });
    expect(step?.explanation).toContain(
      'then none of a1, a3, which see it, is and c1 is; then g1 is not and g8 is.',
    );
    expect(step?.rating).toBe(5.7);
  });

  it('removes only what no placement of the digit uses, on 3,000 random pictures of one digit', () => {
    const solutions = Array.from(
      { length: 4 },
      (_, n) => generate('hard', `three links digit ${n}`).solution,
    );
    let withRectangle = 0;
    fc.assert(
      fc.property(digitPictureArb(solutions, { min: 10, max: 50 }), ({ board, digit }) => {
        const step = threeStrongLinks(board);
        if (!step) return;
        const used = placementCells(board, digit);
        for (const { cell } of step.eliminations) expect(used.has(cell)).toBe(false);
        if (step.rating === 5.7) withRectangle++;
      }),
      { numRuns: 3000, seed: 16 },
    );
    expect(withRectangle).toBeGreaterThan(20);
  }, 600_000);

  it('never removes a solution digit with an empty rectangle, on 1,500 random positions of real puzzles', () => {
    const puzzles: Puzzle[] = Array.from({ length: 6 }, (_, n) => generate('extreme', `three links ${n}`));
    let withRectangle = 0;
    fc.assert(
      fc.property(positionArb(puzzles), ({ board, solution }) => {
        const step = threeStrongLinks(board);
        if (!step) return;
        for (const { cell, digit } of step.eliminations) expect(solution[cell]).not.toBe(digit);
        if (step.rating === 5.7) withRectangle++;
      }),
      { numRuns: 1500, seed: 16 },
    );
    expect(withRectangle).toBeGreaterThan(5);
  }, 600_000);
});
