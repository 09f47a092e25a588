import { describe, expect, it } from 'vitest';
import { addToHistory, HistoryBook } from '../records/gameHistory.ts';
import { memoryStore } from '../storage/testStore.ts';
import { loadSave, writeSave } from '../storage/versionedStore.ts';
import { HISTORY_RULES, HISTORY_SLOT, historyFromRecords, type PlayedGame } from './history.ts';
import { RECORDS_SLOT, type Records } from './saves.ts';

const win = (date: string, timeMs: number): PlayedGame => ({ date, won: true, timeMs, bbbv: 20, solved: 20 });

describe('Minesweeper history', () => {
  it('keeps the last games of a level in the order played', () => {
    let history = {};
    for (let i = 0; i < HISTORY_RULES.kept + 3; i++)
      history = addToHistory(HISTORY_RULES, history, 'expert', win('2026-11-01T00:00:00.000Z', i));
    const games = (history as Record<string, PlayedGame[]>).expert;
    expect(games).toHaveLength(HISTORY_RULES.kept);
    expect(games[0].timeMs).toBe(3);
    expect(games.at(-1)?.timeMs).toBe(HISTORY_RULES.kept + 2);
  });

  it('drops the custom boards first added when there are too many, never a level or the board just played', () => {
    let history = addToHistory(HISTORY_RULES, {}, 'beginner', win('2026-11-01T00:00:00.000Z', 1));
    for (let i = 0; i < HISTORY_RULES.maxLevels + 2; i++)
      history = addToHistory(HISTORY_RULES, history, `${10 + i}x10/10`, win('2026-11-01T00:00:00.000Z', i));
    const keys = Object.keys(history);
    expect(keys).toHaveLength(HISTORY_RULES.maxLevels);
    expect(keys).toContain('beginner');
    expect(keys).toContain(`${10 + HISTORY_RULES.maxLevels + 1}x10/10`);
    expect(keys).not.toContain('10x10/10');
  });

  it('starts from the wins of older records, oldest first, and saves them; a second load reads the save', () => {
    const store = memoryStore();
    const records: Records = {
      expert: {
        played: 9,
        won: 2,
        best: [
          { timeMs: 90_000, bbbv: 150, date: '2026-10-02T10:00:00.000Z', seed: 'b' },
          { timeMs: 120_000, bbbv: 170, date: '2026-10-01T10:00:00.000Z', seed: 'a' },
        ],
      },
    };
    writeSave(store, RECORDS_SLOT, records);
    const book = new HistoryBook(store, HISTORY_SLOT, HISTORY_RULES);
    const loaded = loadSave(store, RECORDS_SLOT);
    book.load(() => (loaded.kind === 'loaded' ? historyFromRecords(loaded.value) : {}));
    expect(book.all.expert?.map((g) => g.timeMs)).toEqual([120_000, 90_000]);
    const again = new HistoryBook(store, HISTORY_SLOT, HISTORY_RULES);
    again.load(() => ({}));
    expect(again.all).toEqual(book.all);
  });

  it('sets an unreadable history aside and says so', () => {
    const store = memoryStore();
    store.setItem(HISTORY_SLOT.key, JSON.stringify({ version: 1, data: { expert: [{ won: 'yes' }] } }));
    const book = new HistoryBook(store, HISTORY_SLOT, HISTORY_RULES);
    expect(book.load().kind).toBe('corrupt');
    expect(book.all).toEqual({});
    expect(store.getItem(HISTORY_SLOT.key)).toBeNull();
    book.add('expert', win('2026-11-01T00:00:00.000Z', 5));
    expect(loadSave(store, HISTORY_SLOT)).toMatchObject({
      kind: 'loaded',
      value: { expert: [{ timeMs: 5 }] },
    });
  });
});
