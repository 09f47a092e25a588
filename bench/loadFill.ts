/**
 * Databases made ready for the load scripts: games dealt ahead, and for the leaderboard reads, databases filled in
 * bulk with `rows` ranked Minesweeper results of expert (one player per 100 results, each player's best on the
 * board) and as many client-dealt ones, with their counters, in a few SQL statements (SQLite, or PostgreSQL with
 * generate_series).
 */

import { createHash, randomBytes } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { openStorage } from '../src/server/openStorage.ts';
import { openPgStorage } from '../src/server/pgStorage.ts';
import { hashSecret } from '../src/server/players.ts';
import { openSqliteStorage } from '../src/server/sqliteStorage.ts';

/** Fills a fresh file with `rows` ranked Minesweeper results (and as many client-dealt ones) in bulk SQL. */
export async function fillSqlite(file: string, rows: number): Promise<void> {
  await openSqliteStorage(file).close();
  const db = new Database(file);
  const players = Math.max(1, Math.floor(rows / 100));
  db.transaction(() => {
    db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${players})
      INSERT INTO players (name, name_key, secret_hash, created_at) SELECT 'p' || i, 'p' || i, 'h' || i, '2026-11-23T00:00:00.000Z' FROM n`);
    db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows})
      INSERT INTO games (id, game, level, params, seed, player_id, dealt_at) SELECT 'g' || i, 'mines', 'expert', '{}', 's' || i, 1 + i % ${players}, 0 FROM n`);
    db.exec(`INSERT INTO results (game_id, game, board, player_id, status, time_ms, score, sort_key, extra, log, created_at)
      SELECT id, 'mines', 'expert', player_id, 'ranked', 30000 + abs(random() % 300000), 0, 0, '{}', '', '2026-11-23T12:00:00.000Z' FROM games`);
    db.exec('UPDATE results SET sort_key = time_ms');
    db.exec(`INSERT INTO bests (game, board, period, player_id, result_id, sort_key)
      SELECT 'mines', 'expert', 'all', player_id, MIN(id), MIN(sort_key) FROM results GROUP BY player_id`);
    db.exec(`INSERT INTO board_counts (game, board, period, players, played, wins)
      SELECT 'mines', 'expert', 'all', (SELECT COUNT(*) FROM bests), COUNT(*), COUNT(*) FROM results`);
    db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows})
      INSERT INTO mines_results (level, width, height, mines, seed, won, time_ms, bbbv, clicks, player, created_at)
      SELECT 'expert', 30, 16, 99, 's' || i, i % 2, 30000 + i % 300000, 150, 200, 'p', '2026-11-23T12:00:00.000Z' FROM n`);
    db.exec(`INSERT INTO mines_level_counts (level, played, wins) SELECT level, COUNT(*), SUM(won) FROM mines_results GROUP BY level
      ON CONFLICT DO UPDATE SET played = excluded.played, wins = excluded.wins`);
  })();
  db.close();
}

/** The same rows as fillSqlite, in a PostgreSQL database (migrated here first). */
export async function fillPg(url: string, rows: number): Promise<void> {
  await (await openPgStorage(url)).close();
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  const players = Math.max(1, Math.floor(rows / 100));
  try {
    await db.query('BEGIN');
    await db.query(`INSERT INTO players (name, name_key, secret_hash, created_at)
      SELECT 'p' || i, 'p' || i, 'h' || i, '2026-11-23T00:00:00.000Z' FROM generate_series(1, ${players}) i`);
    await db.query(`INSERT INTO games (id, game, level, params, seed, player_id, dealt_at)
      SELECT 'g' || i, 'mines', 'expert', '{}', 's' || i, 1 + i % ${players}, 0 FROM generate_series(1, ${rows}) i`);
    await db.query(`INSERT INTO results (game_id, game, board, player_id, status, time_ms, score, sort_key, extra, log,
      created_at) SELECT id, 'mines', 'expert', player_id, 'ranked', t, 0, t, '{}', '', '2026-11-23T12:00:00.000Z'
      FROM (SELECT id, player_id, 30000 + floor(random() * 300000)::bigint AS t FROM games) g`);
    await db.query(`INSERT INTO bests (game, board, period, player_id, result_id, sort_key)
      SELECT 'mines', 'expert', 'all', player_id, MIN(id), MIN(sort_key) FROM results GROUP BY player_id`);
    await db.query(`INSERT INTO board_counts (game, board, period, players, played, wins)
      SELECT 'mines', 'expert', 'all', (SELECT COUNT(*) FROM bests), COUNT(*), COUNT(*) FROM results`);
    await db.query(`INSERT INTO mines_results (level, width, height, mines, seed, won, time_ms, bbbv, clicks, player,
      created_at) SELECT 'expert', 30, 16, 99, 's' || i, i % 2, 30000 + i % 300000, 150, 200, 'p',
      '2026-11-23T12:00:00.000Z' FROM generate_series(1, ${rows}) i`);
    await db.query(`INSERT INTO mines_level_counts (level, played, wins)
      SELECT level, COUNT(*), SUM(won) FROM mines_results GROUP BY level`);
    await db.query("SELECT setval(pg_get_serial_sequence('players', 'id'), (SELECT MAX(id) FROM players))");
    await db.query("SELECT setval(pg_get_serial_sequence('results', 'id'), (SELECT MAX(id) FROM results))");
    await db.query(
      "SELECT setval(pg_get_serial_sequence('mines_results', 'id'), (SELECT MAX(id) FROM mines_results))",
    );
    await db.query('COMMIT');
    await db.query('ANALYZE');
  } finally {
    await db.end();
  }
}

/** The secret of the load player `load-<game>` (made from its name, so a script can send its moves). */
export const loadSecret = (game: string): string =>
  createHash('sha256').update(`load-${game}`).digest('base64url');

/**
 * Deals `count` games straight into the database (a SQLite file or a postgres:// URL, through the storage) for
 * one player `load-<game>` (secret `loadSecret(game)`), game i dealt `dealtAgoMs(i)` before now (ten minutes
 * unless said).
 */
export async function dealInto(
  db: string,
  count: number,
  game: 'mines' | 'sudoku' | 'puyo',
  level: string,
  seeds: string[],
  params: string[],
  dealtAgoMs: (i: number) => number = () => 600_000,
) {
  const storage = await openStorage(db);
  const player = (await storage.addPlayer(`load-${game}`, hashSecret(loadSecret(game)), new Date()))!;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomBytes(16).toString('base64url');
    await storage.addGame({
      id,
      game,
      level,
      params: params[i % params.length],
      seed: seeds[i % seeds.length],
      playerId: player.id,
      dealtAt: Date.now() - dealtAgoMs(i),
      daily: null,
      moves: '',
      firstMoveAt: null,
      lastMoveAt: null,
    });
    ids.push(id);
  }
  await storage.close();
  return ids;
}
