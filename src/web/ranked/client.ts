/**
 * A typed client for the ranked routes, in the fetch style of page/serverResults.ts (a `Fetch` passed in, so tests
 * answer without a server), but telling why a call failed: every answer is `{ok: true, value}` or `{ok: false,
 * error}` with a RankedError the page words in its own language (errors.ts). Never throws.
 */
import type { z } from 'zod';
import { err, ok, type Result } from '../../core/result.ts';
import type { Fetch } from '../pageTypes.ts';
import {
  type DealtAnswer,
  dealtAnswer,
  type GameAnswer,
  type GameName,
  gameAnswer,
  type LeaderboardAnswer,
  leaderboardAnswer,
  type MoveAnswer,
  moveAnswer,
  type PlayerAnswer,
  type PlayerPageAnswer,
  playerAnswer,
  playerPageAnswer,
  type RecordAnswer,
  type ResultAnswer,
  recordAnswer,
  resultAnswer,
} from './answers.ts';

/**
 * Why a call failed. `detail` is the server's own words (English, `field: what is wrong`), for English pages and
 * the console only.
 */
export type RankedError =
  /** No answer: no network, the server down, or no answer within REQUEST_TIMEOUT_MS. */
  | { readonly kind: 'offline' }
  /** 409 to a new player: the name is taken. */
  | { readonly kind: 'nameTaken' }
  /** 403: the secret kept here is unknown to the server, or the game was dealt to someone else. */
  | { readonly kind: 'notYours'; readonly detail: string }
  /** 404: no such game, record or player. */
  | { readonly kind: 'notFound'; readonly detail: string }
  /** 409 otherwise: the daily challenge already played, a game already over or with its result. */
  | { readonly kind: 'conflict'; readonly detail: string }
  /** 503: the server is busy (replay queue full); try again after `retryAfterS` seconds. */
  | { readonly kind: 'busy'; readonly retryAfterS: number; readonly detail: string }
  /** Another 4xx: the server refused what was sent. */
  | { readonly kind: 'refused'; readonly status: number; readonly detail: string }
  /** A 5xx, or an answer that is not what the route answers. */
  | { readonly kind: 'server'; readonly status: number; readonly detail: string };

export type RankedAnswer<T> = Result<T, RankedError>;

/** How long a call waits for its answer before it counts as offline. */
export const REQUEST_TIMEOUT_MS = 15_000;

export type LeaderboardPeriod = 'all' | 'week' | 'day' | 'daily';
export type LeaderboardRanking = 'time' | 'score' | 'chain' | 'wins';

export interface LeaderboardQuery {
  readonly game: GameName;
  readonly level: string;
  readonly by?: LeaderboardRanking;
  readonly period?: LeaderboardPeriod;
  readonly page?: number;
}

/** A Minesweeper move as the server takes it (the server stamps its time). */
export type RankedMove =
  | { readonly kind: 'open' | 'flag' | 'question' | 'chord'; readonly x: number; readonly y: number }
  | { readonly kind: 'flagMode' };

/** The server's error text of a JSON `{error}` body, else the HTTP status. */
function errorText(body: unknown, status: number): string {
  const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof error === 'string' ? error.slice(0, 500) : `HTTP ${status}`;
}

function refusal(status: number, body: unknown, headers: Headers, nameTaken: boolean): RankedError {
  const detail = errorText(body, status);
  if (status === 409) return nameTaken ? { kind: 'nameTaken' } : { kind: 'conflict', detail };
  if (status === 403) return { kind: 'notYours', detail };
  if (status === 404) return { kind: 'notFound', detail };
  if (status === 503) {
    const after = Number(headers.get('retry-after'));
    return { kind: 'busy', retryAfterS: Number.isFinite(after) && after > 0 ? after : 1, detail };
  }
  return status >= 400 && status < 500
    ? { kind: 'refused', status, detail }
    : { kind: 'server', status, detail };
}

export class RankedClient {
  constructor(private readonly fetcher: Fetch = (input, init) => fetch(input, init)) {}

  /** Chooses a name: the player with the secret to keep (nameTaken when someone has it, in any case). */
  createPlayer(name: string): Promise<RankedAnswer<PlayerAnswer>> {
    return this.call('/api/players', playerAnswer, { name }, true);
  }

  /** Deals a ranked game (or today's challenge, `daily`) to the player with this secret. */
  deal(game: GameName, level: string, secret: string, daily = false): Promise<RankedAnswer<DealtAnswer>> {
    return this.call('/api/games', dealtAnswer, { game, level, secret, daily });
  }

  /**
   * Plays a Minesweeper move on the server for the player with this secret (the game's own): the cells it changed,
   * and at the end the seed and the result.
   */
  move(gameId: string, secret: string, move: RankedMove): Promise<RankedAnswer<MoveAnswer>> {
    return this.call(`/api/games/${encodeURIComponent(gameId)}/moves`, moveAnswer, { ...move, secret });
  }

  /** Sends a Sudoku or Puyo game's log (`body` is the game's own fields; the secret is added). */
  postResult(gameId: string, secret: string, body: object): Promise<RankedAnswer<ResultAnswer>> {
    return this.call(`/api/games/${encodeURIComponent(gameId)}/result`, resultAnswer, { ...body, secret });
  }

  /** Forfeits a ranked Puyo match its player left before its end: kept as lost. */
  forfeit(gameId: string, secret: string): Promise<RankedAnswer<ResultAnswer>> {
    return this.call(`/api/games/${encodeURIComponent(gameId)}/forfeit`, resultAnswer, { secret });
  }

  game(gameId: string): Promise<RankedAnswer<GameAnswer>> {
    return this.call(`/api/games/${encodeURIComponent(gameId)}`, gameAnswer);
  }

  leaderboard(query: LeaderboardQuery): Promise<RankedAnswer<LeaderboardAnswer>> {
    const search = new URLSearchParams({ game: query.game, level: query.level });
    if (query.by) search.set('by', query.by);
    if (query.period) search.set('period', query.period);
    if (query.page) search.set('page', String(query.page));
    return this.call(`/api/leaderboards?${search}`, leaderboardAnswer);
  }

  record(id: number): Promise<RankedAnswer<RecordAnswer>> {
    return this.call(`/api/records/${id}`, recordAnswer);
  }

  player(id: number): Promise<RankedAnswer<PlayerPageAnswer>> {
    return this.call(`/api/players/${id}`, playerPageAnswer);
  }

  /** GET without a body, POST with one; the answer read by `schema`. */
  private async call<T>(
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    nameTaken = false,
  ): Promise<RankedAnswer<T>> {
    let response: Response;
    let json: unknown;
    try {
      const init: RequestInit =
        body === undefined
          ? {}
          : { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      if (typeof AbortSignal.timeout === 'function') init.signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
      response = await this.fetcher(path, init);
      json = await response.json().catch(() => undefined);
    } catch {
      return err({ kind: 'offline' });
    }
    if (!response.ok) return err(refusal(response.status, json, response.headers, nameTaken));
    const parsed = schema.safeParse(json);
    if (parsed.success) return ok(parsed.data);
    const issue = parsed.error.issues[0];
    return err({
      kind: 'server',
      status: response.status,
      detail: `unexpected answer: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? ''}`,
    });
  }
}
