/**
 * The rows of the storage tables as both SQL storages read them (SQLite and PostgreSQL keep the same columns and
 * types: integers, ISO 8601 text for times, JSON text for `extra`), and what the interface gives for each.
 */
import type {
  DealtGame,
  LeaderboardRow,
  Player,
  PlayerAccount,
  PlayerBest,
  Review,
  StoredMinesResult,
  StoredResult,
} from './storage.ts';

export interface MinesRow {
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

export const minesFromRow = (row: MinesRow): StoredMinesResult => ({
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

export interface PlayerRow {
  id: number;
  name: string;
  created_at: string;
  bot: number;
  /** Read only where the account is (accountFromRow). */
  refused?: string | null;
}

export const playerFromRow = (row: PlayerRow): Player => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at,
  bot: row.bot === 1,
});

export const accountFromRow = (row: PlayerRow): PlayerAccount => ({
  ...playerFromRow(row),
  refused: row.refused ?? null,
});

export interface GameRow {
  id: string;
  game: string;
  level: string;
  params: string;
  seed: string;
  player_id: number;
  dealt_at: number;
  daily: string | null;
  moves: string;
  first_move_at: number | null;
  last_move_at: number | null;
}

export const gameFromRow = (row: GameRow): DealtGame => ({
  id: row.id,
  game: row.game,
  level: row.level,
  params: row.params,
  seed: row.seed,
  playerId: row.player_id,
  dealtAt: row.dealt_at,
  daily: row.daily,
  moves: row.moves,
  firstMoveAt: row.first_move_at,
  lastMoveAt: row.last_move_at,
});

export interface ResultRow {
  id: number;
  game_id: string;
  game: string;
  board: string;
  player_id: number;
  player_name: string;
  status: StoredResult['status'];
  reason: string | null;
  time_ms: number;
  score: number;
  sort_key: number;
  extra: string;
  log: string;
  daily: string | null;
  created_at: string;
  seed: string;
  params: string;
  review: string | null;
}

export const resultFromRow = (row: ResultRow): StoredResult => ({
  id: row.id,
  gameId: row.game_id,
  game: row.game,
  board: row.board,
  playerId: row.player_id,
  playerName: row.player_name,
  status: row.status,
  reason: row.reason,
  timeMs: row.time_ms,
  score: row.score,
  sortKey: row.sort_key,
  extra: JSON.parse(row.extra),
  log: row.log,
  daily: row.daily,
  createdAt: row.created_at,
  seed: row.seed,
  params: row.params,
  review: row.review,
});

export const RESULT_SELECT = `SELECT r.*, p.name AS player_name, g.seed, g.params
  FROM results r JOIN players p ON p.id = r.player_id JOIN games g ON g.id = r.game_id`;

/** The review column of a result a person decided on. */
export const reviewText = (review: Review): string =>
  `${review.decision === 'approve' ? 'approved' : 'refused'}: ${review.note}`;

/** The reason a record of a refused player is given. */
export const refusedPlayerReview = (note: string): string => `refused with all the player's records: ${note}`;

/** Names are unique whatever their case and Unicode form ("Ann" and "ANN" are one name). */
export const nameKey = (name: string): string => name.normalize('NFKC').toLowerCase();

/** A row of a leaderboard page as read: the player's best (or, by wins, last) result on the board. */
export interface BoardRow {
  result_id: number;
  player_name: string;
  time_ms: number;
  score: number;
  created_at: string;
  wins?: number;
  sort_key?: number;
}

/** A page's rows, ranked from the offset on. */
export const leaderboardRows = (found: readonly BoardRow[], offset: number): LeaderboardRow[] =>
  found.map((row, i) => ({
    rank: offset + i + 1,
    playerName: row.player_name,
    resultId: row.result_id,
    timeMs: row.time_ms,
    score: row.score,
    createdAt: row.created_at,
    ...(row.wins === undefined || row.wins === null ? {} : { wins: row.wins }),
    ...(row.sort_key === undefined || row.sort_key === null ? {} : { sortKey: row.sort_key }),
  }));

export interface PlayerBestRow {
  game: string;
  board: string;
  result_id: number;
  time_ms: number;
  score: number;
}

export const playerBestFromRow = (best: PlayerBestRow): PlayerBest => ({
  game: best.game,
  board: best.board,
  resultId: best.result_id,
  timeMs: best.time_ms,
  score: best.score,
});
