import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/testStore.ts';
import { loadSave, writeSave } from '../storage/versionedStore.ts';
import { ACTIONS } from './heldKeys.ts';
import { actionOf, bindKey, DEFAULT_PUYO_SETTINGS, PUYO_SETTINGS_SLOT } from './playSettings.ts';

describe('Puyo settings', () => {
  it('default to arrows, Z and X (and up turning right), DAS 133 ms, ARR 33 ms, ghost on', () => {
    expect(actionOf(DEFAULT_PUYO_SETTINGS, 'KeyZ')).toBe('rotateCcw');
    expect(actionOf(DEFAULT_PUYO_SETTINGS, 'ArrowUp')).toBe('rotateCw');
    expect(actionOf(DEFAULT_PUYO_SETTINGS, 'KeyQ')).toBeUndefined();
    expect([DEFAULT_PUYO_SETTINGS.das, DEFAULT_PUYO_SETTINGS.arr, DEFAULT_PUYO_SETTINGS.ghost]).toEqual([
      133,
      33,
      true,
    ]);
  });

  test.prop([fc.constantFrom(...ACTIONS), fc.constantFrom('KeyA', 'KeyZ', 'ArrowUp', 'Space', 'KeyJ')])(
    'a bound key acts only for its action, every action keeps a key, and the result saves and loads',
    (action, code) => {
      const bound = bindKey(DEFAULT_PUYO_SETTINGS, action, code);
      expect(actionOf(bound, code)).toBe(action);
      for (const other of ACTIONS) expect(bound.keys[other].length).toBeGreaterThan(0);
      const all = ACTIONS.flatMap((other) => bound.keys[other]);
      expect(new Set(all).size).toBe(all.length); // no key does two things
      const store = memoryStore();
      writeSave(store, PUYO_SETTINGS_SLOT, bound);
      expect(loadSave(store, PUYO_SETTINGS_SLOT)).toEqual({ kind: 'loaded', value: bound });
    },
  );

  it('a new key takes the first place and keeps the second (up still turns right)', () => {
    const bound = bindKey(DEFAULT_PUYO_SETTINGS, 'rotateCw', 'KeyD');
    expect(bound.keys.rotateCw).toEqual(['KeyD', 'ArrowUp']);
    expect(actionOf(bound, 'KeyX')).toBeUndefined();
    expect(bindKey(DEFAULT_PUYO_SETTINGS, 'rotateCcw', 'KeyA').keys.rotateCcw).toEqual(['KeyA']);
  });

  it('settings saved before the coach existed read with the coach off', () => {
    const store = memoryStore();
    const { coach: _, ...older } = DEFAULT_PUYO_SETTINGS;
    store.setItem(PUYO_SETTINGS_SLOT.key, JSON.stringify({ version: 1, data: older }));
    expect(loadSave(store, PUYO_SETTINGS_SLOT)).toEqual({
      kind: 'loaded',
      value: { ...older, coach: false },
    });
  });

  it('a saved DAS out of range is refused, naming the field', () => {
    const store = memoryStore();
    store.setItem(
      PUYO_SETTINGS_SLOT.key,
      JSON.stringify({ version: 1, data: { ...DEFAULT_PUYO_SETTINGS, das: 9999 } }),
    );
    const loaded = loadSave(store, PUYO_SETTINGS_SLOT);
    expect(loaded.kind).toBe('corrupt');
    if (loaded.kind === 'corrupt') expect(loaded.corrupt.reason).toMatch(/^das: /);
  });
});
