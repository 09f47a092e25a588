import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { meanInterval, wilsonInterval } from './winRate.ts';

describe('intervals', () => {
  test.prop([fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 2, maxLength: 200 })], {
    numRuns: 500,
  })('meanInterval is the mean plus or minus 1.96 standard errors, from a two-pass variance', (values) => {
    const n = values.length;
    const mean = values.reduce((a, b) => a + b, 0) / n;
    const variance = values.reduce((a, v) => a + (v - mean) ** 2, 0) / (n - 1);
    const half = 1.959963984540054 * Math.sqrt(variance / n);
    const [low, high] = meanInterval(
      values.reduce((a, b) => a + b, 0),
      values.reduce((a, v) => a + v * v, 0),
      n,
    );
    // The interval comes from the sum and the sum of squares (all a stream keeps), whose difference cancels when
    // the values barely differ: [0.99999982, 0.99999941] came out 8.9e-10 off the two-pass bound. Within 5e-7: a
    // bug such as n for n - 1, or z rounded to 1.96, is off by more for all but the narrowest intervals.
    expect(low).toBeCloseTo(mean - half, 6);
    expect(high).toBeCloseTo(mean + half, 6);
  });

  it('gives the textbook Wilson interval', () => {
    // 0 of 10 and 8 of 10: the published values of the Wilson score interval at 95%.
    const [low0, high0] = wilsonInterval(0, 10);
    expect(low0).toBe(0);
    expect(high0).toBeCloseTo(0.2775, 4);
    const [low8, high8] = wilsonInterval(8, 10);
    expect(low8).toBeCloseTo(0.4902, 4);
    expect(high8).toBeCloseTo(0.9433, 4);
  });
});
