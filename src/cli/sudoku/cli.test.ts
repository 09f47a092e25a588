import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { hasTmux, startInTmux } from '../../../test/tmux.ts';
import {
  checkGrid,
  countSolutions,
  generatePuzzleNumber,
  makePuzzle,
  parsePuzzle,
} from '../../sudoku/index.ts';

const run = (args: string[], input?: string) => {
  const result = spawnSync('node', ['bin/arcade.js', 'sudoku', ...args], { input, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};
const jsonLines = (stdout: string) =>
  stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));

const SOLVED = '534678912672195348198342567859761423426853791713924856961537284287419635345286179';

describe('arcade sudoku', () => {
  test('solve: every status, bad lines by number, the rest still runs, exit 2', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sudoku-'));
    const file = join(dir, 'puzzles.txt');
    const puzzle = makePuzzle(generatePuzzleNumber('easy', 1).puzzle);
    writeFileSync(
      file,
      [
        '# a comment',
        puzzle,
        '.'.repeat(81),
        `.12345678${'9........'}${'.'.repeat(63)}`,
        `55${'.'.repeat(79)}`,
        `${'.'.repeat(40)}x${'.'.repeat(40)}`,
      ].join('\n'),
    );
    const { status, stdout, stderr } = run(['solve', file]);
    expect(status).toBe(2);
    const lines = jsonLines(stdout);
    expect(lines.map((l) => l.status ?? l.error)).toEqual([
      'unique',
      'multiple',
      'none',
      'invalid',
      'unexpected character "x" at position 41: expected 1-9, . or 0',
    ]);
    expect(lines[4].line).toBe(6);
    expect(stderr).toContain(`${file}:6: unexpected character "x" at position 41`);
    const first = parsePuzzle(lines[0].solution);
    expect(first.ok && checkGrid(first.value).status).toBe('solved');
    expect(lines[1].second).not.toBe(lines[1].solution);
  });

  test('generate | grade composes, and generate is seeded by puzzle number', () => {
    const generated = run(['generate', '--level', 'hard', '--count', '3', '--seed', '10']);
    expect(generated.status).toBe(0);
    const puzzles = generated.stdout.trim().split('\n');
    expect(puzzles).toHaveLength(3);
    expect(puzzles[0]).toBe(makePuzzle(generatePuzzleNumber('hard', 10).puzzle));
    for (const line of puzzles) {
      const parsed = parsePuzzle(line);
      expect(parsed.ok && countSolutions(parsed.value, 2)).toBe(1);
    }
    const graded = run(['grade', '-'], generated.stdout);
    expect(graded.status).toBe(0);
    for (const line of jsonLines(graded.stdout)) {
      expect(line.difficulty).toBe('hard');
      expect(line.score).toBeGreaterThan(0);
      expect(Object.keys(line.techniques).length).toBeGreaterThan(0);
    }
    const json = jsonLines(run(['generate', '--level', 'easy', '--json', '--seed', '4']).stdout);
    expect(json[0]).toMatchObject({ number: 4, difficulty: 'easy' });
  });

  test('check: solved, and the first failed rule with its unit and cells; 9-line grids too', () => {
    const grid = (text: string) => (text.match(/.{9}/g) as string[]).join('\n');
    const wrong = `${SOLVED.slice(0, 40)}${SOLVED[41]}${SOLVED.slice(41)}`;
    const input = [grid(SOLVED), '', grid(wrong), '', grid(`.${SOLVED.slice(1)}`)].join('\n');
    const { status, stdout } = run(['check'], input);
    expect(status).toBe(0);
    expect(jsonLines(stdout).map(({ grid: _, ...rest }) => rest)).toEqual([
      { status: 'solved' },
      { status: 'row', unit: 'row 5', digit: Number(SOLVED[41]), cells: ['e5', 'f5'] },
      { status: 'empty', cells: ['a1'] },
    ]);
  });

  test('a 9-line grid with one short row is reported at that row, whichever row it is', () => {
    const rows = (text: string) => text.match(/.{9}/g) as string[];
    const shortAt = (row: number) =>
      rows(SOLVED)
        .map((line, i) => (i === row ? line.slice(0, 8) : line))
        .join('\n');
    // A good grid, then grids whose row 3 and row 1 are short: they start at lines 1, 11 and 21.
    const input = [rows(SOLVED).join('\n'), '', shortAt(2), '', shortAt(0)].join('\n');
    const { status, stdout, stderr } = run(['check'], input);
    expect(status).toBe(2);
    expect(jsonLines(stdout)).toEqual([
      expect.objectContaining({ status: 'solved' }),
      { line: 13, error: 'row has 8 cells, a row of the grid needs 9' },
      { line: 21, error: 'row has 8 cells, a row of the grid needs 9' },
    ]);
    expect(stderr).toBe(
      '<stdin>:13: row has 8 cells, a row of the grid needs 9\n'.replace(/^/, 'arcade: ') +
        'arcade: <stdin>:21: row has 8 cells, a row of the grid needs 9\n',
    );
  });

  test('solve with no file says nothing when standard input is a pipe', () => {
    const piped = run(['solve'], `${SOLVED}\n`);
    expect(piped.status).toBe(0);
    expect(piped.stderr).toBe('');
  });

  test.skipIf(!hasTmux)(
    'solve with no file on a terminal says it reads standard input, then solves what is typed',
    async () => {
      const terminal = startInTmux('sudoku-solve', 'node bin/arcade.js sudoku solve', 200, 20);
      try {
        await terminal.waitFor(/no file given: reading standard input \(type or paste, then Ctrl-D/);
        terminal.type(SOLVED);
        terminal.keys('C-d');
        await terminal.waitFor(/"status":"unique"[\s\S]*EXIT=0/);
      } finally {
        terminal.close();
      }
    },
  );

  test('grade refuses a puzzle with several solutions as bad input; unknown level exits 2', () => {
    const graded = run(['grade'], '.'.repeat(81));
    expect(graded.status).toBe(2);
    expect(jsonLines(graded.stdout)[0]).toEqual({
      line: 1,
      error: "cannot grade: the puzzle's solution status is multiple",
    });
    expect(run(['generate', '--level', 'nightmare']).status).toBe(2);
  });
});
