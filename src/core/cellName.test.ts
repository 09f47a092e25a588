import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  expectLinearCost,
  expectResultShape,
  hostileString,
  mutated,
  withinBudget,
} from '../../test/hostile.ts';
import { cellName, columnName, parseCellName, parseColumnName } from './cellName.ts';

describe('cell names', () => {
  it('letters columns like a spreadsheet', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnName)).toEqual([
      'a',
      'b',
      'z',
      'aa',
      'ab',
      'az',
      'ba',
      'zz',
      'aaa',
    ]);
    expect(cellName(0, 0)).toBe('a1');
    expect(cellName(8, 8)).toBe('i9');
  });

  test.prop([fc.nat(100_000)])('column names round-trip', (x) => {
    expect(parseColumnName(columnName(x))).toBe(x);
  });

  test.prop([fc.nat(999), fc.nat(999)])('cell names round-trip, upper case too', (x, y) => {
    const name = cellName(x, y);
    expect(parseCellName(name, 1000, 1000)).toEqual({ ok: true, value: { x, y } });
    expect(parseCellName(name.toUpperCase(), 1000, 1000)).toEqual({ ok: true, value: { x, y } });
  });

  it('names what is wrong with a bad cell', () => {
    const bad = (text: string) => {
      const result = parseCellName(text, 9, 9);
      return result.ok ? '' : result.error;
    };
    expect(bad('j1')).toMatch(/column "j" is outside/);
    expect(bad('a10')).toMatch(/row 10 is outside/);
    expect(bad('a0')).toMatch(/row 0 is outside/);
    expect(bad('1a')).toMatch(/not a cell name/);
    expect(bad('')).toMatch(/not a cell name/);
  });
});

describe('cell names from a stranger', () => {
  const isLetters = /^[a-z]+$/i;
  test.prop([mutated(fc.tuple(fc.nat(1000), fc.nat(1000)).map(([x, y]) => cellName(x, y))), fc.nat(2000)])(
    'any text gives a cell or a named error, quickly, and never a column past the board',
    (text, width) => {
      const result = withinBudget(() => parseCellName(text, width + 1, width + 1));
      expectResultShape(result);
      if (result.ok) expect(result.value.x).toBeLessThanOrEqual(width);
    },
  );

  test.prop([hostileString(), fc.constantFrom(Number.POSITIVE_INFINITY, Number.NaN, 0, -5, 2 ** 60)])(
    'bounds that are no board still give a value or a named error',
    (text, bound) => {
      expectResultShape(withinBudget(() => parseCellName(text, bound, bound)));
    },
  );

  it('refuses a name longer than any board by its length, without arithmetic on it', () => {
    const long = `${'z'.repeat(5000)}1`;
    const result = withinBudget(() =>
      parseCellName(long, Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY),
    );
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/too long for a cell name/) });
    expect(result.ok || result.error.length < 80).toBe(true);
    expect(parseCellName('zzzzzzz1', 1e9, 1e9)).toMatchObject({
      error: expect.stringMatching(/more than 6 letters/),
    });
    expect(parseCellName(`a${'9'.repeat(10)}`, 1e9, 1e9)).toMatchObject({
      error: expect.stringMatching(/more than 9 digits/),
    });
  });

  it('column names exist only for whole columns from 0', () => {
    for (const bad of [Number.POSITIVE_INFINITY, Number.NaN, -1, 0.5, 2 ** 60])
      expect(() => columnName(bad)).toThrow(RangeError);
    expect(isLetters.test(columnName(Number.MAX_SAFE_INTEGER))).toBe(true);
  });

  it('parsing cost grows linearly with the text', () => {
    expectLinearCost(
      (n) => ` ${'a'.repeat(n)} `,
      (text) => parseCellName(text, 9, 9),
      20_000,
    );
  });
});
