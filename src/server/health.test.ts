/**
 * `/api/health` tells the storage's state, on the real server: 503 while PostgreSQL is down (a real throwaway
 * cluster, stopped and started again) and ok once it is back; 503 after a SQLite write failed (its log file made
 * immutable under the running server) and ok once a write works again.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunningServer, startServer } from './listen.ts';
import { verifyMinesSubmission } from './minesVerify.ts';
import { pgSkipReason, startTestCluster } from './pg/testCluster.ts';

const dir = mkdtempSync(join(tmpdir(), 'arcade-health-'));
const cleanups: (() => unknown)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(dir, { recursive: true, force: true });
});

async function start(dbFile: string): Promise<RunningServer> {
  const server = await startServer({ port: 0, dbFile, verifyMines: verifyMinesSubmission, verifyWorkers: 1 });
  cleanups.push(() => server.close());
  return server;
}

const health = async (server: RunningServer) => {
  const response = await fetch(new URL('/api/health', server.url));
  return { status: response.status, body: await response.json() };
};

/** Health answers, polled until `status` or `ms` pass: the last answer. */
async function healthBecomes(server: RunningServer, status: number, ms = 15_000) {
  let answer = await health(server);
  for (const end = Date.now() + ms; answer.status !== status && Date.now() < end; ) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    answer = await health(server);
  }
  return answer;
}

const newPlayer = (server: RunningServer, name: string) =>
  fetch(new URL('/api/players', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });

describe('the health check', () => {
  it.skipIf(pgSkipReason() !== undefined)(
    'is 503 while PostgreSQL is down, and ok again once it is back',
    async () => {
      // Durable: the fast test settings (synchronous_commit off) lose the last commits to an immediate stop,
      // which here were the schema's own migrations, and the server came back to a database without them.
      const cluster = startTestCluster({ durable: true });
      cleanups.push(() => cluster.stop());
      const server = await start(await cluster.createDatabase());
      expect(await health(server)).toEqual({ status: 200, body: { ok: true } });
      cluster.pause();
      const down = await healthBecomes(server, 503);
      console.log(`PostgreSQL stopped: ${down.status} ${JSON.stringify(down.body)}`);
      expect(down.status).toBe(503);
      expect(down.body).toMatchObject({
        ok: false,
        error: expect.stringMatching(/^storage: the database does not answer: /),
      });
      cluster.resume();
      expect(await healthBecomes(server, 200)).toEqual({ status: 200, body: { ok: true } });
      // A connection the pool kept from before the outage can fail the first write after it (a 500, not retried,
      // since a write that may have reached the database is not sent twice); the next one is taken.
      const first = await newPlayer(server, 'Back');
      const written = first.status === 201 ? first : await newPlayer(server, 'Back');
      console.log(`after PostgreSQL returned: first write ${first.status}, then ${written.status}`);
      expect(written.status).toBe(201);
    },
    60_000,
  );

  it('is 503 after a SQLite write failed, and ok again once a write works', async (context) => {
    const file = join(dir, 'health.sqlite');
    const server = await start(file);
    expect((await newPlayer(server, 'Ann')).status).toBe(201);
    expect(await health(server)).toEqual({ status: 200, body: { ok: true } });
    // Root writes through any permission: the log file is made immutable, which stops root too.
    const flagged = spawnSync('chattr', ['+i', `${file}-wal`], { encoding: 'utf8' });
    if (flagged.status !== 0) context.skip(`chattr +i is not available here: ${flagged.stderr.trim()}`);
    cleanups.push(() => spawnSync('chattr', ['-i', `${file}-wal`]));
    const failed = await newPlayer(server, 'Bob');
    expect(failed.status).toBe(500);
    const down = await health(server);
    console.log(`SQLite write failed: ${down.status} ${JSON.stringify(down.body)}`);
    expect(down.status).toBe(503);
    expect(down.body.error).toMatch(/^storage: the last write failed: /);
    spawnSync('chattr', ['-i', `${file}-wal`]);
    expect((await newPlayer(server, 'Bob')).status).toBe(201);
    expect(await health(server)).toEqual({ status: 200, body: { ok: true } });
  });
});
