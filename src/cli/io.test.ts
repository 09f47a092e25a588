import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { InvalidArgumentError } from 'commander';
import { describe, expect } from 'vitest';
import { hostileString, withinBudget } from '../../test/hostile.ts';
import { quote } from '../core/quote.ts';
import { InputError, integerOption, readSource, shortenEchoedInput } from './io.ts';

/** What an option parser does with a value: its result, or the message of the usage error it throws. */
function outcome<T>(parse: (value: string) => T, value: string): { value: T } | { refused: string } {
  try {
    return { value: parse(value) };
  } catch (error) {
    expect(error).toBeInstanceOf(InvalidArgumentError);
    return { refused: (error as Error).message };
  }
}

describe('integer options', () => {
  const count = integerOption(1, 10_000_000);

  test.each(
    [
      '1e400',
      '-1',
      '0',
      '1.5',
      '9999999999',
      '10000001',
      'NaN',
      'Infinity',
      '',
      ' ',
      '0x10',
      '1_000',
      '٣',
      '9'.repeat(400),
    ].map((value) => [quote(value), value]),
  )('refuses %s with the range expected', (_, value) => {
    expect(outcome(count, value)).toEqual({
      refused: expect.stringMatching(/^expected a whole number from 1 to 10000000, got ".*"$/),
    });
  });

  test('accepts whole numbers in range, spaces around them, and never gives -0', () => {
    expect([' 7 ', '10000000', '0001'].map(count)).toEqual([7, 10_000_000, 1]);
    expect(Object.is(integerOption(0)('-0'), 0)).toBe(true);
  });

  test.prop([fc.oneof(hostileString(), fc.integer().map(String), fc.double().map(String))], { numRuns: 300 })(
    'any value gives a whole number in range or a short usage error, quickly',
    (value) => {
      const result = withinBudget(() => outcome(count, value));
      if ('value' in result) {
        expect(Number.isSafeInteger(result.value) && result.value >= 1 && result.value <= 10_000_000).toBe(
          true,
        );
      } else expect(result.refused.length).toBeLessThanOrEqual(50 + 3 + 6 * 40);
    },
  );
});

describe("commander's echo of a refused argument", () => {
  test('is cut short and escaped', () => {
    const long = `\u001b[31m${'x'.repeat(100_000)}`;
    expect(
      shortenEchoedInput(
        `error: option '--level <level>' argument '${long}' is invalid. expected one of a, b\n`,
      ),
    ).toBe(
      `error: option '--level <level>' argument "\\u001b[31m${'x'.repeat(35)}…" is invalid. expected one of a, b\n`,
    );
    expect(shortenEchoedInput(`error: unknown option '--${'y'.repeat(500)}'\n(Did you mean --seed?)\n`)).toBe(
      `error: unknown option "--${'y'.repeat(38)}…"\n(Did you mean --seed?)\n`,
    );
    expect(shortenEchoedInput("error: unknown command 'it's'\n")).toBe('error: unknown command "it\'s"\n');
    expect(shortenEchoedInput("error: missing required argument 'file'\n")).toBe(
      "error: missing required argument 'file'\n",
    );
  });

  test.prop([hostileString(2000)])('whatever the argument, the message stays short', (value) => {
    const message = withinBudget(() =>
      shortenEchoedInput(`error: option '--count <n>' argument '${value}' is invalid. expected a number\n`),
    );
    expect(message.length).toBeLessThanOrEqual(120 + 6 * 40);
    expect(message).toMatch(/^error: option '--count <n>' argument ".*" is invalid\. expected a number\n$/s);
  });
});

describe('reading an input', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arcade-io-'));

  test('reads a file whole, and refuses one larger than the limit before reading it', () => {
    const file = join(dir, 'small.txt');
    writeFileSync(file, 'héllo\n');
    expect(readSource(file)).toEqual({ name: file, text: 'héllo\n' });
    writeFileSync(file, 'x'.repeat(2_000));
    expect(() => readSource(file, 1_000)).toThrow(
      new InputError('more than 1000 bytes, the most one input may hold', file),
    );
  });

  test('stops reading an endless input at the limit', () => {
    // /dev/zero never ends: it is read in chunks and refused once over the limit, never held whole.
    const endless = withinBudget(() => {
      try {
        return readSource('/dev/zero', 3 * 2 ** 20);
      } catch (error) {
        return error;
      }
    });
    expect(endless).toEqual(
      new InputError(`more than ${3 * 2 ** 20} bytes, the most one input may hold`, '/dev/zero'),
    );
  });

  test('names a missing file or a directory as bad input', () => {
    expect(() => readSource(join(dir, 'nothing'))).toThrow(/no such file/);
    expect(() => readSource(dir)).toThrow(/cannot read \(EISDIR\)/);
  });
});
