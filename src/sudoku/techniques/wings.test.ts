/**
 * Wing rules the published examples do not reach, on positions given by pencil marks: every open cell holds 4-9
 * unless listed. Cells are named column a-i, row 1-9 from the top (a1 is cell 0).
 */
import { describe, expect, it } from 'vitest';
import type { Board } from '../board.ts';
import { pencilMarks, stepWords } from './testing/pencil.ts';
import { wWing, xyWing, xyzWing } from './wings.ts';

const CELL = (name: string): number => (Number(name[1]) - 1) * 9 + name.charCodeAt(0) - 97;
const maskOf = (digits: readonly number[]) => digits.reduce((mask, digit) => mask | (1 << (digit - 1)), 0);

function marks(listed: Record<string, readonly number[]>): Board {
  const cands = new Uint16Array(81).fill(maskOf([4, 5, 6, 7, 8, 9]));
  for (const [name, digits] of Object.entries(listed)) cands[CELL(name)] = maskOf(digits);
  return { values: new Uint8Array(81), cands };
}

describe('wings', () => {
  it('an XY-Wing whose pattern sees no other 3 removes nothing, and is no step', () => {
    // Pivot a1 (1 2), wings c1 (1 3) and a3 (2 3): the cells seeing both wings hold no 3.
    const position = marks({ a1: [1, 2], c1: [1, 3], a3: [2, 3] });
    expect(xyWing(position)).toBeNull();
    // With a 3 in c3, which sees both wings, it is one.
    const step = xyWing(marks({ a1: [1, 2], c1: [1, 3], a3: [2, 3], c3: [3, 4] }));
    expect(step?.eliminations).toEqual([{ cell: CELL('c3'), digit: 3 }]);
  });

  it('wings that take the same digit of the pivot make no XY-Wing: a1 (1 2) with c1 (1 3) and a3 (1 3)', () => {
    expect(xyWing(marks({ a1: [1, 2], c1: [1, 3], a3: [1, 3], c3: [3, 4] }))).toBeNull();
  });

  it('an XYZ-Wing whose pattern sees no other 3 removes nothing, and is no step', () => {
    expect(xyzWing(marks({ a1: [1, 2, 3], c1: [1, 3], b2: [2, 3] }))).toBeNull();
    const step = xyzWing(marks({ a1: [1, 2, 3], c1: [1, 3], b2: [2, 3], b1: [3, 4] }));
    expect(step?.eliminations).toEqual([{ cell: CELL('b1'), digit: 3 }]);
  });

  it('a wing must see the pivot: b4 (2 3) does not see a1 (1 2 3), so a1, c1, b4 make no XYZ-Wing', () => {
    // b1 sees a1, c1 and b4 and holds 3: it would lose it if b4 could be a wing.
    expect(xyzWing(marks({ a1: [1, 2, 3], c1: [1, 3], b4: [2, 3], b1: [3, 4] }))).toBeNull();
  });
});

describe('W-Wing', () => {
  it('d1 and c5 hold 7 and 8, box 5 holds 8 only at e5 (seeing c5) and d6 (seeing d1): c1 loses 7', () => {
    const position = pencilMarks({ d1: '78', c5: '78', e5: '48', d6: '58', c1: '79' });
    expect(stepWords(wWing(position))).toEqual({
      technique: 'W-Wing',
      cells: ['d1', 'c5', 'e5', 'd6'],
      digits: [7, 8],
      units: ['box 5'],
      placements: [],
      eliminations: ['7 c1'],
      explanation:
        'd1 and c5 both hold 7 and 8; 8 appears only at e5 and d6 in box 5, one of which sees each of them, so one of the pair is 7: remove 7 from c1.',
    });
  });

  it('is no step when no cell sees both ends with the other digit (the same position without c1)', () => {
    expect(wWing(pencilMarks({ d1: '78', c5: '78', e5: '48', d6: '58' }))).toBeNull();
  });

  it('takes two cells: a1 (1 2) alone, with column b holding 1 only at b1 and b3 (both seeing a1), is none', () => {
    expect(wWing(pencilMarks({ a1: '12', b1: '145', b3: '145', a2: '245' }))).toBeNull();
  });
});
