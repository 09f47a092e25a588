import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { FixedStep, TICK_MS } from './fixedStep.ts';

describe('the fixed-step clock', () => {
  test.prop([fc.array(fc.double({ min: 0, max: 40, noNaN: true }), { maxLength: 300 })])(
    'runs as many ticks as whole steps of time passed, whatever the frame times',
    (gaps) => {
      const clock = new FixedStep(1000);
      let now = 5;
      clock.advance(now);
      let run = 0;
      for (const gap of gaps) {
        now += gap;
        run += clock.advance(now);
      }
      const elapsed = now - 5;
      expect(run).toBe(clock.ticks);
      expect(run).toBeLessThanOrEqual(elapsed / TICK_MS + 1e-6);
      expect(run).toBeGreaterThan(elapsed / TICK_MS - 1 - 1e-6);
      expect(clock.fraction).toBeGreaterThanOrEqual(0);
      expect(clock.fraction).toBeLessThan(1);
    },
  );

  it('steady 60 Hz frames run one tick each', () => {
    const clock = new FixedStep();
    clock.advance(0);
    const counts = Array.from({ length: 120 }, (_, i) => clock.advance((i + 1) * TICK_MS + 0.01));
    expect(counts.every((n) => n === 1)).toBe(true);
  });

  it('a stall runs at most maxCatchUp ticks and counts the rest as lost', () => {
    const clock = new FixedStep(10);
    clock.advance(0);
    expect(clock.advance(1000)).toBe(10);
    expect(clock.lost).toBe(50);
  });

  it('time while halted is not played', () => {
    const clock = new FixedStep();
    clock.advance(0);
    clock.advance(100);
    clock.halt();
    expect(clock.advance(5000)).toBe(0);
    expect(clock.advance(5000 + 2 * TICK_MS)).toBe(2);
  });

  it('gives each tick of a batch the time it fell due', () => {
    const clock = new FixedStep();
    clock.advance(0);
    const due = clock.advance(3.5 * TICK_MS);
    expect(due).toBe(3);
    expect(clock.tickTime(3.5 * TICK_MS, 0, due)).toBeCloseTo(TICK_MS);
    expect(clock.tickTime(3.5 * TICK_MS, 2, due)).toBeCloseTo(3 * TICK_MS);
  });
});
