import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { bigText } from '../../test/bigText.ts';
import {
  expectLinearCost,
  expectResultShape,
  hostileString,
  mutated,
  withinBudget,
} from '../../test/hostile.ts';
import { resolveChain } from './chain.ts';
import { Field } from './field.ts';
import { describeFieldError, makeField, parseField } from './format.ts';

describe('parseField / makeField', () => {
  test('rows count from the bottom line; fewer lines mean empty rows above', () => {
    const parsed = parseField('R.....\n.GB.YP\nOOOOOO');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    const f = parsed.value;
    expect([f.get(0, 3), f.get(1, 2), f.get(2, 2), f.get(4, 2), f.get(5, 2), f.get(3, 1)]).toEqual([
      1, 2, 3, 4, 5, 6,
    ]);
    expect(f.count()).toBe(11);
  });

  test('lower case is accepted, trailing blank lines ignored', () => {
    const parsed = parseField('rgbypo\n\n');
    expect(parsed.ok && parsed.value.get(5, 1)).toBe(6);
  });

  test('row 14, the turning space, is read and written as a 14th line; its puyo stays put and never pops', () => {
    const text = ['R.....', 'R.....', 'R.....', ...Array(10).fill('......'), 'R.....'].join('\n');
    const parsed = parseField(text);
    if (!parsed.ok) throw new Error(describeFieldError(parsed.error));
    expect(parsed.value.get(0, 14)).toBe(1);
    expect(parsed.value.get(0, 13)).toBe(1);
    expect(makeField(parsed.value)).toBe(text);
    parsed.value.settle();
    // Rows 13 and 12 fall to the floor; the row-14 puyo stays where it was.
    expect([1, 2, 3, 4, 14].map((row) => parsed.value.get(0, row))).toEqual([1, 1, 1, 0, 1]);
    expect(resolveChain(parsed.value).chains).toBe(0); // four reds, but the one in row 14 never joins them
  });

  test('makeField writes 12 lines, 13 when the hidden row is used', () => {
    const f = new Field();
    f.set(0, 1, 1);
    expect(makeField(f).split('\n')).toHaveLength(12);
    f.set(3, 13, 2);
    const text = makeField(f);
    expect(text.split('\n')).toHaveLength(13);
    expect(text.split('\n')[0]).toBe('...G..');
  });

  test.each([
    ['RRRRR', 'line 1, column 6: line has 5 characters, expected 6'],
    ['......\nRRRRRRR', 'line 2, column 7: line has 7 characters, expected 6'],
    ['......\nRR.X..', 'line 2, column 4: unexpected character "X" (expected one of R G B Y P O .)'],
    [Array(15).fill('......').join('\n'), 'line 15: a field has at most 14 lines, got 15'],
    ['', 'line 1: empty field'],
  ])('error for %j', (text, message) => {
    const parsed = parseField(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(describeFieldError(parsed.error)).toBe(message);
  });

  const arbText = fc
    .array(fc.array(fc.constantFrom(...'.RGBYPO'), { minLength: 6, maxLength: 6 }), {
      minLength: 14,
      maxLength: 14,
    })
    .map((rows) => rows.map((row) => row.join('')));

  test.prop([arbText], { numRuns: 500 })('round trip: text -> field -> text', (rows) => {
    const lines = [...rows];
    while (lines.length > 12 && lines[0] === '......') lines.shift();
    const text = lines.join('\n');
    const parsed = parseField(text);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(makeField(parsed.value)).toBe(text);
  });

  test.prop([arbText], { numRuns: 500 })('round trip: field -> text -> field', (rows) => {
    const parsed = parseField(rows.join('\n'));
    if (!parsed.ok) throw new Error('unparsable');
    const again = parseField(makeField(parsed.value));
    expect(again.ok && again.value.equals(parsed.value)).toBe(true);
  });
});

describe('field text from a stranger', () => {
  const validText = fc
    .array(fc.string({ unit: fc.constantFrom(...'.RGBYPOrgbypo'), minLength: 6, maxLength: 6 }), {
      minLength: 1,
      maxLength: 13,
    })
    .map((rows) => rows.join('\n'));

  test.prop([fc.oneof(mutated(validText), hostileString())], { numRuns: 400 })(
    'any text gives a field that round-trips, or an error naming its line, quickly',
    (text) => {
      const result = withinBudget(() => parseField(text));
      expectResultShape(result, 160);
      if (!result.ok) {
        expect(describeFieldError(result.error)).toMatch(/^line \d+(, column \d+)?: /);
        return;
      }
      const again = parseField(makeField(result.value));
      expect(again.ok && again.value.equals(result.value)).toBe(true);
    },
  );

  test('shows a bad character escaped, never raw', () => {
    const parsed = parseField('RR\u0007...');
    expect(!parsed.ok && describeFieldError(parsed.error)).toBe(
      'line 1, column 3: unexpected character "\\u0007" (expected one of R G B Y P O .)',
    );
  });

  test('refuses a text of too many lines by their count, and long lines at their 7th character', () => {
    const [tall, long] = [bigText('RRRRRR\n', 100_000), bigText('R', 10_000_000)];
    const many = withinBudget(() => parseField(tall));
    expect(!many.ok && describeFieldError(many.error)).toBe(
      'line 15: a field has at most 14 lines, got 100000',
    );
    const wide = withinBudget(() => parseField(long));
    expect(!wide.ok && describeFieldError(wide.error)).toBe(
      'line 1, column 7: line has 10000000 characters, expected 6',
    );
    expect(parseField(`RRRRRR${'\n \t'.repeat(1_000_000)}`).ok).toBe(true);
  });

  test('parsing cost grows linearly with the text', () => {
    expectLinearCost(
      (n) => `${'R'.repeat(n)}\n`.repeat(13),
      (text) => parseField(text),
      20_000,
    );
  });
});
