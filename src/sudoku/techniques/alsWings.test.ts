/** WXYZ-Wing and VWXYZ-Wing (Sukaku Explainer's) on positions given by pencil marks, with SE's rating of each. */
import { describe, expect, it } from 'vitest';
import { vwxyzWing, wxyzWing } from './alsWings.ts';
import { pencilMarks, stepWords } from './testing/pencil.ts';

describe('WXYZ-Wing', () => {
  it('d1 (1 2) and d5, e5, f5 (1 2 3 4, in box 5 with d4): every 1 of the three sees d1, so 2 is at d1 or f5 and d4, f2 lose it', () => {
    const step = wxyzWing(pencilMarks({ d1: '12', d5: '13', e5: '34', f5: '24', d4: '28', f2: '27' }));
    expect(stepWords(step)).toEqual({
      technique: 'WXYZ-Wing',
      cells: ['d1', 'd5', 'e5', 'f5'],
      digits: [1, 2, 3, 4],
      // d1 lies outside box 5: the hint points at a unit of d1 as well, as an ALS-XZ's points at both sets'.
      units: ['column 4', 'box 5'],
      placements: [],
      eliminations: ['2 f2', '2 d4'],
      explanation:
        'd1 holds only 1 and 2; d5, e5, f5 (1 2 3 4, 3 cells of box 5) hold one digit too many, and every 1 of them sees d1. If d1 is 1, they are locked without 1 and one of them is 2; otherwise d1 is 2. Either way 2 is there: remove 2 from f2, d4.',
    });
    // SE's rating: no cell of the three holds more than two candidates.
    expect(step?.rating).toBe(5.5);
  });

  it('is rated 5.6 when the fullest of the three cells holds three candidates (e5: 2 3 4)', () => {
    const step = wxyzWing(pencilMarks({ d1: '12', d5: '13', e5: '234', f5: '24', d4: '28', f2: '27' }));
    expect(stepWords(step)?.eliminations).toEqual(['2 d4']);
    expect(step?.rating).toBe(5.6);
  });

  it('doubly linked: a1 (1 2) sees every 1 and 2 of d1, e1, f1 (1 2 3 4): all four are locked in row 1', () => {
    const step = wxyzWing(pencilMarks({ a1: '12', d1: '13', e1: '34', f1: '24', b1: '15', e2: '36' }));
    expect(stepWords(step)?.eliminations).toEqual(['1 b1', '3 e2']);
  });

  it('is none when neither digit of the bivalue cell is restricted (d1 does not see e5, f5)', () => {
    expect(wxyzWing(pencilMarks({ d1: '12', d5: '34', e5: '13', f5: '24', d4: '28', f2: '27' }))).toBeNull();
  });
});

describe('VWXYZ-Wing', () => {
  it('d1 (1 2) and c5, d5, e5, f5 (1 2 3 4 5): 1 is restricted (d5 sees d1), so 2 is at d1 or c5 and c1 loses it', () => {
    const position = pencilMarks({ d1: '12', c5: '25', d5: '13', e5: '34', f5: '45', c1: '29', h5: '67' });
    const step = vwxyzWing(position);
    expect(stepWords(step)?.eliminations).toEqual(['2 c1']);
    expect(step?.technique).toBe('VWXYZ-Wing');
    expect(step?.rating).toBe(6.3);
    // No three of the four cells hold four digits with 1 and 2: it is no WXYZ-Wing.
    expect(wxyzWing(position)).toBeNull();
  });
});
