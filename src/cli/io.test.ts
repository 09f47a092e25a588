import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fc, test } from '@fast-check/vitest';
import { InvalidArgumentError } from 'commander';
import { describe, expect } from 'vitest';
import { hostileString, measureCostAsync, withinBudget } from '../../test/hostile.ts';
import { quote } from '../core/quote.ts';
import { InputError, integerOption, shortenEchoedInput } from './io.ts';
import { type Input, type Line, openInput } from './jobs/input.ts';

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
  const lines = async (input: Input) => {
    const list: Line[] = [];
    for await (const line of input.lines) list.push(line);
    return list;
  };

  test('streams a file as lines, however its chunks cut them (CRLF, a character of several bytes)', async () => {
    const file = join(dir, 'small.txt');
    const text = `h\u00e9llo\r\n${'\u00e9'.repeat(300_000)}\n\nend`;
    writeFileSync(file, text);
    const input = openInput(file);
    expect(input.name).toBe(file);
    expect(await lines(input)).toEqual(text.split(/\r?\n/).map((line, index) => ({ text: line, index })));
    expect(input.fraction()).toBe(1);
  });

  test('stops reading an endless line at the limit', async () => {
    // /dev/zero never ends and has no line end: it is read in chunks and refused once over the limit.
    const { value: endless, ms } = await measureCostAsync(() =>
      lines(openInput('/dev/zero', 3 * 2 ** 20)).catch((error) => error),
    );
    expect(endless).toEqual(
      new InputError(
        `more than ${3 * 2 ** 20} characters in one record, the most one record may hold`,
        '/dev/zero',
        1,
      ),
    );
    expect(ms).toBeLessThan(2_000);
  });

  test('names a missing file or a directory as bad input', () => {
    expect(() => openInput(join(dir, 'nothing'))).toThrow(/no such file/);
    expect(() => openInput(dir)).toThrow(/cannot read \(EISDIR\)/);
  });
});
