import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Input } from '../../puyo/index.ts';
import { TICK_MS } from './fixedStep.ts';
import { HeldKeys } from './heldKeys.ts';

/** Samples ticks at 60 Hz from `from` to `to` ms and returns the tick indexes that shifted. */
function shiftsBetween(keys: HeldKeys, from: number, to: number, flag: number): number[] {
  const ticks: number[] = [];
  for (let i = 0; from + i * TICK_MS <= to; i++) if (keys.sample(from + i * TICK_MS) & flag) ticks.push(i);
  return ticks;
}

describe('held keys to tick inputs', () => {
  it('a press moves on the next tick, then waits DAS, then repeats every ARR', () => {
    const keys = new HeldKeys({ das: 133, arr: 33 });
    keys.press('left', 0);
    const times = shiftsBetween(keys, 1, 300, Input.Left).map((i) => 1 + i * TICK_MS);
    expect(times[0]).toBe(1);
    expect(times[1]).toBeGreaterThanOrEqual(133);
    expect(times[1] - 133).toBeLessThan(TICK_MS);
    for (let k = 2; k < times.length; k++) {
      expect(times[k] - times[k - 1]).toBeGreaterThanOrEqual(33 - TICK_MS);
      expect(times[k] - times[k - 1]).toBeLessThanOrEqual(33 + TICK_MS);
    }
  });

  test.prop([
    fc.integer({ min: 0, max: 300 }),
    fc.integer({ min: 0, max: 100 }),
    fc.integer({ min: 200, max: 2000 }),
  ])('shifts while held number 1 + the repeats due after DAS (at most one a tick)', (das, arr, hold) => {
    const keys = new HeldKeys({ das, arr });
    keys.press('right', 0);
    const shifts = shiftsBetween(keys, 0, hold, Input.Right).length;
    const ticks = Math.floor(hold / TICK_MS) + 1;
    const ticksAfterDas = Array.from({ length: ticks }, (_, i) => i * TICK_MS).filter(
      (t) => t > 0 && t >= das,
    ).length;
    const repeats = hold < das ? 0 : arr === 0 ? ticksAfterDas : 1 + Math.floor((hold - das) / arr);
    const expected = 1 + Math.min(repeats, ticksAfterDas);
    expect(shifts).toBeLessThanOrEqual(ticks);
    expect(Math.abs(shifts - expected)).toBeLessThanOrEqual(1);
  });

  it('a tap released before the tick still moves once, and only once', () => {
    const keys = new HeldKeys({ das: 133, arr: 33 });
    keys.press('right', 0);
    keys.release('right');
    expect(keys.sample(5) & Input.Right).toBe(Input.Right);
    expect(shiftsBetween(keys, 20, 500, Input.Right)).toEqual([]);
  });

  it('turns act once a press, soft drop while held', () => {
    const keys = new HeldKeys({ das: 133, arr: 33 });
    keys.press('rotateCw', 0);
    keys.press('softDrop', 0);
    expect(keys.sample(1)).toBe(Input.RotateCw | Input.SoftDrop);
    expect(keys.sample(20)).toBe(Input.SoftDrop);
    keys.press('rotateCw', 25); // the keyboard's repeat while held: ignored
    expect(keys.sample(40)).toBe(Input.SoftDrop);
    keys.release('rotateCw');
    keys.press('rotateCw', 45);
    keys.press('rotateCcw', 45);
    keys.release('softDrop');
    expect(keys.sample(50)).toBe(Input.RotateCw | Input.RotateCcw);
  });

  it('the side pressed last wins, and the other takes over with a fresh DAS when it is let go', () => {
    const keys = new HeldKeys({ das: 100, arr: 20 });
    keys.press('left', 0);
    expect(keys.sample(1)).toBe(Input.Left);
    keys.press('right', 50);
    expect(keys.sample(51)).toBe(Input.Right);
    expect(keys.sample(120)).toBe(0);
    keys.release('right');
    expect(keys.sample(200)).toBe(0);
    expect(keys.sample(299)).toBe(0);
    expect(keys.sample(301)).toBe(Input.Left);
  });

  it('two taps between ticks act on two ticks', () => {
    const keys = new HeldKeys({ das: 133, arr: 33 });
    for (const action of ['rotateCw', 'left'] as const) {
      keys.press(action, 0);
      keys.release(action);
      keys.press(action, 1);
      keys.release(action);
    }
    expect(keys.sample(5)).toBe(Input.RotateCw | Input.Left);
    expect(keys.sample(22)).toBe(Input.RotateCw | Input.Left);
    expect(keys.sample(39)).toBe(0);
  });

  it('clear lets go of everything', () => {
    const keys = new HeldKeys({ das: 0, arr: 0 });
    keys.press('left', 0);
    keys.press('softDrop', 0);
    keys.clear();
    expect(keys.sample(100)).toBe(0);
  });
});
