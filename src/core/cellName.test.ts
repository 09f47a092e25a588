import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
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
