/** The throwaway PostgreSQL cluster the PostgreSQL tests run on: it starts, serves new databases, and goes away. */
import { existsSync } from 'node:fs';
import pg from 'pg';
import { expect, it } from 'vitest';
import { pgSkipReason, startTestCluster } from './testCluster.ts';

const skip = pgSkipReason();
if (skip !== undefined) console.warn(`skipping the PostgreSQL cluster test: ${skip}`);

it.skipIf(skip !== undefined)(
  'starts a cluster on a socket of its own, makes databases, and removes it all',
  {
    timeout: 60_000,
  },
  async () => {
    const cluster = startTestCluster();
    const dir = decodeURIComponent(new URL(cluster.url()).searchParams.get('host') ?? '');
    try {
      const first = await cluster.createDatabase();
      const second = await cluster.createDatabase();
      expect(first).not.toBe(second);
      const client = new pg.Client({ connectionString: first });
      await client.connect();
      const { rows } = await client.query('SELECT current_database() AS name, 1 + 1 AS two');
      await client.end();
      expect(rows[0]).toEqual({ name: new URL(first).pathname.slice(1), two: 2 });
      expect(existsSync(dir)).toBe(true);
    } finally {
      cluster.stop();
    }
    expect(existsSync(dir)).toBe(false);
  },
);
