/**
 * The PostgreSQL storage: the storage contract on a real PostgreSQL (a throwaway cluster of the test's own, see
 * pg/testCluster.ts; each store a new database), and its migrations run once when processes open at once.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PG_MIGRATIONS } from './pg/migrations.ts';
import { pgSkipReason, startTestCluster, type TestCluster } from './pg/testCluster.ts';
import { isPostgresUrl, openPgStorage } from './pgStorage.ts';
import { MIGRATIONS } from './sqlite/migrations.ts';
import { describeStorageContract } from './storageContract.testkit.ts';

const skip = pgSkipReason();
if (skip !== undefined) console.warn(`skipping the PostgreSQL storage tests: ${skip}`);

describe.skipIf(skip !== undefined)('PostgreSQL storage', () => {
  let cluster: TestCluster;
  beforeAll(() => {
    cluster = startTestCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());

  describeStorageContract('PostgreSQL', async () =>
    openPgStorage(await cluster.createDatabase(), { poolSize: 4 }),
  );

  it('has the same numbered migrations as SQLite', () => {
    expect(PG_MIGRATIONS.map(({ version, name }) => [version, name])).toEqual(
      MIGRATIONS.map(({ version, name }) => [version, name]),
    );
  });

  it('migrates once when several processes open the same database at once', async () => {
    const url = await cluster.createDatabase();
    const stores = await Promise.all(Array.from({ length: 4 }, () => openPgStorage(url, { poolSize: 2 })));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query('SELECT version FROM schema_version');
      expect(rows).toEqual([{ version: String(MIGRATIONS.at(-1)?.version) }]);
      // Every store works on the one schema.
      const ann = await stores[0].addPlayer('Ann', 'hash', new Date());
      expect(await stores[3].playerBySecretHash('hash')).toEqual({ ...ann, refused: null });
    } finally {
      await client.end();
      for (const store of stores) await store.close();
    }
  });

  it('refuses a database newer than the server', async () => {
    const url = await cluster.createDatabase();
    await (await openPgStorage(url)).close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('UPDATE schema_version SET version = 999');
    await client.end();
    await expect(openPgStorage(url)).rejects.toThrow(/schema version 999, newer than this server's/);
  });
});

it('tells a PostgreSQL URL from a SQLite file', () => {
  expect(isPostgresUrl('postgres://u@host/db')).toBe(true);
  expect(isPostgresUrl('postgresql://u@host/db')).toBe(true);
  expect(isPostgresUrl('arcade.sqlite')).toBe(false);
  expect(isPostgresUrl('./postgres://x')).toBe(false);
});
