import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  expectLinearCost,
  expectResultShape,
  hostileString,
  mutated,
  withinBudget,
} from '../../test/hostile.ts';
import { CELL_MOVE_KINDS, type Move, makeMove, makeMoveLog, parseMove, parseMoveLog } from './moves.ts';

const moveArb: fc.Arbitrary<Move> = fc.oneof(
  fc.record({
    kind: fc.constantFrom(...CELL_MOVE_KINDS),
    x: fc.nat(2000),
    y: fc.nat(2000),
    at: fc.nat(10_000_000),
  }),
  fc.record({ kind: fc.constant('flagMode' as const), at: fc.nat(10_000_000) }),
);

describe('move text', () => {
  test.prop([moveArb])('a move round-trips', (move) => {
    expect(parseMove(makeMove(move))).toEqual({ ok: true, value: move });
  });

  test.prop([fc.array(moveArb, { maxLength: 20 })])('a log round-trips', (moves) => {
    expect(parseMoveLog(makeMoveLog(moves))).toEqual({ ok: true, value: moves });
  });

  it('reads the short forms, upper case too', () => {
    expect(makeMove({ kind: 'open', x: 1, y: 2, at: 1200 })).toBe('o b3@1200');
    expect(parseMove('F B3@5')).toEqual({ ok: true, value: { kind: 'flag', x: 1, y: 2, at: 5 } });
    expect(parseMove('m@7')).toEqual({ ok: true, value: { kind: 'flagMode', at: 7 } });
  });

  it('names the bad move', () => {
    expect(parseMove('x b3@1')).toMatchObject({ ok: false, error: expect.stringMatching(/not a move/) });
    expect(parseMoveLog('o a1@1; o a0@2')).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^move 2: .*row 0 is outside/),
    });
  });
});

describe('move logs from a stranger', () => {
  const validLog = fc.array(moveArb, { maxLength: 12 }).map(makeMoveLog);

  test.prop([mutated(validLog)], { numRuns: 300 })(
    'any text gives moves or an error naming the move, quickly',
    (text) => {
      const result = withinBudget(() => parseMoveLog(text));
      expectResultShape(result);
      if (result.ok) for (const move of result.value) expect(Number.isFinite(move.at)).toBe(true);
      else expect(result.error).toMatch(/^(move \d+: |\d+ moves)/);
    },
  );

  test.prop([hostileString(300)])('a single move of hostile text', (text) => {
    const result = withinBudget(() => parseMove(text));
    expectResultShape(result);
    if (result.ok) expect(makeMove(result.value)).toBeTypeOf('string');
  });

  it('refuses a 331-byte column name at once, with a short message', () => {
    const move = `o ${'z'.repeat(250)}1@0`;
    const result = withinBudget(() => parseMoveLog(move), 20);
    expect(result).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^move 1: .*too long for a move/),
    });
    expect(result.ok || result.error.length < 120).toBe(true);
  });

  it('refuses a time too long to be a game clock and a log longer than the limit', () => {
    expect(parseMove(`o a1@${'9'.repeat(400)}`)).toMatchObject({ ok: false });
    expect(parseMove('o a1@1e400')).toMatchObject({ ok: false });
    expect(parseMoveLog('m@1; m@2; m@3', 2)).toMatchObject({
      ok: false,
      error: '3 moves, more than the 2 this board can need',
    });
    expect(parseMoveLog('m@1; m@2', 2).ok).toBe(true);
  });

  it('parsing cost grows linearly with the log', () => {
    expectLinearCost(
      (n) => 'o b3@1200; '.repeat(n),
      (text) => parseMoveLog(text),
      2_000,
    );
  });
});
