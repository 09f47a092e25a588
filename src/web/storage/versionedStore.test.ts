import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type KeyValueStore, loadSave, type SaveSlot, writeSave } from './versionedStore.ts';

const memoryStore = (entries: Record<string, string> = {}): KeyValueStore & { map: Map<string, string> } => {
  const map = new Map(Object.entries(entries));
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
};

const slot: SaveSlot<{ name: string; score: number }> = {
  key: 'test.slot',
  version: 2,
  schema: z.object({ name: z.string(), score: z.number().int() }),
  migrate: (version, data) => (version === 1 ? { name: (data as { n: string }).n, score: 0 } : undefined),
};

describe('versioned saves', () => {
  it('round-trips a value', () => {
    const store = memoryStore();
    expect(writeSave(store, slot, { name: 'a', score: 3 })).toBe(true);
    expect(loadSave(store, slot)).toEqual({ kind: 'loaded', value: { name: 'a', score: 3 } });
  });

  it('reports a missing save as empty', () => {
    expect(loadSave(memoryStore(), slot)).toEqual({ kind: 'empty' });
  });

  it('migrates an older version', () => {
    const store = memoryStore({ 'test.slot': JSON.stringify({ version: 1, data: { n: 'old' } }) });
    expect(loadSave(store, slot)).toEqual({ kind: 'loaded', value: { name: 'old', score: 0 } });
  });

  it.each([
    ['{not json', 'not valid JSON'],
    ['[1,2]', 'no version and data'],
    [JSON.stringify({ version: 9, data: {} }), 'unknown version 9'],
    [JSON.stringify({ version: 2, data: { name: 'a', score: 1.5 } }), 'score: '],
  ])('sets aside %s and names why, leaving other keys alone', (text, reason) => {
    const store = memoryStore({ 'test.slot': text, other: 'kept' });
    const outcome = loadSave(store, slot);
    expect(outcome.kind).toBe('corrupt');
    if (outcome.kind !== 'corrupt') return;
    expect(outcome.corrupt.reason).toContain(reason);
    expect(store.map.get('test.slot.corrupt')).toBe(text);
    expect(store.map.has('test.slot')).toBe(false);
    expect(store.map.get('other')).toBe('kept');
  });

  it('survives a storage that throws', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('disabled');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {},
    };
    expect(loadSave(broken, slot)).toEqual({ kind: 'empty' });
    expect(writeSave(broken, slot, { name: 'a', score: 1 })).toBe(false);
  });
});
