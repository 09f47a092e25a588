/** For tests: a record as GET /api/records/:id answers it (a verified Puyo match against gentle), with changes. */
import type { RecordAnswer } from '../ranked/answers.ts';

export const testRecord = (fields: Partial<RecordAnswer> = {}): RecordAnswer => ({
  id: 5,
  gameId: 'g1',
  game: 'puyo',
  board: 'gentle',
  playerName: 'Ann',
  status: 'ranked',
  verification: 'verified',
  reason: null,
  timeMs: 30_000,
  score: 4200,
  extra: {},
  seed: 's',
  params: '{}',
  daily: null,
  createdAt: '2026-11-25T17:00:00.000Z',
  log: '0*10',
  ...fields,
});
