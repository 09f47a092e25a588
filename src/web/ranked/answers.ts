/**
 * The ranked routes' answers as the page reads them (docs/api.md): each checked with zod, bounded, and
 * reduced to the fields the pages use, so a server (or a proxy) answering something else is a clear error, not a
 * page drawn from half a value. Extra fields are allowed: the server may add some.
 */
import { z } from 'zod';
import { GAME_NAMES } from '../../core/rankedNames.ts';

const id = z.int().min(1).max(Number.MAX_SAFE_INTEGER);
const text = (max: number) => z.string().max(max);
const count = z.int().min(0).max(Number.MAX_SAFE_INTEGER);
const ms = z.number().min(0).max(1e13);
const extra = z.record(z.string().max(64), z.union([z.number(), z.string().max(2000), z.boolean()]));

export { GAME_NAMES, type GameName } from '../../core/rankedNames.ts';

/** POST /api/players. */
export const playerAnswer = z.object({ id, name: text(40), createdAt: text(40), secret: text(43) });

/** POST /api/games (and, without the player, GET /api/games/:id): the game and what each game is told of it. */
export const dealtAnswer = z.object({
  id: text(22),
  game: z.enum(GAME_NAMES),
  level: text(40),
  daily: text(10).nullable(),
  dealtAt: text(40),
  /** Minesweeper: the board's size (never its seed). */
  width: z.int().min(1).max(1000).optional(),
  height: z.int().min(1).max(1000).optional(),
  mines: z.int().min(0).max(1_000_000).optional(),
  /** Sudoku: the puzzle's number and its 81 characters (`.` empty). */
  number: count.optional(),
  puzzle: text(81).optional(),
  /** Puyo: the queue's seed, and against an opponent how the computer plays. */
  seed: text(200).optional(),
  computer: z
    .object({ ai: text(40), actEvery: z.int().min(1).max(600), thinkTicks: z.int().min(0).max(6000) })
    .optional(),
  maxTicks: count.optional(),
});

/** A result's standing: status `ranked`, `lost`, `held`, `pending` or `refused`. */
const resultStatus = z.enum(['ranked', 'lost', 'held', 'pending', 'refused']);

const cells = z.array(z.tuple([count, z.int().min(0).max(255)])).max(1_000_000);

/** GET /api/games/:id. */
export const gameAnswer = dealtAnswer.extend({
  /** The server's clock since the game was dealt, ms. */
  elapsedMs: ms.optional(),
  finished: z.boolean(),
  result: z
    .object({ id, status: resultStatus, verification: z.enum(['pending', 'verified', 'refused']) })
    .nullable(),
  /** A Minesweeper game in play as its player saw it: every cell not covered, the moves, the clock now. */
  play: z
    .object({
      phase: z.enum(['ready', 'playing', 'won', 'lost']),
      cells,
      minesLeft: z.int(),
      flagMode: z.boolean(),
      moves: text(10_000_000),
      clockMs: ms,
      startedAt: ms.nullable(),
    })
    .optional(),
});

/** POST /api/games/:id/moves (Minesweeper). */
export const moveAnswer = z.object({
  phase: z.enum(['ready', 'playing', 'won', 'lost']),
  /** Each changed cell as [index, tile]: index `y * width + x`, tile 0-8 open, else the engine's Tile codes. */
  cells,
  minesLeft: z.int(),
  timeMs: ms,
  seed: text(200).optional(),
  result: z.object({ id, status: resultStatus, reason: text(2000).nullable(), timeMs: ms, extra }).optional(),
});

/** POST /api/games/:id/result (Sudoku, Puyo): 201 proved at once, or 202 pending with the record to watch. */
export const resultAnswer = z.object({
  id,
  status: resultStatus,
  timeMs: ms,
  board: text(40).optional(),
  reason: text(2000).nullable().optional(),
  score: z.number().optional(),
  extra: extra.optional(),
  record: text(100).optional(),
});

/** GET /api/leaderboards. */
export const leaderboardAnswer = z.object({
  game: z.enum(GAME_NAMES),
  level: text(40),
  by: z.enum(['time', 'score', 'chain', 'wins']),
  period: z.enum(['all', 'week', 'day', 'daily']),
  page: z.int().min(1),
  pageSize: z.int().min(1).max(1000),
  players: count,
  played: count,
  wins: count,
  rows: z
    .array(
      z.object({
        rank: z.int().min(1),
        playerName: text(40),
        resultId: id,
        timeMs: ms,
        score: z.number(),
        createdAt: text(40),
        wins: count.optional(),
        /** The largest chain, on Puyo's chain board. */
        chain: count.optional(),
      }),
    )
    .max(1000),
});

const recordFields = {
  id,
  gameId: text(22),
  game: z.enum(GAME_NAMES),
  board: text(40),
  playerName: text(40),
  status: resultStatus,
  reason: text(2000).nullable(),
  timeMs: ms,
  score: z.number(),
  extra,
  seed: text(200),
  /** The dealt game's params as JSON text (Minesweeper: width, height, mines, firstClick). */
  params: text(100_000),
  daily: text(10).nullable(),
  createdAt: text(40),
};

/** GET /api/records/:id: a result with its log. */
export const recordAnswer = z.object({
  ...recordFields,
  verification: z.enum(['pending', 'verified', 'refused']),
  /** Minesweeper: the engine's move log with the server's times; Sudoku and solo: JSON; a Puyo match: runs. */
  log: text(8_000_000),
});

/** GET /api/players/:id: personal bests per game and board, and the newest results (without logs). */
export const playerPageAnswer = z.object({
  /** `bot`: a declared bot (older servers do not say: a person). */
  player: z.object({ id, name: text(40), createdAt: text(40), bot: z.boolean().default(false) }),
  bests: z
    .array(
      z.object({ game: z.enum(GAME_NAMES), board: text(40), resultId: id, timeMs: ms, score: z.number() }),
    )
    .max(1000),
  last: z.array(z.object(recordFields)).max(1000),
});

export type PlayerAnswer = z.infer<typeof playerAnswer>;
export type DealtAnswer = z.infer<typeof dealtAnswer>;
export type GameAnswer = z.infer<typeof gameAnswer>;
export type MoveAnswer = z.infer<typeof moveAnswer>;
export type ResultAnswer = z.infer<typeof resultAnswer>;
export type LeaderboardAnswer = z.infer<typeof leaderboardAnswer>;
export type LeaderboardRow = LeaderboardAnswer['rows'][number];
export type RecordAnswer = z.infer<typeof recordAnswer>;
export type PlayerPageAnswer = z.infer<typeof playerPageAnswer>;
