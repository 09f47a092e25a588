import { describe, expect, it } from 'vitest';
import { busyFor, measureCost, withinBudget } from './hostile.ts';

const waitFor = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

describe('the call budget of the fuzz properties', () => {
  it('fails a call that works longer than the budget', () => {
    expect(() => withinBudget(() => busyFor(250))).toThrow(/more than 100 ms/);
  });

  it('passes a call that only waited (as for a core on a loaded machine), and returns its value', () => {
    const waited = () => {
      waitFor(250);
      return 'done';
    };
    expect(withinBudget(waited)).toBe('done');
    expect(measureCost(() => waitFor(250)).ms).toBeLessThan(100);
  });

  it('lets what the call throws through', () => {
    expect(() =>
      withinBudget(() => {
        throw new TypeError('bad');
      }),
    ).toThrow(TypeError);
  });
});
