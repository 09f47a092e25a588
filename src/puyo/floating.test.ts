import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Field } from './field.ts';
import { floatingPuyo } from './floating.ts';
import { field } from './testFields.ts';

describe('a floating puyo', () => {
  it('is found lowest first, then leftmost', () => {
    expect(floatingPuyo(field(['..R...', '......', '.B....', '.G....'].join('\n')))).toEqual({
      col: 2,
      row: 4,
    });
    expect(floatingPuyo(field(['R.....', '......', '....Y.'].join('\n')))).toEqual({ col: 0, row: 3 });
  });

  test.prop([
    fc.array(
      fc.tuple(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 13 }),
        fc.integer({ min: 1, max: 6 }),
      ),
    ),
  ])('is there exactly when settling would move something', (cells) => {
    const f = new Field();
    for (const [col, row, cell] of cells) f.set(col, row, cell as 1);
    const settled = f.clone();
    settled.settle();
    expect(floatingPuyo(f) === undefined).toBe(settled.equals(f));
  });
});
