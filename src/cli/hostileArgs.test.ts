/**
 * Hostile arguments and input through the real `arcade` command: each is refused with exit status 2
 * and one short line naming the option (or file and line) and what was expected; never a hang, a stack trace,
 * or an echo of the whole argument.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';
import { AI_NAMES } from '../puyo/ai/levels.ts';

const arcade = (args: string[], input = '') =>
  spawnSync('node', ['bin/arcade.js', ...args], { input, encoding: 'utf8', timeout: 60_000 });

/** One short line: 200 characters, or the list of AI names an unknown AI's message holds and 100 more. */
const SHORT = Math.max(200, AI_NAMES.join(', ').length + 100);

const longName = `\u001b[31m${'x'.repeat(5_000)}`;

const cases: [string, string[], RegExp][] = [
  [
    'a count past any run',
    ['mines', 'generate', '--count', '1e400'],
    /^error: option '--count <N>' argument "1e400" is invalid\. expected a whole number from 1 to 10000000/,
  ],
  [
    'a width past any board',
    ['mines', 'play', '--width', '9999999999'],
    /^error: option '--width <W>' argument "9999999999" is invalid\. expected a whole number from 1 to 100000,/,
  ],
  [
    'a negative mine count',
    ['mines', 'generate', '--mines', '-1'],
    /^error: option '--mines <M>' argument "-1" is invalid\. expected a whole number from 0 to 268435456/,
  ],
  [
    'a level of 5,000 characters and a terminal escape',
    ['mines', 'generate', '--level', longName],
    /^error: option '--level <level>' argument "\\u001b\[31mx{35}…" is invalid\. expected one of beginner, intermediate, expert$/,
  ],
  [
    'a first click with too many digits',
    ['mines', 'generate', '--first-click', '99999999999,0'],
    /^error: option '--first-click <cell>' argument "99999999999,0" is invalid\. expected a cell like b3, or X,Y \(0-based column and row, each below 100000\)/,
  ],
  [
    'a board of ten thousand million cells',
    ['mines', 'generate', '--width', '100000', '--height', '100000'],
    /^arcade: 100000x100000 is 10000000000 cells, more than the 268435456 allowed$/,
  ],
  [
    'NaN games',
    ['mines', 'bench-solver', '--level', 'expert', '--first-click', 'safe', '--games', 'NaN'],
    /^error: option '--games <n>' argument "NaN" is invalid\. expected a whole number from 1 to 10000000/,
  ],
  [
    'a puzzle count with an extra digit or four',
    ['sudoku', 'generate', '--level', 'easy', '--count', '99999999999'],
    /^error: option '--count <n>' argument "99999999999" is invalid\. expected a whole number from 1 to 10000000/,
  ],
  [
    'a fractional first puzzle',
    ['sudoku', 'generate', '--level', 'easy', '--seed', '1.5'],
    /^error: option '--seed <n>' argument "1\.5" is invalid\. expected a whole number from 0 to 9007199244740991/,
  ],
  [
    'a puzzle to play of 5,000 characters and a terminal escape',
    ['sudoku', 'play', '--puzzle', longName],
    /^arcade: --puzzle: unexpected character "\\u001b" at position 1: expected 1-9, \. or 0$/,
  ],
  [
    'a puzzle number past the nine digits',
    ['sudoku', 'play', '--number', '1000000000'],
    /^error: option '--number <n>' argument "1000000000" is invalid\. expected a whole number from 1 to 999999999/,
  ],
  [
    'an empty game count',
    ['puyo', 'solo', '--ai', 'easy', '--games', ''],
    /^error: option '--games <n>' argument "" is invalid\. expected a whole number from 1 to 10000000/,
  ],
  [
    'a match longer than a day',
    ['puyo', 'versus', '--p1', 'easy', '--p2', 'easy', '--max-ticks', '1e400'],
    /^error: option '--max-ticks <t>' argument "1e400" is invalid\. expected a whole number from 1 to 5184000/,
  ],
  [
    'an AI of 5,000 characters',
    ['puyo', 'solo', '--ai', longName],
    /^arcade: --ai: unknown AI "\\u001b\[31mx{35}…" \(expected one of /,
  ],
  [
    'an unknown option of 5,000 characters',
    ['mines', 'generate', `--${'z'.repeat(5_000)}`],
    /^error: unknown option "--z{38}…"$/,
  ],
];

describe('arcade with hostile arguments', () => {
  test.each(cases)('refuses %s with exit status 2 and a short message', (_, args, message) => {
    const run = arcade(args);
    expect(run.status).toBe(2);
    expect(run.stdout).toBe('');
    const [first] = run.stderr.split('\n');
    expect(first).toMatch(message);
    expect(first.length).toBeLessThan(SHORT);
    expect(run.stderr).not.toMatch(/\n\s+at |internal error/);
    expect(run.stderr).not.toContain('\u001b');
  });

  test('mines stats refuses a row wider than any board by its length, and goes on with the next board', () => {
    const run = arcade(['mines', 'stats'], `${'.'.repeat(1_000_000)}\n\n*.\n..\n`);
    expect(run.status).toBe(2);
    expect(
      run.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line)),
    ).toEqual([
      { line: 1, error: 'row has 1000000 cells, more than the 100000 a board can have' },
      expect.objectContaining({ width: 2, height: 2, mines: 1 }),
    ]);
    expect(run.stderr).toBe(
      'arcade: <stdin>:1: row has 1000000 cells, more than the 100000 a board can have\n',
    );
  });
});
