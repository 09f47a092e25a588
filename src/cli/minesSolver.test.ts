import { Command, CommanderError } from 'commander';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Rng } from '../core/rng.ts';
import { isMine } from '../mines/index.ts';
import { hiddenBoard, playGame } from '../mines/solver/index.ts';
import { InputError } from './io.ts';
import { noGuessBoard } from './mines/jobs.ts';
import { registerMinesSolverCommands } from './minesSolver.ts';

/** Runs `arcade mines ...args` on a tiny program holding only these commands; returns stdout and stderr. */
async function run(...args: string[]): Promise<{ out: string; err: string; error?: unknown }> {
  const program = new Command('arcade').exitOverride();
  const mines = program.command('mines').exitOverride();
  registerMinesSolverCommands(mines);
  for (const command of mines.commands) command.exitOverride().configureOutput({ writeErr: () => {} });
  let out = '';
  let err = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    out += String(chunk);
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => {
    err += String(chunk);
    return true;
  });
  try {
    await program.parseAsync(['node', 'arcade', 'mines', ...args]);
    return { out, err };
  } catch (error) {
    return { out, err, error };
  } finally {
    vi.restoreAllMocks();
  }
}

afterEach(() => {
  process.exitCode = undefined;
});

describe('arcade mines bench-solver', () => {
  const beginner = ['bench-solver', '--level', 'beginner', '--first-click', 'opening', '--games', '60'];

  const summary = (out: string) => JSON.parse(out.trim().split('\n').at(-1) as string);

  it('plays the games: a line per game, then the win rate and its interval from those lines', async () => {
    const { out, error } = await run(...beginner, '--seed', 's');
    expect(error).toBeUndefined();
    const lines = out.trim().split('\n');
    expect(lines).toHaveLength(61);
    const games = lines.slice(0, 60).map((line) => JSON.parse(line));
    expect(games.map((game) => game.game)).toEqual([...Array(60).keys()]);
    const result = JSON.parse(lines[60]);
    expect(result.wins).toBe(games.filter((game) => game.won).length);
    expect(result.guessesPerGame).toBeCloseTo(games.reduce((sum, game) => sum + game.guesses, 0) / 60, 3);
    expect(result.games).toBe(60);
    expect(result.winRate).toBeCloseTo(result.wins / 60, 4);
    expect(result.wins).toBeGreaterThan(45);
    expect(result.ci95[0]).toBeLessThanOrEqual(result.winRate);
    expect(result.ci95[1]).toBeGreaterThanOrEqual(result.winRate);
    expect(result.msPerGame).toBeGreaterThan(0);
    expect(result.ceiling).toBeGreaterThan(0.8);
    expect(result.ceiling).toBeLessThanOrEqual(1);
    expect(result.ceilingCi95[0]).toBeLessThanOrEqual(result.ceiling);
    expect(result.ceilingCi95[1]).toBeGreaterThanOrEqual(result.ceiling);
    // Same seed, same games.
    expect(summary((await run(...beginner, '--seed', 's')).out).wins).toBe(result.wins);
  });

  it('starts where --start says, and names a start outside the board', async () => {
    // A corner start on beginner needs guesses far more often than a start at c3: the games differ.
    const corner = summary((await run(...beginner, '--seed', 's', '--start', 'a1')).out);
    const centre = summary((await run(...beginner, '--seed', 's', '--start', 'c3')).out);
    expect(corner.guessesPerGame).not.toBe(centre.guessesPerGame);
    const bad = await run(...beginner, '--start', 'k2');
    expect(bad.error).toBeUndefined();
    expect(process.exitCode).toBe(2);
    expect(bad.err).toContain('--start: column "k" is outside the board');
  });

  it('refuses an unknown level or a missing first-click rule', async () => {
    const bad = await run('bench-solver', '--level', 'hard', '--first-click', 'safe');
    expect(bad.error).toBeInstanceOf(CommanderError);
    const missing = await run('bench-solver', '--level', 'expert');
    expect(missing.error).toBeInstanceOf(CommanderError);
  });
});

describe('noGuessBoard', () => {
  it('makes a board the solver wins without guessing from the given first click', () => {
    const board = noGuessBoard({ width: 30, height: 16, mines: 99 }, Rng.fromSeed(3), { x: 2, y: 7 });
    expect(isMine(board, 7 * 30 + 2)).toBe(false);
    expect(playGame(hiddenBoard(board), 7 * 30 + 2)).toEqual({ won: true, guesses: 0, ceiling: 1 });
  });

  it('throws an input error naming the settings when they are too dense', () => {
    expect(() =>
      noGuessBoard({ width: 30, height: 16, mines: 230 }, Rng.fromSeed(3), undefined, 100),
    ).toThrow(InputError);
    expect(() =>
      noGuessBoard({ width: 30, height: 16, mines: 230 }, Rng.fromSeed(3), undefined, 100),
    ).toThrow(/30x16 board with 230 mines/);
  });
});
