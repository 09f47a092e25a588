/**
 * The Storage interface on a SQLite file (better-sqlite3: synchronous, one connection per server process). WAL
 * journal: a commit is in the log file before the call returns, so an acknowledged result survives the process
 * being killed (synchronous=NORMAL skips the fsync per commit, so a power cut or a crash of the machine may lose
 * the commits since the log was last synced, at a checkpoint; a crash of the process loses nothing).
 */
import Database from 'better-sqlite3';
import { periodKey, periodKeysOf } from './periods.ts';
import { migrate } from './sqlite/migrations.ts';
import {
  FALLBACK_AUTOCHECKPOINT,
  startWalCheckpoints,
  type WalCheckpoints,
} from './sqlite/walCheckpoints.ts';
import type {
  Leaderboard,
  LeaderboardQuery,
  MinesRecords,
  MinesResult,
  NewResult,
  PlayerPage,
  Review,
  Settlement,
  Storage,
  StoredMinesResult,
  StoredResult,
} from './storage.ts';
import {
  accountFromRow,
  type BoardRow,
  type GameRow,
  gameFromRow,
  leaderboardRows,
  type MinesRow,
  minesFromRow,
  nameKey,
  type PlayerRow,
  playerBestFromRow,
  playerFromRow,
  RESULT_SELECT,
  type ResultRow,
  refusedPlayerReview,
  resultFromRow,
  reviewText,
} from './storageRows.ts';

export interface SqliteOptions {
  /**
   * Checkpoint the log in a thread of its own (walCheckpoints.ts) rather than on a request now and then: for the
   * server; tests and tools that open a file for a moment leave it off.
   */
  readonly backgroundCheckpoints?: boolean;
}

export function openSqliteStorage(file: string, options: SqliteOptions = {}): Storage {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  let checkpoints: WalCheckpoints | undefined;
  try {
    migrate(db);
    if (options.backgroundCheckpoints === true) {
      checkpoints = startWalCheckpoints(file);
      db.pragma(`wal_autocheckpoint = ${FALLBACK_AUTOCHECKPOINT}`);
    }
  } catch (error) {
    db.close();
    throw error;
  }

  const minesInsert = db.prepare(
    `INSERT INTO mines_results (level, width, height, mines, seed, won, time_ms, bbbv, clicks, player, created_at)
     VALUES (@level, @width, @height, @mines, @seed, @won, @timeMs, @bbbv, @clicks, @player, @createdAt)`,
  );
  const minesCount = db.prepare(
    `INSERT INTO mines_level_counts (level, played, wins) VALUES (?, 1, ?)
     ON CONFLICT (level) DO UPDATE SET played = played + 1, wins = wins + excluded.wins`,
  );
  const minesById = db.prepare<[number], MinesRow>('SELECT * FROM mines_results WHERE id = ?');
  const minesCounts = db.prepare<[string], { played: number; wins: number }>(
    'SELECT played, wins FROM mines_level_counts WHERE level = ?',
  );
  const minesBest = db.prepare<[string, number], MinesRow>(
    'SELECT * FROM mines_results WHERE level = ? AND won = 1 ORDER BY time_ms, id LIMIT ?',
  );
  const addMines = db.transaction((result: MinesResult, createdAt: Date): StoredMinesResult => {
    const info = minesInsert.run({ ...result, won: result.won ? 1 : 0, createdAt: createdAt.toISOString() });
    minesCount.run(result.level, result.won ? 1 : 0);
    return minesFromRow(minesById.get(Number(info.lastInsertRowid))!);
  });

  const playerInsert = db.prepare(
    `INSERT INTO players (name, name_key, secret_hash, created_at, bot) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT DO NOTHING`,
  );
  const playerById = db.prepare<[number], PlayerRow>('SELECT * FROM players WHERE id = ?');
  const playerBySecret = db.prepare<[string], PlayerRow>('SELECT * FROM players WHERE secret_hash = ?');

  const gameInsert = db.prepare(
    `INSERT INTO games (id, game, level, params, seed, player_id, dealt_at, daily, moves, first_move_at, last_move_at)
     VALUES (@id, @game, @level, @params, @seed, @playerId, @dealtAt, @daily, @moves, @firstMoveAt, @lastMoveAt)
     ON CONFLICT DO NOTHING`,
  );
  const gameById = db.prepare<[string], GameRow>('SELECT * FROM games WHERE id = ?');
  const openGames = db.prepare<[string, string, number, number, number], GameRow>(
    `SELECT * FROM games g WHERE game = ? AND level = ? AND dealt_at >= ? AND dealt_at < ?
       AND NOT EXISTS (SELECT 1 FROM results r WHERE r.game_id = g.id) ORDER BY dealt_at LIMIT ?`,
  );
  const gameMoves = db.prepare(
    `UPDATE games SET moves = CASE WHEN moves = '' THEN @moves ELSE moves || '; ' || @moves END,
       first_move_at = COALESCE(first_move_at, @at), last_move_at = @at WHERE id = @id AND length(moves) = @after`,
  );
  const dailyInsert = db.prepare(
    'INSERT INTO daily_seeds (game, level, day, seed) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const dailyGet = db.prepare<[string, string, string], { seed: string }>(
    'SELECT seed FROM daily_seeds WHERE game = ? AND level = ? AND day = ?',
  );

  const resultInsert = db.prepare(
    `INSERT INTO results (game_id, game, board, player_id, status, reason, time_ms, score, sort_key, extra, log,
       daily, created_at, claimed_until, sort_keys)
     VALUES (@gameId, @game, @board, @playerId, @status, @reason, @timeMs, @score, @sortKey, @extra, @log, @daily,
       @createdAt, @claimedUntil, @sortKeysText)
     ON CONFLICT (game_id) DO NOTHING`,
  );
  const resultById = db.prepare<[number], ResultRow>(`${RESULT_SELECT} WHERE r.id = ?`);
  const resultOfGame = db.prepare<[string], { id: number; status: StoredResult['status'] }>(
    'SELECT id, status FROM results WHERE game_id = ?',
  );
  const pending = db.prepare<[number], ResultRow>(
    `${RESULT_SELECT} WHERE r.status = 'pending' ORDER BY r.id LIMIT ?`,
  );
  const claimable = db.prepare<[number, number], { id: number }>(
    `SELECT id FROM results WHERE status = 'pending' AND (claimed_until IS NULL OR claimed_until < ?)
      ORDER BY id LIMIT ?`,
  );
  const claim = db.prepare('UPDATE results SET claimed_until = ? WHERE id = ?');
  const claimPending = db.transaction((limit: number, now: number, until: number): StoredResult[] =>
    claimable.all(now, limit).map(({ id }) => {
      claim.run(until, id);
      return resultFromRow(resultById.get(id)!);
    }),
  );
  const renew = db.prepare("UPDATE results SET claimed_until = ? WHERE id = ? AND status = 'pending'");
  const renewClaims = db.transaction((ids: readonly number[], until: number): void => {
    for (const id of ids) renew.run(until, id);
  });
  const settle = db.prepare(
    `UPDATE results SET status = @status, reason = @reason, score = @score, sort_key = @sortKey, extra = @extra,
       sort_keys = @sortKeysText WHERE id = @id AND status = 'pending'`,
  );
  const bestGet = db.prepare<[string, string, string, string, number], { sort_key: number }>(
    'SELECT sort_key FROM bests WHERE game = ? AND board = ? AND ranking = ? AND period = ? AND player_id = ?',
  );
  const bestPut = db.prepare(
    `INSERT INTO bests (game, board, ranking, period, player_id, result_id, sort_key) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT DO UPDATE SET result_id = excluded.result_id, sort_key = excluded.sort_key`,
  );
  const winAdd = db.prepare(
    `INSERT INTO player_wins (game, board, period, player_id, wins, last_result_id) VALUES (?, ?, ?, ?, 1, ?)
     ON CONFLICT DO UPDATE SET wins = wins + 1, last_result_id = excluded.last_result_id`,
  );
  const countAdd = db.prepare(
    `INSERT INTO board_counts (game, board, period, players, played, wins) VALUES (?, ?, ?, ?, 1, ?)
     ON CONFLICT DO UPDATE SET players = players + excluded.players, played = played + 1,
       wins = wins + excluded.wins`,
  );
  const countGet = db.prepare<[string, string, string], { players: number; played: number; wins: number }>(
    'SELECT players, played, wins FROM board_counts WHERE game = ? AND board = ? AND period = ?',
  );
  const boardPage = db.prepare<
    [string, string, string, string, number, number],
    {
      result_id: number;
      player_name: string;
      time_ms: number;
      score: number;
      created_at: string;
      sort_key: number;
    }
  >(
    `SELECT b.result_id, p.name AS player_name, r.time_ms, r.score, r.created_at, b.sort_key
       FROM bests b JOIN results r ON r.id = b.result_id JOIN players p ON p.id = b.player_id
      WHERE b.game = ? AND b.board = ? AND b.ranking = ? AND b.period = ?
      ORDER BY b.sort_key, b.result_id LIMIT ? OFFSET ?`,
  );
  const winsPage = db.prepare<
    [string, string, string, number, number],
    {
      result_id: number;
      player_name: string;
      time_ms: number;
      score: number;
      created_at: string;
      wins: number;
    }
  >(
    `SELECT w.last_result_id AS result_id, p.name AS player_name, r.time_ms, r.score, r.created_at, w.wins
       FROM player_wins w JOIN results r ON r.id = w.last_result_id JOIN players p ON p.id = w.player_id
      WHERE w.game = ? AND w.board = ? AND w.period = ?
      ORDER BY w.wins DESC, w.last_result_id LIMIT ? OFFSET ?`,
  );
  const playerBests = db.prepare<
    [number],
    { game: string; board: string; result_id: number; time_ms: number; score: number }
  >(
    `SELECT b.game, b.board, b.result_id, r.time_ms, r.score
       FROM bests b JOIN results r ON r.id = b.result_id
      WHERE b.player_id = ? AND b.ranking = '' AND b.period = 'all' ORDER BY b.game, b.board`,
  );
  const playerLast = db.prepare<[number, number], ResultRow>(
    `${RESULT_SELECT} WHERE r.player_id = ? ORDER BY r.id DESC LIMIT ?`,
  );

  /** The leaderboard rows and counters of a proved result (not of a pending or refused one). */
  interface Counted {
    readonly game: string;
    readonly board: string;
    readonly playerId: number;
    readonly status: StoredResult['status'];
    readonly sortKey: number;
    readonly sortKeys?: Readonly<Record<string, number>>;
    readonly daily: string | null;
  }
  /** A ranked result's rows in one period (bests and wins); 1 when it is the player's first on the board. */
  const rank = (result: Counted, id: number, period: string): number => {
    const rankings: [string, number][] = [['', result.sortKey], ...Object.entries(result.sortKeys ?? {})];
    let newPlayer = 0;
    for (const [ranking, sortKey] of rankings) {
      const best = bestGet.get(result.game, result.board, ranking, period, result.playerId);
      if (best === undefined || sortKey < best.sort_key)
        bestPut.run(result.game, result.board, ranking, period, result.playerId, id, sortKey);
      if (best === undefined && ranking === '') newPlayer = 1;
    }
    winAdd.run(result.game, result.board, period, result.playerId, id);
    return newPlayer;
  };
  const count = (result: Counted, id: number, createdAt: Date): void => {
    if (result.status === 'pending' || result.status === 'refused') return;
    const won = result.status === 'lost' ? 0 : 1;
    for (const period of periodKeysOf(createdAt, result.daily)) {
      const newPlayer = result.status === 'ranked' ? rank(result, id, period) : 0;
      countAdd.run(result.game, result.board, period, newPlayer, won);
    }
  };

  const held = db.prepare<[number], ResultRow>(
    `${RESULT_SELECT} WHERE r.status = 'held' ORDER BY r.id LIMIT ?`,
  );
  const heldById = db.prepare<[number], { sort_keys: string }>(
    "SELECT sort_keys FROM results WHERE id = ? AND status = 'held'",
  );
  const decide = db.prepare('UPDATE results SET status = ?, review = ? WHERE id = ?');
  const playersAdd = db.prepare(
    'UPDATE board_counts SET players = players + ? WHERE game = ? AND board = ? AND period = ?',
  );
  const reviewResult = db.transaction((id: number, review: Review): StoredResult | undefined => {
    const found = heldById.get(id);
    if (found === undefined) return undefined;
    const approved = review.decision === 'approve';
    decide.run(approved ? 'ranked' : 'refused', reviewText(review), id);
    const row = resultFromRow(resultById.get(id)!);
    if (approved) {
      const result = { ...row, sortKeys: JSON.parse(found.sort_keys) as Record<string, number> };
      // Played and won were counted when it came; only its rankings are new.
      for (const period of periodKeysOf(new Date(row.createdAt), row.daily))
        playersAdd.run(rank(result, id, period), row.game, row.board, period);
    }
    return row;
  });

  const refuseMark = db.prepare('UPDATE players SET refused = ? WHERE id = ?');
  const firstBests = db.prepare<[number], { game: string; board: string; period: string }>(
    "SELECT game, board, period FROM bests WHERE player_id = ? AND ranking = ''",
  );
  const bestsDrop = db.prepare('DELETE FROM bests WHERE player_id = ?');
  const winsDrop = db.prepare('DELETE FROM player_wins WHERE player_id = ?');
  const resultsRefuse = db.prepare(
    `UPDATE results SET status = 'refused', review = ?
      WHERE player_id = ? AND status IN ('ranked', 'held', 'pending')`,
  );
  const refusePlayer = db.transaction((playerId: number, note: string): number | undefined => {
    if (refuseMark.run(note, playerId).changes === 0) return undefined;
    for (const best of firstBests.all(playerId)) playersAdd.run(-1, best.game, best.board, best.period);
    bestsDrop.run(playerId);
    winsDrop.run(playerId);
    return resultsRefuse.run(refusedPlayerReview(note), playerId).changes;
  });

  const addResult = db.transaction((result: NewResult): StoredResult | undefined => {
    const createdAt = result.createdAt.toISOString();
    const info = resultInsert.run({
      ...result,
      extra: JSON.stringify(result.extra),
      createdAt,
      claimedUntil: result.claimedUntil ?? null,
      sortKeysText: JSON.stringify(result.sortKeys ?? {}),
    });
    if (info.changes === 0) return undefined;
    const id = Number(info.lastInsertRowid);
    count(result, id, result.createdAt);
    return resultFromRow(resultById.get(id)!);
  });

  const settleResult = db.transaction((id: number, settlement: Settlement): StoredResult | undefined => {
    const info = settle.run({
      ...settlement,
      id,
      extra: JSON.stringify(settlement.extra),
      sortKeysText: JSON.stringify(settlement.sortKeys ?? {}),
    });
    if (info.changes === 0) return undefined;
    const row = resultFromRow(resultById.get(id)!);
    count({ ...row, sortKeys: settlement.sortKeys }, id, new Date(row.createdAt));
    return row;
  });

  return {
    addMinesResult: async (result, createdAt) => addMines(result, createdAt),
    async minesRecords(level: string, limit: number): Promise<MinesRecords> {
      const { played, wins } = minesCounts.get(level) ?? { played: 0, wins: 0 };
      return { level, played, wins, best: minesBest.all(level, limit).map(minesFromRow) };
    },

    async addPlayer(name, secretHash, createdAt, bot = false) {
      const info = playerInsert.run(name, nameKey(name), secretHash, createdAt.toISOString(), bot ? 1 : 0);
      if (info.changes === 0) return undefined;
      return playerFromRow(playerById.get(Number(info.lastInsertRowid))!);
    },
    async playerBySecretHash(secretHash) {
      const row = playerBySecret.get(secretHash);
      return row === undefined ? undefined : accountFromRow(row);
    },
    async playerAccount(playerId) {
      const row = playerById.get(playerId);
      return row === undefined ? undefined : accountFromRow(row);
    },
    async playerPage(playerId, last): Promise<PlayerPage | undefined> {
      const row = playerById.get(playerId);
      if (row === undefined) return undefined;
      return {
        player: playerFromRow(row),
        bests: playerBests.all(playerId).map(playerBestFromRow),
        last: playerLast.all(playerId, last).map(resultFromRow),
      };
    },

    async addGame(game) {
      return gameInsert.run({ ...game }).changes === 1;
    },
    async game(id) {
      const row = gameById.get(id);
      return row === undefined ? undefined : gameFromRow(row);
    },
    openGames: async (game, level, from, before, limit) =>
      openGames.all(game, level, from, before, limit).map(gameFromRow),
    addMoves: async (id, moves, at, after) => gameMoves.run({ id, moves, at, after }).changes === 1,
    async dailySeed(game, level, day, draw) {
      const found = dailyGet.get(game, level, day);
      if (found !== undefined) return found.seed;
      dailyInsert.run(game, level, day, draw());
      return dailyGet.get(game, level, day)!.seed;
    },

    addResult: async (result) => addResult(result),
    settleResult: async (id, settlement) => settleResult(id, settlement),
    pendingResults: async (limit) => pending.all(limit).map(resultFromRow),
    claimPending: async (limit, now, until) => claimPending(limit, now, until),
    renewClaims: async (ids, until) => renewClaims(ids, until),
    async result(id) {
      const row = resultById.get(id);
      return row === undefined ? undefined : resultFromRow(row);
    },
    resultOfGame: async (gameId) => resultOfGame.get(gameId),
    async leaderboard(query: LeaderboardQuery): Promise<Leaderboard> {
      const period = periodKey(query.period, query.now);
      const counts = countGet.get(query.game, query.board, period) ?? { players: 0, played: 0, wins: 0 };
      const offset = (query.page - 1) * query.pageSize;
      const by = query.by ?? '';
      const found: BoardRow[] =
        by === 'wins'
          ? winsPage.all(query.game, query.board, period, query.pageSize, offset)
          : boardPage.all(query.game, query.board, by, period, query.pageSize, offset);
      const rows = leaderboardRows(found, offset);
      return { ...counts, rows };
    },

    heldResults: async (limit) => held.all(limit).map(resultFromRow),
    reviewResult: async (id, review) => reviewResult(id, review),
    refusePlayer: async (playerId, note) => refusePlayer(playerId, note),

    probe: async () => {
      try {
        db.prepare('SELECT 1').get();
        return db.readonly ? 'the SQLite file is open read-only' : undefined;
      } catch (error) {
        return (error as Error).message;
      }
    },

    close: async () => {
      await checkpoints?.close();
      db.close();
    },
  };
}
