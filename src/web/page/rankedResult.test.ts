import { describe, expect, it } from 'vitest';
import { err, ok } from '../../core/result.ts';
import type { GameAnswer, LeaderboardAnswer, ResultAnswer } from '../ranked/answers.ts';
import type { RankedAnswer } from '../ranked/client.ts';
import { testRecord } from '../replay/testRecord.ts';
import { postRankedResult } from './rankedResult.ts';

const record = testRecord();

const game = (verification: 'pending' | 'verified'): GameAnswer => ({
  id: 'g1',
  game: 'puyo',
  level: 'gentle',
  daily: null,
  dealtAt: '',
  finished: true,
  result: { id: 5, status: verification === 'pending' ? 'pending' : 'ranked', verification },
});

const board = (resultId: number): LeaderboardAnswer => ({
  game: 'puyo',
  level: 'gentle',
  by: 'score',
  period: 'all',
  page: 1,
  pageSize: 20,
  players: 2,
  played: 2,
  wins: 2,
  rows: [{ rank: 2, playerName: 'Ann', resultId, timeMs: 1, score: 1, createdAt: '' }],
});

/** A fake server: the answers given in turn, and the calls made. */
function server(posts: RankedAnswer<ResultAnswer>[], polls: GameAnswer[], rowFor = 5, kept = record) {
  const calls: string[] = [];
  const client = {
    postResult: async (id: string, secret: string, body: object) => {
      calls.push(`post ${id} ${secret} ${JSON.stringify(body)}`);
      return posts.shift() ?? err({ kind: 'offline' as const });
    },
    game: async () => {
      calls.push('game');
      return ok(polls.shift() ?? game('verified'));
    },
    record: async (id: number) => {
      calls.push(`record ${id}`);
      return ok(kept);
    },
    leaderboard: async (query: { level: string; by?: string; period?: string }) => {
      calls.push(`board ${query.level} ${query.by} ${query.period ?? 'all'}`);
      return ok(board(rowFor));
    },
  };
  return { client, calls };
}

const post = {
  game: 'puyo' as const,
  gameId: 'g1',
  secret: 'S',
  body: { inputs: [1] },
  by: 'score' as const,
};
const noWait = async () => {};

describe('a ranked result followed to its standing', () => {
  it('is posted, followed while pending, read back and found on its board', async () => {
    const { client, calls } = server(
      [ok({ id: 5, status: 'pending', timeMs: 1 })],
      [game('pending'), game('pending'), game('verified')],
    );
    let pending = 0;
    const standing = await postRankedResult(client, post, { pending: () => pending++, wait: noWait });
    expect(standing).toEqual({ ok: true, value: { record, rank: 2 } });
    expect(pending).toBe(1);
    expect(calls).toEqual([
      'post g1 S {"inputs":[1]}',
      'game',
      'game',
      'game',
      'record 5',
      'board gentle score all',
    ]);
  });

  it('is sent again after a busy answer, waiting what the server asked', async () => {
    const waits: number[] = [];
    const { client, calls } = server(
      [err({ kind: 'busy', retryAfterS: 2, detail: '' }), ok({ id: 5, status: 'ranked', timeMs: 1 })],
      [],
      9,
    );
    const standing = await postRankedResult(client, post, { wait: async (ms) => void waits.push(ms) });
    expect(standing).toEqual({ ok: true, value: { record, rank: undefined } }); // not on the first page
    expect(waits).toEqual([2000]);
    expect(calls.filter((call) => call.startsWith('post'))).toHaveLength(2);
  });

  it("ranks a daily challenge on the day's board, and a refused result on none", async () => {
    const daily = testRecord({ daily: '2026-11-25' });
    const { client, calls } = server([ok({ id: 5, status: 'ranked', timeMs: 1 })], [], 5, daily);
    expect(await postRankedResult(client, post, { wait: noWait })).toEqual({
      ok: true,
      value: { record: daily, rank: 2 },
    });
    expect(calls.at(-1)).toBe('board gentle score daily');
    const refused = testRecord({ status: 'refused', verification: 'refused', reason: 'inputs[9]: no' });
    const second = server([ok({ id: 5, status: 'pending', timeMs: 1 })], [], 5, refused);
    expect(await postRankedResult(second.client, post, { wait: noWait })).toEqual({
      ok: true,
      value: { record: refused, rank: undefined },
    });
    expect(second.calls.some((call) => call.startsWith('board'))).toBe(false);
  });

  it("answers the server's refusal as it came", async () => {
    const { client, calls } = server(
      [err({ kind: 'refused', status: 422, detail: 'moves: not solved' })],
      [],
    );
    expect(await postRankedResult(client, post, { wait: noWait })).toEqual({
      ok: false,
      error: { kind: 'refused', status: 422, detail: 'moves: not solved' },
    });
    expect(calls).toHaveLength(1);
  });
});
