/**
 * Skyscraper, 2-String Kite and Empty Rectangle on positions written here as pictures of one digit's pencil marks
 * (`x`: the digit is still a candidate there; see testing/pencil.ts): where each must fire, with all of the step
 * (pattern, units, what it removes, the sentence a player reads), and positions that come close but must not fire.
 */
import { describe, expect, it } from 'vitest';
import { emptyRectangle, skyscraper, twoStringKite } from './singleDigit.ts';
import { digitAt, digitPicture, stepWords } from './testing/pencil.ts';

describe('Skyscraper', () => {
  it('on 9: columns a and e hold 9 only at a2, a8 and e3, e8; one of a2, e3 is 9, so d2, f2, b3, c3 lose it', () => {
    const position = digitPicture(9, [
      '.xxx.xxxx',
      'xxxx.xxxx',
      '.xxxxxxxx',
      '.xxx.xxxx',
      '.xxx.xxxx',
      '.xxx.xxxx',
      '.xxx.xxxx',
      'xxxxxxxxx',
      '.xxx.xxxx',
    ]);
    expect(stepWords(skyscraper(position))).toEqual({
      technique: 'Skyscraper',
      cells: ['a8', 'a2', 'e8', 'e3'],
      digits: [9],
      units: ['column 1', 'column 5'],
      placements: [],
      eliminations: ['9 d2', '9 f2', '9 b3', '9 c3'],
      explanation:
        '9 is in column 1 only at a2, a8 and in column 5 only at e3, e8; the bases share a line, so one of a2, e3 is 9: remove 9 from d2, f2, b3, c3.',
    });
  });

  it('is no Skyscraper when both ends of the two links line up (a2, a8 and e2, e8 make an X-Wing)', () => {
    const position = digitPicture(9, [
      '.xxx.xxxx',
      'xxxxxxxxx',
      '.xxx.xxxx',
      '.xxx.xxxx',
      '.xxx.xxxx',
      '.xxx.xxxx',
      '.xxx.xxxx',
      'xxxxxxxxx',
      '.xxx.xxxx',
    ]);
    expect(skyscraper(position)).toBeNull();
  });
});

describe('2-String Kite', () => {
  it('on 9: row 4 holds 9 only at d4, h4, column f only at f6, f9, and d4, f6 share box 5, so h9 loses it', () => {
    const position = digitPicture(9, [
      'xxxxx.xxx',
      'xxxxx.xxx',
      'xxxxx.xxx',
      '...x...x.',
      'xxxxx.xxx',
      'xxxxxxxxx',
      'xxxxx.xxx',
      'xxxxx.xxx',
      'xxxxxxxxx',
    ]);
    expect(stepWords(twoStringKite(position))).toEqual({
      technique: '2-String Kite',
      cells: ['h4', 'd4', 'f6', 'f9'],
      digits: [9],
      units: ['row 4', 'column 6', 'box 5'],
      placements: [],
      eliminations: ['9 h9'],
      explanation:
        '9 is in row 4 only at d4, h4 and in column 6 only at f6, f9, joined in box 5, so one of h4, f9 is 9: remove 9 from h9.',
    });
  });

  it('two links that share a cell make no kite, wherever the shared cell is', () => {
    // Row 4 (g4, h4) and column h (h4, h5) share h4, the row's right end and the column's top; row 5 (g5, h5) and
    // column g (g4, g5) share g5, the row's left end and the column's bottom; row 5 and column h (h4, h5) share h5.
    for (const cells of ['g4 h4 h5', 'g4 g5 h5', 'h4 g5 h5'])
      expect(twoStringKite(digitAt(6, cells))).toBeNull();
  });
});

/** Box 5 holds the digit on a cross, row 5 and column e; the positions below add a strong link and a target. */
const CROSS = 'e4 d5 e5 f5 e6';

describe('Empty Rectangle', () => {
  it('by a column: column b holds 9 only at b5 (on the cross row) and b8, so e8 loses it', () => {
    // h8 keeps row 8 from being a strong link of its own.
    expect(stepWords(emptyRectangle(digitAt(9, `${CROSS} b5 b8 e8 h8`)))).toEqual({
      technique: 'Empty Rectangle',
      cells: ['e4', 'd5', 'e5', 'f5', 'e6', 'b5', 'b8'],
      digits: [9],
      units: ['box 5', 'column 2'],
      placements: [],
      eliminations: ['9 e8'],
      explanation:
        "In box 5, 9 lies only on row 5 and column 5; column 2 holds it only at b5, b8, so either b8 is 9 or the box's 9 is on column 5: remove 9 from e8.",
    });
  });

  it('by column a, its lower end on the cross row: column a holds 3 only at a2 and a5, so e2 loses it', () => {
    expect(stepWords(emptyRectangle(digitAt(3, `${CROSS} a2 a5 e2 h2`)))).toEqual({
      technique: 'Empty Rectangle',
      cells: ['e4', 'd5', 'e5', 'f5', 'e6', 'a5', 'a2'],
      digits: [3],
      units: ['box 5', 'column 1'],
      placements: [],
      eliminations: ['3 e2'],
      explanation:
        "In box 5, 3 lies only on row 5 and column 5; column 1 holds it only at a5, a2, so either a2 is 3 or the box's 3 is on column 5: remove 3 from e2.",
    });
  });

  it('by a row: row 8 holds 7 only at e8 (on the cross column) and b8, so b5 loses it', () => {
    // b1 keeps column b from being a strong link of its own.
    expect(stepWords(emptyRectangle(digitAt(7, `${CROSS} b1 b5 b8 e8`)))).toEqual({
      technique: 'Empty Rectangle',
      cells: ['e4', 'd5', 'e5', 'f5', 'e6', 'e8', 'b8'],
      digits: [7],
      units: ['box 5', 'row 8'],
      placements: [],
      eliminations: ['7 b5'],
      explanation:
        "In box 5, 7 lies only on row 5 and column 5; row 8 holds it only at e8, b8, so either b8 is 7 or the box's 7 is on row 5: remove 7 from b5.",
    });
  });

  it('a box with two cells, h1 and i2, is a cross of row 2 and column h: with row 6 holding 9 at h6, f6, f2 loses it', () => {
    const step = stepWords(emptyRectangle(digitAt(9, 'h1 f2 i2 f6 h6')));
    expect(step?.eliminations).toEqual(['9 f2']);
    expect(step?.cells).toEqual(['h1', 'i2', 'h6', 'f6']);
  });

  it('is none when the box holds the digit on one row only (d5, e5, f5): that is no cross', () => {
    expect(emptyRectangle(digitAt(9, 'b5 d5 e5 f5 b8 d8 e8 f8'))).toBeNull();
  });

  it('is none when the box holds the digit on one column only (e4, e5, e6)', () => {
    expect(emptyRectangle(digitAt(9, 'b4 e4 e5 e6 b8 e8'))).toBeNull();
  });

  it('is none when the strong link misses the cross: column b holds 9 at b4 and b8, but the cross row is 5', () => {
    expect(emptyRectangle(digitAt(9, `${CROSS} b4 b8 e8 h8`))).toBeNull();
  });

  it('is none when a row link misses the cross column: row 8 holds 9 at b8 and h8, neither in column e', () => {
    expect(emptyRectangle(digitAt(9, `${CROSS} h5 b8 h8`))).toBeNull();
  });

  it("is none when the link's near end is in the box: column d holds 9 at d5 and d8", () => {
    expect(emptyRectangle(digitAt(9, `${CROSS} d8 e8 h8`))).toBeNull();
  });

  it("is none when the link's far end is in the box's rows: column b holds 9 at b5 and b6", () => {
    expect(emptyRectangle(digitAt(9, `${CROSS} b5 b6`))).toBeNull();
  });

  it("is none when a row link's near end is in the box: row 4 holds 9 at e4 and h4", () => {
    expect(emptyRectangle(digitAt(9, `${CROSS} h4 h5`))).toBeNull();
  });

  it("is none when a row link's far end is in the box's columns: row 8 holds 9 at e8 and f8", () => {
    expect(emptyRectangle(digitAt(9, `${CROSS} e8 f8`))).toBeNull();
  });

  it('is no step when the target does not hold the digit: b5, b8 with no 9 left at e8', () => {
    expect(emptyRectangle(digitAt(9, `${CROSS} b5 b8`))).toBeNull();
  });
});
