/** ALS-XZ and ALS-XY-Wing on positions given by pencil marks (every cell not listed is placed). */
import { describe, expect, it } from 'vitest';
import { almostLockedSets } from './als.ts';
import { alsXyWing, alsXz } from './alsChains.ts';
import { nameOf, pencilMarks, stepWords } from './testing/pencil.ts';

describe('almost locked sets', () => {
  it('are n cells of a unit with n + 1 digits, each cell set once', () => {
    const position = pencilMarks({ a1: '12', d1: '13', e2: '23', f1: '24' });
    const sets = almostLockedSets(position).map((als) => als.cells.map(nameOf).join(' '));
    // Bivalue cells are the smallest; row 1 adds a1 d1 (1 2 3) and a1 f1 (1 2 4), not d1 f1 (four digits); box 2
    // adds d1 e2 (1 2 3) and f1 e2 (2 3 4). A unit's empty cells all together never count (in a real grid they
    // hold exactly the unit's missing digits), and a1 found in row 1 and column a is listed once.
    expect(sets.sort()).toEqual(['a1', 'a1 d1', 'a1 f1', 'd1', 'd1 e2', 'e2', 'f1', 'f1 e2']);
  });
});

describe('ALS-XZ', () => {
  it('a1 (1 2) and d1, e2 (1 2 3): 1 is restricted (a1 sees d1), so 2 is in one of them and f1 loses it', () => {
    const step = alsXz(pencilMarks({ a1: '12', d1: '13', e2: '23', f1: '24' }));
    expect(stepWords(step)).toEqual({
      technique: 'ALS-XZ',
      cells: ['a1', 'd1', 'e2'],
      digits: [1, 2],
      units: ['row 1', 'box 2'],
      placements: [],
      eliminations: ['2 f1'],
      explanation:
        'Two almost locked sets, a1 (1 2) and d1, e2 (1 2 3): every 1 of one sees every 1 of the other, so at most one holds 1 and the other is locked without it; either way 2 is in one of them: remove 2 from f1.',
    });
  });

  it('doubly linked: a1 (1 2) and a5, a6 (1 2 3) in column a share 1 and 2 restricted; a8 loses 1 and b5 loses 3', () => {
    const step = alsXz(pencilMarks({ a1: '12', a5: '13', a6: '23', a8: '17', b5: '38' }));
    expect(stepWords(step)?.eliminations).toEqual(['1 a8', '3 b5']);
  });

  it('is none when the shared digit is not restricted: a1 (1 2) does not see e2 (2 3)', () => {
    expect(alsXz(pencilMarks({ a1: '12', e2: '23', g2: '24', e5: '25' }))).toBeNull();
  });
});

describe('ALS-XY-Wing', () => {
  it('pivot e5 (1 2) with e1 (1 3) and a5 (2 3): 3 is at e1 or a5, so a1 loses it', () => {
    const step = alsXyWing(pencilMarks({ e5: '12', e1: '13', a5: '23', a1: '34' }));
    expect(stepWords(step)?.eliminations).toEqual(['3 a1']);
    expect(step?.technique).toBe('ALS-XY-Wing');
  });

  it('is none when both wings link to the pivot by the same digit', () => {
    expect(alsXyWing(pencilMarks({ e5: '12', e1: '13', a5: '13', a1: '34' }))).toBeNull();
  });
});
