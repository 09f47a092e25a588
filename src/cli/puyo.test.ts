import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';

const run = (args: string[], input?: string) => {
  const result = spawnSync('node', ['bin/arcade.js', 'puyo', ...args], {
    input,
    encoding: 'utf8',
    timeout: 60_000,
  });
  const lines = result.stdout
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  return { status: result.status, lines, stderr: result.stderr };
};

describe('arcade puyo chain', () => {
  test('published cases from a file, one JSON line each', () => {
    const dir = mkdtempSync(join(tmpdir(), 'puyo-'));
    const file = join(dir, 'fields.txt');
    writeFileSync(
      file,
      '.BBBB.\n\nBBBBBB\n\nYYYYYY\nBBBBBB\n\n.YYYG.\nBBBBY.\n\n.RBRB.\nRBRBR.\nRBRBR.\nRBRBRR\n',
    );
    const { status, lines } = run(['chain', file]);
    expect(status).toBe(0);
    expect(lines.map((l) => [l.chains, l.score])).toEqual([
      [1, 40],
      [1, 180],
      [1, 1080],
      [2, 360],
      [5, 4840],
    ]);
    expect(lines[3].steps).toEqual([
      { chain: 1, puyos: 4, colors: 1, groups: [4], score: 40 },
      { chain: 2, puyos: 4, colors: 1, groups: [4], score: 320 },
    ]);
    expect(lines[3].allClear).toBe(false);
    expect(lines[3].field.split('\n').slice(-2)).toEqual(['......', '....G.']);
    expect(lines[4].allClear).toBe(true);
  });

  test('floating puyos settle before the chain', () => {
    const { lines } = run(['chain', '-'], 'R.....\n......\nRRR...\n');
    expect(lines[0]).toMatchObject({ chains: 1, score: 40, allClear: true });
  });

  test('a bad field is reported with its line; the rest of the batch runs; exit 2', () => {
    const { status, lines, stderr } = run(['chain'], 'RRRR..\n\n......\nRR.X..\n\nGGGG..\n');
    expect(status).toBe(2);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toEqual({
      line: 4,
      error: 'column 4: unexpected character "X" (expected one of R G B Y P O .)',
    });
    expect(lines[2].chains).toBe(1);
    expect(stderr).toContain('<stdin>:4: column 4');
  });

  test('a missing file exits 2 naming the file', () => {
    const { status, stderr } = run(['chain', 'no/such/file.txt']);
    expect(status).toBe(2);
    expect(stderr).toContain('no/such/file.txt: no such file');
  });
});

describe('arcade puyo solo and versus', () => {
  test('are registered: solo prints a line per game, then the summary', () => {
    const { status, lines } = run([
      'solo',
      '--ai',
      'seed',
      '--games',
      '2',
      '--pairs',
      '4',
      '--seed',
      'wiring',
    ]);
    expect(status).toBe(0);
    expect(lines).toHaveLength(3);
    expect(lines.slice(0, 2).map((line) => line.pairsPlaced)).toEqual([4, 4]);
    expect(Object.keys(lines[2]).sort()).toEqual([
      'games',
      'meanBestScore',
      'meanLargestChain',
      'msPerMove',
      'share70k',
    ]);
  });

  test('an unknown AI is a usage error (exit 2)', () => {
    const { status, stderr } = run(['versus', '--p1', 'nobody', '--p2', 'seed', '--games', '1']);
    expect(status).toBe(2);
    expect(stderr).toMatch(/nobody/);
  });
});
