import { Command } from 'commander';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { registerPuyoAiCommands } from './puyoAi.ts';

/** Runs `arcade puyo ARGS` in-process on a fresh command tree; returns stdout JSON lines, stderr and exit code. */
async function run(args: string[]) {
  const program = new Command('arcade').exitOverride();
  registerPuyoAiCommands(program.command('puyo').exitOverride());
  const out: string[] = [];
  const err: string[] = [];
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => out.push(String(chunk)) > 0);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => err.push(String(chunk)) > 0);
  process.exitCode = undefined;
  try {
    await program.parseAsync(['node', 'arcade', 'puyo', ...args]);
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  const status = process.exitCode ?? 0;
  process.exitCode = undefined;
  const lines = out
    .join('')
    .trim()
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  return { status, lines, stderr: err.join('') };
}

afterEach(() => {
  process.exitCode = undefined;
});

describe('arcade puyo solo / versus', () => {
  test('solo: a line per game, then the summary of those games', async () => {
    const { status, lines } = await run([
      'solo',
      '--ai',
      'easy',
      '--games',
      '2',
      '--pairs',
      '12',
      '--seed',
      '7',
    ]);
    expect(status).toBe(0);
    expect(lines).toHaveLength(3);
    const [a, b, summary] = lines;
    expect(a).toMatchObject({ game: 0, seed: '7:0', pairsPlaced: 12 });
    expect(b).toMatchObject({ game: 1, seed: '7:1' });
    for (const key of ['largestChain', 'bestChainScore', 'totalScore', 'died', 'msPerMove'])
      expect(a).toHaveProperty(key);
    expect(Object.keys(summary).sort()).toEqual([
      'games',
      'meanBestScore',
      'meanLargestChain',
      'msPerMove',
      'share70k',
    ]);
    expect(summary.games).toBe(2);
    expect(summary.meanLargestChain).toBe((a.largestChain + b.largestChain) / 2);
    expect(summary.meanBestScore).toBe((a.bestChainScore + b.bestChainScore) / 2);
    expect(summary.share70k).toBe([a, b].filter((g) => g.bestChainScore >= 70_000).length / 2);
    // Same seed, same games (timings aside).
    const again = await run(['solo', '--ai', 'easy', '--games', '2', '--pairs', '12', '--seed', '7']);
    expect(again.lines.slice(0, 2).map(({ msPerMove: _, ...rest }) => rest)).toEqual(
      lines.slice(0, 2).map(({ msPerMove: _, ...rest }) => rest),
    );
  });

  test('versus: a line per game, then the win counts', async () => {
    const args = [
      'versus',
      '--p1',
      'gentle',
      '--p2',
      'seed',
      '--games',
      '1',
      '--seed',
      's',
      '--max-ticks',
      '3000',
    ];
    const { status, lines } = await run(args);
    expect(status).toBe(0);
    expect(lines).toHaveLength(2);
    const [game, summary] = lines;
    expect(game).toMatchObject({ game: 0, seed: 's:0' });
    expect(['p1', 'p2', 'draw']).toContain(game.result);
    expect(summary).toEqual({
      games: 1,
      p1Wins: game.result === 'p1' ? 1 : 0,
      p2Wins: game.result === 'p2' ? 1 : 0,
      draws: game.result === 'draw' ? 1 : 0,
    });
  });

  test('an unknown AI is a usage error (exit 2) naming the option', async () => {
    const { status, lines, stderr } = await run(['solo', '--ai', 'deep-blue', '--games', '1']);
    expect(status).toBe(2);
    expect(lines).toEqual([]);
    expect(stderr).toMatch(/--ai: unknown AI "deep-blue"/);
  });
});
