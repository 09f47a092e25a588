import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Field } from '../../../puyo/index.ts';
import { readSimField, simFieldText } from './simField.ts';

describe('the simulator field in a link', () => {
  it('refuses what no game could hold, saying why', () => {
    expect(readSimField('R.....\n......\nB.....')).toEqual({
      ok: false,
      error: { kind: 'floating', col: 0, row: 3 },
    });
    expect(readSimField(Array(14).fill('......').join('\n'))).toEqual({
      ok: false,
      error: { kind: 'rows', rows: 14 },
    });
    expect(readSimField('RR\nGG')).toEqual({ ok: false, error: { kind: 'text', line: 1 } });
    expect(readSimField('x'.repeat(201))).toEqual({ ok: false, error: { kind: 'long' } });
    expect(readSimField('......\nRRGG..\n').ok).toBe(true);
  });

  test.prop([
    fc.array(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 13 }), { minLength: 6, maxLength: 6 }),
  ])('a settled field written for a link reads back the same', (stacks) => {
    const field = new Field();
    stacks.forEach((stack, col) => {
      for (const cell of stack) field.drop(col, cell as 1);
    });
    const read = readSimField(simFieldText(field));
    expect(read.ok && read.field.equals(field)).toBe(true);
  });
});
