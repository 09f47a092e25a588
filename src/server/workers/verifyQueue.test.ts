/**
 * The replay queue shared through the storage: a process takes as many unheld pending results as its pool has
 * room for, renews the claims of those it is replaying, and settles each once; what it leaves is free for others.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openSqliteStorage } from '../sqliteStorage.ts';
import { dealtGame, newResult } from '../storageContract.testkit.ts';
import { VerifyPool } from './verifyPool.ts';
import { VerifyQueue } from './verifyQueue.ts';

const dir = mkdtempSync(join(tmpdir(), 'arcade-queue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('takes what its pool has room for, holds it while replaying, and settles it once', async () => {
  const storage = openSqliteStorage(join(dir, 'queue.sqlite'));
  const ann = (await storage.addPlayer('Ann', 'hash', new Date()))!;
  const ids: number[] = [];
  for (let i = 0; i < 3; i++) {
    const game = dealtGame(ann.id, { game: 'puyo', level: 'seed', params: '{"level":"seed"}' });
    await storage.addGame(game);
    ids.push((await storage.addResult(newResult(game, { status: 'pending', sortKey: 0, log: '0*3' })))!.id);
  }
  // Replays that finish when the test says so, each refused (so the settlement is visible).
  const gates: (() => void)[] = [];
  const pool = new VerifyPool({
    workers: 1,
    maxQueue: 1,
    makeRunner: () => ({
      run: () =>
        new Promise((resolve) => gates.push(() => resolve({ ok: false, error: 'inputs: not this match' }))),
      close: async () => {},
    }),
  });
  let clock = 1_000_000;
  const queue = new VerifyQueue(storage, pool, { leaseMs: 100, now: () => clock });

  expect(await queue.poll()).toBe(2); // one running, one waiting: the pool is full
  // Another process finds only the third free.
  expect((await storage.claimPending(10, clock, clock + 50)).map((result) => result.id)).toEqual([ids[2]]);
  // Past the lease the two running here are still held, since this process renews their claims at each poll;
  // the third, whose claimer renewed nothing, is free again.
  clock += 150;
  expect(await queue.poll()).toBe(0);
  expect((await storage.claimPending(10, clock, clock + 50)).map((result) => result.id)).toEqual([ids[2]]);

  while (gates.length > 0 || pool.load > 0) {
    gates.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  for (const id of ids.slice(0, 2))
    expect(await storage.result(id)).toMatchObject({ status: 'refused', reason: 'inputs: not this match' });
  expect(await storage.result(ids[2])).toMatchObject({ status: 'pending' });
  // The third's claim (taken by "another process" that never replayed it) runs out; this process takes it.
  clock += 1000;
  expect(await queue.poll()).toBe(1);
  gates.shift()?.();
  await pool.whenIdle();
  await new Promise((resolve) => setTimeout(resolve, 5));
  expect(await storage.result(ids[2])).toMatchObject({ status: 'refused' });
  await pool.close();
  await storage.close();
});
