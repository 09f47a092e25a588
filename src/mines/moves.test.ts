import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
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
