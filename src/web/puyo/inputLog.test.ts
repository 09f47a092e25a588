import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { MAX_LOG_TICKS, makeInputLog, parseInputLog } from './inputLog.ts';

describe('the saved input log', () => {
  test.prop([fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1023 })), { maxLength: 500 })])(
    'reads back as the inputs written',
    (inputs) => {
      expect(parseInputLog(makeInputLog(inputs))).toEqual({ ok: true, value: inputs });
    },
  );

  it('writes runs short', () => {
    expect(makeInputLog([0, 0, 0, 16, 16, 4, 0])).toBe('0*3,16*2,4,0');
  });

  it('names the first bad run, and refuses a log longer than an hour', () => {
    expect(parseInputLog('0*3,x,1')).toEqual({
      ok: false,
      error: 'run 2 must be an input from 0 to 1023 and a count of 1 or more, as 16*3',
    });
    expect(parseInputLog('1024').ok).toBe(false);
    expect(parseInputLog('5*0').ok).toBe(false);
    expect(parseInputLog(`0*${MAX_LOG_TICKS},1`)).toEqual({
      ok: false,
      error: `more than ${MAX_LOG_TICKS} ticks`,
    });
  });

  test.prop([fc.string({ maxLength: 200 })])('any text gives inputs or a reason, never a throw', (text) => {
    const parsed = parseInputLog(text);
    if (parsed.ok) expect(parsed.value.every((v) => v >= 0 && v <= 1023)).toBe(true);
  });
});
