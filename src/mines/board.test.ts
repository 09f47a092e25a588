import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bigText } from '../../test/bigText.ts';
import {
  expectLinearCost,
  expectResultShape,
  hostileString,
  mutated,
  withinBudget,
} from '../../test/hostile.ts';
import { adjacentMines, gridTextFault, isMine, makeBoard, parseBoard } from './board.ts';
import { MAX_SIDE } from './params.ts';
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

describe('board text from a stranger', () => {
  const validText = slowBoardArb(12).map((slow) => makeBoard(toBoard(slow)));

  test.prop([fc.oneof(mutated(validText), hostileString())], { numRuns: 400 })(
    'any text gives a board that round-trips, or an error naming its line, quickly',
    (text) => {
      const result = withinBudget(() => parseBoard(text));
      expectResultShape(result, 160);
      if (!result.ok) {
        expect(Number.isInteger(result.error.line) && result.error.line >= 1).toBe(true);
        return;
      }
      const { width, height, cells } = result.value;
      expect(cells.length).toBe(width * height);
      expect(parseBoard(makeBoard(result.value))).toEqual(result);
    },
  );

  it('refuses a row wider than any board at once, even 10 million cells long', () => {
    const text = bigText('.', 10_000_000);
    const result = withinBudget(() => parseBoard(text));
    expect(result).toEqual({
      ok: false,
      error: { line: 1, message: 'row has 10000000 cells, more than the 100000 a board can have' },
    });
    expect(parseBoard('.'.repeat(MAX_SIDE)).ok).toBe(true);
  });

  it('refuses more rows than any board by their count, without keeping them', () => {
    const text = bigText('*\n', 150_000);
    const result = withinBudget(() => parseBoard(text));
    expect(result).toEqual({
      ok: false,
      error: { line: MAX_SIDE + 1, message: '150000 rows, more than the 100000 a board can have' },
    });
    // Blank lines after the last row are not rows.
    expect(parseBoard(`*\n${'\n'.repeat(1_000_000)}`).ok).toBe(true);
  });

  it('allocates nothing for a wide first row over many short ones (110 KB used to ask for 500 MB)', () => {
    const text = bigText('.', 100_000) + bigText('\n.', 5_000);
    expect(withinBudget(() => parseBoard(text))).toEqual({
      ok: false,
      error: { line: 2, message: 'row has 1 cells, the first row has 100000' },
    });
    // Rows of one shared string: a 20,000 x 20,000 grid without 400 MB of text.
    expect(gridTextFault(Array(20_000).fill('.'.repeat(20_000)))).toEqual({
      line: 1,
      message: '20000x20000 is 400000000 cells, more than the 268435456 a board can have',
    });
    expect(gridTextFault(Array(16_384).fill('.'.repeat(16_384)))).toBeUndefined();
  });

  it('shows a bad character escaped, and ignores trailing spaces', () => {
    expect(parseBoard('..\n.\u001b')).toEqual({
      ok: false,
      error: { line: 2, column: 2, message: 'unexpected "\\u001b" at column 2: use * or .' },
    });
    expect(parseBoard('*.  \r\n..\t\r\n')).toMatchObject({
      ok: true,
      value: { width: 2, height: 2, mines: 1 },
    });
  });

  it('parsing cost grows linearly with the text', () => {
    expectLinearCost(
      (n) => `${'*.'.repeat(50)}\n`.repeat(n),
      (text) => parseBoard(text),
      2_000,
    );
  });
});
