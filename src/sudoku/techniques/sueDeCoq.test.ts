/** Sue de Coq on positions given by pencil marks (every cell not listed is placed). */
import { describe, expect, it } from 'vitest';
import { sueDeCoq } from './sueDeCoq.ts';
import { pencilMarks, stepWords } from './testing/pencil.ts';

describe('Sue de Coq', () => {
  it('a1, b1 (1 2 3 4) with d1 (1 2) in row 1 and a2 (3 4) in box 1: e1 loses 1, b3 loses 3', () => {
    const step = sueDeCoq(pencilMarks({ a1: '1234', b1: '1234', d1: '12', a2: '34', e1: '15', b3: '36' }));
    expect(stepWords(step)).toEqual({
      technique: 'Sue de Coq',
      cells: ['a1', 'b1', 'd1', 'a2'],
      digits: [1, 2, 3, 4],
      units: ['row 1', 'box 1'],
      placements: [],
      eliminations: ['1 e1', '3 b3'],
      explanation:
        'Where row 1 crosses box 1, a1, b1 hold 1, 2, 3, 4; with d1 (1 2) in the row and a2 (3 4) in the box, these 4 cells hold exactly 4 digits, each once: remove 1 from e1; 3 from b3.',
    });
  });

  it('a digit only the crossing holds leaves both the line and the box: 5 in a1, b1 (1 2 3 4 5) with a pair each side', () => {
    const position = pencilMarks({
      a1: '12345',
      b1: '12345',
      c1: '12345',
      d1: '12',
      a2: '34',
      g1: '57',
      c3: '58',
    });
    expect(stepWords(sueDeCoq(position))?.eliminations).toEqual(['5 g1', '5 c3']);
  });

  it('is none when the line cells and the box cells share a digit (d1 holds 1 and 3, a2 3 and 4)', () => {
    expect(
      sueDeCoq(pencilMarks({ a1: '1234', b1: '1234', d1: '13', a2: '34', e1: '15', b3: '36' })),
    ).toBeNull();
  });
});
