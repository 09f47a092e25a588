/**
 * X-Chain and XY-Chain on positions written here as pencil marks (testing/pencil.ts): a chain must be reported in
 * its order from start to end, on any digit up to 9, and the search must neither invent links from a1 nor report a
 * chain that removes nothing.
 */
import { describe, expect, it } from 'vitest';
import { xChain, xyChain } from './chains.ts';
import { digitAt, pencilMarks, stepWords } from './testing/pencil.ts';

describe('X-Chain', () => {
  it('on 9 from a1: a1 = a4 (column a) - c5 (box 4) = h5 (row 5), so h1, seeing a1 and h5, loses 9', () => {
    // Row 1 also holds 9 at e1, so a1 and h1 are no strong link of their own.
    const position = digitAt(9, 'a1 e1 h1 a4 c5 h5');
    expect(stepWords(xChain(position))).toEqual({
      technique: 'X-Chain',
      cells: ['a1', 'a4', 'c5', 'h5'],
      digits: [9],
      units: [],
      placements: [],
      eliminations: ['9 h1'],
      explanation:
        'An X-Chain on 9 (a1 - a4 - c5 - h5): strong and weak links alternate, so a1 or h5 holds 9: remove 9 from h1.',
    });
  });

  it('is none when a1 is linked strongly to e1 (row 1) and to c2 (box 1), and those two do not see each other', () => {
    // Either a1 is 4, or e1 and c2 both are: no cell loses 4.
    const position = digitAt(4, 'a1 e1 c2');
    expect(xChain(position)).toBeNull();
  });
});

describe('XY-Chain', () => {
  it('on 9: a1 (1 9) - a5 (1 2) - e5 (2 9); if a1 is not 9, e5 is, so e1 loses 9', () => {
    const step = xyChain(pencilMarks({ a1: '19', a5: '12', e5: '29', e1: '349' }));
    expect(stepWords(step)).toEqual({
      technique: 'XY-Chain',
      cells: ['a1', 'a5', 'e5'],
      digits: [9],
      units: [],
      placements: [],
      eliminations: ['9 e1'],
      explanation:
        'An XY-Chain of two-candidate cells (a1, a5, e5): if a1 is not 9, each cell forces the next and e5 is 9: remove 9 from e1.',
    });
  });

  it('is none when the ends force different digits: a1 (1 2) - c2 (1 3) - g2 (3 4), and e2 (3 5 6) keeps its 3', () => {
    expect(xyChain(pencilMarks({ a1: '12', c2: '13', g2: '34', e2: '356' }))).toBeNull();
  });

  it('is no step when the chain removes nothing: h8 and i8 hold 7 and 8 and no other cell holds either', () => {
    // Each forces the other both ways, so the search must also stop going round between them.
    expect(xyChain(pencilMarks({ h8: '78', i8: '78' }))).toBeNull();
  });
});
