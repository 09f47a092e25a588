import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/testStore.ts';
import type { CorruptSave } from '../storage/versionedStore.ts';
import { dropKeptGame, keepGame, keptGameSlot, loadKeptGame } from './keptGame.ts';

const gameId = 'Ab3_-'.padEnd(22, 'x');

const pageWith = (entries: Record<string, string> = {}) => {
  const store = memoryStore(entries);
  const reported: [CorruptSave, string][] = [];
  const reportCorrupt = (corrupt: CorruptSave, what: string) => reported.push([corrupt, what]);
  return { store, reported, reportCorrupt };
};

describe('the ranked game kept in the browser', () => {
  it('keeps one game per game name under a versioned key, and drops it', () => {
    const page = pageWith();
    expect(loadKeptGame(page, 'mines')).toBeUndefined();
    expect(keepGame(page.store, 'mines', { gameId, level: 'expert', daily: true })).toBe(true);
    expect(JSON.parse(page.store.map.get('arcade.ranked.mines.game')!)).toEqual({
      version: 1,
      data: { gameId, level: 'expert', daily: true },
    });
    expect(loadKeptGame(page, 'mines')).toEqual({ gameId, level: 'expert', daily: true });
    expect(loadKeptGame(page, 'puyo')).toBeUndefined();
    dropKeptGame(page.store, 'mines');
    expect(loadKeptGame(page, 'mines')).toBeUndefined();
    expect(page.reported).toEqual([]);
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['a short id', { gameId: 'abc', level: 'expert', daily: false }],
    ['an id with a slash', { gameId: `${gameId.slice(1)}/`, level: 'expert', daily: false }],
    ['a level in capitals', { gameId, level: 'Expert', daily: false }],
    ['no daily', { gameId, level: 'expert' }],
    ['another field', { gameId, level: 'expert', daily: false, seed: 'x' }],
  ])('sets aside a save with %s and reports it by name', (_, data) => {
    const key = keptGameSlot('puyo').key;
    const text = typeof data === 'string' ? data : JSON.stringify({ version: 1, data });
    const page = pageWith({ [key]: text, other: 'kept' });
    expect(loadKeptGame(page, 'puyo')).toBeUndefined();
    expect(page.reported.map(([, what]) => what)).toEqual(['save.rankedGame']);
    expect(page.store.map.get(`${key}.corrupt`)).toBe(text);
    expect(page.store.map.has(key)).toBe(false);
    expect(page.store.map.get('other')).toBe('kept');
  });
});
