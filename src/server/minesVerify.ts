/**
 * Honest records: a submitted Minesweeper game is its params, seed and move log, and the server replays the log
 * with the engine to learn whether it was won, in what time and with what 3BV. Nothing the client claims about
 * the outcome is trusted; only the moves (with their times) come from the client.
 */
import { z } from 'zod';
import { replay } from '../core/game.ts';
import { err, ok, type Result } from '../core/result.ts';
import {
  elapsed,
  FIRST_CLICK_RULES,
  LEVELS,
  minesweeper,
  PRESETS,
  parseMoveLog,
  playStats,
  validateParams,
} from '../mines/index.ts';
import type { MinesVerifier } from './gameRecords.ts';
import {
  MAX_MOVES_TEXT,
  MAX_PLAYER_LENGTH,
  MAX_RECORD_TIME_MS,
  MAX_SEED_LENGTH,
  MAX_VERIFIED_CELLS,
  maxMovesFor,
} from './limits.ts';
import { plainText } from './plainText.ts';
import type { MinesResult } from './storage.ts';
import { describeZodError } from './zodError.ts';

export { MAX_MOVES_TEXT, MAX_VERIFIED_CELLS };

export const minesSubmissionSchema = z.object({
  level: z.enum([...LEVELS, 'custom']),
  params: z.object({
    width: z.number().int().min(1),
    height: z.number().int().min(1),
    mines: z.number().int().min(0),
    firstClick: z.enum(FIRST_CLICK_RULES),
  }),
  /** Kept exactly as sent: the seed decides the board. */
  seed: plainText({ max: MAX_SEED_LENGTH, trim: false, nonEmpty: true }),
  /** The engine's move log text: `o b3@1200; f c4@1500; ...`. */
  moves: z.string().max(MAX_MOVES_TEXT),
  player: plainText({ max: MAX_PLAYER_LENGTH, trim: true }).default(''),
});
export type MinesSubmission = z.input<typeof minesSubmissionSchema>;

export const verifyMinesSubmission: MinesVerifier = (body: unknown): Result<MinesResult> => {
  const parsed = minesSubmissionSchema.safeParse(body);
  if (!parsed.success) return err(describeZodError(parsed.error));
  const { level, params, seed, moves: logText, player } = parsed.data;
  const valid = validateParams(params);
  if (!valid.ok) return err(`params: ${valid.error}`);
  if (params.width * params.height > MAX_VERIFIED_CELLS)
    return err(`params: records are kept for boards of up to ${MAX_VERIFIED_CELLS} cells`);
  if (level !== 'custom') {
    const preset = PRESETS[level];
    const same = (['width', 'height', 'mines', 'firstClick'] as const).every(
      (key) => preset[key] === params[key],
    );
    if (!same) return err(`params: not the ${level} board (use level "custom" for other sizes)`);
  }
  // Replay costs at most the board's cells (generation, flood fills, the end-of-game sweep: each cell once) plus
  // a constant per move; refusing a log longer than the board can need bounds it before any move is read.
  const moves = parseMoveLog(logText, maxMovesFor(params.width * params.height));
  if (!moves.ok) return err(`moves: ${moves.error}`);
  const replayed = replay(minesweeper, { params, seed, moves: moves.value });
  if (!replayed.ok)
    return err(`moves: move ${replayed.error.moveIndex + 1} was refused: ${replayed.error.error}`);
  const state = replayed.value;
  if (state.phase !== 'won' && state.phase !== 'lost') return err('moves: the game is not finished');
  const stats = playStats(state);
  const timeMs = Math.round(elapsed(state, state.lastAt));
  if (!Number.isSafeInteger(timeMs) || timeMs < 0 || timeMs > MAX_RECORD_TIME_MS)
    return err(`moves: the game lasted ${timeMs} ms, more than the ${MAX_RECORD_TIME_MS} ms a record may`);
  return ok({
    level,
    width: params.width,
    height: params.height,
    mines: params.mines,
    seed,
    won: state.phase === 'won',
    timeMs,
    bbbv: stats.bbbv,
    clicks: stats.clicks,
    player,
  });
};
