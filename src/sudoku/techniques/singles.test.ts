/**
 * Rules of the techniques that the published examples (published.test.ts) do not reach: where there is nothing to
 * deduce nothing is found, and the singles' finer points. Positions are nine rows of placed digits, `.` for an
 * open cell; cells are named column a-i, row 1-9 from the top (cell 0 is a1).
 */
import { describe, expect, it } from 'vitest';
import { boardFromDigits } from '../board.ts';
import { TECHNIQUES } from './index.ts';
import { fullHouse, hiddenSingle, nakedSingle } from './singles.ts';

const board = (rows: readonly string[]) =>
  boardFromDigits(Uint8Array.from(rows.join(''), (ch) => (ch === '.' ? 0 : Number(ch))));

const EMPTY = Array.from({ length: 9 }, () => '.........');
const SOLVED = [
  '534678912',
  '672195348',
  '198342567',
  '859761423',
  '426853791',
  '713924856',
  '961537284',
  '287419635',
  '345286179',
];

describe('where there is nothing to deduce, no technique finds a step', () => {
  it.each([
    ['the empty grid (every digit still fits everywhere)', EMPTY],
    ['a solved grid (no open cell)', SOLVED],
  ])('%s', (_, rows) => {
    for (const technique of TECHNIQUES) expect(technique.find(board(rows)), technique.name).toBeNull();
  });
});

describe('singles', () => {
  it('a cell with one digit left in a unit with two open cells is a naked single, not a full house', () => {
    // Row 1 lacks 8 and 9 in h1 and i1; the 9 in i4 leaves i1 only 8 (and h1 both).
    const position = board(['1234567..', '.........', '.........', '........9', ...EMPTY.slice(4)]);
    expect(fullHouse(position)).toBeNull();
    expect(nakedSingle(position)?.placements).toEqual([{ cell: 8, digit: 8 }]);
  });

  it('the last open cell of a unit with no digit left (an earlier mistake) is no full house', () => {
    // Row 1 lacks only 9, in i1, and the 9 in i4 rules it out there.
    const position = board(['12345678.', '.........', '.........', '........9', ...EMPTY.slice(4)]);
    expect(position.cands[8]).toBe(0);
    expect(fullHouse(position)).toBeNull();
  });

  it('two hidden singles in one box: each digit goes in its own cell, the lower digit first', () => {
    // In the top-left box, the 1s of d2, g3, b4 and c7 leave 1 only a1; the 2s of e1, h2, a5 and b8 leave 2 only c3.
    const position = board([
      '....2....',
      '...1...2.',
      '......1..',
      '.1.......',
      '2........',
      '.........',
      '..1......',
      '.2.......',
      '.........',
    ]);
    const step = hiddenSingle(position);
    expect(step?.placements).toEqual([{ cell: 0, digit: 1 }]);
    expect(step?.units).toEqual([18]);
    position.values[0] = 1;
    position.cands[0] = 0;
    for (const cell of [1, 2, 9, 10, 11, 18, 19, 20]) position.cands[cell] &= ~1;
    expect(hiddenSingle(position)?.placements).toEqual([{ cell: 20, digit: 2 }]);
  });

  it('a hidden single of a row that no box has: 1 fits row 1 only in i1, and fits three cells of its box', () => {
    // Row 1 holds 2-7 in a1-f1; the 1s of g4 and h7 rule out g1 and h1. The top-right box still has i1, i2, i3.
    const position = board([
      '234567...',
      '.........',
      '.........',
      '......1..',
      '.........',
      '.........',
      '.......1.',
      '.........',
      '.........',
    ]);
    const step = hiddenSingle(position);
    expect(step?.placements).toEqual([{ cell: 8, digit: 1 }]);
    expect(step?.units).toEqual([0]);
  });
});
