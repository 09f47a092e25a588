import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { expectResultShape, hostileString, withinBudget } from '../../../test/hostile.ts';
import { parseCommand } from './commands.ts';

const parsed = (line: string) => {
  const result = parseCommand(line);
  return result.ok ? result.value : result.error;
};

describe('the terminal Sudoku commands', () => {
  it('reads places, clears and marks on cells named a1..i9, in any case and spacing', () => {
    expect(parsed('e3 7')).toEqual({ kind: 'place', cell: 2 * 9 + 4, digit: 7 });
    expect(parsed('  I9   0 ')).toEqual({ kind: 'place', cell: 80, digit: 0 });
    expect(parsed('n a1 9')).toEqual({ kind: 'mark', cell: 0, digit: 9 });
    expect(parsed('N B2 1')).toEqual({ kind: 'mark', cell: 10, digit: 1 });
  });

  it('reads the words and their short forms', () => {
    const words = ['q', 'quit', '?', 'help', 'check', 'hint', 'u', 'undo', 'r', 'redo', 'fill', 'CHECK'];
    expect(words.map((word) => (parsed(word) as { kind: string }).kind)).toEqual([
      'quit',
      'quit',
      'help',
      'help',
      'check',
      'hint',
      'undo',
      'undo',
      'redo',
      'redo',
      'fill',
      'check',
    ]);
  });

  it('refuses a bad line with the reason', () => {
    expect(parsed('')).toBe('type a cell and a digit like e3 7, or ? for help');
    expect(parsed('j1 5')).toBe('column "j" is outside the grid (last column is i)');
    expect(parsed('a10 5')).toBe('row 10 is outside the grid (rows are 1 to 9)');
    expect(parsed('e3')).toBe('"e3" is not a move: type e3 7 (? for help)');
    expect(parsed('n e3')).toBe('"n e3" is not a move: type n e3 7 (? for help)');
    expect(parsed('e3 7 8')).toBe('"e3 7 8" is not a move: type e3 7 (? for help)');
    expect(parsed('e3 x')).toBe('"x" is not a digit 0-9 (0 clears)');
    expect(parsed('e3 10')).toBe('"10" is not a digit 0-9 (0 clears)');
    expect(parsed('n e3 0')).toBe('"0" is not a digit 1-9');
    expect(parsed('hello world')).toBe('"hello" is not a cell name like a1 or c7');
    expect(parsed('constructor')).toBe('"constructor" is not a move: type e3 7 (? for help)');
  });

  test.prop([hostileString(400)])('any line gives a command or a short reason, quickly', (line) => {
    expectResultShape(
      withinBudget(() => parseCommand(line)),
      160,
    );
  });
});
