import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { cellName } from '../../core/cellName.ts';
import { isMine, newGame, type Params, play, playStats } from '../../mines/index.ts';
import { MEASURABLE_MS, playInTerminal, resultLine } from './play.ts';

const params: Params = { width: 9, height: 9, mines: 10, firstClick: 'opening' };

/** The lines that win the game of this seed: e5 first, then every safe cell left closed. */
function winningLines(seed: string): string[] {
  const state = newGame(params, seed);
  const lines = ['e5'];
  play(state, { kind: 'open', x: 4, y: 4, at: 0 });
  for (let i = 0; i < state.tiles.length && state.phase === 'playing'; i++) {
    if (isMine(state.board, i) || state.tiles[i] <= 8) continue;
    play(state, { kind: 'open', x: i % 9, y: Math.floor(i / 9), at: 0 });
    lines.push(cellName(i % 9, Math.floor(i / 9)));
  }
  return lines;
}

/** Plays the lines in process with a clock that moves `stepMs` at each reading; returns what was printed. */
async function playLines(lines: string[], stepMs: number): Promise<string> {
  const input = new PassThrough();
  const output = new PassThrough();
  let printed = '';
  output.on('data', (chunk) => {
    printed += chunk;
  });
  let now = 0;
  input.end(`${lines.join('\n')}\n`);
  await playInTerminal({
    params,
    seed: 'pipe',
    input,
    output,
    colour: false,
    clock: () => {
      now += stepMs;
      return now;
    },
  });
  return printed;
}

describe('the end of a terminal game', () => {
  it('shows 3BV/s only when the time is measurable', () => {
    const state = newGame(params, 'pipe');
    play(state, { kind: 'open', x: 4, y: 4, at: 0 });
    play(state, { kind: 'open', x: 0, y: 0, at: MEASURABLE_MS - 1 });
    const quick = playStats(state);
    expect(resultLine(quick)).toMatch(/^time 0\.1s {3}3BV \d+\/\d+ {3}3BV\/s - \(too quick to time\)$/);
    const timed = { ...quick, timeMs: 2500, bbbvSolved: 5, bbbvPerSecond: 2 };
    expect(resultLine(timed)).toBe(`time 2.5s   3BV 5/${quick.bbbv}   3BV/s 2.00`);
  });

  it('a game piped in faster than the clock can time never claims 3BV/s 1000', async () => {
    const quick = await playLines([...winningLines('pipe'), 'n'], 0);
    expect(quick).toContain('Cleared!');
    expect(quick).toMatch(/time 0\.0s {3}3BV (\d+)\/\1 {3}3BV\/s - \(too quick to time\)\n/);
    const slow = await playLines([...winningLines('pipe'), 'n'], 1000);
    expect(slow).toMatch(/time \d+\.0s {3}3BV (\d+)\/\1 {3}3BV\/s \d+\.\d\d\n/);
  });

  it('f alone asks which cell, and flags the cell given next', async () => {
    const printed = await playLines(['e5', 'f', 'a1', 'q'], 10);
    expect(printed).toContain('> flag which cell? (like b3; empty line to cancel) ');
    expect(printed).not.toContain('not a cell name');
    const boards = printed.split('\n').filter((line) => /^1 /.test(line));
    expect(boards.at(-1)).toMatch(/^1 F /);
  });
});
