import { spawnSync } from 'node:child_process';
import { describe, expect, test } from 'vitest';

const arcade = (args: string[], input = '') => {
  const result = spawnSync('node', ['bin/arcade.js', ...args], { input, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
};

describe('one name for the level option', () => {
  test('sudoku play and generate show --level in their help, not the old --difficulty', () => {
    for (const command of ['play', 'generate']) {
      const help = arcade(['sudoku', command, '--help']);
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(/--level <level>/);
      expect(help.stdout).not.toContain('--difficulty');
    }
  });

  test('the old --difficulty still works and means the same as --level', () => {
    const byLevel = arcade(['sudoku', 'generate', '--level', 'medium', '--count', '2', '--seed', '5']);
    const byOldName = arcade(['sudoku', 'generate', '--difficulty', 'medium', '--count', '2', '--seed', '5']);
    expect(byLevel.status).toBe(0);
    expect(byOldName).toEqual(byLevel);
    expect(byLevel.stdout.trim().split('\n')).toHaveLength(2);

    const played = arcade(['sudoku', 'play', '--difficulty', 'hard', '--number', '1234'], 'q\n');
    expect(played.status).toBe(0);
    expect(played.stdout).toContain('Sudoku hard #1234');
  });

  test('both names at once, an unknown level, or a level beside --puzzle are usage errors (exit 2)', () => {
    const twice = arcade(['sudoku', 'generate', '--level', 'hard', '--difficulty', 'easy']);
    expect(twice.status).toBe(2);
    expect(twice.stderr).toContain('--level and --difficulty are one option');
    expect(arcade(['sudoku', 'generate', '--difficulty', 'nightmare']).status).toBe(2);
    const withPuzzle = arcade(['sudoku', 'play', '--difficulty', 'hard', '--puzzle', '.'.repeat(81)], 'q\n');
    expect(withPuzzle.status).toBe(2);
    expect(withPuzzle.stderr).toMatch(/--puzzle .* cannot be used with option '--level/);
  });
});
