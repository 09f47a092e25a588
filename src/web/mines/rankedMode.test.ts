import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../mines/index.ts';
import type { RecordAnswer } from '../ranked/answers.ts';
import { modeQuery, readMode, recordStart } from './rankedMode.ts';

const record: RecordAnswer = {
  id: 7,
  gameId: 'g'.repeat(22),
  game: 'mines',
  board: 'beginner',
  playerName: 'Ann',
  status: 'ranked',
  verification: 'verified',
  reason: null,
  timeMs: 2500,
  score: 0,
  extra: { bbbv: 3, clicks: 2 },
  seed: 'abc',
  params: JSON.stringify(PRESETS.beginner),
  daily: '2026-11-23',
  createdAt: '2026-11-23T12:00:00.000Z',
  log: 'o e5@0; o a1@2500',
};

describe('the ranked mode in the address', () => {
  it('is free play unless it says ranked or daily', () => {
    expect(readMode('?level=expert&mode=ranked')).toBe('ranked');
    expect(readMode('?mode=daily')).toBe('daily');
    expect(readMode('?mode=RANKED')).toBe('free');
    expect(readMode('')).toBe('free');
    expect(modeQuery('free')).toBe('');
    expect(modeQuery('daily')).toBe('&mode=daily');
  });
});

describe('a record as a finished game to replay', () => {
  it("is the record's board, seed and the server's log, tagged with the record", () => {
    expect(recordStart(record)).toEqual({
      level: 'beginner',
      params: PRESETS.beginner,
      noGuess: false,
      seed: 'abc',
      moves: [
        { kind: 'open', x: 4, y: 4, at: 0 },
        { kind: 'open', x: 0, y: 0, at: 2500 },
      ],
      clockAt: 0,
      finished: true,
      ranked: { gameId: record.gameId, daily: true, record: { id: 7, playerName: 'Ann', timeMs: 2500 } },
    });
  });

  it.each([
    ['another board', { board: 'custom' }],
    ['params that are not JSON', { params: '{' }],
    ['params the page cannot play', { params: JSON.stringify({ ...PRESETS.beginner, mines: 99 }) }],
    ['a log the engine cannot read', { log: 'jump e5' }],
    ['no moves', { log: '' }],
  ])('is none for %s', (_, change) => {
    expect(recordStart({ ...record, ...change })).toBeUndefined();
  });
});
