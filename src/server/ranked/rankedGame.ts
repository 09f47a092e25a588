/**
 * The whole of what the server needs of a game to rank it: the routes (rankedRoutes.ts and routes/) dispatch
 * through the registry (registry.ts) to these slots and never name a game. A game deals a seed drawn on the
 * server, says what a stranger may see of a dealt game, is played move by move on the server or proves a
 * submitted log (at once, or queued for the worker pool), may be forfeited, judges its own won results against
 * what people can do, and says how its boards are ranked and how long its games may stay open.
 */
import type { Result } from '../../core/result.ts';
import type { DealtGame, NewResult, Settlement, Storage, StoredResult } from '../storage.ts';

export interface Dealt {
  /** What the engine needs besides the seed, kept with the game. */
  readonly params: unknown;
  /** What the client is told about the game it was dealt. */
  readonly view: Readonly<Record<string, unknown>>;
}

/** A request the game refuses, with the HTTP status that says why. */
export interface Refusal {
  readonly status: 400 | 403 | 404 | 409 | 422;
  readonly error: string;
}

/**
 * A proved result before the storage gives it an id. A won game the judge has not seen yet is `ranked`: the
 * shared path (keep.ts) asks the game's judge and holds it when the judge gives a reason.
 */
export type ProvedResult = Omit<NewResult, 'gameId' | 'game' | 'playerId' | 'daily' | 'createdAt'>;

/**
 * The shared path a proved result takes (keep.ts): judged, then kept as made at `at`; the stored result, or
 * undefined when the game has one already.
 */
export type KeepResult = (
  game: DealtGame,
  proved: ProvedResult,
  at: Date,
) => Promise<StoredResult | undefined>;

/**
 * A submitted log checked on the request path whose proof is too heavy for it: kept pending with `log`, and the
 * `job` replayed by the worker pool (queue.ts); `board` and `timeMs` are the result's already.
 */
export interface QueuedProof {
  readonly job: unknown;
  readonly board: string;
  readonly timeMs: number;
  readonly log: string;
}

/** A submitted result: proved at once, or checked and queued for the pool. */
export type Proof =
  | { readonly kind: 'proved'; readonly result: ProvedResult }
  | { readonly kind: 'queued'; readonly queued: QueuedProof };

/** A replay the pool could not run (the thread failed twice); a game's settle turns it into a refusal. */
export interface ReplayFailure {
  readonly ok: false;
  readonly error: string;
}

/** The proof of results queued for the worker pool. */
export interface ReplayProof {
  /** Replays a job: pure and deterministic, run in a worker thread (workers/tasks.ts); plain data out. */
  replay(job: unknown): unknown;
  /** The job of a pending result read back from the storage (a restart, another process's result). */
  jobOf(result: StoredResult): unknown;
  /** The settled record from the replay's verdict (before judging); `timeMs` is the result's wall time. */
  settle(verdict: unknown, timeMs: number): Settlement;
}

/** A move sent to a game played on the server, by the player it was dealt to. */
export interface MoveRequest {
  readonly id: string;
  readonly body: unknown;
  /** The server's clock, ms since the epoch. */
  readonly now: number;
  /** The player whose secret came with the move: the game must be theirs. */
  readonly playerId: number;
  /** Keeps the result of a game the move finishes (judged by the shared path). */
  readonly keep: KeepResult;
}

/** A game played on the server move by move: made once per app, over its storage. */
export interface ServerPlay {
  /** Plays a move; the answer the client is given (with the result kept, once a move finishes the game). */
  move(request: MoveRequest): Promise<Result<object, Refusal>>;
  /** What the player of a game in play has seen of it, so a reloaded page can continue it. */
  seen(game: DealtGame, now: number): Promise<Result<unknown, Refusal>>;
}

/** A ranking a board's leaderboard may be read by. */
export interface Ranking {
  /** Its name in `GET /api/leaderboards?by=`: the board's own first (results' sortKey), then sortKeys' names, or `wins`. */
  readonly by: string;
  /** The figure a row shows under the ranking's name, from the key it is ranked by; none shows no figure. */
  readonly figure?: (sortKey: number) => number;
}

/** How long most games may stay open after their deal: a day (a real-time match gets its own length). */
export const OPEN_GAME_LIMIT_MS = 24 * 3_600_000;

/** How long a dealt game may stay open before the sweep closes it as lost, and how its record says so. */
export interface OpenLimit {
  readonly limitMs: number;
  /** The record's `result`: `abandoned`, or `forfeit` for a real-time match (left, as a forfeited one is). */
  readonly leftAs: 'abandoned' | 'forfeit';
}

/** What a game's judge reads: the dealt game and its proved result, and the storage for the player's history. */
export interface JudgeCase {
  readonly game: DealtGame;
  readonly result: ProvedResult;
  readonly storage: Storage;
}

/** A judge's verdict on a result it could rank. */
export interface Judgement {
  /** Why the result is held for review instead, or null to rank it. */
  readonly reason: string | null;
  /** What the judge read, kept in the record's extra: evidence for a reviewer and for the player's later games. */
  readonly extra?: Readonly<Record<string, number | string | boolean>>;
}

export interface RankedGame {
  readonly levels: readonly string[];
  drawSeed(level: string): string;
  /** What the game needs and what the client is told; may wait for work made off the request path. */
  deal(level: string, seed: string): Dealt | Promise<Dealt>;
  /** What anyone holding a dealt game's id may see of it: never the seed of a game whose board is secret. */
  shown(game: DealtGame): Readonly<Record<string, unknown>>;
  /** The rankings of a board (a level, or a level and a variant), its own first. */
  rankings(board: string): readonly Ranking[];
  /** How long a game of a level may stay open. */
  openLimit(level: string): OpenLimit;
  /** Present when the game is played on the server move by move (its board secret until the end). */
  play?(storage: Storage): ServerPlay;
  /** Proves a submitted result (POST /api/games/:id/result), or refuses it. */
  prove(game: DealtGame, body: unknown, now: number): Result<Proof, Refusal>;
  /** Present when results are queued: how the pool replays them and how a verdict settles a result. */
  readonly replays?: ReplayProof;
  /**
   * Why a `ranked` result is held for review instead (a pace no person reaches, a shape only a program plays),
   * or null to rank it. Called once for every result, proved at once or settled after its replay (keep.ts).
   */
  judge(judged: JudgeCase): Judgement | Promise<Judgement>;
  /** Present when a game may be left before its end (a real-time match): the lost result, or why it goes on. */
  forfeit?(game: DealtGame, now: number): Result<ProvedResult, Refusal>;
}
