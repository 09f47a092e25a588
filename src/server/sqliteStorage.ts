/** The Storage interface on a SQLite file (better-sqlite3: synchronous, one connection per server process). */
import Database from 'better-sqlite3';
import type { MinesRecords, MinesResult, Storage, StoredMinesResult } from './storage.ts';

const SCHEMA = `
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

interface Row {
  id: number;
  level: string;
  width: number;
  height: number;
  mines: number;
  seed: string;
  won: number;
  time_ms: number;
  bbbv: number;
  clicks: number;
  player: string;
  created_at: string;
}

const fromRow = (row: Row): StoredMinesResult => ({
  id: row.id,
  level: row.level,
  width: row.width,
  height: row.height,
  mines: row.mines,
  seed: row.seed,
  won: row.won === 1,
  timeMs: row.time_ms,
  bbbv: row.bbbv,
  clicks: row.clicks,
  player: row.player,
  createdAt: row.created_at,
});

export function openSqliteStorage(file: string): Storage {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(SCHEMA);
  const insert = db.prepare(
    `INSERT INTO mines_results (level, width, height, mines, seed, won, time_ms, bbbv, clicks, player, created_at)
     VALUES (@level, @width, @height, @mines, @seed, @won, @timeMs, @bbbv, @clicks, @player, @createdAt)`,
  );
  const byId = db.prepare<[number], Row>('SELECT * FROM mines_results WHERE id = ?');
  const counts = db.prepare<[string], { played: number; wins: number }>(
    'SELECT COUNT(*) AS played, COALESCE(SUM(won), 0) AS wins FROM mines_results WHERE level = ?',
  );
  const best = db.prepare<[string, number], Row>(
    'SELECT * FROM mines_results WHERE level = ? AND won = 1 ORDER BY time_ms, id LIMIT ?',
  );

  return {
    addMinesResult(result: MinesResult, createdAt: Date): StoredMinesResult {
      const info = insert.run({ ...result, won: result.won ? 1 : 0, createdAt: createdAt.toISOString() });
      return fromRow(byId.get(Number(info.lastInsertRowid))!);
    },
    minesRecords(level: string, limit: number): MinesRecords {
      const { played, wins } = counts.get(level)!;
      return { level, played, wins, best: best.all(level, limit).map(fromRow) };
    },
    close: () => db.close(),
  };
}
