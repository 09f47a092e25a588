/**
 * A ranked game's result sent to the server and followed to its standing: posted (sent again after a 503's
 * Retry-After, a few times), then, while the server verifies it (a Puyo match is replayed in a worker thread),
 * its game polled until the record is settled; the record read back for its status, time, score and reason, and a
 * ranked result looked for on the first page of its board (the day's, for a daily challenge) for its rank. Sudoku and Puyo pages word what this
 * answers in their own language.
 */
import { err, ok, type Result } from '../../core/result.ts';
import type { GameName, RecordAnswer } from '../ranked/answers.ts';
import type { LeaderboardRanking, RankedClient, RankedError } from '../ranked/client.ts';

/** A settled result: the record as the server keeps it, and its rank when it is on its board's first page. */
export interface Standing {
  readonly record: RecordAnswer;
  readonly rank: number | undefined;
}

export interface RankedPost {
  readonly game: GameName;
  readonly gameId: string;
  readonly secret: string;
  /** The game's own fields: Sudoku `{moves, hints}`, Puyo `{inputs}` or solo `{moves, undos}`. */
  readonly body: object;
  /** How the board ranks: `time` (Sudoku) or `score` (Puyo). */
  readonly by: LeaderboardRanking;
}

export interface Following {
  /** Called once the server has the result and is verifying it. */
  readonly pending?: () => void;
  /** Waits `ms` (tests pass their own). */
  readonly wait?: (ms: number) => Promise<void>;
}

/** Times a result is sent while the server is busy, and how long a pending one is followed (5 minutes). */
const BUSY_TRIES = 4;
const POLL_MS = 500;
const MAX_POLLS = 600;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function postRankedResult(
  client: Pick<RankedClient, 'postResult' | 'game' | 'record' | 'leaderboard'>,
  post: RankedPost,
  following: Following = {},
): Promise<Result<Standing, RankedError>> {
  const wait = following.wait ?? sleep;
  let posted = await client.postResult(post.gameId, post.secret, post.body);
  for (let tries = 1; !posted.ok && posted.error.kind === 'busy' && tries < BUSY_TRIES; tries++) {
    await wait(posted.error.retryAfterS * 1000);
    posted = await client.postResult(post.gameId, post.secret, post.body);
  }
  if (!posted.ok) return posted;
  const resultId = posted.value.id;
  if (posted.value.status === 'pending') {
    following.pending?.();
    for (let polls = 0; ; polls++) {
      await wait(POLL_MS);
      const game = await client.game(post.gameId);
      if (!game.ok) return game;
      if (game.value.result?.verification !== 'pending') break;
      if (polls >= MAX_POLLS)
        return err({ kind: 'server', status: 202, detail: 'the result is still being verified' });
    }
  }
  const record = await client.record(resultId);
  if (!record.ok) return record;
  const { status, board, daily } = record.value;
  const rank =
    status === 'ranked'
      ? await rankOf(client, post.game, board, resultId, daily !== null, post.by)
      : undefined;
  return ok({ record: record.value, rank });
}

/**
 * The rank of result `id` on the first page of its board (the day's, for a daily challenge), if it is there. Every
 * page learns a ranked result's rank this way: Sudoku and Puyo after posting it, Minesweeper after its last move.
 */
export async function rankOf(
  client: Pick<RankedClient, 'leaderboard'>,
  game: GameName,
  level: string,
  id: number,
  daily: boolean,
  by?: LeaderboardRanking,
): Promise<number | undefined> {
  const period = daily ? 'daily' : undefined;
  const board = await client.leaderboard({ game, level, by, period });
  return board.ok ? board.value.rows.find((row) => row.resultId === id)?.rank : undefined;
}
