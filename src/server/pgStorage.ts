/**
 * The Storage interface on PostgreSQL, for several `arcade serve` processes on one database: a bounded
 * pool of connections (node-postgres), every statement parameterised, the numbered migrations run on open under
 * an advisory lock (pg/migrations.ts). Each write that touches several rows (a result with its leaderboard rows
 * and counters) is one transaction; the rows two processes may write at once are written by single upserts whose
 * outcome does not depend on which commits first (a best is replaced only by a lower key, or an equal key of an
 * earlier result), so nothing read in one statement is trusted in the next.
 */
import pg from 'pg';
import { periodKey, periodKeysOf } from './periods.ts';
import { migratePg } from './pg/migrations.ts';
import type { Leaderboard, NewResult, Settlement, Storage, StoredResult } from './storage.ts';
import {
  accountFromRow,
  type BoardRow,
  type GameRow,
  gameFromRow,
  leaderboardRows,
  type MinesRow,
  minesFromRow,
  nameKey,
  type PlayerBestRow,
  type PlayerRow,
  playerBestFromRow,
  playerFromRow,
  RESULT_SELECT,
  type ResultRow,
  refusedPlayerReview,
  resultFromRow,
  reviewText,
} from './storageRows.ts';

/** Connections per process (`$ARCADE_PG_POOL`): a request holds one only for its statements. */
export const DEFAULT_PG_POOL = 10;

/** A URL that names a PostgreSQL database rather than a SQLite file. */
export const isPostgresUrl = (db: string): boolean => /^postgres(ql)?:\/\//i.test(db);

// BIGINT (int8) and COUNT come back as text by default; every integer kept here fits a double exactly.
const INT8 = 20;
/** Type parsers with BIGINT as a number (for every pg client of the server's). */
export const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8
      ? (text: string) => Number(text)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** Errors after which a transaction is run again: deadlock and serialization failure. */
const RETRIED = new Set(['40P01', '40001']);
const ATTEMPTS = 5;
const retried = (error: unknown, attempt: number): boolean =>
  RETRIED.has((error as { code?: string }).code ?? '') && attempt < ATTEMPTS;

type Db = Pick<pg.PoolClient, 'query'>;

/**
 * The leaderboard rows and counters of the result in the CTE `counted` (none for a pending or refused one), as
 * data-modifying CTEs of the statement that writes or settles it, so they cost it no round trip of their own.
 * Parameters `$at`, `$at+1`, `$at+2` are the periods (periods.ts), the rankings ('' the board's own) and their
 * keys. A best is replaced only by a lower key, or an equal key of an earlier result, so two processes writing
 * at once agree whichever commits first; a player's first best on a board (the row inserted, xmax 0) counts them.
 */
const countedRows = (at: number, approving = false) => `
  counted_bests AS (
    INSERT INTO bests (game, board, ranking, period, player_id, result_id, sort_key)
    SELECT c.game, c.board, k.ranking, p.period, c.player_id, c.id, k.sort_key
      FROM counted c CROSS JOIN unnest($${at}::text[]) AS p (period)
           CROSS JOIN unnest($${at + 1}::text[], $${at + 2}::bigint[]) AS k (ranking, sort_key)
     WHERE c.status = 'ranked'
    ON CONFLICT (game, board, ranking, period, player_id) DO UPDATE
      SET result_id = excluded.result_id, sort_key = excluded.sort_key
      WHERE excluded.sort_key < bests.sort_key
         OR (excluded.sort_key = bests.sort_key AND excluded.result_id < bests.result_id)
    RETURNING period, ranking, (xmax = 0) AS inserted),
  counted_wins AS (
    INSERT INTO player_wins (game, board, period, player_id, wins, last_result_id)
    SELECT c.game, c.board, p.period, c.player_id, 1, c.id
      FROM counted c CROSS JOIN unnest($${at}::text[]) AS p (period)
     WHERE c.status = 'ranked'
    ON CONFLICT (game, board, period, player_id) DO UPDATE
      SET wins = player_wins.wins + 1,
          last_result_id = GREATEST(player_wins.last_result_id, excluded.last_result_id)),
  counted_boards AS (
    INSERT INTO board_counts (game, board, period, players, played, wins)
    SELECT c.game, c.board, p.period,
           (SELECT COUNT(*) FROM counted_bests b WHERE b.period = p.period AND b.ranking = '' AND b.inserted),
           ${approving ? '0, 0' : "1, CASE WHEN c.status = 'lost' THEN 0 ELSE 1 END"}
      FROM counted c CROSS JOIN unnest($${at}::text[]) AS p (period)
     WHERE c.status NOT IN ('pending', 'refused')
    ON CONFLICT (game, board, period) DO UPDATE SET players = board_counts.players + excluded.players,
      played = board_counts.played + excluded.played, wins = board_counts.wins + excluded.wins)`;

export interface PgOptions {
  /** Most connections this process opens (default `$ARCADE_PG_POOL`, else 10). */
  readonly poolSize?: number;
}

export async function openPgStorage(url: string, options: PgOptions = {}): Promise<Storage> {
  const max = options.poolSize ?? Number(process.env.ARCADE_PG_POOL || DEFAULT_PG_POOL);
  if (!Number.isInteger(max) || max < 1 || max > 1000)
    throw new RangeError(`ARCADE_PG_POOL must be a whole number from 1 to 1000, got ${max}`);
  const pool = new pg.Pool({ connectionString: url, max, types: pgTypes, connectionTimeoutMillis: 30_000 });
  // A connection the server drops while idle in the pool must not end the process.
  pool.on('error', (error) => console.error(`postgres: ${error.message}`));
  try {
    await migratePg(pool);
  } catch (error) {
    await pool.end();
    throw error;
  }

  /**
   * Runs a statement as a named prepared statement: each connection plans it once and reuses the plan (planning
   * a leaderboard page costs more than running it), as SQLite's prepared statements do.
   */
  const names = new Map<string, string>();
  const run = <Row extends pg.QueryResultRow>(db: Db, text: string, values: unknown[]) => {
    let name = names.get(text);
    if (name === undefined) {
      name = `arcade_${names.size}`;
      names.set(text, name);
    }
    return db.query<Row>({ name, text, values });
  };
  const one = async <Row extends pg.QueryResultRow>(db: Db, sql: string, values: unknown[]) =>
    (await run<Row>(db, sql, values)).rows[0] as Row | undefined;
  const all = async <Row extends pg.QueryResultRow>(db: Db, sql: string, values: unknown[]) =>
    (await run<Row>(db, sql, values)).rows;

  async function transaction<T>(work: (db: Db) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt++) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const value = await work(client);
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        if (!retried(error, attempt)) throw error;
      } finally {
        client.release();
      }
    }
  }

  /** One statement, atomic on its own (no BEGIN and COMMIT to wait for), run again as a transaction would be. */
  async function statement<Row extends pg.QueryResultRow>(sql: string, values: unknown[]): Promise<Row[]> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await all<Row>(pool, sql, values);
      } catch (error) {
        if (!retried(error, attempt)) throw error;
      }
    }
  }

  const resultById = async (db: Db, id: number) => {
    const row = await one<ResultRow>(db, `${RESULT_SELECT} WHERE r.id = $1`, [id]);
    return row === undefined ? undefined : resultFromRow(row);
  };

  /** What counting a result sends with its statement: its periods, and its rankings with their keys. */
  const countValues = (
    result: Pick<NewResult, 'sortKey' | 'sortKeys' | 'daily'>,
    createdAt: Date,
  ): [string[], string[], number[]] => {
    const rankings: [string, number][] = [['', result.sortKey], ...Object.entries(result.sortKeys ?? {})];
    return [periodKeysOf(createdAt, result.daily), rankings.map(([r]) => r), rankings.map(([, key]) => key)];
  };

  return {
    // The result and its level's counters in one statement.
    addMinesResult: async (result, createdAt) => {
      const [row] = await statement<MinesRow>(
        `WITH added AS (
           INSERT INTO mines_results (level, width, height, mines, seed, won, time_ms, bbbv, clicks, player,
             created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING *),
         counted AS (
           INSERT INTO mines_level_counts (level, played, wins) SELECT level, 1, won FROM added
           ON CONFLICT (level) DO UPDATE SET played = mines_level_counts.played + 1,
             wins = mines_level_counts.wins + excluded.wins)
         SELECT * FROM added`,
        [
          result.level,
          result.width,
          result.height,
          result.mines,
          result.seed,
          result.won ? 1 : 0,
          result.timeMs,
          result.bbbv,
          result.clicks,
          result.player,
          createdAt.toISOString(),
        ],
      );
      return minesFromRow(row);
    },
    async minesRecords(level, limit) {
      const counts = await one<{ played: number; wins: number }>(
        pool,
        'SELECT played, wins FROM mines_level_counts WHERE level = $1',
        [level],
      );
      const best = await all<MinesRow>(
        pool,
        'SELECT * FROM mines_results WHERE level = $1 AND won = 1 ORDER BY time_ms, id LIMIT $2',
        [level, limit],
      );
      return { level, played: counts?.played ?? 0, wins: counts?.wins ?? 0, best: best.map(minesFromRow) };
    },

    async addPlayer(name, secretHash, createdAt, bot = false) {
      const row = await one<PlayerRow>(
        pool,
        `INSERT INTO players (name, name_key, secret_hash, created_at, bot) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT DO NOTHING RETURNING id, name, created_at, bot`,
        [name, nameKey(name), secretHash, createdAt.toISOString(), bot ? 1 : 0],
      );
      return row === undefined ? undefined : playerFromRow(row);
    },
    async playerBySecretHash(secretHash) {
      const row = await one<PlayerRow>(pool, 'SELECT * FROM players WHERE secret_hash = $1', [secretHash]);
      return row === undefined ? undefined : accountFromRow(row);
    },
    async playerAccount(playerId) {
      const row = await one<PlayerRow>(pool, 'SELECT * FROM players WHERE id = $1', [playerId]);
      return row === undefined ? undefined : accountFromRow(row);
    },
    async playerPage(playerId, last) {
      const row = await one<PlayerRow>(pool, 'SELECT * FROM players WHERE id = $1', [playerId]);
      if (row === undefined) return undefined;
      const bests = await all<PlayerBestRow>(
        pool,
        `SELECT b.game, b.board, b.result_id, r.time_ms, r.score
           FROM bests b JOIN results r ON r.id = b.result_id
          WHERE b.player_id = $1 AND b.ranking = '' AND b.period = 'all' ORDER BY b.game, b.board`,
        [playerId],
      );
      const lastRows = await all<ResultRow>(
        pool,
        `${RESULT_SELECT} WHERE r.player_id = $1 ORDER BY r.id DESC LIMIT $2`,
        [playerId, last],
      );
      return {
        player: playerFromRow(row),
        bests: bests.map(playerBestFromRow),
        last: lastRows.map(resultFromRow),
      };
    },

    async addGame(game) {
      const added = await run(
        pool,
        `INSERT INTO games (id, game, level, params, seed, player_id, dealt_at, daily, moves, first_move_at,
           last_move_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING`,
        [
          game.id,
          game.game,
          game.level,
          game.params,
          game.seed,
          game.playerId,
          game.dealtAt,
          game.daily,
          game.moves,
          game.firstMoveAt,
          game.lastMoveAt,
        ],
      );
      return added.rowCount === 1;
    },
    async game(id) {
      const row = await one<GameRow>(pool, 'SELECT * FROM games WHERE id = $1', [id]);
      return row === undefined ? undefined : gameFromRow(row);
    },
    async openGames(game, level, from, before, limit) {
      const rows = await all<GameRow>(
        pool,
        `SELECT * FROM games g WHERE game = $1 AND level = $2 AND dealt_at >= $3 AND dealt_at < $4
           AND NOT EXISTS (SELECT 1 FROM results r WHERE r.game_id = g.id) ORDER BY dealt_at LIMIT $5`,
        [game, level, from, before, limit],
      );
      return rows.map(gameFromRow);
    },
    async addMoves(id, moves, at, after) {
      const updated = await run(
        pool,
        `UPDATE games SET moves = CASE WHEN moves = '' THEN $2 ELSE moves || '; ' || $2 END,
           first_move_at = COALESCE(first_move_at, $3), last_move_at = $3 WHERE id = $1 AND length(moves) = $4`,
        [id, moves, at, after],
      );
      return updated.rowCount === 1;
    },
    async dailySeed(game, level, day, draw) {
      const get = () =>
        one<{ seed: string }>(
          pool,
          'SELECT seed FROM daily_seeds WHERE game = $1 AND level = $2 AND day = $3',
          [game, level, day],
        );
      const found = await get();
      if (found !== undefined) return found.seed;
      // Two processes may draw at once: the first insert wins and both read it back.
      await run(
        pool,
        'INSERT INTO daily_seeds (game, level, day, seed) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [game, level, day, draw()],
      );
      return (await get())!.seed;
    },

    // The result, its leaderboard rows and its counters in one statement: one round trip where a transaction of
    // a statement per row and period took 13.
    addResult: async (result) => {
      const [row] = await statement<ResultRow>(
        `WITH counted AS (
           INSERT INTO results (game_id, game, board, player_id, status, reason, time_ms, score, sort_key, extra,
             log, daily, created_at, claimed_until, sort_keys)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)
           ON CONFLICT (game_id) DO NOTHING RETURNING *),
         ${countedRows(16)}
         SELECT r.*, p.name AS player_name, g.seed, g.params
           FROM counted r JOIN players p ON p.id = r.player_id JOIN games g ON g.id = r.game_id`,
        [
          result.gameId,
          result.game,
          result.board,
          result.playerId,
          result.status,
          result.reason,
          result.timeMs,
          result.score,
          result.sortKey,
          JSON.stringify(result.extra),
          result.log,
          result.daily,
          result.createdAt.toISOString(),
          result.claimedUntil ?? null,
          JSON.stringify(result.sortKeys ?? {}),
          ...countValues(result, result.createdAt),
        ],
      );
      return row === undefined ? undefined : resultFromRow(row);
    },
    settleResult: (id, settlement: Settlement) =>
      transaction(async (db) => {
        const settled = await one<ResultRow>(
          db,
          `WITH settled AS (
             UPDATE results SET status = $2, reason = $3, score = $4, sort_key = $5, extra = $6, sort_keys = $7
              WHERE id = $1 AND status = 'pending' RETURNING *)
           SELECT r.*, p.name AS player_name, g.seed, g.params
             FROM settled r JOIN players p ON p.id = r.player_id JOIN games g ON g.id = r.game_id`,
          [
            id,
            settlement.status,
            settlement.reason,
            settlement.score,
            settlement.sortKey,
            JSON.stringify(settlement.extra),
            JSON.stringify(settlement.sortKeys ?? {}),
          ],
        );
        if (settled === undefined) return undefined;
        const row = resultFromRow(settled);
        // The periods are those of the result's creation, read back with it.
        await run(
          db,
          `WITH counted AS (SELECT id, game, board, player_id, status FROM results WHERE id = $1), ${countedRows(2)}
           SELECT 1`,
          [id, ...countValues({ ...row, sortKeys: settlement.sortKeys }, new Date(row.createdAt))],
        );
        return row;
      }),
    async pendingResults(limit) {
      const rows = await all<ResultRow>(
        pool,
        `${RESULT_SELECT} WHERE r.status = 'pending' ORDER BY r.id LIMIT $1`,
        [limit],
      );
      return rows.map(resultFromRow);
    },
    async claimPending(limit, now, until) {
      // Rows another process is claiming in this instant are skipped, not waited for: each goes to one process.
      const rows = await all<ResultRow>(
        pool,
        `WITH claimed AS (
           UPDATE results SET claimed_until = $3 WHERE id IN (
             SELECT id FROM results WHERE status = 'pending' AND (claimed_until IS NULL OR claimed_until < $2)
              ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED)
           RETURNING *)
         SELECT r.*, p.name AS player_name, g.seed, g.params
           FROM claimed r JOIN players p ON p.id = r.player_id JOIN games g ON g.id = r.game_id ORDER BY r.id`,
        [limit, now, until],
      );
      return rows.map(resultFromRow);
    },
    async renewClaims(ids, until) {
      if (ids.length === 0) return;
      await run(
        pool,
        "UPDATE results SET claimed_until = $2 WHERE id = ANY($1::bigint[]) AND status = 'pending'",
        [ids, until],
      );
    },
    result: (id) => resultById(pool, id),
    resultOfGame: (gameId) =>
      one<{ id: number; status: StoredResult['status'] }>(
        pool,
        'SELECT id, status FROM results WHERE game_id = $1',
        [gameId],
      ),
    async leaderboard(query): Promise<Leaderboard> {
      const period = periodKey(query.period, query.now);
      const counts = await one<{ players: number; played: number; wins: number }>(
        pool,
        'SELECT players, played, wins FROM board_counts WHERE game = $1 AND board = $2 AND period = $3',
        [query.game, query.board, period],
      );
      const offset = (query.page - 1) * query.pageSize;
      const by = query.by ?? '';
      const found =
        by === 'wins'
          ? await all<BoardRow>(
              pool,
              `SELECT w.last_result_id AS result_id, p.name AS player_name, r.time_ms, r.score, r.created_at, w.wins
                 FROM player_wins w JOIN results r ON r.id = w.last_result_id JOIN players p ON p.id = w.player_id
                WHERE w.game = $1 AND w.board = $2 AND w.period = $3
                ORDER BY w.wins DESC, w.last_result_id LIMIT $4 OFFSET $5`,
              [query.game, query.board, period, query.pageSize, offset],
            )
          : await all<BoardRow>(
              pool,
              `SELECT b.result_id, p.name AS player_name, r.time_ms, r.score, r.created_at, b.sort_key
                 FROM bests b JOIN results r ON r.id = b.result_id JOIN players p ON p.id = b.player_id
                WHERE b.game = $1 AND b.board = $2 AND b.ranking = $3 AND b.period = $4
                ORDER BY b.sort_key, b.result_id LIMIT $5 OFFSET $6`,
              [query.game, query.board, by, period, query.pageSize, offset],
            );
      return { ...(counts ?? { players: 0, played: 0, wins: 0 }), rows: leaderboardRows(found, offset) };
    },

    async heldResults(limit) {
      const rows = await all<ResultRow>(
        pool,
        `${RESULT_SELECT} WHERE r.status = 'held' ORDER BY r.id LIMIT $1`,
        [limit],
      );
      return rows.map(resultFromRow);
    },
    reviewResult: (id, review) =>
      transaction(async (db) => {
        const found = await one<{ sort_keys: string }>(
          db,
          "SELECT sort_keys FROM results WHERE id = $1 AND status = 'held' FOR UPDATE",
          [id],
        );
        if (found === undefined) return undefined;
        const approved = review.decision === 'approve';
        await run(db, 'UPDATE results SET status = $2, review = $3 WHERE id = $1', [
          id,
          approved ? 'ranked' : 'refused',
          reviewText(review),
        ]);
        const row = (await resultById(db, id))!;
        if (approved) {
          const sortKeys = JSON.parse(found.sort_keys) as Record<string, number>;
          // Played and won were counted when it came; only its rankings are new.
          await run(
            db,
            `WITH counted AS (SELECT id, game, board, player_id, status FROM results WHERE id = $1),
             ${countedRows(2, true)} SELECT 1`,
            [id, ...countValues({ ...row, sortKeys }, new Date(row.createdAt))],
          );
        }
        return row;
      }),
    refusePlayer: (playerId, note) =>
      transaction(async (db) => {
        const marked = await run(db, 'UPDATE players SET refused = $2 WHERE id = $1', [playerId, note]);
        if (marked.rowCount === 0) return undefined;
        await run(
          db,
          `UPDATE board_counts c SET players = c.players - 1 FROM bests b
            WHERE b.player_id = $1 AND b.ranking = '' AND c.game = b.game AND c.board = b.board
              AND c.period = b.period`,
          [playerId],
        );
        await run(db, 'DELETE FROM bests WHERE player_id = $1', [playerId]);
        await run(db, 'DELETE FROM player_wins WHERE player_id = $1', [playerId]);
        const refused = await run(
          db,
          `UPDATE results SET status = 'refused', review = $2
            WHERE player_id = $1 AND status IN ('ranked', 'held', 'pending')`,
          [playerId, refusedPlayerReview(note)],
        );
        return refused.rowCount ?? 0;
      }),

    probe: async () => {
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<string>((resolve) => {
        timer = setTimeout(() => resolve(`no answer within ${PROBE_MS} ms`), PROBE_MS);
      });
      const answer = pool.query('SELECT 1').then(
        () => undefined,
        (error: Error) => error.message,
      );
      try {
        return await Promise.race([answer, late]);
      } finally {
        clearTimeout(timer);
      }
    },

    close: () => pool.end(),
  };
}

/** How long the health check waits for PostgreSQL to answer (a connection attempt to a lost server may hang). */
const PROBE_MS = 2_000;
