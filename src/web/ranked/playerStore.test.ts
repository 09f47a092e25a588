import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/index.ts';
import { memoryStore } from '../storage/testStore.ts';
import type { CorruptSave } from '../storage/versionedStore.ts';
import { rankedErrorText } from './errors.ts';
import { forgetPlayer, loadPlayer, PLAYER_SLOT, savePlayer } from './playerStore.ts';

const secret = `${'A'.repeat(40)}_-9`;
const context = (entries: Record<string, string> = {}) => {
  const store = memoryStore(entries);
  const reported: [CorruptSave, string][] = [];
  return {
    store,
    reported,
    reportCorrupt: (corrupt: CorruptSave, what: string) => reported.push([corrupt, what]),
  };
};

describe('the ranked player kept in the browser', () => {
  it('round-trips the name, id and secret under a versioned key, and forgets them', () => {
    const page = context();
    expect(loadPlayer(page)).toBeUndefined();
    expect(savePlayer(page.store, { id: 3, name: 'Ann', secret })).toBe(true);
    expect(JSON.parse(page.store.map.get(PLAYER_SLOT.key)!)).toEqual({
      version: 1,
      data: { id: 3, name: 'Ann', secret },
    });
    expect(loadPlayer(page)).toEqual({ id: 3, name: 'Ann', secret });
    forgetPlayer(page.store);
    expect(loadPlayer(page)).toBeUndefined();
    expect(page.reported).toEqual([]);
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['a short secret', JSON.stringify({ version: 1, data: { id: 3, name: 'Ann', secret: 'abc' } })],
    ['no id', JSON.stringify({ version: 1, data: { name: 'Ann', secret } })],
    ['a name too long', JSON.stringify({ version: 1, data: { id: 3, name: 'x'.repeat(41), secret } })],
    ['an unknown version', JSON.stringify({ version: 2, data: { id: 3, name: 'Ann', secret } })],
    ['another field', JSON.stringify({ version: 1, data: { id: 3, name: 'Ann', secret, admin: true } })],
  ])('sets aside a save with %s and reports it by name', (_, text) => {
    const page = context({ [PLAYER_SLOT.key]: text, other: 'kept' });
    expect(loadPlayer(page)).toBeUndefined();
    expect(page.reported).toHaveLength(1);
    expect(page.reported[0][1]).toBe('save.rankedPlayer');
    expect(page.store.map.get(`${PLAYER_SLOT.key}.corrupt`)).toBe(text);
    expect(page.store.map.has(PLAYER_SLOT.key)).toBe(false);
    expect(page.store.map.get('other')).toBe('kept');
  });
});

describe('ranked errors in the page language', () => {
  it('adds the server words on English pages only', () => {
    const error = { kind: 'conflict', detail: 'daily: you already have it' } as const;
    expect(rankedErrorText(translator('en'), 'en', error)).toMatch(/\(daily: you already have it\)$/);
    const ja = rankedErrorText(translator('ja'), 'ja', error);
    expect(ja).not.toMatch(/[A-Za-z]/);
    expect(rankedErrorText(translator('ja'), 'ja', { kind: 'busy', retryAfterS: 4, detail: 'full' })).toBe(
      'サーバーが混み合っています。4 秒後にもう一度お試しください。',
    );
    for (const kind of ['offline', 'nameTaken'] as const)
      expect(rankedErrorText(translator('ja'), 'ja', { kind })).not.toMatch(/[A-Za-z]/);
  });
});
