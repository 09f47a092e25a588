/**
 * Every limit the server holds a stranger to, in one place, each with the reason for its size. A
 * request is answered or refused in bounded time and memory whatever it holds: the body is counted while it is
 * read, a record's replay is bounded by its board, and slow or idle connections are closed in seconds.
 */

/**
 * MAX_VERIFIED_CELLS (1,000,000, shared with the page, which does not submit bigger boards): bigger boards are
 * fine to play, but replaying them is not worth the server's time for a record: generating a board of this size
 * and flooding all of it, the most one replay does besides its moves, takes about 0.06 s of one core (0.2 to
 * 0.5 s on the shared 2-core test machine under load). MAX_SEED_LENGTH (200) bounds the seed kept with a record.
 */
export { MAX_SEED_LENGTH, MAX_VERIFIED_CELLS } from '../core/recordLimits.ts';

/**
 * Longest move log a record may carry, in characters. A move is about 20 characters (`o abc123@1234567; `), so
 * this is about 100,000 moves: hours of clicking at a human's 3 to 10 clicks a second, more than any game a person
 * plays. It covers every honest game on boards up to expert density (3BV per cell about 0.35, so a 3BV of
 * 100,000) up to some 300,000 cells, and sparser boards up to MAX_VERIFIED_CELLS; a denser board of a million
 * cells would need a log of about 7 MB (3BV 350,000), which only a program plays, and is refused. Parsing and
 * replaying the longest log on the largest board costs about 0.3 s (measured; about 1 µs a move).
 */
export const MAX_MOVES_TEXT = 2_000_000;

/**
 * Most moves a record may hold for a board of `cells` cells, checked before any move is parsed. An honest game
 * opens each cell at most once and can cycle its mark through flag, question mark and covered (three right
 * clicks): four moves a cell. The 100 on top are for flag-mode toggles, chords and clicks on open cells in small
 * boards (a beginner board: 424 moves, where a fast player needs about 40).
 */
export const maxMovesFor = (cells: number): number => 4 * cells + 100;

/**
 * Largest body of a ranked game's result (`POST /api/games/:id/result`): the longest log each game's schema takes,
 * as JSON, fits: a Puyo match of 108,000 ticks (30 minutes at 60 a second) at 5 bytes an input ("1023,") is 540 KB,
 * a Sudoku log of 20,000 single-cell moves (`{"kind":"enter","cell":80,"digit":9},`) 760 KB, a solo game of
 * 10,000 placements 280 KB (limits.test.ts builds each).
 */
export const RESULT_BODY_BYTES = 1024 * 1024;

/**
 * Largest body of every other route: a player's name (40 characters, at most 12 bytes each when escaped), a deal,
 * a Minesweeper move, a forfeit, each with a 43-character secret, are under 1 KB.
 */
export const SMALL_BODY_BYTES = 4 * 1024;

/** The body limit of a POST to `path`: what that route can need, and no more. */
export function bodyLimitOf(path: string): number {
  if (/^\/api\/games\/[^/]+\/result$/.test(path)) return RESULT_BODY_BYTES;
  return SMALL_BODY_BYTES;
}

/**
 * The shape a JSON body may have, checked on its text before it is parsed (guards.ts jsonShapeError), so a body of
 * a million tiny values or nested a million deep costs a scan of its bytes and not a parse, a walk and a schema
 * check. The deepest honest body is a Sudoku log (`{"moves":[{"cells":[1,2]}]}`: 4 levels); the widest a Puyo
 * match's 108,000 inputs. Items are values and members: the commas plus the arrays and objects.
 */
export const MAX_JSON_DEPTH = 8;
export const MAX_JSON_ITEMS = 200_000;

/**
 * After refusing a body over the limit, how long the server goes on reading (and dropping) what the client still
 * sends before it destroys the connection, so that the client reads the 413 rather than a reset.
 */
export const LINGER_MS = 1_000;

/** Longest player name kept with a record, in characters (code points) after trimming. */
export const MAX_PLAYER_LENGTH = 40;

/**
 * Longest game time kept, in milliseconds: 2^31 - 1 (24.8 days), so a time is a 32-bit integer everywhere it is
 * read; no honest game runs for weeks.
 */
export const MAX_RECORD_TIME_MS = 2 ** 31 - 1;

/** The HTTP server's own limits (Node's defaults let a request take 300 s and a connection idle without end). */
export interface ServerLimits {
  /** Whole request headers must arrive within this (a slow-headers client is closed with 408). */
  readonly headersTimeoutMs: number;
  /**
   * The whole request, body included, must arrive within this: a ranked result's largest body (1 MB) at 1 Mbit/s
   * takes 8 s.
   */
  readonly requestTimeoutMs: number;
  /** An idle kept-alive connection is closed after this. */
  readonly keepAliveTimeoutMs: number;
  /**
   * A connection that sends nothing for this long is closed: Node's header timeout only starts with a request's
   * first byte, so a connection that never sends one would otherwise stay open for ever.
   */
  readonly idleTimeoutMs: number;
  /**
   * Open connections at once; more are closed as they arrive. Each may hold up to its route's body limit while
   * the body is read (1 MB for a result), so this caps the memory of bodies in flight (256 x 1 MB).
   */
  readonly maxConnections: number;
  /**
   * Open connections of one client address at once (perAddress.ts), well under maxConnections: a browser opens
   * at most 6 to a server, so 32 leaves room for a few people behind one address while no single client can take
   * more than an eighth of the places. Behind a proxy every client has the proxy's address: raise it there
   * ($ARCADE_CONNECTIONS_PER_ADDRESS).
   */
  readonly connectionsPerAddress: number;
  /** How often Node checks the two timeouts above (its default, 30 s, would let them run 30 s late). */
  readonly timeoutCheckIntervalMs: number;
}

export const SERVER_LIMITS: ServerLimits = {
  headersTimeoutMs: 5_000,
  requestTimeoutMs: 20_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 10_000,
  maxConnections: 256,
  connectionsPerAddress: 32,
  timeoutCheckIntervalMs: 1_000,
};
