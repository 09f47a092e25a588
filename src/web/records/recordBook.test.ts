import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { memoryStore } from '../storage/testStore.ts';
import { loadSave, type SaveSlot, writeSave } from '../storage/versionedStore.ts';
import { addResult, type RecordBook, type RecordRules, recordBookSchema, winRate } from './recordBook.ts';

/** A score game as Puyo keeps it: higher is better, with an extra column (the largest chain). */
interface ScoreEntry {
  readonly score: number;
  readonly chain: number;
}
const scoreRules: RecordRules<ScoreEntry> = {
  ranking: { by: (entry) => entry.score, better: 'higher', kept: 3 },
  maxLevels: 4,
  keeps: (level) => level === 'normal',
};
const scoreSchema = recordBookSchema(
  z.object({ score: z.int().min(0), chain: z.int().min(0) }),
  scoreRules,
  z.string().max(10),
  'levels',
);
const SLOT: SaveSlot<RecordBook<ScoreEntry>> = { key: 'test.records', version: 1, schema: scoreSchema };

const play = (book: RecordBook<ScoreEntry>, level: string, score: number, chain = 1) =>
  addResult(scoreRules, book, { level, won: true, entry: { score, chain } });

describe('a record book', () => {
  it('ranks the way the game declares: here the highest score first, an equal score after the older', () => {
    let book: RecordBook<ScoreEntry> = {};
    book = play(book, 'normal', 500).records;
    const better = play(book, 'normal', 900, 7);
    expect(better.rank).toBe(1);
    const tie = play(better.records, 'normal', 500, 2);
    expect(tie.rank).toBe(3);
    expect(tie.records.normal.best).toEqual([
      { score: 900, chain: 7 },
      { score: 500, chain: 1 },
      { score: 500, chain: 2 },
    ]);
    const low = play(tie.records, 'normal', 100);
    expect(low.rank).toBeNull();
    expect(low.records.normal.played).toBe(4);
  });

  test.prop([fc.array(fc.tuple(fc.boolean(), fc.nat(10_000)), { maxLength: 30 })])(
    'keeps the best of the ranked games in order, counts every game, and stays valid for its schema',
    (games) => {
      let book: RecordBook<ScoreEntry> = {};
      for (const [won, score] of games)
        book = addResult(scoreRules, book, {
          level: 'normal',
          won,
          entry: won ? { score, chain: 0 } : undefined,
        }).records;
      if (games.length === 0) {
        expect(book).toEqual({});
        return;
      }
      const wins = games.filter(([won]) => won).map(([, score]) => score);
      expect(book.normal.best.map((entry) => entry.score)).toEqual(
        [...wins].sort((a, b) => b - a).slice(0, 3),
      );
      expect(book.normal).toMatchObject({ played: games.length, won: wins.length });
      expect(winRate(book.normal)).toBe(wins.length / games.length);
      expect(scoreSchema.safeParse(book).success).toBe(true);
    },
  );

  it('makes room past its level limit by dropping the levels added first, except those it keeps', () => {
    let book: RecordBook<ScoreEntry> = play({}, 'normal', 1).records;
    for (const level of ['a', 'b', 'c', 'd', 'e']) book = play(book, level, 1).records;
    expect(Object.keys(book)).toEqual(['normal', 'c', 'd', 'e']);
  });

  it('saves and loads as a versioned slot, putting entries back in ranking order', () => {
    const store = memoryStore();
    const book = play(play({}, 'normal', 10).records, 'normal', 30).records;
    writeSave(store, SLOT, book);
    expect(loadSave(store, SLOT)).toEqual({ kind: 'loaded', value: book });
    store.setItem(
      SLOT.key,
      JSON.stringify({
        version: 1,
        data: {
          x: {
            played: 2,
            won: 2,
            best: [
              { score: 1, chain: 0 },
              { score: 5, chain: 0 },
            ],
          },
        },
      }),
    );
    const loaded = loadSave(store, SLOT);
    expect(loaded.kind === 'loaded' && loaded.value.x.best.map((entry) => entry.score)).toEqual([5, 1]);
  });

  it.each([
    ['more wins than games', { normal: { played: 1, won: 2, best: [] } }, /^normal: more wins than games/],
    [
      'too many entries',
      { normal: { played: 9, won: 9, best: Array(4).fill({ score: 1, chain: 1 }) } },
      /^normal.best: /,
    ],
    [
      'too many levels',
      Object.fromEntries(['a', 'b', 'c', 'd', 'e'].map((k) => [k, { played: 0, won: 0, best: [] }])),
      /more than 4 levels/,
    ],
  ])('refuses a book with %s, naming why', (_, data, reason) => {
    const store = memoryStore({ [SLOT.key]: JSON.stringify({ version: 1, data }) });
    const loaded = loadSave(store, SLOT);
    expect(loaded.kind === 'corrupt' && loaded.corrupt.reason).toMatch(reason);
  });
});
