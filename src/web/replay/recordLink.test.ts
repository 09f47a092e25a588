import { describe, expect, it } from 'vitest';
import { err, ok } from '../../core/result.ts';
import { translator } from '../i18n/index.ts';
import type { RankedClient } from '../ranked/client.ts';
import { loadRecord, recordAsked } from './recordLink.ts';
import { testRecord } from './testRecord.ts';

const answering = (answer: Awaited<ReturnType<RankedClient['record']>>) => ({
  record: async () => answer,
});

describe('a record linked from a leaderboard', () => {
  it('reads the id from the address, and names one that is none', () => {
    expect(recordAsked('?ai=hard')).toEqual({ kind: 'none' });
    expect(recordAsked('?record=42')).toEqual({ kind: 'record', id: 42 });
    expect(recordAsked('?record=0')).toEqual({ kind: 'bad', id: '0' });
    expect(recordAsked('?record=<b>x')).toEqual({ kind: 'bad', id: '<b>x' });
  });

  it("is this game's record, or a message in the page's language", async () => {
    const en = translator('en');
    const ja = translator('ja');
    expect(await loadRecord(answering(ok(testRecord({}))), 7, 'puyo', en, 'en')).toMatchObject({ ok: true });
    const other = await loadRecord(answering(ok(testRecord({ game: 'mines' }))), 7, 'puyo', ja, 'ja');
    expect(other).toEqual({ ok: false, message: ja('record.otherGame', { id: 7, game: ja('game.mines') }) });
    const refused = testRecord({ status: 'refused', verification: 'refused', reason: 'inputs[3]: bad' });
    expect(await loadRecord(answering(ok(refused)), 7, 'puyo', en, 'en')).toEqual({
      ok: false,
      message: `${en('record.refused', { id: 7 })} (inputs[3]: bad)`,
    });
    // The server's English reason is left off a Japanese page.
    expect(await loadRecord(answering(ok(refused)), 7, 'puyo', ja, 'ja')).toEqual({
      ok: false,
      message: ja('record.refused', { id: 7 }),
    });
    const missing = await loadRecord(
      answering(err({ kind: 'notFound', detail: 'x' })),
      9,
      'sudoku',
      ja,
      'ja',
    );
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.message).toMatch(/^記録 9 を開けませんでした: .*サーバー/);
    const offline = await loadRecord(answering(err({ kind: 'offline' })), 9, 'sudoku', en, 'en');
    if (!offline.ok) expect(offline.message).toContain(en('ranked.error.offline'));
    expect(offline.ok).toBe(false);
  });
});
