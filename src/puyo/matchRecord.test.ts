import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import {
  expectLinearCost,
  expectResultShape,
  hostileJson,
  hostileString,
  withinBudget,
} from '../../test/hostile.ts';
import { DEFAULT_MATCH_PARAMS, TSU_TIMING } from './match.ts';
import { checkMatchRecord, type MatchRecordError, replayMatch } from './matchRecord.ts';

/** The record error as the shared shape check reads it: its message is `error`. */
const named = (result: { ok: boolean; error?: MatchRecordError }) =>
  result.ok ? result : { ok: false, error: result.error?.error };

describe('match records from a stranger', () => {
  const seed = fc.oneof(fc.integer(), hostileString(30), hostileJson);
  const timing = fc.oneof(
    fc.constant(TSU_TIMING),
    fc.record(
      Object.fromEntries(
        Object.keys(TSU_TIMING).map((key) => [key, fc.oneof(fc.integer({ min: 0, max: 60 }), hostileJson)]),
      ),
    ),
    hostileJson,
  );
  const params = fc.oneof(
    fc.constant(undefined),
    fc.constant(DEFAULT_MATCH_PARAMS),
    fc.record({ timing, targetPoints: fc.oneof(fc.integer({ min: 1, max: 200 }), hostileJson) }),
    hostileJson,
  );
  const inputs = fc.oneof(
    fc.array(fc.integer({ min: 0, max: 1023 }), { maxLength: 400 }),
    fc.array(fc.oneof(fc.integer({ min: 0, max: 1023 }), hostileJson), { maxLength: 40 }),
    hostileJson,
  );
  const record = fc.oneof(
    fc.record({ seed, params, inputs }, { requiredKeys: ['seed', 'inputs'] }),
    hostileJson,
  );

  test.prop([record], { numRuns: 300 })(
    'any value replays to a match or names the part or tick refused, quickly',
    (value) => {
      const result = withinBudget(() => replayMatch(value as never));
      expectResultShape(named(result), 200);
      if (!result.ok) {
        const error = result.error;
        if ('moveIndex' in error) expect(Number.isInteger(error.moveIndex)).toBe(true);
        else expect(['record', 'seed', 'params', 'inputs']).toContain(error.part);
        return;
      }
      expect(checkMatchRecord(value).ok).toBe(true);
      expect(result.value.tick).toBe((value as { inputs: unknown[] }).inputs.length);
    },
  );

  test('records that used to throw, or to replay as if nothing were wrong, are refused by part', () => {
    const refused = (value: unknown) => {
      const result = replayMatch(value as never);
      return result.ok ? 'replayed' : result.error;
    };
    expect(refused(null)).toEqual({ part: 'record', error: 'a match record must be an object, got null' });
    // String() of this seed threw "Cannot convert object to primitive value".
    expect(refused({ seed: { toString: 1 }, inputs: [] })).toMatchObject({ part: 'seed' });
    // No timing: newMatch threw reading spawnTicks of undefined.
    expect(refused({ seed: 1, params: {}, inputs: [] })).toMatchObject({ part: 'params' });
    // A fall that never ends, and a zero divisor in the soft drop.
    expect(
      refused({
        seed: 1,
        params: { ...DEFAULT_MATCH_PARAMS, timing: { ...TSU_TIMING, fallTicks: Number('1e400') } },
        inputs: [],
      }),
    ).toEqual({
      part: 'params',
      error: 'timing.fallTicks must be a whole number of ticks from 1 to 3600, got Infinity',
    });
    expect(
      refused({
        seed: 1,
        params: { ...DEFAULT_MATCH_PARAMS, timing: { ...TSU_TIMING, softDropTicks: 0 } },
        inputs: [],
      }),
    ).toMatchObject({ part: 'params' });
    expect(
      refused({ seed: 1, params: { ...DEFAULT_MATCH_PARAMS, targetPoints: 0 }, inputs: [] }),
    ).toMatchObject({ part: 'params' });
    // Inputs that are no list are refused, never replayed as an empty log.
    expect(refused({ seed: 1, inputs: 5 })).toEqual({
      part: 'inputs',
      error: 'inputs must be a list of numbers, got 5',
    });
    expect(refused({ seed: 'x'.repeat(1001), inputs: [] })).toMatchObject({
      part: 'seed',
      error: expect.stringMatching(/"x{40}…"$/),
    });
    // A bad input is shown short, whatever it was.
    expect(refused({ seed: 1, inputs: [0, 'y'.repeat(100_000)] })).toEqual({
      moveIndex: 1,
      error: `bad input "${'y'.repeat(40)}…"`,
    });
    expect(refused({ seed: 1, inputs: [0, 0, 4096] })).toEqual({ moveIndex: 2, error: 'bad input 4096' });
  });

  test('replay cost grows no faster than the log, which is never read past the end of its match', () => {
    // An idle match is over after 776 ticks: a longer log costs its parse and check, then the replay stops at
    // the first tick after the result, however long the rest.
    const idle = (n: number) => JSON.stringify({ seed: 5, inputs: Array(n).fill(0) });
    expectLinearCost(idle, (text) => replayMatch(JSON.parse(text)), 2_000);
    const endless = { seed: 5, inputs: Array(1_000_000).fill(0) };
    expect(withinBudget(() => replayMatch(endless))).toEqual({
      ok: false,
      error: { moveIndex: 776, error: 'the match is over' },
    });
  });
});
