/** The SQLite storage: the storage contract on a real file, and its migrations from the schema before versions. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate } from './sqlite/migrations.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import { describeStorageContract } from './storageContract.testkit.ts';

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

  it('keeps every row of a version 3 file (before Puyo): its boards ranked as before, wins counted from its results', async () => {
    const file = newFile();
    const old = new Database(file);
    migrate(
      old,
      MIGRATIONS.filter((migration) => migration.version <= 3),
    );
    old.exec(`
      INSERT INTO players (id, name, name_key, secret_hash, created_at) VALUES
        (1, 'Ann', 'ann', 'h1', '2026-11-23T00:00:00.000Z'), (2, 'Bob', 'bob', 'h2', '2026-11-23T00:00:00.000Z');
      INSERT INTO games (id, game, level, params, seed, player_id, dealt_at) VALUES
        ('g1', 'mines', 'expert', '{}', 's1', 1, 0), ('g2', 'mines', 'expert', '{}', 's2', 2, 0),
        ('g3', 'mines', 'expert', '{}', 's3', 2, 0), ('g4', 'sudoku', 'easy', '{}', '4', 1, 0);
      INSERT INTO results (id, game_id, game, board, player_id, status, time_ms, score, sort_key, extra, log, created_at) VALUES
        (1, 'g1', 'mines', 'expert', 1, 'ranked', 90000, 0, 90000, '{}', '', '2026-11-25T10:00:00.000Z'),
        (2, 'g2', 'mines', 'expert', 2, 'ranked', 80000, 0, 80000, '{}', '', '2026-11-25T11:00:00.000Z'),
        (3, 'g3', 'mines', 'expert', 2, 'ranked', 85000, 0, 85000, '{}', '', '2026-11-29T11:00:00.000Z'),
        (4, 'g4', 'sudoku', 'easy', 1, 'lost', 1, 0, 1, '{}', '', '2026-11-25T12:00:00.000Z');
      INSERT INTO bests (game, board, period, player_id, result_id, sort_key) VALUES
        ('mines', 'expert', 'all', 1, 1, 90000), ('mines', 'expert', 'all', 2, 2, 80000),
        ('mines', 'expert', 'w:2026-11-23', 1, 1, 90000), ('mines', 'expert', 'w:2026-11-23', 2, 2, 80000);
      INSERT INTO board_counts (game, board, period, players, played, wins) VALUES
        ('mines', 'expert', 'all', 2, 3, 3), ('mines', 'expert', 'w:2026-11-23', 2, 3, 3), ('sudoku', 'easy', 'all', 0, 1, 0);`);
    old.close();

    const store = openSqliteStorage(file);
    const now = new Date('2026-11-29T12:00:00.000Z');
    const board = (by: string, period: 'all' | 'week' | 'day' = 'all') =>
      store.leaderboard({ game: 'mines', board: 'expert', by, period, now, page: 1, pageSize: 10 });
    expect(await board('')).toMatchObject({
      players: 2,
      played: 3,
      wins: 3,
      rows: [
        { rank: 1, playerName: 'Bob', resultId: 2, timeMs: 80000 },
        { rank: 2, playerName: 'Ann', resultId: 1, timeMs: 90000 },
      ],
    });
    expect((await board('', 'week')).rows.map((row) => row.resultId)).toEqual([2, 1]);
    // Wins counted from the kept results, per period: all time, the ISO week (Sunday 29th is in the 23rd's), a day.
    expect((await board('wins')).rows.map((row) => [row.playerName, row.wins])).toEqual([
      ['Bob', 2],
      ['Ann', 1],
    ]);
    expect((await board('wins', 'week')).rows.map((row) => [row.playerName, row.wins])).toEqual([
      ['Bob', 2],
      ['Ann', 1],
    ]);
    expect((await board('wins', 'day')).rows.map((row) => [row.playerName, row.wins])).toEqual([['Bob', 1]]);
    expect((await store.result(4))?.status).toBe('lost');
    expect((await store.playerPage(1, 5))?.bests).toEqual([
      { game: 'mines', board: 'expert', resultId: 1, timeMs: 90000, score: 0 },
    ]);
    await store.close();
  });

  it('refuses a file from a newer server rather than writing to a schema it does not know', () => {
    const file = newFile();
    const newer = new Database(file);
    newer.pragma(`user_version = ${(MIGRATIONS.at(-1)?.version ?? 0) + 1}`);
    newer.close();
    expect(() => openSqliteStorage(file)).toThrow(/newer than this server/);
  });
});
