/** The SQLite storage: the storage contract on a real file, and its migrations from the schema before versions. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from './sqlite/migrations.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import { describeStorageContract } from './storageContract.ts';

const dir = mkdtempSync(join(tmpdir(), 'arcade-sqlite-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const newFile = () => join(dir, `store-${files++}.sqlite`);

describeStorageContract('SQLite', async () => openSqliteStorage(newFile()));

/** The schema exactly as the server wrote it before migrations existed (git e320c8d, src/server/sqliteStorage.ts). */
const SCHEMA_BEFORE_VERSIONS = `
CREATE TABLE IF NOT EXISTS mines_results (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  level      TEXT    NOT NULL,
  width      INTEGER NOT NULL,
  height     INTEGER NOT NULL,
  mines      INTEGER NOT NULL,
  seed       TEXT    NOT NULL,
  won        INTEGER NOT NULL,
  time_ms    INTEGER NOT NULL,
  bbbv       INTEGER NOT NULL,
  clicks     INTEGER NOT NULL,
  player     TEXT    NOT NULL,
  created_at TEXT    NOT NULL
);
CREATE INDEX IF NOT EXISTS mines_results_level_time ON mines_results (level, won, time_ms);
`;

describe('SQLite migrations', () => {
  it('brings a file of the schema before versions up to date with every record and its counts', async () => {
    const file = newFile();
    const old = new Database(file);
    old.pragma('journal_mode = WAL');
    old.exec(SCHEMA_BEFORE_VERSIONS);
    const insert = old.prepare(
      `INSERT INTO mines_results (level, width, height, mines, seed, won, time_ms, bbbv, clicks, player, created_at)
       VALUES (?, 9, 9, 10, ?, ?, ?, 20, 30, ?, '2026-01-01T00:00:00.000Z')`,
    );
    for (let i = 0; i < 50; i++)
      insert.run(i % 3 === 0 ? 'expert' : 'beginner', `s${i}`, i % 2, 1000 + i, `p${i}`);
    old.close();

    const store = openSqliteStorage(file);
    const beginner = await store.minesRecords('beginner', 100);
    const expert = await store.minesRecords('expert', 100);
    expect(beginner.played + expert.played).toBe(50);
    expect(expert.played).toBe(17);
    expect(expert.wins).toBe(8);
    expect(beginner.wins + expert.wins).toBe(25);
    expect(beginner.best.map((row) => row.seed)).toContain('s1');
    // New results count on top of the migrated ones.
    await store.addMinesResult(
      {
        level: 'expert',
        width: 30,
        height: 16,
        mines: 99,
        seed: 'n',
        won: true,
        timeMs: 1,
        bbbv: 1,
        clicks: 1,
        player: '',
      },
      new Date(),
    );
    expect(await store.minesRecords('expert', 1)).toMatchObject({ played: 18, wins: 9 });
    await store.close();

    const check = new Database(file, { readonly: true });
    expect(check.pragma('user_version', { simple: true })).toBe(MIGRATIONS.at(-1)?.version);
    expect(check.prepare('SELECT COUNT(*) AS n FROM mines_results').get()).toEqual({ n: 51 });
    check.close();
    // Opening again runs nothing twice.
    const again = openSqliteStorage(file);
    expect(await again.minesRecords('expert', 1)).toMatchObject({ played: 18, wins: 9 });
    await again.close();
  });

  it('refuses a file from a newer server rather than writing to a schema it does not know', () => {
    const file = newFile();
    const newer = new Database(file);
    newer.pragma(`user_version = ${(MIGRATIONS.at(-1)?.version ?? 0) + 1}`);
    newer.close();
    expect(() => openSqliteStorage(file)).toThrow(/newer than this server/);
  });
});
