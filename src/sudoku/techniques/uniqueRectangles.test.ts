/**
 * Unique Rectangle types 2-6 and the Hidden Rectangle on positions given by pencil marks (every cell not listed is
 * placed), plus HoDoKu's published Hidden Rectangle example. Cells are named column a-i, row 1-9 from the top.
 */
import { describe, expect, it } from 'vitest';
import { candidateGrid, pencilMarks, stepWords } from './testing/pencil.ts';
import {
  hiddenRectangle,
  uniqueRectangle2,
  uniqueRectangle3,
  uniqueRectangle4,
  uniqueRectangle5,
  uniqueRectangle6,
} from './uniqueRectangles.ts';

// Floors a1, b1 hold only 1 and 2; the roofs a4, b4 (row 4, box 4) hold more.
const FLOORS = { a1: '12', b1: '12' };

describe('Unique Rectangle Type 2', () => {
  it('roofs a4, b4 both hold 1, 2 and 3: one of them is 3, so c4, e4 and c5 (seeing both) lose 3', () => {
    const step = uniqueRectangle2(
      pencilMarks({ ...FLOORS, a4: '123', b4: '123', c4: '34', e4: '35', c5: '36' }),
    );
    expect(stepWords(step)).toEqual({
      technique: 'Unique Rectangle Type 2',
      cells: ['a1', 'b1', 'a4', 'b4'],
      digits: [1, 2, 3],
      units: [],
      placements: [],
      eliminations: ['3 c4', '3 e4', '3 c5'],
      explanation:
        'a1, b1 hold only 1 and 2, and a4, b4 hold them with 3: unless one of a4, b4 is 3, the four corners could swap 1 and 2 and the puzzle would have two solutions. Remove 3 from c4, e4, c5.',
    });
  });

  it('is none when the roofs hold different extra digits (3 and 4)', () => {
    expect(uniqueRectangle2(pencilMarks({ ...FLOORS, a4: '123', b4: '124', c4: '34', e4: '35' }))).toBeNull();
  });

  it('is none when a corner lacks a digit of the pair (b4 holds 1 and 3)', () => {
    expect(uniqueRectangle2(pencilMarks({ ...FLOORS, a4: '123', b4: '13', c4: '34' }))).toBeNull();
  });

  it('is none on four cells in four boxes (a1, d1, a4, d4)', () => {
    expect(uniqueRectangle2(pencilMarks({ a1: '12', d1: '12', a4: '123', d4: '123', b4: '35' }))).toBeNull();
  });
});

describe('Unique Rectangle Type 5', () => {
  it('three roofs b1, a4, b4 with 1, 2, 3 beside the floor a1: b5 and b6, seeing all three, lose 3', () => {
    const step = uniqueRectangle5(
      pencilMarks({ a1: '12', b1: '123', a4: '123', b4: '123', b5: '37', b6: '38' }),
    );
    expect(stepWords(step)?.eliminations).toEqual(['3 b5', '3 b6']);
    expect(step?.technique).toBe('Unique Rectangle Type 5');
  });

  it('diagonal roofs a1 and d2 (rectangle a1, d1, a2, d2): e1, f1, b2, c2 see both and lose 3', () => {
    const position = pencilMarks({
      a1: '123',
      d1: '12',
      a2: '12',
      d2: '123',
      e1: '34',
      f1: '35',
      b2: '36',
      c2: '37',
    });
    expect(stepWords(uniqueRectangle5(position))?.eliminations).toEqual(['3 e1', '3 f1', '3 b2', '3 c2']);
    // Two roofs in one row are type 2, not 5.
    expect(uniqueRectangle5(pencilMarks({ ...FLOORS, a4: '123', b4: '123', c4: '34' }))).toBeNull();
  });
});

describe('Unique Rectangle Type 3', () => {
  it('roofs a4 (1 2 3) and b4 (1 2 4) act as one cell of 3 and 4, a naked pair with c4: d4 loses 3 and 4', () => {
    const step = uniqueRectangle3(pencilMarks({ ...FLOORS, a4: '123', b4: '124', c4: '34', d4: '345' }));
    expect(stepWords(step)).toEqual({
      technique: 'Unique Rectangle Type 3',
      cells: ['a1', 'b1', 'a4', 'b4', 'c4'],
      digits: [1, 2, 3, 4],
      units: ['row 4'],
      placements: [],
      eliminations: ['3 d4', '4 d4'],
      explanation:
        'Unless one of a4, b4 holds 3 or 4, the four corners could swap 1 and 2 and the puzzle would have two solutions; so in row 4 that roof and c4 hold 3, 4 between them: remove 3 from d4; 4 from d4.',
    });
  });

  it('is none when no cells complete the subset: c4 holds 3 and 5, d4 3, 4, 5 (the three make 3 4 5 with nothing left)', () => {
    expect(
      uniqueRectangle3(pencilMarks({ ...FLOORS, a4: '123', b4: '124', c4: '35', d4: '345' })),
    ).toBeNull();
  });
});

describe('Unique Rectangle Type 4', () => {
  it('1 goes only in the roofs a4, b4 in row 4, so neither is 2', () => {
    const step = uniqueRectangle4(pencilMarks({ ...FLOORS, a4: '125', b4: '126', c5: '17' }));
    expect(stepWords(step)).toEqual({
      technique: 'Unique Rectangle Type 4',
      cells: ['a1', 'b1', 'a4', 'b4'],
      digits: [1, 2],
      units: ['row 4'],
      placements: [],
      eliminations: ['2 a4', '2 b4'],
      explanation:
        'In row 4, 1 goes only in a4, b4, so one of them is 1; if the other were 2, the four corners could swap 1 and 2 and the puzzle would have two solutions: remove 2 from a4, b4.',
    });
  });

  it('is none when both digits of the pair have other places in row 4 and box 4', () => {
    expect(
      uniqueRectangle4(
        pencilMarks({ ...FLOORS, a4: '125', b4: '126', d4: '18', c5: '17', e4: '28', c6: '29' }),
      ),
    ).toBeNull();
  });
});

describe('Unique Rectangle Type 6', () => {
  // Floors a1, b4 on one diagonal; roofs b1, a4 on the other.
  const corners = { a1: '12', b4: '12', b1: '123', a4: '124' };

  it('1 lies only on the corners in rows 1, 4 and columns a, b: the roofs b1, a4 lose 1', () => {
    const step = uniqueRectangle6(pencilMarks({ ...corners, c1: '25', c2: '15' }));
    expect(stepWords(step)?.eliminations).toEqual(['1 b1', '1 a4']);
    expect(step?.technique).toBe('Unique Rectangle Type 6');
  });

  it('is none when 1 has a place off the corners in column a (a7)', () => {
    expect(uniqueRectangle6(pencilMarks({ ...corners, c1: '25', a7: '16' }))).toBeNull();
  });
});

describe('Hidden Rectangle', () => {
  it("HoDoKu's example (hr02): 4/5 in r2c29, r3c29 => r2c9 <> 5, that is 5 leaves i2", () => {
    const position = candidateGrid(`
      68 9 168 | 4 5 136 | 2 378 37
      3 145 2 | 7 8 16 | 56 9 45
      7 45 468 | 2 9 36 | 568 1 345
      9 3 5 | 1 2 8 | 7 4 6
      28 7 148 | 6 34 9 | 158 238 235
      268 14 1468 | 5 34 7 | 18 238 9
      1 2 9 | 3 7 5 | 4 6 8
      5 6 3 | 8 1 4 | 9 27 27
      4 8 7 | 9 6 2 | 3 5 1`);
    const step = hiddenRectangle(position);
    expect(stepWords(step)).toEqual({
      technique: 'Hidden Rectangle',
      cells: ['b2', 'i2', 'b3', 'i3'],
      digits: [4, 5],
      units: [],
      placements: [],
      eliminations: ['5 i2'],
      explanation:
        'b3 holds only 4 and 5, and in row 2 and column 9 4 goes only on the corners; if i2 were 5, the four corners could swap 4 and 5 and the puzzle would have two solutions: remove 5 from i2.',
    });
  });

  it("is none when each digit of the pair has a third place in the far corner's row", () => {
    // a1 the floor; d2 the far corner; 1 and 2 also at f2.
    expect(hiddenRectangle(pencilMarks({ a1: '12', d1: '123', a2: '124', d2: '125', f2: '126' }))).toBeNull();
    // Without f2, 1 lies only on the corners in row 2 and column d: d2 loses 2.
    expect(
      stepWords(hiddenRectangle(pencilMarks({ a1: '12', d1: '123', a2: '124', d2: '125' })))?.eliminations,
    ).toEqual(['2 d2']);
  });
});
