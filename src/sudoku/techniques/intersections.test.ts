/**
 * Locked candidates on positions the published examples do not cover: a box pointing on 9 along column a and along
 * a row, and a claim on 9 (the published claim with its 2s and 9s swapped, which a player sees as the same puzzle).
 * Positions are nine rows of placed digits, `.` for an open cell; cells are named column a-i, row 1-9 from the top.
 */
import { describe, expect, it } from 'vitest';
import { boardFromDigits } from '../board.ts';
import { claiming, pointing } from './intersections.ts';

const board = (rows: readonly string[], swap: [string, string] = ['0', '0']) =>
  boardFromDigits(
    Uint8Array.from(rows.join(''), (ch) => {
      const renamed = ch === swap[0] ? swap[1] : ch === swap[1] ? swap[0] : ch;
      return renamed === '.' ? 0 : Number(renamed);
    }),
  );

describe('locked candidates', () => {
  it('pointing along column a on 9: the top-left box holds 9 only in a1-a3, so a7, a8, a9 lose it', () => {
    // c1-c3 hold 1-3 and the 9 of b5 rules out column b (and the box a4-a6 are in).
    const position = board([
      '..1......',
      '..2......',
      '..3......',
      '.........',
      '.9.......',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    const step = pointing(position);
    expect(step?.cells).toEqual([0, 9, 18]);
    expect(step?.digits).toEqual([9]);
    expect(step?.eliminations).toEqual([54, 63, 72].map((cell) => ({ cell, digit: 9 })));
    expect(step?.units).toEqual([18, 9]);
    expect(step?.explanation).toContain('rest of that column');
  });

  it('pointing along row 1 on 9: the top-left box holds 9 only in a1-c1, so d1, e1, f1 lose it', () => {
    // a2-c2 hold 1-3 and the 9 of g3 rules out row 3 (and the box g1-i1 are in).
    const position = board([
      '.........',
      '123......',
      '......9..',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
      '.........',
    ]);
    const step = pointing(position);
    expect(step?.cells).toEqual([0, 1, 2]);
    expect(step?.eliminations).toEqual([3, 4, 5].map((cell) => ({ cell, digit: 9 })));
    expect(step?.units).toEqual([18, 0]);
    expect(step?.explanation).toContain('rest of that row');
  });

  it('claiming on 9: the published claim (HoDoKu reglib 0101) with its 2s and 9s swapped removes 9 from i1', () => {
    const grid = [
      '.63....4.',
      '.7...6813',
      '81435....',
      '3.9521...',
      '...6.....',
      '6.17.42.9',
      '.3..62..4',
      '.268...7.',
      '.9....6..',
    ];
    const position = board(grid, ['2', '9']);
    // The published candidates removed beforehand (none of them a 2 or a 9).
    const removed: [number, number][] = [
      [36, 4],
      [0, 5],
      [36, 5],
      [38, 5],
      [42, 7],
      [44, 7],
      [72, 7],
      [74, 7],
      [38, 8],
    ];
    for (const [cell, digit] of removed) position.cands[cell] &= ~(1 << (digit - 1));
    const step = claiming(position);
    expect(step?.cells).toEqual([25, 26]);
    expect(step?.digits).toEqual([9]);
    expect(step?.eliminations).toEqual([{ cell: 8, digit: 9 }]);
    expect(step?.units).toEqual([2, 20]);
  });
});
