import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  deeplyNested,
  expectLinearCost,
  hostileJson,
  hostileString,
  mutated,
  withinBudget,
} from '../../../test/hostile.ts';
import { memoryStore } from './testStore.ts';
import {
  type KeyValueStore,
  loadSave,
  MAX_SAVE_DEPTH,
  nestsDeeperThan,
  peekSave,
  type SaveSlot,
  writeSave,
} from './versionedStore.ts';

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

/** JSON text of `value`, or a short stand-in when it cannot be written (too deep for JSON.stringify). */
const jsonText = (value: unknown): string => {
  try {
    return JSON.stringify(value) ?? 'null';
  } catch {
    return '[';
  }
};

/** Envelopes as they are written, and as a stranger might change them. */
const envelopeText: fc.Arbitrary<string> = fc.oneof(
  fc.record({ name: fc.string(), score: fc.integer() }).map((data) => jsonText({ version: 2, data })),
  fc.record({ version: hostileJson, data: hostileJson }).map(jsonText),
  fc.record({ n: fc.string() }).map((data) => jsonText({ version: 1, data })),
);
const anySaveText: fc.Arbitrary<string> = fc.oneof(
  hostileString(400),
  mutated(envelopeText),
  fc.tuple(fc.integer({ min: 1, max: 20_000 }), fc.boolean()).map(([depth, inVersion]) => {
    const deep = `${'['.repeat(depth)}0${']'.repeat(depth)}`;
    return inVersion ? `{"version":${deep},"data":0}` : `{"version":2,"data":${deep}}`;
  }),
);

describe('versioned saves from a stranger', () => {
  test.prop([anySaveText], { numRuns: 400 })(
    'any text loads or is set aside with a short reason, quickly, and never throws',
    (text) => {
      const store = memoryStore({ 'test.slot': text, other: 'kept' });
      const outcome = withinBudget(() => loadSave(store, slot));
      if (outcome.kind === 'empty') throw new Error('a text read as no save');
      if (outcome.kind === 'loaded') {
        expect(slot.schema.safeParse(outcome.value).success).toBe(true);
        expect(store.map.get('test.slot')).toBe(text);
      } else {
        expect(outcome.corrupt.reason.length).toBeGreaterThan(0);
        // A quoted prefix is 40 characters, up to 6 each once control characters are escaped.
        expect(outcome.corrupt.reason.length).toBeLessThanOrEqual(400);
        expect(store.map.get('test.slot.corrupt')).toBe(text);
        expect(store.map.has('test.slot')).toBe(false);
      }
      expect(store.map.get('other')).toBe('kept');
    },
  );

  it('refuses 100,000 nested arrays by their depth, before JSON.parse builds them', () => {
    // Found by the property above: a version nested this deep made String(version) overflow the stack, so
    // loadSave threw, and with the settings slot the whole app failed to start.
    const deep = `{"version":${'['.repeat(100_000)}${']'.repeat(100_000)},"data":0}`;
    const outcome = withinBudget(() => loadSave(memoryStore({ 'test.slot': deep }), slot));
    expect(outcome).toMatchObject({
      kind: 'corrupt',
      corrupt: { reason: `nested deeper than ${MAX_SAVE_DEPTH} levels` },
    });
    const alone = '['.repeat(100_000);
    expect(withinBudget(() => loadSave(memoryStore({ 'test.slot': alone }), slot)).kind).toBe('corrupt');
  });

  it('describes a strange version in a few words, never the whole of it', () => {
    const reason = (version: unknown) => {
      const text = JSON.stringify({ version, data: {} });
      const outcome = loadSave(memoryStore({ 'test.slot': text }), slot);
      return outcome.kind === 'corrupt' ? outcome.corrupt.reason : '';
    };
    expect(reason('9'.repeat(400))).toBe(`unknown version "${'9'.repeat(40)}…"`);
    // Found with FC_SEED=random: control characters come back escaped, six characters each.
    expect(reason('\u0000'.repeat(500))).toBe(`unknown version "${'\\u0000'.repeat(40)}…"`);
    expect(reason(deeplyNested(MAX_SAVE_DEPTH - 2))).toBe('unknown version a list');
    expect(reason(Array(100_000).fill(1))).toBe('unknown version a list');
    expect(reason(JSON.parse('{"__proto__":1}'))).toBe('unknown version an object');
    const infinite = loadSave(memoryStore({ 'test.slot': '{"version":1e400,"data":0}' }), slot);
    expect(infinite.kind === 'corrupt' && infinite.corrupt.reason).toBe('unknown version Infinity');
  });

  it('quotes a long or strange key in a reason, briefly', () => {
    const keyed: SaveSlot<Record<string, number>> = {
      key: 'k',
      version: 1,
      schema: z.record(z.string(), z.int()),
    };
    const text = JSON.stringify({ version: 1, data: { ['\u202e'.repeat(500)]: 0.5 } });
    const outcome = loadSave(memoryStore({ k: text }), keyed);
    expect(outcome.kind === 'corrupt' && outcome.corrupt.reason).toMatch(/^"(\\u202e){20}…": /);
  });

  it('refuses a text longer than its slot holds before reading it', () => {
    const short: SaveSlot<unknown> = { key: 'k', version: 1, schema: z.unknown(), maxChars: 10 };
    const outcome = loadSave(memoryStore({ k: '{"version":1,"data":0}' }), short);
    expect(outcome).toMatchObject({
      kind: 'corrupt',
      corrupt: { reason: '22 characters, more than the 10 a save can hold' },
    });
  });

  it('counts nesting outside strings only', () => {
    expect(nestsDeeperThan('[[["]]]]]]"]]]', 3)).toBe(false);
    expect(nestsDeeperThan('["\\\\"[[[[', 4)).toBe(true); // an escaped backslash, then the string ends
    expect(nestsDeeperThan('["\\\\"[[[[', 5)).toBe(false);
    expect(nestsDeeperThan('["\\"[[[[', 1)).toBe(false); // an escaped quote: the string goes on
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 4)).toBe(false);
    expect(nestsDeeperThan('{"a":[{"b":[1]}]}', 3)).toBe(true);
  });

  it('removes an unreadable save even when storage has no room to keep a copy, and says so', () => {
    const store = memoryStore({ 'test.slot': '{bad' });
    const full: KeyValueStore = {
      ...store,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadSave(full, slot)).toEqual({
      kind: 'corrupt',
      corrupt: { key: 'test.slot', movedTo: null, reason: 'not valid JSON' },
    });
    expect(store.map.has('test.slot')).toBe(false);
  });

  it('peeks at a save without moving an unreadable one', () => {
    const good = memoryStore({ 'test.slot': JSON.stringify({ version: 2, data: { name: 'a', score: 1 } }) });
    expect(peekSave(good, slot)).toEqual({ name: 'a', score: 1 });
    const bad = memoryStore({ 'test.slot': '{bad' });
    expect(peekSave(bad, slot)).toBeUndefined();
    expect(bad.map.get('test.slot')).toBe('{bad');
    expect(peekSave(memoryStore(), slot)).toBeUndefined();
  });

  it('reading costs time linear in the text', () => {
    const big: SaveSlot<unknown> = {
      key: 'k',
      version: 1,
      schema: z.array(z.string().max(20)).max(10),
      maxChars: 1 << 24,
    };
    expectLinearCost(
      (n) => JSON.stringify({ version: 1, data: Array(n).fill('abcdefgh') }),
      (text) => loadSave(memoryStore({ k: text }), big),
      2_000,
    );
  });
});
