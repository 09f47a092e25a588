import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoryStore } from '../storage/testStore.ts';
import type { SaveSlot } from '../storage/versionedStore.ts';
import { LocalRecords } from './localRecords.ts';
import { type RecordBook, type RecordRules, recordBookSchema } from './recordBook.ts';

const rules: RecordRules<number> = {
  ranking: { by: (n) => n, better: 'lower', kept: 2 },
  maxLevels: 9,
  keeps: () => true,
};
const slot: SaveSlot<RecordBook<number>> = {
  key: 'test.records',
  version: 1,
  schema: recordBookSchema(z.number(), rules, z.string(), 'levels'),
};

describe('local records', () => {
  it('adds finished games, saves at once, and loads back', () => {
    const store = memoryStore();
    const records = new LocalRecords(store, slot, rules);
    expect(records.load()).toBeUndefined();
    expect(records.add({ level: 'a', won: true, entry: 30 })).toBe(1);
    expect(records.add({ level: 'a', won: true, entry: 10 })).toBe(1);
    expect(records.add({ level: 'a', won: false })).toBeNull();
    const again = new LocalRecords(store, slot, rules);
    again.load();
    expect(again.level('a')).toEqual({ played: 3, won: 2, best: [10, 30] });
    expect(again.level('b')).toBeUndefined();
  });

  it('sets an unreadable book aside and starts empty', () => {
    const store = memoryStore({ [slot.key]: '{"version":1,"data":{"a":{"played":1,"won":5,"best":[]}}}' });
    const records = new LocalRecords(store, slot, rules);
    expect(records.load()).toMatchObject({ key: slot.key, movedTo: `${slot.key}.corrupt` });
    expect(records.level('a')).toBeUndefined();
  });
});
