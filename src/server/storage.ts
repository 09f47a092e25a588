/**
 * Where the server keeps players, dealt games and verified results: the one door to the data. The HTTP layer only
 * sees this interface, and every method is asynchronous so that a networked database (PostgreSQL) can
 * stand behind it as well as the SQLite file (after boardgame.io's db/base). `storageContract.testkit.ts` is the test
 * suite every storage must pass.
 */

/** A finished Minesweeper game the server has replayed and checked (the unranked, client-dealt records). */
export interface MinesResult {
  /** `beginner`, `intermediate`, `expert`, or `custom`. */
  readonly level: string;
  readonly width: number;
  readonly height: number;
  readonly mines: number;
  readonly seed: string;
  readonly won: boolean;
  readonly timeMs: number;
  readonly bbbv: number;
  readonly clicks: number;
  readonly player: string;
}

export interface StoredMinesResult extends MinesResult {
  readonly id: number;
  /** ISO 8601, UTC. */
  readonly createdAt: string;
}

export interface MinesRecords {
  readonly level: string;
  readonly played: number;
  readonly wins: number;
  /** Fastest wins first. */
  readonly best: readonly StoredMinesResult[];
}

export interface Player {
  readonly id: number;
  readonly name: string;
  readonly createdAt: string;
  /** A declared bot: its results go to boards of their own (`expert+bot`), never on a human board. */
  readonly bot: boolean;
}

/** A player as the server acts for them (found by their secret): with what only the operator decides. */
export interface PlayerAccount extends Player {
  /** Why a person refused all of this player's records, or null: the operator's words, shown to no one else. */
  readonly refused: string | null;
}

/** What a person decided about a held result, and why (in their words, for the record). */
export interface Review {
  readonly decision: 'approve' | 'refuse';
  readonly note: string;
}

/** A game the server dealt: its seed stays here (and, for Minesweeper, never leaves until the game is over). */
export interface DealtGame {
  /** Random and unguessable: holding it is what lets a client play the game. */
  readonly id: string;
  readonly game: string;
  readonly level: string;
  /** The game's params as JSON text (what the engine needs besides the seed). */
  readonly params: string;
  readonly seed: string;
  readonly playerId: number;
  /** ms since the epoch, the server's clock. */
  readonly dealtAt: number;
  /** The day (YYYY-MM-DD, UTC) of the daily challenge this game is, or null. */
  readonly daily: string | null;
  /** Moves the server has seen so far (games played move by move on the server), as the engine's log text. */
  readonly moves: string;
  readonly firstMoveAt: number | null;
  readonly lastMoveAt: number | null;
}

/**
 * held: kept for review, off the leaderboards (a rule of the judge caught it: its reason says which) until a person
 * approves it (ranked) or refuses it. pending: submitted, waiting for its replay (Puyo matches are proved by
 * worker threads); refused: its replay did not prove it (the reason says why), or a person refused it or all of its
 * player's records (the review says why).
 */
export type ResultStatus = 'ranked' | 'held' | 'lost' | 'pending' | 'refused';

/** What a pending result becomes once its replay is done. */
export type SettledStatus = Exclude<ResultStatus, 'pending'>;

/** A verified result of a dealt game, for any game. */
export interface NewResult {
  readonly gameId: string;
  readonly game: string;
  /** The leaderboard it belongs to: a level, or a level and a variant (`expert`, `expert+hints`). */
  readonly board: string;
  readonly playerId: number;
  readonly status: ResultStatus;
  /** Why it was held, when it was. */
  readonly reason: string | null;
  readonly timeMs: number;
  readonly score: number;
  /** Lower is better: the time for timed games, the negated score for scored ones. */
  readonly sortKey: number;
  /**
   * More leaderboards of the same board the result takes part in, each by its own key (lower is better): Puyo's
   * `chain`, the negated largest chain. The main one (sortKey) is the ranking `''`.
   */
  readonly sortKeys?: Readonly<Record<string, number>>;
  /** Columns a game adds (3BV, clicks, hints, largest chain...): a flat JSON object. */
  readonly extra: Readonly<Record<string, number | string | boolean>>;
  /** The game's log, enough with the seed to replay it. */
  readonly log: string;
  readonly daily: string | null;
  readonly createdAt: Date;
  /**
   * A pending result the submitting process replays at once is held by it until then (ms since the epoch), so
   * no other process's claimPending takes it meanwhile; without it, any process may take it.
   */
  readonly claimedUntil?: number;
}

/** A pending result as its replay settles it (the rest of the row stays as it was submitted). */
export interface Settlement {
  readonly status: SettledStatus;
  readonly reason: string | null;
  readonly score: number;
  readonly sortKey: number;
  readonly sortKeys?: Readonly<Record<string, number>>;
  readonly extra: Readonly<Record<string, number | string | boolean>>;
}

export interface StoredResult extends Omit<NewResult, 'createdAt' | 'sortKeys' | 'claimedUntil'> {
  readonly id: number;
  /** A person's decision on it, when it was held ("approved: ..." / "refused: ..."), or null. */
  readonly review: string | null;
  readonly playerName: string;
  readonly seed: string;
  readonly params: string;
  /** ISO 8601, UTC. */
  readonly createdAt: string;
}

export type Period = 'all' | 'week' | 'day' | 'daily';

export interface LeaderboardQuery {
  readonly game: string;
  readonly board: string;
  /**
   * Which ranking: `''` (the default) by each result's sortKey, a name from the results' sortKeys (`chain`), or
   * `wins`: players by their number of ranked results, more first, ties to the one who got there first.
   */
  readonly by?: string;
  readonly period: Period;
  /** The moment "this week", "today" and "today's daily" are taken from. */
  readonly now: Date;
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}

export interface LeaderboardRow {
  readonly rank: number;
  readonly playerName: string;
  readonly resultId: number;
  readonly timeMs: number;
  readonly score: number;
  readonly createdAt: string;
  /** Ranked results of the player on this board in this period (the `wins` ranking only). */
  readonly wins?: number;
  /** The key the row is ranked by, lower first (every ranking but `wins`): Puyo's `chain` is the negated chain. */
  readonly sortKey?: number;
}

export interface Leaderboard {
  /** Players with a ranked result on this board in this period (one row each: their best). */
  readonly players: number;
  /** Finished games (ranked, held or lost) on this board in this period. */
  readonly played: number;
  readonly wins: number;
  readonly rows: readonly LeaderboardRow[];
}

export interface PlayerBest {
  readonly game: string;
  readonly board: string;
  readonly resultId: number;
  readonly timeMs: number;
  readonly score: number;
}

export interface PlayerPage {
  readonly player: Player;
  readonly bests: readonly PlayerBest[];
  /** Newest first. */
  readonly last: readonly StoredResult[];
}

export interface Storage {
  // Minesweeper results dealt by the client (unranked; the page uses them until it moves to ranked games).
  addMinesResult(result: MinesResult, createdAt: Date): Promise<StoredMinesResult>;
  minesRecords(level: string, limit: number): Promise<MinesRecords>;

  /**
   * A new player (a declared bot when `bot`), or undefined when the name is taken (names are unique without
   * regard to case).
   */
  addPlayer(name: string, secretHash: string, createdAt: Date, bot?: boolean): Promise<Player | undefined>;
  playerBySecretHash(secretHash: string): Promise<PlayerAccount | undefined>;
  /** A player's account by id (what a result is kept under: a bot's board, a refused player's records). */
  playerAccount(playerId: number): Promise<PlayerAccount | undefined>;
  playerPage(playerId: number, last: number): Promise<PlayerPage | undefined>;

  /** Keeps a dealt game; false when the player already has this day's daily challenge of that game and level. */
  addGame(game: DealtGame): Promise<boolean>;
  game(id: string): Promise<DealtGame | undefined>;
  /**
   * Appends moves (log text) seen at `at` (ms since the epoch) to a game played on the server, only if its moves
   * text is still `after` characters long (what the caller's state was built from): false when another request,
   * in this process or another, added moves first.
   */
  addMoves(id: string, moves: string, at: number, after: number): Promise<boolean>;
  /**
   * Dealt games of this game and level with no result yet, dealt at or after `from` and before `before` (ms since
   * the epoch), oldest first: the games the sweep closes as abandoned (ranked/abandoned.ts).
   */
  openGames(game: string, level: string, from: number, before: number, limit: number): Promise<DealtGame[]>;

  /** The seed of a day's challenge, made by `draw` the first time it is asked for. */
  dailySeed(game: string, level: string, day: string, draw: () => string): Promise<string>;

  /**
   * Keeps a result, its leaderboard rows and counters at once; undefined when the game already has one. A
   * `pending` result is kept without rows or counters until settleResult proves it.
   */
  addResult(result: NewResult): Promise<StoredResult | undefined>;
  /**
   * Settles a pending result (its status, score and extra from the replay) and adds its leaderboard rows and
   * counters at once, as addResult does for a result proved at once; undefined when it is not pending (settled
   * already, or no such result).
   */
  settleResult(id: number, settlement: Settlement): Promise<StoredResult | undefined>;
  /** Pending results, oldest first. */
  pendingResults(limit: number): Promise<StoredResult[]>;
  /**
   * The shared replay queue: up to `limit` pending results that no process holds (never claimed, or held only
   * until before `now`), oldest first, each now held until `until` (ms since the epoch). Several processes
   * claiming at once never get the same result (PostgreSQL: FOR UPDATE SKIP LOCKED).
   */
  claimPending(limit: number, now: number, until: number): Promise<StoredResult[]>;
  /** Holds pending results a process is still replaying until `until` (its claims, renewed while it lives). */
  renewClaims(ids: readonly number[], until: number): Promise<void>;
  result(id: number): Promise<StoredResult | undefined>;
  /** The id and status of a dealt game's result, if it has one. */
  resultOfGame(gameId: string): Promise<Pick<StoredResult, 'id' | 'status'> | undefined>;
  leaderboard(query: LeaderboardQuery): Promise<Leaderboard>;

  /** Held results waiting for a person, oldest first. */
  heldResults(limit: number): Promise<StoredResult[]>;
  /**
   * A person's decision on a held result: approved, it is ranked (its leaderboard rows added as if it had been
   * ranked when it came); refused, it stays off every board. Undefined when the result is not held.
   */
  reviewResult(id: number, review: Review): Promise<StoredResult | undefined>;
  /**
   * Refuses every record of a player (ranked, held or pending): each is refused with the note, and the player's
   * rows leave every leaderboard. The number of records refused; undefined when there is no such player.
   */
  refusePlayer(playerId: number, note: string): Promise<number | undefined>;

  /**
   * Whether the database answers now (a query run for the purpose): what is wrong, or undefined when it is fine.
   * Never throws; answers within a few seconds whatever the database does.
   */
  probe(): Promise<string | undefined>;

  close(): Promise<void>;
}
