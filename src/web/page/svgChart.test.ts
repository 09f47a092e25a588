import { fc, test } from '@fast-check/vitest';
import { expect } from 'vitest';
import { ticks } from './svgChart.ts';

test.prop([fc.double({ min: 0, max: 1e7, noNaN: true }), fc.double({ min: 0, max: 1e7, noNaN: true })])(
  'ticks are evenly spaced round values from at or below the low end to at or past the high end',
  (a, b) => {
    const [low, high] = a <= b ? [a, b] : [b, a];
    const values = ticks(low, high);
    expect(values.length).toBeGreaterThanOrEqual(2);
    expect(values.length).toBeLessThanOrEqual(7);
    expect(values[0]).toBeLessThanOrEqual(low);
    expect(values[values.length - 1]).toBeGreaterThanOrEqual(high * (1 - 1e-9));
    const step = values[1] - values[0];
    const mantissa = step / 10 ** Math.floor(Math.log10(step));
    expect([1, 2, 2.5, 5, 10].some((m) => Math.abs(m - mantissa) < 1e-6)).toBe(true);
    for (let i = 1; i < values.length; i++) expect(values[i] - values[i - 1]).toBeCloseTo(step, 6);
  },
);
