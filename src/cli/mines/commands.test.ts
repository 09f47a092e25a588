import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  expectLinearCost,
  expectResultShape,
  hostileString,
  mutated,
  withinBudget,
} from '../../../test/hostile.ts';
import { cellName } from '../../core/cellName.ts';
import { askCellQuestion, parseCommand } from './commands.ts';

describe('terminal game commands', () => {
  it('reads moves, flag mode, help and quit, in either case', () => {
    expect(parseCommand('B3', 9, 9)).toEqual({ ok: true, value: { kind: 'move', move: 'open', x: 1, y: 2 } });
    expect(parseCommand(' f  c1 ', 9, 9)).toEqual({
      ok: true,
      value: { kind: 'move', move: 'flag', x: 2, y: 0 },
    });
    expect(parseCommand('? a9', 9, 9)).toMatchObject({ value: { move: 'question', x: 0, y: 8 } });
    expect(parseCommand('M', 9, 9)).toEqual({ ok: true, value: { kind: 'flagMode' } });
    expect(parseCommand('?', 9, 9)).toEqual({ ok: true, value: { kind: 'help' } });
    expect(parseCommand('QUIT', 9, 9)).toEqual({ ok: true, value: { kind: 'quit' } });
    expect(parseCommand('j1', 9, 9)).toMatchObject({ error: expect.stringMatching(/outside the board/) });
  });

  it('asks which cell for a prefix typed alone, instead of calling it a bad cell name', () => {
    expect(parseCommand(' F ', 9, 9)).toEqual({
      ok: true,
      value: { kind: 'askCell', move: 'flag', prefix: 'f' },
    });
    expect(parseCommand('c', 9, 9)).toEqual({
      ok: true,
      value: { kind: 'askCell', move: 'chord', prefix: 'c' },
    });
    expect(parseCommand('o', 9, 9)).toEqual({
      ok: true,
      value: { kind: 'askCell', move: 'open', prefix: 'o' },
    });
    expect(parseCommand('?', 9, 9)).toEqual({ ok: true, value: { kind: 'help' } }); // ? alone stays help
    expect(askCellQuestion('flag')).toBe('flag which cell? (like b3; empty line to cancel) ');
  });
});

describe('terminal game commands from a stranger', () => {
  const validLine = fc
    .tuple(fc.constantFrom('', 'f ', 'c ', '? ', 'o ', 'F  '), fc.nat(40), fc.nat(40))
    .map(([prefix, x, y]) => `${prefix}${cellName(x, y)}`);

  test.prop([fc.oneof(mutated(validLine), hostileString()), fc.integer({ min: 1, max: 30 })], {
    numRuns: 400,
  })('any line gives a command on the board, or a short reason, quickly', (line, side) => {
    const result = withinBudget(() => parseCommand(line, side, side));
    expectResultShape(result, 160);
    if (result.ok && result.value.kind === 'move') {
      expect(result.value.x).toBeLessThan(side);
      expect(result.value.y).toBeLessThan(side);
    }
  });

  it('shows an unknown prefix escaped, so it cannot drive the terminal', () => {
    expect(parseCommand('\u001b b3', 9, 9)).toEqual({
      ok: false,
      error: '"\\u001b" is not a command: use f, c or ? before a cell (? for help)',
    });
    const long = parseCommand(`f ${'z'.repeat(1_000_000)}1`, 9, 9);
    expect(long).toMatchObject({ ok: false, error: expect.stringMatching(/too long for a cell name$/) });
    expect(!long.ok && long.error.length).toBeLessThan(100);
  });

  it('parsing cost grows linearly with the line', () => {
    expectLinearCost(
      (n) => `f ${' '.repeat(n)}b${'3'.repeat(n)}`,
      (line) => parseCommand(line, 9, 9),
      20_000,
    );
  });
});
