import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { memoryStore } from '../storage/testStore.ts';
import { loadSave } from '../storage/versionedStore.ts';
import { addResult, BEST_TIMES_KEPT, winRate } from './recordRules.ts';
import type { Records } from './saves.ts';
import { MAX_RECORD_KEYS, RECORDS_SLOT, recordsSchema } from './saves.ts';

const game = (won: boolean, timeMs: number) => ({
  key: 'expert',
  won,
  timeMs,
  bbbv: 100,
  date: '2026-01-02T03:04:05.678Z',
  seed: 's',
});

describe('records', () => {
  it('counts every game in the win rate and only wins in best times', () => {
    let records: Records = {};
    records = addResult(records, game(false, 5000)).records;
    const win = addResult(records, game(true, 9000));
    expect(win.rank).toBe(1);
    expect(win.records.expert).toMatchObject({ played: 2, won: 1 });
    expect(win.records.expert.best.map((t) => t.timeMs)).toEqual([9000]);
    expect(winRate(win.records.expert)).toBe(0.5);
  });

  test.prop([fc.array(fc.tuple(fc.boolean(), fc.nat(1_000_000)), { maxLength: 40 })])(
    'keeps the fastest wins, sorted, at most ten, and stays valid for its schema',
    (games) => {
      let records: Records = {};
      for (const [won, time] of games) records = addResult(records, game(won, time)).records;
      const wins = games.filter(([won]) => won).map(([, time]) => time);
      const expected = [...wins].sort((a, b) => a - b).slice(0, BEST_TIMES_KEPT);
      const record = records.expert;
      if (games.length === 0) {
        expect(record).toBeUndefined();
        return;
      }
      expect(record.best.map((t) => t.timeMs)).toEqual(expected);
      expect(record.played).toBe(games.length);
      expect(record.won).toBe(wins.length);
      expect(recordsSchema.safeParse(records).success).toBe(true);
    },
  );

  it('reports no rank for a win slower than the ten kept', () => {
    let records: Records = {};
    for (let i = 1; i <= BEST_TIMES_KEPT; i++) records = addResult(records, game(true, i * 1000)).records;
    expect(addResult(records, game(true, 99_000)).rank).toBeNull();
    expect(addResult(records, game(true, 500)).rank).toBe(1);
  });

  it(`keeps at most ${MAX_RECORD_KEYS} levels and boards, the custom boards played first making room`, () => {
    let records: Records = addResult({}, game(true, 1000)).records; // expert, first of all
    for (let mines = 1; mines <= MAX_RECORD_KEYS + 2; mines++)
      records = addResult(records, { ...game(false, 0), key: `30x30/${mines}` }).records;
    const keys = Object.keys(records);
    expect(keys.length).toBe(MAX_RECORD_KEYS);
    expect(keys[0]).toBe('expert');
    expect(keys).not.toContain('30x30/1');
    expect(keys).not.toContain('30x30/3');
    expect(keys).toContain('30x30/4');
    expect(keys.at(-1)).toBe(`30x30/${MAX_RECORD_KEYS + 2}`);
    expect(RECORDS_SLOT.schema.safeParse(records).success).toBe(true);
  });

  it('loads records saved before they moved onto the shared record book, unchanged (version 1)', () => {
    // Records in the page's version 1 format (written by records.ts of commit 7a874c7) read as they are.
    const text =
      '{"version":1,"data":{"expert":{"played":3,"won":2,"best":[{"timeMs":61000,"bbbv":120,"date":"2026-01-02T03:04:05.678Z","seed":"a"},{"timeMs":75000,"bbbv":130,"date":"2026-01-03T03:04:05.678Z","seed":"b"}]},"30x16/99/ng":{"played":1,"won":0,"best":[]}}}';
    const loaded = loadSave(memoryStore({ [RECORDS_SLOT.key]: text }), RECORDS_SLOT);
    expect(loaded).toEqual({ kind: 'loaded', value: JSON.parse(text).data });
    if (loaded.kind !== 'loaded') return;
    const next = addResult(loaded.value, game(true, 70_000));
    expect(next.rank).toBe(2);
    expect(next.records.expert).toMatchObject({ played: 4, won: 3 });
  });
});
