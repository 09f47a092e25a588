import { fc, test } from '@fast-check/vitest';
import { InvalidArgumentError } from 'commander';
import { describe, expect } from 'vitest';
import { expectLinearCost, hostileString, mutated, withinBudget } from '../../../test/hostile.ts';
import { FIRST_CLICK_RULES, LEVELS, MAX_SIDE } from '../../mines/index.ts';
import { InputError } from '../io.ts';
import { cellOption, levelOption, paramsFrom, ruleOption, seedFrom } from './options.ts';

/** An option parser's result, or the message of the usage error it throws (anything else fails the test). */
function outcome<T>(parse: () => T): { value: T } | { refused: string } {
  try {
    return { value: parse() };
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError);
    return { refused: (error as Error).message };
  }
}

describe('arcade mines options from a stranger', () => {
  const values = fc.oneof(
    mutated(fc.constantFrom(...LEVELS, ...FIRST_CLICK_RULES, '3,4', '0,0', '99999,99999', ' 12 , 7 ')),
    hostileString(),
  );

  test.prop([values], { numRuns: 400 })(
    'every option value is taken as asked or refused with what was expected, quickly and short',
    (value) => {
      const level = withinBudget(() => outcome(() => levelOption(value)));
      if ('value' in level) expect(LEVELS).toContain(level.value);
      else expect(level.refused).toBe('expected one of beginner, intermediate, expert');
      const rule = withinBudget(() => outcome(() => ruleOption(value)));
      if ('value' in rule) expect(FIRST_CLICK_RULES).toContain(rule.value);
      else expect(rule.refused).toBe('expected one of any, safe, opening');
      const cell = withinBudget(() => outcome(() => cellOption(value)));
      if ('value' in cell) {
        for (const n of [cell.value.x, cell.value.y])
          expect(Number.isInteger(n) && n >= 0 && n < MAX_SIDE).toBe(true);
      } else {
        expect(cell.refused).toMatch(
          /^expected a cell like b3, or X,Y \(0-based column and row, each below 100000\), got ".*"$|^(".*" is|column|row) /s,
        );
        expect(cell.refused.length).toBeLessThanOrEqual(80 + 6 * 40);
      }
      const seed = withinBudget(() => seedFrom(value));
      expect(typeof seed === 'string' ? seed === value : Number.isSafeInteger(seed)).toBe(true);
    },
  );

  test('a first click is refused past the widest board, by its digits before any arithmetic', () => {
    expect(outcome(() => cellOption('99999,0'))).toEqual({ value: { x: 99_999, y: 0 } });
    for (const value of ['100000,0', `${'9'.repeat(400)},1`, '1e400,0', '-1,0', '1.5,2', ','])
      expect(outcome(() => cellOption(value))).toEqual({
        refused: expect.stringMatching(/^expected a cell like b3, or X,Y/),
      });
  });

  test('a first click is also a cell name, as the game names cells (b3: column b, row 3)', () => {
    expect(outcome(() => cellOption('b3'))).toEqual({ value: { x: 1, y: 2 } });
    expect(outcome(() => cellOption(' AD16 '))).toEqual({ value: { x: 29, y: 15 } });
    expect(outcome(() => cellOption('a0'))).toEqual({
      refused: 'row 0 is outside the board (rows are 1 to 100000)',
    });
    expect(outcome(() => cellOption('b'))).toEqual({ refused: '"b" is not a cell name like a1 or c7' });
  });

  test('reading a first click costs time linear in its text, spaces and all', () => {
    expectLinearCost(
      (n) => `1${' '.repeat(n)},${' '.repeat(n)}x`,
      (value) => outcome(() => cellOption(value)),
      20_000,
    );
  });

  test('sizes that make no board name what is wrong', () => {
    expect(() => paramsFrom({ width: 100_000, height: 100_000 }, 'any')).toThrow(
      new InputError('100000x100000 is 10000000000 cells, more than the 268435456 allowed'),
    );
    expect(() => paramsFrom({ width: 30, height: 16, mines: 500 }, 'opening')).toThrow(
      /500 mines do not fit on 30x16/,
    );
    expect(paramsFrom({ width: 40 }, 'safe')).toEqual({
      width: 40,
      height: 9,
      mines: 10,
      firstClick: 'safe',
    });
    expect(paramsFrom({ level: 'expert' }, 'safe')).toEqual({
      width: 30,
      height: 16,
      mines: 99,
      firstClick: 'safe',
    });
  });

  test('a level with a size is refused, naming the options that clash', () => {
    expect(() => paramsFrom({ level: 'expert', width: 10 }, 'opening')).toThrow(
      new InputError(
        '--level expert and --width clash: give either a level or the size (--width, --height, --mines)',
      ),
    );
    expect(() => paramsFrom({ level: 'beginner', height: 5, mines: 3 }, 'any')).toThrow(
      /^--level beginner and --height, --mines clash/,
    );
  });
});
