import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { EvalTable } from './evalTable.ts';

/** 52-bit keys as hashField makes them, some sharing their low 32 bits (the slot hash reads only those). */
const key = fc.oneof(
  fc.integer({ min: 0, max: 2 ** 52 - 1 }),
  fc.integer({ min: 0, max: 2 ** 20 }).map((high) => high * 2 ** 32 + 12345),
);

describe('EvalTable', () => {
  test.prop(
    [
      fc.array(fc.tuple(key, fc.double({ noNaN: true }), fc.nat(19), fc.nat(2 ** 31 - 1)), {
        maxLength: 3000,
      }),
    ],
    {
      numRuns: 200,
    },
  )('holds what a Map holds, through growth', (entries) => {
    const table = new EvalTable();
    const map = new Map<number, [number, number, number]>();
    for (const [k, value, chains, score] of entries) {
      if (table.find(k) >= 0) continue;
      table.add(k, value, chains, score);
      map.set(k, [value, chains, score]);
    }
    for (const [k, [value, chains, score]] of map) {
      const slot = table.find(k);
      expect(slot).toBeGreaterThanOrEqual(0);
      expect([table.value(slot), table.chainsAt(slot), table.scoreAt(slot)]).toEqual([value, chains, score]);
    }
    for (const [k] of entries) if (!map.has(k + 1)) expect(table.find(k + 1)).toBe(-1);
  });

  test('empties itself once at its largest and three quarters full, then fills again', () => {
    const table = new EvalTable();
    const most = (1 << 20) * 0.75;
    for (let k = 0; k < most; k++) table.add(k * 7919, k, k % 20, k);
    expect(table.value(table.find(0))).toBe(0);
    expect(table.value(table.find((most - 1) * 7919))).toBe(most - 1);
    table.add(1, 42, 3, 500);
    expect(table.find(0)).toBe(-1);
    expect(table.scoreAt(table.find(1))).toBe(500);
  });
});
