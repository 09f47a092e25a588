import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { MessageKey } from '../i18n/index.ts';
import { memoryStore } from '../storage/testStore.ts';
import { type CorruptSave, type SaveSlot, writeSave } from '../storage/versionedStore.ts';
import type { Opened } from './currentGame.ts';
import { continueSavedGame } from './savedGame.ts';

const slot: SaveSlot<{ level: string }> = {
  key: 'test.game',
  version: 1,
  schema: z.object({ level: z.string() }),
};

function setup(saved?: string) {
  const store = memoryStore(saved === undefined ? {} : { [slot.key]: saved });
  const reported: { corrupt: CorruptSave; what: MessageKey }[] = [];
  const restored: string[] = [];
  const context = {
    store,
    reportCorrupt: (corrupt: CorruptSave, what: MessageKey) => reported.push({ corrupt, what }),
  };
  const rules = (answer: Opened, wanted = true) => ({
    slot,
    what: 'save.minesGame' as const,
    refused: 'the engine refused it',
    wanted: () => wanted,
    restore: async (save: { level: string }) => {
      restored.push(save.level);
      return answer;
    },
  });
  return { store, reported, restored, context, rules };
}

describe('continuing a saved game', () => {
  it('restores the save the address wants, and leaves it alone when the address wants another game', async () => {
    const { store, restored, context, rules } = setup();
    writeSave(store, slot, { level: 'hard' });
    expect(await continueSavedGame(context, rules('shown', false))).toBe(false);
    expect(restored).toEqual([]);
    expect(await continueSavedGame(context, rules('shown'))).toBe(true);
    expect(restored).toEqual(['hard']);
    expect(store.map.has(slot.key)).toBe(true);
  });

  it('starts anew without a save', async () => {
    const { reported, context, rules } = setup();
    expect(await continueSavedGame(context, rules('shown'))).toBe(false);
    expect(reported).toEqual([]);
  });

  it('reports an unreadable save and sets it aside', async () => {
    const { store, reported, restored, context, rules } = setup('{"version":1,"data":{"level":5}}');
    expect(await continueSavedGame(context, rules('shown'))).toBe(false);
    expect(restored).toEqual([]);
    expect(reported.map((report) => report.what)).toEqual(['save.minesGame']);
    expect(store.map.has(slot.key)).toBe(false);
    expect(store.map.has(`${slot.key}.corrupt`)).toBe(true);
  });

  it('sets aside a save the game refuses, and keeps one whose engine failed', async () => {
    const refused = setup();
    writeSave(refused.store, slot, { level: 'x' });
    expect(await continueSavedGame(refused.context, refused.rules('refused'))).toBe(false);
    expect(refused.reported).toHaveLength(1);
    expect(refused.store.map.get(`${slot.key}.corrupt`)).toContain('"x"');

    const failed = setup();
    writeSave(failed.store, slot, { level: 'y' });
    expect(await continueSavedGame(failed.context, failed.rules('failed'))).toBe(true);
    expect(failed.reported).toEqual([]);
    expect(failed.store.map.has(slot.key)).toBe(true);
  });
});
