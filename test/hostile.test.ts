import { describe, expect, it } from 'vitest';
import { measureCost, withinBudget } from './hostile.ts';

/** Works until `ms` have passed both on the clock and in CPU time: on a loaded machine wall time alone can pass
 * with little CPU spent, and measureCost counts the lesser of the two. */
const busyFor = (ms: number): number => {
  const end = performance.now() + ms;
  const cpuBefore = process.cpuUsage();
  const cpuMs = () => {
    const cpu = process.cpuUsage(cpuBefore);
    return (cpu.user + cpu.system) / 1000;
  };
  let spins = 0;
  while (performance.now() < end || cpuMs() < ms) spins++;
  return spins;
};
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
