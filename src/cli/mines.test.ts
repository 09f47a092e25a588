import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasTmux, startInTmux } from '../../test/tmux.ts';
import { cellName } from '../core/cellName.ts';
import {
  boardMetrics,
  isMine,
  keptFreeCells,
  makeBoard,
  newGame,
  type Params,
  parseBoard,
  play,
} from '../mines/index.ts';
import { hiddenBoard, playGame } from '../mines/solver/index.ts';

const arcade = (args: string[], input = '') =>
  spawnSync('node', ['bin/arcade.js', 'mines', ...args], { input, encoding: 'utf8', timeout: 60_000 });

const boardsOf = (text: string) =>
  text
    .trim()
    .split(/\n\s*\n/)
    .map((block) => {
      const board = parseBoard(block);
      if (!board.ok) throw new Error(board.error.message);
      return board.value;
    });

describe('arcade mines generate', () => {
  it('builds distinct boards for a first click under the opening rule, the same for the same seed', () => {
    const args = [
      'generate',
      '--width',
      '12',
      '--height',
      '8',
      '--mines',
      '30',
      '--seed',
      'g',
      '--count',
      '5',
    ];
    const run = arcade([...args, '--first-click', '3,2']);
    expect(run.status).toBe(0);
    const boards = boardsOf(run.stdout);
    expect(boards).toHaveLength(5);
    expect(new Set(boards.map(makeBoard)).size).toBe(5);
    for (const board of boards) {
      expect([board.width, board.height, board.mines]).toEqual([12, 8, 30]);
      expect(keptFreeCells(12, 8, 'opening', { x: 3, y: 2 }).filter((i) => isMine(board, i))).toEqual([]);
    }
    expect(arcade([...args, '--first-click', '3,2']).stdout).toBe(run.stdout);
    // The same first click named as the game names cells: d3 is column 3, row 2 (0-based).
    expect(arcade([...args, '--first-click', 'd3']).stdout).toBe(run.stdout);
    const safe = boardsOf(arcade([...args, '--first-click', '0,0', '--rule', 'safe']).stdout);
    for (const board of safe) expect(isMine(board, 0)).toBe(false);
  });

  it('refuses impossible settings and clicks off the board with exit 2', () => {
    const tooMany = arcade([
      'generate',
      '--width',
      '3',
      '--height',
      '3',
      '--mines',
      '9',
      '--first-click',
      '1,1',
    ]);
    expect(tooMany.status).toBe(2);
    expect(tooMany.stderr).toMatch(/9 mines do not fit on 3x3: at most 0/);
    const outside = arcade(['generate', '--level', 'beginner', '--first-click', '9,0']);
    expect(outside.status).toBe(2);
    expect(outside.stderr).toMatch(/--first-click j1 \(9,0\) is outside the 9x9 board/);
    const clash = arcade(['generate', '--level', 'expert', '--width', '10']);
    expect(clash.status).toBe(2);
    expect(clash.stdout).toBe('');
    expect(clash.stderr).toBe(
      'arcade: --level expert and --width clash: give either a level or the size (--width, --height, --mines)\n',
    );
    expect(arcade(['play', '--level', 'expert', '--mines', '10'], 'q\n').status).toBe(2);
    expect(arcade(['generate', '--rule', 'never']).status).toBe(2);
    const ruleAlone = arcade(['generate', '--rule', 'safe']);
    expect(ruleAlone.status).toBe(2);
    expect(ruleAlone.stderr).toMatch(/give --first-click too \(a cell like b3\)/);
  });
});

describe('arcade mines stats', () => {
  it('prints one JSON line per board with its metrics', () => {
    const boards = boardsOf(arcade(['generate', '--level', 'expert', '--seed', 's', '--count', '3']).stdout);
    const run = arcade(['stats'], boards.map(makeBoard).join('\n\n'));
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(3);
    lines.forEach((line, i) => {
      const { bbbv, openings, islands } = boardMetrics(boards[i]);
      expect(line).toMatchObject({ width: 30, height: 16, mines: 99, bbbv, openings, islands });
    });
  });

  it('reports bad boards by file and line with exit 2, and goes on with the others', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mines-stats-'));
    const file = join(dir, 'boards.txt');
    writeFileSync(file, '*..\n...\n\n...\n..\n\n.*.\n.o.\n\n**.\n');
    const run = arcade(['stats', file]);
    expect(run.status).toBe(2);
    const lines = run.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines.map((line) => line.line ?? 'ok')).toEqual(['ok', 5, 8, 'ok']);
    expect(run.stderr).toContain(`${file}:5: row has 2 cells, the first row has 3`);
    expect(run.stderr).toContain(`${file}:8: unexpected "o" at column 2`);
    const empty = arcade(['stats'], '\n\n');
    expect(empty.status).toBe(2);
    expect(empty.stderr).toMatch(/<stdin>:1: empty input/);
  });
});

/** The moves that win the game of this seed: the first click, then every safe cell not yet open. */
function winningScript(params: Params, seed: string, first: { x: number; y: number }): string[] {
  const state = newGame(params, seed);
  const script = [cellName(first.x, first.y)];
  play(state, { kind: 'open', ...first, at: 0 });
  for (let i = 0; i < state.tiles.length && state.phase === 'playing'; i++) {
    const x = i % params.width;
    const y = Math.floor(i / params.width);
    if (isMine(state.board, i) || state.tiles[i] <= 8) continue;
    play(state, { kind: 'open', x, y, at: 0 });
    script.push(cellName(x, y).toUpperCase());
  }
  return script;
}

describe('arcade mines play with a piped script', () => {
  const params: Params = { width: 9, height: 9, mines: 10, firstClick: 'opening' };

  it('wins a game, shows the result with 3BV, and leaves on N', () => {
    const script = winningScript(params, 'pipe', { x: 4, y: 4 });
    const run = arcade(['play', '--seed', 'pipe'], `${script.join('\n')}\nn\n`);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('Cleared!');
    expect(run.stdout).toMatch(/time \d+\.\ds {3}3BV (\d+)\/\1 {3}3BV\/s/);
    expect(run.stdout).toContain('try again? [Y/N]');
  });

  it('re-prompts bad input with a reason, loses on a mine, starts again on Y and exits 0 at the end of input', () => {
    const state = newGame(params, 'pipe');
    play(state, { kind: 'open', x: 4, y: 4, at: 0 });
    const mine = [...state.board.cells.keys()].find((i) => isMine(state.board, i))!;
    const mineName = cellName(mine % 9, Math.floor(mine / 9));
    // f alone asks which cell; an empty answer cancels it.
    const run = arcade(['play', '--seed', 'pipe'], `e5\nj1\nhello\nf\n\n${mineName}\nmaybe\ny\n`);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('> flag which cell? (like b3; empty line to cancel) > ');
    expect(run.stdout).not.toContain('"f" is not a cell name');
    expect(run.stdout).toContain('column "j" is outside the board');
    expect(run.stdout).toContain('"hello" is not a cell name');
    expect(run.stdout).toContain('Boom! You opened a mine.');
    expect(run.stdout).toContain('? answer y or n');
    expect(run.stdout).toContain('seed pipe/2');
    expect(run.stdout).toMatch(/\n *\d+ [*F#.1-8 ]*X/); // the exploded mine is drawn
  });

  it('quits on q with status 0 and plays any size', () => {
    const run = arcade(['play', '--width', '40', '--height', '3', '--mines', '5', '--seed', '1'], 'Q\n');
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('40x3/5');
    expect(run.stdout).toMatch(/\n {54}a( a){13}\n {2}a b c .* z a b .* n\n/); // two header lines: a..z, aa..an
    expect(arcade(['play', '--mines', '81']).status).toBe(2);
  });
});

describe.skipIf(!hasTmux)('arcade mines play in a terminal (tmux)', () => {
  it('draws the board, opens a cell and quits', async () => {
    const terminal = startInTmux('mines', 'node bin/arcade.js mines play --seed tmux', 120, 40);
    try {
      await terminal.waitFor(/mines left: 10/);
      terminal.type('e5');
      await terminal.waitFor(/\n5 .*\.|\n5 .*[1-8]/);
      expect(terminal.screen()).toMatch(/\n5 (?!# # # # # # # # #)/);
      terminal.type('f');
      await terminal.waitFor(/flag which cell\? \(like b3; empty line to cancel\)\s*$/);
      expect(terminal.screen()).not.toMatch(/not a cell name/);
      terminal.type('i9');
      await terminal.waitFor(/\n9 .*F\s*\n/);
      terminal.type('q');
      await terminal.waitFor(/EXIT=0/);
    } finally {
      terminal.close();
    }
  });
});

describe('arcade mines generate --no-guess', () => {
  it('prints boards the solver wins from the first click without a guess, its 3x3 block free', () => {
    const run = arcade([
      'generate',
      '--level',
      'expert',
      '--no-guess',
      '--first-click',
      'e4',
      '--count',
      '3',
    ]);
    expect(run.status).toBe(0);
    expect(run.stderr).toMatch(/first click e4 \(4,3\)/);
    const boards = boardsOf(run.stdout);
    expect(boards).toHaveLength(3);
    for (const board of boards) {
      expect([board.width, board.height, board.mines]).toEqual([30, 16, 99]);
      for (const cell of keptFreeCells(30, 16, 'opening', { x: 4, y: 3 }))
        expect(isMine(board, cell)).toBe(false);
      expect(playGame(hiddenBoard(board), 3 * 30 + 4)).toEqual({ won: true, guesses: 0, ceiling: 1 });
    }
  });

  it('refuses a rule other than opening, and settings too dense, with exit 2', () => {
    const safe = arcade([
      'generate',
      '--level',
      'beginner',
      '--no-guess',
      '--rule',
      'safe',
      '--first-click',
      '0,0',
    ]);
    expect(safe.status).toBe(2);
    expect(safe.stderr).toMatch(/--rule must be opening/);
    const dense = arcade(['generate', '--width', '10', '--height', '10', '--mines', '80', '--no-guess']);
    expect(dense.status).toBe(2);
    expect(dense.stderr).toMatch(/no no-guess 10x10 board with 80 mines/);
  });
});

describe('arcade mines bench-solver', () => {
  it('is registered under arcade mines and prints the final JSON line', () => {
    const run = arcade(['bench-solver', '--level', 'beginner', '--first-click', 'opening', '--games', '20']);
    expect(run.status).toBe(0);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1)!);
    expect(result.games).toBe(20);
    expect(result.winRate).toBeCloseTo(result.wins / 20, 4);
  });
});
