import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { hasTmux, startInTmux } from '../../../test/tmux.ts';
import {
  cellName,
  hintFor,
  hintText,
  numberedGame,
  type SudokuState,
  sudokuGame,
  unitName,
} from '../../sudoku/index.ts';

const play = (args: string[], lines: string[]) =>
  spawnSync('node', ['bin/arcade.js', 'sudoku', 'play', ...args], {
    input: `${lines.join('\n')}\n`,
    encoding: 'utf8',
    timeout: 60_000,
  });

const gameOf = (level: 'easy' | 'hard', n: number): SudokuState => {
  const { params, seed } = numberedGame(level, n);
  return sudokuGame.newGame(params, seed);
};

const emptyCells = (state: SudokuState) =>
  [...state.givens].flatMap((ch, cell) => (ch === '.' ? [cell] : []));

/** The first grid drawn, read back as 81 characters. */
const firstGrid = (stdout: string): string =>
  stdout
    .split('\n')
    .filter((line) => /^[1-9] \|/.test(line))
    .slice(0, 9)
    .map((line) => line.replace(/[^1-9.]/g, '').slice(1))
    .join('');

describe('arcade sudoku play through a pipe', () => {
  it("solves a whole puzzle from the engine's solution and ends with the time and hints used", () => {
    const state = gameOf('easy', 12);
    const moves = emptyCells(state).map((cell) => `${cellName(cell)} ${state.solution[cell]}`);
    const run = play(['--level', 'easy', '--number', '12'], ['hint', ...moves, 'check']);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Sudoku easy #12   (? for help)');
    expect(firstGrid(run.stdout)).toBe(state.givens);
    expect(run.stdout).toMatch(
      /Solved! Every row, column and box holds 1 to 9\. time \d+:\d\d {3}hints used: 1\n$/,
    );
    expect(run.stdout).not.toContain('> ? '); // no move refused
  });

  it('deals the puzzle of the web page for the same level and number', () => {
    const run = play(['--level', 'hard', '--number', '1234'], ['q']);
    expect(run.status).toBe(0);
    expect(firstGrid(run.stdout)).toBe(gameOf('hard', 1234).givens);
    expect(run.stdout).toMatch(/Left unsolved\. time 0:0\d {3}hints used: 0\n$/);
  });

  it('refuses bad lines with the reason, names a broken row on check, undoes and redoes, hints at the wrong entry', () => {
    const state = gameOf('easy', 3);
    const empty = emptyCells(state);
    // The first empty cell gets the digit of another cell of its row: that row then holds it twice.
    const broken = empty[0];
    const row = Math.floor(broken / 9);
    const other = [...Array(9).keys()].map((c) => row * 9 + c).find((cell) => cell !== broken) as number;
    const digit = state.solution[other];
    const given = state.givens.search(/[1-9]/);
    const lines = [
      'z1 3',
      `${cellName(given)} 5`,
      'e3',
      `${cellName(broken)} ${digit}`,
      ...empty.slice(1).map((cell) => `${cellName(cell)} ${state.solution[cell]}`),
      'check',
      'undo',
      'check',
      'redo',
      'hint',
      'hint',
      'redo',
      'q',
    ];
    const run = play(['--level', 'easy', '--number', '3'], lines);
    expect(run.status).toBe(0);
    const out = run.stdout;
    expect(out).toContain('> ? column "z" is outside the grid (last column is i)\n');
    expect(out).toContain(`> ? ${cellName(given)} is a given\n`);
    expect(out).toContain('> ? "e3" is not a move: type e3 7 (? for help)\n');
    const twice = [broken, other].sort((a, b) => a - b).map(cellName);
    expect(out).toContain(`> ${unitName(row)} holds ${digit} more than once: ${twice[0]} and ${twice[1]}\n`);
    expect(out).toContain(`> 1 cell is empty: ${cellName(empty[empty.length - 1])}\n`); // the last move undone
    expect(out).toContain('> hint 1/3: An entry does not fit the solution.\n');
    expect(out).toContain(`> hint 2/3: Look at ${cellName(broken)}.\n`);
    expect(out).toContain('> ? nothing to redo\n');
    expect(out).toMatch(/Left unsolved\. time \d+:\d\d {3}hints used: 1\n$/);
    expect(out).not.toContain('Solved!');
  });

  it('gives a hint in three steps, the same as the engine words it', () => {
    const state = gameOf('easy', 4);
    const hint = hintFor(state);
    const run = play(['--level', 'easy', '--number', '4'], ['hint', 'hint', 'hint', 'hint', '?']);
    expect(run.status).toBe(0);
    for (const stage of [1, 2, 3] as const)
      expect(run.stdout).toContain(`hint ${stage}/3: ${hintText(hint, stage)}\n`);
    expect(run.stdout.split('hint 3/3:')).toHaveLength(3); // the last step again on a fourth ask
    expect(run.stdout).toContain('n e3 7  put or take away the pencil mark 7 in e3');
    expect(run.stdout).toMatch(/\nLeft unsolved\. time \d+:\d\d {3}hints used: 1\n$/); // end of input
  });

  it('marks, fills candidates and lists the marks under the grid', () => {
    const state = gameOf('easy', 4);
    const [cell] = emptyCells(state);
    const run = play(
      ['--level', 'easy', '--number', '4'],
      [`n ${cellName(cell)} 7`, `n ${cellName(cell)} 3`],
    );
    expect(run.stdout).toContain(`marks in row ${Math.floor(cell / 9) + 1}: ${cellName(cell)}:7\n`);
    expect(run.stdout).toContain(`marks in row ${Math.floor(cell / 9) + 1}: ${cellName(cell)}:37\n`);
  });

  it('names the repeated cells under the grid, where no colour can show them', () => {
    const state = gameOf('easy', 4);
    const cell = emptyCells(state)[0];
    const row = Math.floor(cell / 9);
    const given = [...Array(9).keys()].map((c) => row * 9 + c).find((c) => state.givens[c] !== '.')!;
    const run = play(['--level', 'easy', '--number', '4'], [`${cellName(cell)} ${state.givens[given]}`]);
    const twins = [cell, given].sort((a, b) => a - b).map(cellName);
    expect(run.stdout).toContain(`repeated: ${twins.join(' ')}\n`);
    expect(run.stdout.split('repeated:')).toHaveLength(2); // not before the entry
  });

  it('refuses bad options with exit 2 and the reason', () => {
    const clash = play(['--puzzle', `55${'.'.repeat(79)}`], []);
    expect(clash.status).toBe(2);
    expect(clash.stderr).toContain('arcade: --puzzle: the givens clash: row 1 holds 5 at a1 and b1');
    const several = play(['--puzzle', '.'.repeat(81)], []);
    expect(several.stderr).toContain('--puzzle: the puzzle has more than one solution');
    expect(play(['--puzzle', '1'.repeat(81), '--number', '3'], []).status).toBe(2);
    expect(play(['--number', '0'], []).status).toBe(2);
    expect(play(['--level', 'nightmare'], []).status).toBe(2);
  });
});

describe.skipIf(!hasTmux)('arcade sudoku play in a terminal (tmux)', () => {
  it('draws the grid, places a digit, checks, hints and quits', async () => {
    const state = gameOf('easy', 7);
    const [cell] = emptyCells(state);
    const terminal = startInTmux(
      'sudoku',
      `node bin/arcade.js sudoku play --puzzle ${state.givens}`,
      100,
      50,
    );
    try {
      await terminal.waitFor(/9 \|.*\|\n {2}\+-------\+/);
      const row = Math.floor(cell / 9);
      terminal.type(`${cellName(cell)} ${state.solution[cell]}`);
      const after = state.givens.slice(row * 9, row * 9 + 9).split('');
      after[cell % 9] = state.solution[cell];
      const drawn = `${row + 1} \\| ${[0, 3, 6].map((c) => after.slice(c, c + 3).join(' ')).join(' \\| ')} \\|`;
      await terminal.waitFor(new RegExp(drawn.replaceAll('.', '\\.')));
      terminal.type('check');
      await terminal.waitFor(/cells are empty/);
      terminal.type('hint');
      await terminal.waitFor(/hint 1\/3: /);
      terminal.type('q');
      await terminal.waitFor(/hints used: 1\s+EXIT=0/);
    } finally {
      terminal.close();
    }
  });
});
