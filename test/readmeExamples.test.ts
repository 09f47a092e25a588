/**
 * README's examples are true: every `npx arcade ...` example in README's command table is either run here, exactly
 * as written, or named below with the reason it is not (it plays in a terminal, serves, or takes minutes). A run
 * example's output is compared with the output docs/cli.md shows for the same command, or checked against the
 * fields docs/cli.md names for it, and against what the command promises (counts, sizes, statuses).
 */
import { exec } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { generatePuzzleNumber, makePuzzle } from '../src/sudoku/index.ts';

const ROOT = join(import.meta.dirname, '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');
const CLI_DOC = readFileSync(join(ROOT, 'docs/cli.md'), 'utf8');

/** The example column of README's `arcade` command table, with the table's `\|` read as a pipe. */
function readmeExamples(): string[] {
  const section = README.split('## The `arcade` command')[1]?.split('\n## ')[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => {
      const cells = line.split(/(?<!\\)\|/).map((cell) => cell.trim());
      return (cells.at(-2) ?? '').replace(/^`|`$/g, '').replaceAll('\\|', '|');
    });
}

/** What docs/cli.md says about a command written exactly so in one of its shell blocks. */
interface Documented {
  /** The output lines shown under it; `(...)` stands for text left out. */
  readonly output: string[];
  /** The JSON fields its comment names (`# {"a","b"}`). */
  readonly fields: string[];
}

function documented(command: string): Documented | undefined {
  const blocks = CLI_DOC.split('```sh\n')
    .slice(1)
    .map((block) => block.split('\n```')[0]?.split('\n') ?? []);
  for (const lines of blocks) {
    const at = lines.findIndex((line) => line.split(' # ')[0]?.trim() === command);
    if (at < 0) continue;
    const output: string[] = [];
    for (const line of lines.slice(at + 1)) {
      if (/^(npx|printf|cat|echo) /.test(line)) break;
      output.push(line);
    }
    const comment = lines[at]?.split(' # ')[1] ?? '';
    const fields = [...(/\{(.*)\}/.exec(comment)?.[1] ?? '').matchAll(/"(\w+)"/g)].map((m) => m[1] ?? '');
    return { output, fields };
  }
  return undefined;
}

/** Output lines as the pattern docs/cli.md's shown output stands for. */
const shownAs = (output: string[]): RegExp =>
  new RegExp(
    `^${output
      .map((line) => line.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replaceAll('\\(\\.\\.\\.\\)', '[\\s\\S]*'))
      .join('\n')}\n$`,
  );

interface Ran {
  readonly status: number;
  readonly stdout: string;
  readonly stderr: string;
}

const jsonLines = (stdout: string): Record<string, unknown>[] =>
  stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

/** Each README example, and what its run must show beyond what docs/cli.md shows or names. */
const RUN: Record<string, (ran: Ran) => void> = {
  'npx arcade mines generate --level expert --seed 7 --count 3': ({ stdout }) => {
    const boards = stdout.trim().split('\n\n');
    expect(boards).toHaveLength(3);
    for (const board of boards) {
      const rows = board.split('\n');
      expect(rows).toHaveLength(16);
      for (const row of rows) expect(row).toMatch(/^[*.]{30}$/);
      expect(board.split('*').length - 1).toBe(99);
    }
    expect(new Set(boards).size).toBe(3);
  },
  'npx arcade mines generate --level expert --seed 7 | npx arcade mines stats': ({ stdout }) => {
    const [stats] = jsonLines(stdout);
    expect(stats).toMatchObject({ width: 30, height: 16, mines: 99 });
    expect(stats?.bbbv).toBe(Number(stats?.openings) + Number(stats?.isolated));
  },
  'npx arcade sudoku generate --level expert --count 5': ({ stdout }) => {
    const puzzles = stdout.trim().split('\n');
    expect(puzzles).toHaveLength(5);
    for (const puzzle of puzzles) expect(puzzle).toMatch(/^[.1-9]{81}$/);
    expect(new Set(puzzles).size).toBe(5);
  },
  'npx arcade sudoku solve puzzles.txt': ({ stdout }) => {
    expect(jsonLines(stdout).map((line) => line.status)).toEqual(['unique']);
  },
  'npx arcade sudoku grade puzzles.txt': ({ stdout }) => {
    expect(jsonLines(stdout).map((line) => line.difficulty)).toEqual(['easy']);
  },
  'npx arcade sudoku check grids.txt': ({ stdout }) => {
    expect(jsonLines(stdout).map((line) => line.status)).toEqual(['solved']);
  },
  "printf '.YYYG.\\nBBBBY.\\n' | npx arcade puyo chain": ({ stdout }) => {
    expect(jsonLines(stdout).map((line) => line.chains)).toEqual([2]);
  },
};

const NOT_RUN: Record<string, string> = {
  'npx arcade mines play --level expert': 'plays in a terminal',
  'npx arcade sudoku play --level hard --number 1234': 'plays in a terminal',
  'npx arcade mines bench-solver --level expert --first-click opening --games 1000':
    'plays 1000 expert games (minutes) and reports timings',
  'npx arcade puyo solo --ai strongest --games 10': 'the strongest AI takes about 2 s a move here: minutes',
  'npx arcade puyo versus --p1 strongest --p2 classic --games 10':
    'the strongest AI takes about 2 s a move here: minutes',
  'npx arcade serve --port 8080 --db arcade.sqlite': 'starts a server',
  'npx arcade records review --db arcade.sqlite --limit 5': 'needs a server database with held records',
  'npx arcade db export dump.jsonl --db arcade.sqlite': 'needs a server database',
};

let dir: string;
const runs = new Map<string, Promise<Ran>>();

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-readme-'));
  // The files the examples name, in the directory they run in: a puzzle and its solved grid.
  const { puzzle, solution } = generatePuzzleNumber('easy', 1);
  writeFileSync(join(dir, 'puzzles.txt'), `${makePuzzle(puzzle)}\n`);
  writeFileSync(join(dir, 'grids.txt'), `${makePuzzle(solution)}\n`);
  // Started together: each start of the CLI costs about a second of compiling.
  for (const example of Object.keys(RUN)) {
    const command = example.replaceAll('npx arcade ', `node ${join(ROOT, 'bin/arcade.js')} `);
    runs.set(
      example,
      new Promise((done) => {
        exec(command, { cwd: dir, shell: '/bin/bash' }, (error, stdout, stderr) =>
          done({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
        );
      }),
    );
  }
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("README's command table", () => {
  test('every example is either run here or named with the reason it is not', () => {
    const examples = readmeExamples();
    expect(examples.length).toBeGreaterThan(10);
    expect(examples.filter((example) => !(example in RUN) && !(example in NOT_RUN))).toEqual([]);
    expect(Object.keys({ ...RUN, ...NOT_RUN }).filter((example) => !examples.includes(example))).toEqual([]);
  });

  test.each(Object.keys(RUN))('%s', { timeout: 60_000 }, async (example) => {
    const ran = (await runs.get(example)) as Ran;
    expect(ran.stderr).toBe('');
    expect(ran.status).toBe(0);
    const docs = documented(example);
    if (docs !== undefined && docs.output.length > 0) expect(ran.stdout).toMatch(shownAs(docs.output));
    if (docs !== undefined && docs.fields.length > 0)
      for (const line of jsonLines(ran.stdout))
        expect(docs.fields).toEqual(expect.arrayContaining(Object.keys(line)));
    RUN[example]?.(ran);
  });
});
