/**
 * Simple Colors rules the published examples (clusters of 8 and 12 cells) do not reach: the smallest cluster it
 * works on, 4 cells (3 strong links), and a single strong link, which it leaves to the intersections. Positions are
 * one digit's pencil marks by cell (`testing/pencil.ts`); cells are named column a-i, row 1-9 from the top.
 */
import { describe, expect, it } from 'vitest';
import { simpleColors } from './colouring.ts';
import { claiming } from './intersections.ts';
import { digitAt, stepWords } from './testing/pencil.ts';

describe('Simple Colors', () => {
  it('a cluster of four cells (a1 = a5 - e5 = e2) traps b2 and c2, which see a1 and e2 of the other colour', () => {
    // Strong links of 9: column a (a1, a5), row 5 (a5, e5), column e (e5, e2). Row 2 and box 1 hold three 9s each,
    // so b2 and c2 join no link. Either a1 and e5 hold 9 or a5 and e2 do; b2 and c2 see a1 (box 1) and e2 (row 2).
    const position = digitAt(9, 'a1 a5 e5 e2 b2 c2');
    expect(stepWords(simpleColors(position))).toEqual({
      technique: 'Simple Colors',
      cells: ['a5', 'e2', 'e5', 'a1'],
      digits: [9],
      units: [],
      placements: [],
      eliminations: ['9 b2', '9 c2'],
      explanation:
        'Colouring the strong links of 9: either a5, e2 or e5, a1 holds it, and some cells see both colours: remove 9 from b2, c2.',
    });
  });

  it('one strong link (a1 = b1 in row 1) is no colouring: c2, which sees both ends, is a claim of box 1', () => {
    const position = digitAt(9, 'a1 b1 c2');
    expect(simpleColors(position)).toBeNull();
    // What removes c2 here is the simpler step: row 1's 9 lies in box 1.
    expect(stepWords(claiming(position))?.eliminations).toEqual(['9 c2']);
  });
});
