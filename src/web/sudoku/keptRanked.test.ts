import { describe, expect, it } from 'vitest';
import { keptGameSlot, loadKeptGame } from '../ranked/keptGame.ts';
import { memoryStore } from '../storage/testStore.ts';
import type { CorruptSave } from '../storage/versionedStore.ts';
import { movedRankedGame, OLD_RANKED_SLOT } from './rankedPuzzle.ts';

const gameId = 'Zq3x_9'.padEnd(22, 'k');
const givens = `${'.'.repeat(80)}5`;

const pageWith = (entries: Record<string, string>) => {
  const store = memoryStore(entries);
  const reported: string[] = [];
  return { store, reported, reportCorrupt: (_: CorruptSave, what: string) => reported.push(what) };
};

describe("a ranked Sudoku puzzle kept in the page's old slot", () => {
  it('is moved to the store every page keeps its ranked game in, tied to its givens', () => {
    // Written as the page wrote it before every page kept its ranked game in one store.
    const page = pageWith({
      [OLD_RANKED_SLOT.key]: JSON.stringify({ version: 1, data: { gameId, givens } }),
    });
    const moved = movedRankedGame(page, 'hard');
    expect(moved).toEqual({ gameId, level: 'hard', daily: false, board: givens });
    expect(page.store.map.has(OLD_RANKED_SLOT.key)).toBe(false);
    expect(movedRankedGame(page, 'hard')).toBeUndefined(); // moved once
    expect(page.reported).toEqual([]);
  });

  it('reports and sets aside an old save that cannot be read, as the page did', () => {
    const text = JSON.stringify({ version: 1, data: { gameId, givens: 'x' } });
    const page = pageWith({ [OLD_RANKED_SLOT.key]: text });
    expect(movedRankedGame(page, 'easy')).toBeUndefined();
    expect(page.reported).toEqual(['save.sudokuGame']);
    expect(page.store.map.get(`${OLD_RANKED_SLOT.key}.corrupt`)).toBe(text);
  });

  it('drops an old id the server never hands out', () => {
    const page = pageWith({
      [OLD_RANKED_SLOT.key]: JSON.stringify({ version: 1, data: { gameId: 'abc', givens } }),
    });
    expect(movedRankedGame(page, 'easy')).toBeUndefined();
    expect(page.store.map.has(OLD_RANKED_SLOT.key)).toBe(false);
  });

  it('keeps the givens in the shared slot, which still reads a game kept without them', () => {
    const key = keptGameSlot('sudoku').key;
    const withBoard = { gameId, level: 'easy', daily: true, board: givens };
    const page = pageWith({ [key]: JSON.stringify({ version: 1, data: withBoard }) });
    expect(loadKeptGame(page, 'sudoku')).toEqual(withBoard);
    const bare = pageWith({
      [key]: JSON.stringify({ version: 1, data: { gameId, level: 'easy', daily: false } }),
    });
    expect(loadKeptGame(bare, 'sudoku')).toEqual({ gameId, level: 'easy', daily: false });
    const bad = pageWith({ [key]: JSON.stringify({ version: 1, data: { ...withBoard, board: 'a/b' } }) });
    expect(loadKeptGame(bad, 'sudoku')).toBeUndefined();
    expect(bad.reported).toEqual(['save.rankedGame']);
  });
});
