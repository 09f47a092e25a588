/** Three strong links (Sukaku Explainer's "3 strong-linked fishes") on one digit's pencil marks, with SE's rating. */
import { describe, expect, it } from 'vitest';
import { digitAt, stepWords } from './testing/pencil.ts';
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
});
