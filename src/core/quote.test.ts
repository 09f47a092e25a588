import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hostileString } from '../../test/hostile.ts';
import { hasLoneSurrogate, QUOTE_LIMIT, quote, shown } from './quote.ts';

describe('quote', () => {
  it('shows short text whole and long text as a prefix with an ellipsis', () => {
    expect(quote('b3')).toBe('"b3"');
    expect(quote('x'.repeat(100))).toBe(`"${'x'.repeat(QUOTE_LIMIT)}…"`);
  });

  it('escapes controls, bidi overrides, zero-width characters and lone surrogates', () => {
    expect(quote('a\u0000b\u202ec\u200bd\ud800e\udc00')).toBe('"a\\u0000b\\u202ec\\u200bd\\ud800e\\udc00"');
    expect(quote('\ud83d\ude00')).toBe('"\ud83d\ude00"');
  });

  test.prop([hostileString(2000)])('a quote is short and well formed whatever the text', (text) => {
    const quoted = quote(text);
    expect(quoted.length).toBeLessThanOrEqual(2 + QUOTE_LIMIT * 6 + 1);
    expect(hasLoneSurrogate(quoted)).toBe(false);
    // biome-ignore lint/suspicious/noControlCharactersInRegex: no control character may be left in a quote
    expect(/[\u0000-\u001f\u202e]/.test(quoted)).toBe(false);
  });

  it('tells lone surrogates from pairs', () => {
    expect(hasLoneSurrogate('a\ud800')).toBe(true);
    expect(hasLoneSurrogate('\udc00a')).toBe(true);
    expect(hasLoneSurrogate('\ud83d\ude00')).toBe(false);
    expect(hasLoneSurrogate('plain')).toBe(false);
  });

  it('shows any value from outside short: numbers as they print, text quoted, the rest by kind', () => {
    expect([Number('1e400'), Number.NaN, -0, 2 ** 60].map(shown)).toEqual([
      'Infinity',
      'NaN',
      '0',
      '1152921504606847000',
    ]);
    expect(shown('x'.repeat(1000))).toBe(quote('x'.repeat(1000)));
    expect([null, undefined, true, [1, 2], { toString: 1 }, () => 0].map(shown)).toEqual([
      'null',
      'undefined',
      'true',
      'a list',
      'an object',
      'a function',
    ]);
  });
});
