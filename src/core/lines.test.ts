import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { bigText } from '../../test/bigText.ts';
import { hostileString, withinBudget } from '../../test/hostile.ts';
import { leadingLines, textLines } from './lines.ts';

const lineText = fc.oneof(
  hostileString(40),
  fc.string({ unit: fc.constantFrom('\n', '\r', '\r\n', ' ', '\t', 'a', '.'), maxLength: 40 }),
);

/** What the parsers did before: split the whole text, drop the blank lines at its end. */
function splitReference(text: string): string[] {
  const lines = text.split(/\r?\n/);
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  return lines;
}

describe('lines of a text, one at a time', () => {
  test.prop([lineText])('cut exactly where split(/\\r?\\n/) cuts, with their index and offset', (text) => {
    const lines = [...textLines(text)];
    expect(lines.map((line) => line.text)).toEqual(text.split(/\r?\n/));
    for (const line of lines) {
      expect(text.startsWith(line.text, line.start)).toBe(true);
      expect(line.start === 0 || text[line.start - 1] === '\n').toBe(true);
    }
    expect(lines.map((line) => line.index)).toEqual(lines.map((_, i) => i));
  });

  test.prop([lineText, fc.nat(12)])(
    'leading lines: the lines up to the last non-blank one, or only their count past the limit',
    (text, max) => {
      const expected = splitReference(text);
      const { count, lines } = leadingLines(text, max);
      expect(count).toBe(expected.length);
      expect(lines).toEqual(count > max ? undefined : expected);
    },
  );

  test('counting many lines past the limit keeps none of them', () => {
    const text = bigText('x\n', 150_000);
    const { count, lines } = withinBudget(() => leadingLines(text, 13));
    expect([count, lines]).toEqual([150_000, undefined]);
  });
});
