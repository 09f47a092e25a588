/**
 * Fish rules the published examples do not reach. Positions are nine rows of placed digits, `.` for an open cell,
 * or (finned fish) one digit's pencil marks by cell; cells are named column a-i, row 1-9 from the top.
 */
import { describe, expect, it } from 'vitest';
import { boardFromDigits } from '../board.ts';
import { finnedFish } from './finnedFish.ts';
import { fish } from './fish.ts';
import { digitAt, stepWords } from './testing/pencil.ts';

const board = (rows: readonly string[]) =>
  boardFromDigits(Uint8Array.from(rows.join(''), (ch) => (ch === '.' ? 0 : Number(ch))));

describe('fish', () => {
  it('a line where the digit is already placed is no base line: row 2 alone, with 9 only in e2 and h2, is no X-Wing', () => {
    // Row 1 has its 9 in a1; row 2 holds 1-7 and leaves 8 and 9 to e2 and h2. Every other row has 9 in many places.
    const position = board([
      '9........',
      '1234.56.7',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    expect(fish(2)(position)).toBeNull();
    expect(fish(3)(position)).toBeNull();
  });
});

describe('finned fish', () => {
  it('a finned X-Wing whose fin lies in rows 7-9: rows 2 and 8 in columns c and g, fin h8, g7 loses 9', () => {
    // Either h8 holds 9, or the X-Wing stands and column g's 9 is in g2 or g8: g7 (in h8's box) cannot hold it.
    const position = digitAt(9, 'c2 g2 c8 g8 h8 g7');
    expect(stepWords(finnedFish(2)(position))).toEqual({
      technique: 'Finned X-Wing',
      cells: ['c2', 'g2', 'c8', 'g8', 'h8'],
      digits: [9],
      units: ['row 2', 'row 8'],
      placements: [],
      eliminations: ['9 g7'],
      explanation:
        'Finned X-Wing on 9: in rows 2, 8 it lies in columns 3, 7 apart from the fin h8; either the fin holds it or those columns hold it nowhere else, and g7 see the fin: remove 9 from g7.',
    });
  });

  it('a finned X-Wing by columns: columns b and h in rows 3 and 7, fin h8, g7 loses 9 (and by rows there is none)', () => {
    // Row 7 also holds d7, so rows 3 and 7 cover four columns and make no finned X-Wing by rows.
    const position = digitAt(9, 'b3 b7 d7 g7 h3 h7 h8');
    expect(stepWords(finnedFish(2)(position))).toEqual({
      technique: 'Finned X-Wing',
      cells: ['b3', 'b7', 'h3', 'h7', 'h8'],
      digits: [9],
      units: ['column 2', 'column 8'],
      placements: [],
      eliminations: ['9 g7'],
      explanation:
        'Finned X-Wing on 9: in columns 2, 8 it lies in rows 3, 7 apart from the fin h8; either the fin holds it or those rows hold it nowhere else, and g7 see the fin: remove 9 from g7.',
    });
  });

  it('two rows spread over three columns with no fin beside a cover line are no finned X-Wing (a1 keeps its 9)', () => {
    // Rows 4 and 5 hold 9 in a4 e4 and b5 e5. Leaving out a or b makes the other a fin in box 4, which sees no cell
    // of the covers outside rows 4 and 5 holding 9 (a6, b6 hold none); leaving out e makes no fin. a1 may still
    // hold 9 (a1, e4, b5 is a placement), so nothing may remove it.
    const position = digitAt(9, 'a1 a4 e4 b5 e5');
    expect(finnedFish(2)(position)).toBeNull();
    expect(finnedFish(3)(position)).toBeNull();
  });
});
