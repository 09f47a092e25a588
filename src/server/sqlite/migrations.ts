/**
 * The SQLite schema as numbered migrations, run in order on start; `PRAGMA user_version` holds the number of the
 * last one applied. Each runs in its own transaction, so a crash leaves the file at a whole version. Never edit a
 * migration that has shipped: add the next one.
 */
import type { Database } from 'better-sqlite3';

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    // The schema before versions existed (files made then have user_version 0 and this table): IF NOT EXISTS
    // makes it a no-op on them, so they go on to version 2 with every row.
    version: 1,
    name: 'mines results dealt by the client',
    sql: `
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
CREATE INDEX IF NOT EXISTS mines_results_level_time ON mines_results (level, won, time_ms);`,
  },
  {
    version: 2,
    name: 'counters for the mines results, so a read does not count rows',
    sql: `
CREATE TABLE mines_level_counts (
  level  TEXT PRIMARY KEY,
  played INTEGER NOT NULL,
  wins   INTEGER NOT NULL
);
INSERT INTO mines_level_counts (level, played, wins)
  SELECT level, COUNT(*), COALESCE(SUM(won), 0) FROM mines_results GROUP BY level;`,
  },
  {
    version: 3,
    name: 'players, dealt games, results of any game, leaderboards with their counters',
    sql: `
CREATE TABLE players (
  id          INTEGER PRIMARY KEY AUTOINCREMENT,
  name        TEXT NOT NULL,
  name_key    TEXT NOT NULL UNIQUE,
  secret_hash TEXT NOT NULL UNIQUE,
  created_at  TEXT NOT NULL
);
CREATE TABLE games (
  id            TEXT PRIMARY KEY,
  game          TEXT    NOT NULL,
  level         TEXT    NOT NULL,
  params        TEXT    NOT NULL,
  seed          TEXT    NOT NULL,
  player_id     INTEGER NOT NULL REFERENCES players (id),
  dealt_at      INTEGER NOT NULL,
  daily         TEXT,
  moves         TEXT    NOT NULL DEFAULT '',
  first_move_at INTEGER,
  last_move_at  INTEGER
);
CREATE UNIQUE INDEX games_one_daily_each ON games (player_id, game, level, daily) WHERE daily IS NOT NULL;
CREATE TABLE daily_seeds (
  game  TEXT NOT NULL,
  level TEXT NOT NULL,
  day   TEXT NOT NULL,
  seed  TEXT NOT NULL,
  PRIMARY KEY (game, level, day)
);
CREATE TABLE results (
  id         INTEGER PRIMARY KEY AUTOINCREMENT,
  game_id    TEXT    NOT NULL UNIQUE REFERENCES games (id),
  game       TEXT    NOT NULL,
  board      TEXT    NOT NULL,
  player_id  INTEGER NOT NULL REFERENCES players (id),
  status     TEXT    NOT NULL,
  reason     TEXT,
  time_ms    INTEGER NOT NULL,
  score      INTEGER NOT NULL,
  sort_key   INTEGER NOT NULL,
  extra      TEXT    NOT NULL,
  log        TEXT    NOT NULL,
  daily      TEXT,
  created_at TEXT    NOT NULL
);
CREATE INDEX results_by_player ON results (player_id, id);
-- One row per player, board and period: their best ranked result there, so a page of a leaderboard is read
-- from an index in order and never sorts or counts the results.
CREATE TABLE bests (
  game      TEXT    NOT NULL,
  board     TEXT    NOT NULL,
  period    TEXT    NOT NULL,
  player_id INTEGER NOT NULL,
  result_id INTEGER NOT NULL,
  sort_key  INTEGER NOT NULL,
  PRIMARY KEY (game, board, period, player_id)
);
CREATE INDEX bests_ranked ON bests (game, board, period, sort_key, result_id);
CREATE TABLE board_counts (
  game    TEXT    NOT NULL,
  board   TEXT    NOT NULL,
  period  TEXT    NOT NULL,
  players INTEGER NOT NULL DEFAULT 0,
  played  INTEGER NOT NULL DEFAULT 0,
  wins    INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (game, board, period)
);`,
  },
  {
    version: 4,
    name: 'several rankings per board (Puyo by score and by chain), players ranked by wins, pending results',
    sql: `
-- bests gains the ranking it belongs to ('' the board's own sort key), in its key: a table is rebuilt for that.
CREATE TABLE bests_v4 (
  game      TEXT    NOT NULL,
  board     TEXT    NOT NULL,
  ranking   TEXT    NOT NULL DEFAULT '',
  period    TEXT    NOT NULL,
  player_id INTEGER NOT NULL,
  result_id INTEGER NOT NULL,
  sort_key  INTEGER NOT NULL,
  PRIMARY KEY (game, board, ranking, period, player_id)
);
INSERT INTO bests_v4 (game, board, ranking, period, player_id, result_id, sort_key)
  SELECT game, board, '', period, player_id, result_id, sort_key FROM bests;
DROP TABLE bests;
ALTER TABLE bests_v4 RENAME TO bests;
CREATE INDEX bests_ranked ON bests (game, board, ranking, period, sort_key, result_id);
-- Ranked results per player, board and period, kept as they arrive, so the wins ranking is read from an index.
CREATE TABLE player_wins (
  game           TEXT    NOT NULL,
  board          TEXT    NOT NULL,
  period         TEXT    NOT NULL,
  player_id      INTEGER NOT NULL,
  wins           INTEGER NOT NULL,
  last_result_id INTEGER NOT NULL,
  PRIMARY KEY (game, board, period, player_id)
);
CREATE INDEX player_wins_ranked ON player_wins (game, board, period, wins DESC, last_result_id);
INSERT INTO player_wins (game, board, period, player_id, wins, last_result_id)
  SELECT game, board, period, player_id, COUNT(*), MAX(id) FROM (
    SELECT game, board, 'all' AS period, player_id, id FROM results WHERE status = 'ranked'
    UNION ALL
    SELECT game, board, 'w:' || date(created_at, '-6 days', 'weekday 1'), player_id, id
      FROM results WHERE status = 'ranked'
    UNION ALL
    SELECT game, board, 'd:' || substr(created_at, 1, 10), player_id, id FROM results WHERE status = 'ranked'
    UNION ALL
    SELECT game, board, 'c:' || daily, player_id, id FROM results WHERE status = 'ranked' AND daily IS NOT NULL
  ) GROUP BY game, board, period, player_id;
CREATE INDEX results_pending ON results (id) WHERE status = 'pending';`,
  },
  {
    version: 5,
    name: 'claims on pending results, so the processes of one database share the replay queue',
    sql: `
-- Until when (ms since the epoch) a process holds a pending result it is replaying; NULL: nobody does.
ALTER TABLE results ADD COLUMN claimed_until INTEGER;`,
  },
  {
    version: 6,
    name: 'dealt games by game, level and time, for the sweep that closes the ones never finished',
    sql: `
CREATE INDEX games_by_dealt ON games (game, level, dealt_at);`,
  },
  {
    version: 7,
    name: 'held records reviewed by a person, refused players, declared bots',
    sql: `
-- A declared bot (1) plays in a category of its own; a player whose records a person refused keeps the reason.
ALTER TABLE players ADD COLUMN bot INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN refused TEXT;
-- The result's other rankings and keys (JSON), so a held result a person approves joins them as it would have.
ALTER TABLE results ADD COLUMN sort_keys TEXT NOT NULL DEFAULT '{}';
-- What the person who reviewed a held result decided and why ("approved: ..." or "refused: ...").
ALTER TABLE results ADD COLUMN review TEXT;
CREATE INDEX results_held ON results (id) WHERE status = 'held';`,
  },
];

/** Applies the migrations the file has not had yet; returns the version it is at. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number {
  let version = db.pragma('user_version', { simple: true }) as number;
  const latest = migrations.at(-1)?.version ?? 0;
  if (version > latest)
    throw new Error(`the database is at schema version ${version}, newer than this server's ${latest}`);
  for (const migration of migrations) {
    if (migration.version <= version) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.pragma(`user_version = ${migration.version}`);
    })();
    version = migration.version;
  }
  return version;
}
