import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { adjacentMines, isMine, makeBoard, parseBoard } from './board.ts';
import { slowNumbers } from './slowReference.ts';
import { slowBoardArb, toBoard } from './testBoards.ts';

describe('board', () => {
  test.prop([slowBoardArb()], { numRuns: 2000 })('numbers equal the neighbouring mines', (slow) => {
    const board = toBoard(slow);
    const cells = slow.mines.map((_, i) => [isMine(board, i), adjacentMines(board, i)]);
    const numbers = slowNumbers(slow);
    expect(cells).toEqual(slow.mines.map((mine, i) => [mine, numbers[i]]));
    expect(board.mines).toBe(slow.mines.filter(Boolean).length);
  });

  test.prop([slowBoardArb()])('text form round-trips', (slow) => {
    const board = toBoard(slow);
    const parsed = parseBoard(makeBoard(board));
    expect(parsed.ok && parsed.value).toEqual(board);
  });

  it('reads the text format', () => {
    const parsed = parseBoard('*..\n...\n..*\n');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect([parsed.value.width, parsed.value.height, parsed.value.mines]).toEqual([3, 3, 2]);
    expect(adjacentMines(parsed.value, 4)).toBe(2);
  });

  it('names the line and column of a bad board', () => {
    expect(parseBoard('...\n..\n...')).toEqual({
      ok: false,
      error: { line: 2, message: 'row has 2 cells, the first row has 3' },
    });
    expect(parseBoard('...\n.x.')).toEqual({
      ok: false,
      error: { line: 2, column: 2, message: 'unexpected "x" at column 2: use * or .' },
    });
    expect(parseBoard('\n\n')).toMatchObject({ ok: false, error: { line: 1 } });
  });
});
