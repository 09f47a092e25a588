/**
 * BUG+1 and Unique Rectangle Type 1 on positions the published examples do not cover, given by pencil marks (every
 * other cell is placed). Cells are named column a-i, row 1-9 from the top (a1 is cell 0).
 */
import { describe, expect, it } from 'vitest';
import type { Board } from '../board.ts';
import { bugState, PAIRS } from './testing/bugState.ts';
import { pencilMarks, stepWords } from './testing/pencil.ts';
import { bugPlusOne, uniqueRectangle1 } from './uniqueness.ts';

describe('BUG+1', () => {
  it('is no BUG+1 unless, without the extra digit, every unit holds each digit twice or not at all', () => {
    // a1 (1 2 3), b1 (1 2), c1 (1 3): 1 appears three times in row 1 and in the box, but without it column a would
    // hold 2 and 3 once each (a1 alone), which is no BUG state: nothing follows.
    const values = new Uint8Array(81).fill(9);
    const cands = new Uint16Array(81);
    for (const [cell, mask] of [
      [0, 0b111],
      [1, 0b011],
      [2, 0b101],
    ]) {
      values[cell] = 0;
      cands[cell] = mask;
    }
    const board: Board = { values, cands };
    expect(bugPlusOne(board)).toBeNull();
  });
});

describe('BUG+1 on a BUG state written out', () => {
  // A solved grid; opening every cell of two digit pairs, each holding both digits of its pair, gives a BUG state.
  it('places 3 at a1 when a1 holds 1, 2, 3 and 3 is also open at c1, d1 in row 1 (1s and 2s, 3s and 4s open)', () => {
    const step = bugPlusOne(bugState(PAIRS, { a1: '123' }));
    expect(stepWords(step)).toEqual({
      technique: 'BUG+1',
      cells: ['a1'],
      digits: [3],
      units: [],
      placements: ['3 a1'],
      eliminations: [],
      explanation:
        'Every empty cell but a1 has two candidates; unless a1 is 3 the grid would have several solutions (row 1, column 1).',
    });
  });

  it('is none while a cell is open with one candidate: e1 holding only 3 is a naked single', () => {
    // Row 1 holds 3 at c1, d1 and e1, and without e1's 3 the rest is a BUG state, but e1 is no three-candidate cell.
    expect(bugPlusOne(bugState(PAIRS, { e1: '3' }))).toBeNull();
  });

  it('is none when the extra digit is nowhere else in its row: a1 holding 1, 2, 5 is a hidden single of 5', () => {
    expect(bugPlusOne(bugState(PAIRS, { a1: '125' }))).toBeNull();
  });

  it('is none with more than one cell of three candidates, even when those balance out among themselves', () => {
    // 1s, 2s, 4s and 5s open; 3 added to a4, i4, a5, i5 (two in each of their rows, columns and boxes) and f9 holding
    // 1, 4, 5 with 1 three times in row 9: five cells have three candidates, so this is no BUG+1.
    const position = bugState(
      [
        [1, 2],
        [4, 5],
      ],
      { a4: '123', i4: '123', a5: '345', i5: '345', f9: '145' },
    );
    expect(bugPlusOne(position)).toBeNull();
  });

  it('is none when, without the extra digit, another digit is four times in a unit: here 9 in rows 4 and 5', () => {
    // 1s, 2s, 3s and 9s open; c4, d4, c5, d5 (filled with 4, 5, 7, 8) opened again with 4 and 9, which puts 9 four
    // times in rows 4 and 5 and columns c and d; a1 holds 1, 2, 3 with 3 three times in row 1.
    const position = bugState(
      [
        [1, 2],
        [3, 9],
      ],
      { c4: '49', d4: '49', c5: '49', d5: '49', a1: '123' },
    );
    expect(bugPlusOne(position)).toBeNull();
  });

  it('is none when, without the extra digit, that digit is still four times in a unit: here 1 in rows 7 and 8', () => {
    // c7, d7, c8, d8 (filled with 5, 6, 8, 9) opened again with 1 and 5; c1 holds 1, 3, 4 with 1 three times in row 1.
    const position = bugState(PAIRS, { c7: '15', d7: '15', c8: '15', d8: '15', c1: '134' });
    expect(bugPlusOne(position)).toBeNull();
  });
});

describe('Unique Rectangle Type 1', () => {
  it('d2, f2, d4 hold only 7 and 8 and f4 holds 7, 8, 9 (boxes 2 and 5): f4 loses 7 and 8', () => {
    const step = uniqueRectangle1(pencilMarks({ d2: '78', f2: '78', d4: '78', f4: '789' }));
    expect(stepWords(step)).toEqual({
      technique: 'Unique Rectangle Type 1',
      cells: ['d2', 'f2', 'd4', 'f4'],
      digits: [7, 8],
      units: [],
      placements: [],
      eliminations: ['7 f4', '8 f4'],
      explanation:
        'd2, f2, d4 hold only 7 and 8; if f4 took either, the four corners could swap and the puzzle would have two solutions: remove 7 from f4; 8 from f4.',
    });
  });

  it('the fourth corner may be a1, the first cell: a4, b4, b1 hold only 3 and 5, so a1 loses them', () => {
    const step = uniqueRectangle1(pencilMarks({ a1: '345', b1: '35', a4: '35', b4: '35' }));
    expect(stepWords(step)?.eliminations).toEqual(['3 a1', '5 a1']);
  });

  it('is none when all four corners hold only the pair (g3, i3, g6, i6 with 5 and 8): nothing is left to remove', () => {
    expect(uniqueRectangle1(pencilMarks({ g3: '58', i3: '58', g6: '58', i6: '58' }))).toBeNull();
  });

  it('is none when the fourth corner lacks a digit of the pair: e9 holds 4 and 7 beside e8, i8, i9 with 4 and 6', () => {
    expect(uniqueRectangle1(pencilMarks({ e8: '46', i8: '46', i9: '46', e9: '47' }))).toBeNull();
  });

  it('is none unless the corners lie in exactly two boxes', () => {
    // Four boxes: b1, d1, b7, d7.
    expect(uniqueRectangle1(pencilMarks({ b1: '78', d1: '78', b7: '78', d7: '678' }))).toBeNull();
    // One box: a1, b1, a2, b2.
    expect(uniqueRectangle1(pencilMarks({ a1: '12', b1: '12', a2: '12', b2: '123' }))).toBeNull();
  });

  it('is none with only two corners holding just the pair: c7, g7 with 5 and 7, c8 and g8 with more (b1 holds 3 5 7)', () => {
    expect(uniqueRectangle1(pencilMarks({ c7: '57', g7: '57', c8: '578', g8: '579', b1: '357' }))).toBeNull();
  });

  it('the corners must be two cells in each of two rows and two columns', () => {
    // a5, h5, a6 hold 3 and 4 but the cell that would close them, h6, is filled; h4 is in another row.
    expect(uniqueRectangle1(pencilMarks({ a5: '34', h5: '34', a6: '34', h4: '345' }))).toBeNull();
    // a2, a3 and i1 hold 1 and 2, i2 holds 1 2 3: i1 and a2 share no row.
    expect(uniqueRectangle1(pencilMarks({ a2: '12', a3: '12', i1: '12', i2: '123' }))).toBeNull();
  });
});
