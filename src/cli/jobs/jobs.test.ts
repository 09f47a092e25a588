/**
 * Every batch command over worker threads, through the real `arcade` command: the same bytes, bad-record
 * lines and exit status with one job as with three; a reader that stops early; Ctrl+C (a real SIGINT) that leaves
 * the finished items written in order, and `--resume` that goes on from them to the bytes of an uninterrupted run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { hasTmux, startInTmux } from '../../../test/tmux.ts';
import { generatePuzzleNumber, makePuzzle } from '../../sudoku/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'arcade-jobs-'));
const arcade = (args: string[], input = '') =>
  spawnSync('node', ['bin/arcade.js', ...args], {
    input,
    encoding: 'utf8',
    timeout: 120_000,
    maxBuffer: 2 ** 28,
  });

/** Timings differ from run to run, whatever the jobs: they are masked before outputs are compared. */
const masked = (text: string) => text.replace(/"(ms|msPerMove|msPerGame)":[-+.\deE]+/g, '"$1":0');

const puzzles = Array.from({ length: 6 }, (_, i) => makePuzzle(generatePuzzleNumber('easy', i + 1).puzzle));
const write = (name: string, text: string): string => {
  const file = join(dir, name);
  writeFileSync(file, text);
  return file;
};
const puzzleFile = write(
  'puzzles.txt',
  [
    '# six puzzles and three bad lines',
    puzzles[0],
    'x'.repeat(81),
    ...puzzles.slice(1, 4),
    '55',
    '.'.repeat(81),
    ...puzzles.slice(4),
    '',
  ].join('\n'),
);
const boardFile = write('boards.txt', '*..\n...\n..*\n\n*.\n.\n\n...\n.*.\n...\n\n**\n**\n');
const fieldFile = write('fields.txt', 'RR\nRR\n\nRRX\n\nR.....\nR.....\nBRBBGG\n');

const repeated = (text: string, times: number) =>
  write(`many-${times}-${text.length}.txt`, text.repeat(times));
const goodPuzzles = repeated(`${puzzles.join('\n')}\n`, 20_000);
const statsInput = repeated('*..\n...\n..*\n\n', 200_000);
const chainInput = repeated('R.....\nR.....\nBRBBGG\n\n', 200_000);

/**
 * Every command: a small run (with bad records where there is input), and for each command one run with more
 * output than a pipe holds, so that a reader that stops early finds it still writing.
 */
const table: [string, string[], string[] | undefined][] = [
  ['sudoku solve', ['sudoku', 'solve', puzzleFile], ['sudoku', 'solve', goodPuzzles]],
  ['sudoku grade', ['sudoku', 'grade', puzzleFile], ['sudoku', 'grade', goodPuzzles]],
  ['sudoku check', ['sudoku', 'check', puzzleFile], ['sudoku', 'check', goodPuzzles]],
  [
    'sudoku generate',
    ['sudoku', 'generate', '--level', 'easy', '--count', '7', '--seed', '40'],
    ['sudoku', 'generate', '--level', 'easy', '--count', '100000'],
  ],
  [
    'sudoku generate --json',
    ['sudoku', 'generate', '--level', 'medium', '--count', '4', '--json'],
    undefined,
  ],
  [
    'mines generate',
    ['mines', 'generate', '--level', 'intermediate', '--count', '7', '--seed', 'j'],
    ['mines', 'generate', '--level', 'expert', '--count', '100000', '--seed', 'j'],
  ],
  [
    'mines generate --no-guess',
    ['mines', 'generate', '--level', 'beginner', '--no-guess', '--count', '4', '--seed', 'j'],
    undefined,
  ],
  ['mines stats', ['mines', 'stats', boardFile], ['mines', 'stats', statsInput]],
  [
    'mines bench-solver',
    ['mines', 'bench-solver', '--level', 'beginner', '--first-click', 'safe', '--games', '40'],
    ['mines', 'bench-solver', '--level', 'beginner', '--first-click', 'safe', '--games', '100000'],
  ],
  ['puyo chain', ['puyo', 'chain', fieldFile], ['puyo', 'chain', chainInput]],
  [
    'puyo solo',
    ['puyo', 'solo', '--ai', 'easy', '--games', '5', '--pairs', '12'],
    ['puyo', 'solo', '--ai', 'easy', '--games', '10000', '--pairs', '12'],
  ],
  [
    'puyo versus',
    ['puyo', 'versus', '--p1', 'easy', '--p2', 'medium', '--games', '3', '--max-ticks', '1500'],
    ['puyo', 'versus', '--p1', 'easy', '--p2', 'easy', '--games', '10000', '--max-ticks', '500'],
  ],
];
const commands = table.map(([name, args]): [string, string[]] => [name, args]);
const endless = table.flatMap(([name, , long]): [string, string[]][] => (long ? [[name, long]] : []));

describe('arcade batch commands with --jobs', () => {
  test.each(commands)('%s: the same bytes, messages and exit status with 1 job as with 3', (_, args) => {
    const one = arcade([...args, '--jobs', '1']);
    const three = arcade([...args, '--jobs', '3']);
    expect(one.stdout.length).toBeGreaterThan(0);
    expect(masked(three.stdout)).toBe(masked(one.stdout));
    expect(three.stderr).toBe(one.stderr);
    expect(three.status).toBe(one.status);
    expect(one.stderr).not.toMatch(/internal error|\n\s+at /);
  });

  test('bad records: one line each in input order, the others run, exit status 2', () => {
    const run = arcade(['sudoku', 'solve', puzzleFile, '--jobs', '3']);
    expect(run.status).toBe(2);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.line ?? line.status)).toEqual([
      'unique',
      3,
      'unique',
      'unique',
      'unique',
      7,
      'multiple',
      'unique',
      'unique',
    ]);
    expect(run.stderr.trim().split('\n')).toEqual([
      `arcade: ${puzzleFile}:3: unexpected character "x" at position 1: expected 1-9, . or 0`,
      `arcade: ${puzzleFile}:7: only 2 cells, expected 81`,
    ]);
  });

  test('no progress and no summary on stderr when it is not a terminal', () => {
    const run = arcade(['sudoku', 'generate', '--level', 'easy', '--count', '3', '--jobs', '2']);
    expect(run.status).toBe(0);
    expect(run.stderr).toBe('');
  });

  test.each(endless)('%s | head -2: ends quietly with status 0, whatever the command', (_, args) => {
    const command = ['node', 'bin/arcade.js', ...args, '--jobs', '2'].join(' ');
    const run = spawnSync('bash', ['-c', `${command} | head -2 | wc -l; echo "status $PIPESTATUS"`], {
      encoding: 'utf8',
      timeout: 120_000,
    });
    expect(run.stdout).toBe('2\nstatus 0\n');
    expect(run.stderr).toBe('');
  });

  test('--jobs is a whole number from 1 to 256', () => {
    const run = arcade(['sudoku', 'generate', '--level', 'easy', '--jobs', '0']);
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(
      /^error: option '--jobs <n>' argument "0" is invalid\. expected a whole number from 1 to 256/,
    );
  });
});

/** Runs the command with stdout appended to `file`; once `ready` lines are there, a real SIGINT. */
async function interrupted(
  args: string[],
  file: string,
  ready: number,
): Promise<{ status: number | null; stderr: string }> {
  const out = openSync(file, 'a');
  const child = spawn('node', ['bin/arcade.js', ...args], { stdio: ['ignore', out, 'pipe'] });
  closeSync(out);
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  for (let i = 0; i < 1200; i++) {
    if (readFileSync(file, 'utf8').split('\n').length > ready) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  child.kill('SIGINT');
  return { status: await exited, stderr };
}

/** As many lines of the command's output as `partial` holds (its reader stops there). */
function firstLines(args: string[], partial: string): string {
  const command = ['node', 'bin/arcade.js', ...args, '--jobs', '1'].join(' ');
  const count = partial.split('\n').length - 1;
  return spawnSync('bash', ['-c', `${command} | head -${count}`], { encoding: 'utf8', timeout: 120_000 })
    .stdout;
}

function appendRun(args: string[], file: string) {
  const out = openSync(file, 'a');
  const run = spawnSync('node', ['bin/arcade.js', ...args], {
    stdio: ['ignore', out, 'pipe'],
    encoding: 'utf8',
    timeout: 240_000,
  });
  closeSync(out);
  return run;
}

const manyPuzzles = (count: number) =>
  `${Array.from({ length: count }, (_, i) => (i === 1000 ? 'bad' : puzzles[i % 6])).join('\n')}\n`;
const many = write('many.txt', manyPuzzles(4000));
// Solving is fast: enough lines that a run is still going when its first lines are read.
const lots = write('lots.txt', manyPuzzles(60_000));

const resumable: [string, string[], number][] = [
  ['sudoku generate', ['sudoku', 'generate', '--level', 'easy', '--count', '300'], 5],
  ['sudoku solve', ['sudoku', 'solve', lots], 5],
  ['sudoku grade', ['sudoku', 'grade', many], 5],
  [
    'mines bench-solver',
    ['mines', 'bench-solver', '--level', 'beginner', '--first-click', 'opening', '--games', '1500'],
    5,
  ],
  ['puyo solo', ['puyo', 'solo', '--ai', 'easy', '--games', '40', '--pairs', '12'], 3],
  [
    'puyo versus',
    ['puyo', 'versus', '--p1', 'easy', '--p2', 'easy', '--games', '16', '--max-ticks', '1000'],
    2,
  ],
];

describe('Ctrl+C and --resume', () => {
  test.each(resumable)(
    '%s: stopped by SIGINT (status 130, whole lines), resumed into the same file: the bytes of one run',
    async (name, args, ready) => {
      const file = join(dir, `${name.replace(/ /g, '-')}.out`);
      writeFileSync(file, '');
      const stop = await interrupted([...args, '--jobs', '2'], file, ready);
      expect(stop.status).toBe(130);
      expect(stop.stderr).not.toMatch(/internal error|\n\s+at /);
      const partial = readFileSync(file, 'utf8');
      expect(partial.endsWith('\n')).toBe(true);
      const resumed = appendRun([...args, '--jobs', '3', '--resume', file], file);
      expect(resumed.stderr).not.toMatch(/internal error|\n\s+at /);
      const whole = arcade([...args, '--jobs', '1']);
      expect(resumed.status).toBe(whole.status);
      const result = readFileSync(file, 'utf8');
      expect(masked(result)).toBe(masked(whole.stdout));
      // It was stopped partway: the first run left some lines and not all.
      const lines = partial.split('\n').length - 1;
      expect(lines).toBeGreaterThanOrEqual(ready);
      expect(lines).toBeLessThan(whole.stdout.split('\n').length - 1);
    },
    240_000,
  );

  /** The commands without --resume, and what their first items print (from the output written before the stop). */
  const notResumable: [string, string[], (partial: string) => string][] = [
    [
      'sudoku check',
      ['sudoku', 'check', goodPuzzles],
      (partial) => firstLines(['sudoku', 'check', goodPuzzles], partial),
    ],
    [
      'mines stats',
      ['mines', 'stats', statsInput],
      (partial) => firstLines(['mines', 'stats', statsInput], partial),
    ],
    [
      'puyo chain',
      ['puyo', 'chain', chainInput],
      (partial) => firstLines(['puyo', 'chain', chainInput], partial),
    ],
    [
      'mines generate',
      ['mines', 'generate', '--level', 'expert', '--count', '10000000', '--seed', 'j'],
      // Boards are separated by a blank line: as many boards as the stopped run wrote.
      (partial) =>
        arcade([
          'mines',
          'generate',
          '--level',
          'expert',
          '--seed',
          'j',
          '--jobs',
          '1',
          '--count',
          String(partial.split('\n\n').length),
        ]).stdout,
    ],
  ];

  test.each(notResumable)(
    '%s: stopped by SIGINT, status 130, what was finished written in order',
    async (name, args, expected) => {
      const file = join(dir, `${name.replace(/ /g, '-')}.stopped`);
      writeFileSync(file, '');
      const stop = await interrupted([...args, '--jobs', '2'], file, 5);
      expect(stop.status).toBe(130);
      expect(stop.stderr).toBe('');
      const partial = readFileSync(file, 'utf8');
      expect(partial.split('\n').length - 1).toBeGreaterThanOrEqual(5);
      expect(partial).toBe(expected(partial));
    },
    240_000,
  );

  test('an unfinished last line is cut and its item done again; a complete run has nothing to resume', () => {
    const args = ['sudoku', 'generate', '--level', 'easy', '--count', '9', '--json'];
    const whole = arcade(args).stdout;
    const file = write('cut.out', whole.slice(0, whole.indexOf('\n', whole.length / 2) + 1 + 20));
    const resumed = appendRun([...args, '--resume', file], file);
    expect(resumed.status).toBe(0);
    expect(resumed.stderr).toMatch(/cut its unfinished last line \(20 bytes\); that item is done again/);
    expect(readFileSync(file, 'utf8')).toBe(whole);
    const twoGames = ['puyo', 'solo', '--ai', 'easy', '--games', '2', '--pairs', '5'];
    const summaryFile = write('complete.out', arcade(twoGames).stdout);
    const again = arcade([...twoGames, '--resume', summaryFile]);
    expect(again.status).toBe(2);
    expect(again.stderr).toBe(`arcade: ${summaryFile}: the earlier run is complete: nothing to resume\n`);
    expect(statSync(summaryFile).size).toBeGreaterThan(0);
  });

  test('the output of another run is refused, naming the file and line', () => {
    const threeGames = ['puyo', 'solo', '--ai', 'easy', '--games', '3', '--pairs', '5', '--seed', 'x'];
    const [first, second] = arcade(threeGames).stdout.split('\n');
    const file = write('other.out', `${first}\n${second.replace('"game":1', '"game":7')}\n`);
    const run = arcade([...threeGames, '--resume', file]);
    expect(run.status).toBe(2);
    expect(run.stderr).toBe(`arcade: ${file}:2: expected game 1: not the output of this run\n`);
  });
});

describe.skipIf(!hasTmux)('progress in a terminal (tmux)', () => {
  const generate = (count: number) =>
    `node bin/arcade.js sudoku generate --level easy --count ${count} --jobs 2 > ${join(dir, 'tty.out')}`;

  test('a bar with the count, the rate and the time left, then one summary line', async () => {
    // Enough puzzles for the bar to stay up for a second or more on a quiet machine (300 took under the 100 ms
    // between two looks at the screen), and few enough to end within a wait on a busy one.
    const session = startInTmux('arcade-jobs-bar', generate(3000), 120, 10);
    try {
      await session.waitFor(/generating \[[#.]{24}\] \d+\/3000 [\d.]+\/s [\d.]+ s left/);
      await session.waitFor(/^arcade: 3000 puzzles in [\d.]+ s, [\d.]+\/s on 2 jobs\nEXIT=0$/m);
      expect(readFileSync(join(dir, 'tty.out'), 'utf8').split('\n')).toHaveLength(3001);
    } finally {
      session.close();
    }
  }, 60_000);

  test('over a file: the share and the time left from the bytes read, then the summary', async () => {
    const session = startInTmux(
      'arcade-jobs-file-bar',
      `node bin/arcade.js sudoku solve ${goodPuzzles} --jobs 2 > ${join(dir, 'tty-file.out')}`,
      120,
      10,
    );
    try {
      await session.waitFor(/solving \[[#.]{24}\] \d+ [\d.]+\/s [\d.]+ (s|min [\d.]+ s) left/);
      await session.waitFor(
        /^arcade: 120000 puzzles in [\d.]+ (s|min [\d.]+ s), [\d.]+\/s on 2 jobs\nEXIT=0$/m,
      );
    } finally {
      session.close();
    }
  }, 120_000);

  test('Ctrl+C stops: the summary says so, and the exit status is 130', async () => {
    const session = startInTmux('arcade-jobs-stop', generate(100_000), 120, 10);
    try {
      await session.waitFor(/generating \[[#.]{24}\] \d+\/100000/);
      session.keys('C-c');
      await session.waitFor(
        /^arcade: stopped after (\d+) puzzles in [\d.]+ s, [\d.]+\/s on 2 jobs\nEXIT=130$/m,
      );
      const stopped = Number(/stopped after (\d+)/.exec(session.screen())?.[1]);
      expect(readFileSync(join(dir, 'tty.out'), 'utf8').split('\n')).toHaveLength(stopped + 1);
    } finally {
      session.close();
    }
  }, 60_000);
});
