/** BUG+n on BUG states written out (testing/bugState.ts), with extra candidates added. */
import { describe, expect, it } from 'vitest';
import { bugPlusN } from './bugPlusN.ts';
import { bugState, PAIRS } from './testing/bugState.ts';
import { stepWords } from './testing/pencil.ts';

// The 1s and 2s, and the 5s and 6s, open: row 1 holds 1 2 at a1 b1 and 5 6 at e1 f1, box 1 holds 5 6 at b2 c2.
const ONES_FIVES = [
  [1, 2],
  [5, 6],
] as const;

describe('BUG+n', () => {
  it('5 added at a1 and b1: one of them is 5, so every other 5 of row 1 and box 1 goes', () => {
    const step = bugPlusN(bugState(ONES_FIVES, { a1: '125', b1: '125' }));
    expect(stepWords(step)).toEqual({
      technique: 'BUG+n',
      cells: ['a1', 'b1'],
      digits: [5],
      units: [],
      placements: [],
      eliminations: ['5 e1', '5 f1', '5 b2', '5 c2'],
      explanation:
        'Without 5 at a1, 5 at b1, every empty cell would have two candidates and every digit two places or none in each row, column and box: a grid with no single solution. So one of them is true, and each rules out 5 from e1, f1, b2, c2.',
    });
  });

  it('two extra digits in one cell (a1 holding 1 2 3 5): a1 is 3 or 5, so it loses 1 and 2', () => {
    const step = bugPlusN(bugState(PAIRS, { a1: '1235' }));
    expect(stepWords(step)?.eliminations).toEqual(['1 a1', '2 a1']);
  });

  it('is none when the extras rule out nothing in common: 5 at a1 and 7 at i9', () => {
    expect(bugPlusN(bugState(ONES_FIVES, { a1: '125', i9: '567' }))).toBeNull();
  });

  it('leaves a single extra candidate to BUG+1', () => {
    expect(bugPlusN(bugState(PAIRS, { a1: '123' }))).toBeNull();
  });

  it('is none when no choice of two candidates per cell leaves a BUG state (1 four times in rows 7 and 8)', () => {
    // c7, d7, c8, d8 (filled with 5, 6, 8, 9) opened with 1 and 5; a1 and b1 hold 5 as well.
    const position = bugState(PAIRS, { c7: '15', d7: '15', c8: '15', d8: '15', a1: '125', b1: '125' });
    expect(bugPlusN(position)).toBeNull();
  });

  it('gives up past six cells with more than two candidates', () => {
    const seven = { a1: '125', b1: '125', a4: '127', b4: '127', a7: '128', b7: '128', d1: '129' };
    expect(bugPlusN(bugState(ONES_FIVES, seven))).toBeNull();
  });
});
