/**
 * Ranked Puyo solo practice: the player alone on the dealt queue, a placement at a time; its log replays in
 * microseconds, so it is proved on the request path.
 */
import { z } from 'zod';
import { PUYO_SOLO } from '../../../core/rankedNames.ts';
import { err, ok, type Result } from '../../../core/result.ts';
import { newSolo, playSolo } from '../../../puyo/solo.ts';
import { MAX_RECORD_TIME_MS } from '../../limits.ts';
import type { DealtGame } from '../../storage.ts';
import { describeZodError } from '../../zodError.ts';
import { puyoSoloPaceReason } from '../pace.ts';
import type { Judgement, ProvedResult, Refusal } from '../rankedGame.ts';

/** Most pairs a solo practice result may hold: hours of play; each replays in a few microseconds. */
export const MAX_SOLO_PAIRS = 10_000;
/** Undos a solo practice may declare (they put the result on the `solo+undo` board). */
export const MAX_SOLO_UNDOS = 1_000_000;

const soloSchema = z.object({
  moves: z
    .array(
      z
        .object({
          col: z.number().int().min(0).max(5),
          rot: z.number().int().min(0).max(3),
          drop: z.number().int().min(0).max(12),
        })
        .strict(),
    )
    .min(1)
    .max(MAX_SOLO_PAIRS),
  undos: z.number().int().min(0).max(MAX_SOLO_UNDOS).default(0),
});

/** Replays a solo practice on the dealt queue at once; the result it proves, or the placement it refuses. */
export function proveSolo(game: DealtGame, body: unknown, now: number): Result<ProvedResult, Refusal> {
  const parsed = soloSchema.safeParse(body);
  if (!parsed.success) return err({ status: 400, error: describeZodError(parsed.error) });
  const { moves, undos } = parsed.data;
  const state = newSolo(game.seed);
  // Soft-drop rows claimed past what each pair could fall earn nothing (solo.ts); the record says how many.
  let uncredited = 0;
  for (let i = 0; i < moves.length; i++) {
    const outcome = playSolo(state, moves[i]);
    if (!outcome.ok) return err({ status: 422, error: `moves[${i}]: ${outcome.error}` });
    uncredited += outcome.value.uncredited;
  }
  const timeMs = Math.min(Math.max(0, now - game.dealtAt), MAX_RECORD_TIME_MS);
  return ok({
    board: undos > 0 ? `${PUYO_SOLO}+undo` : PUYO_SOLO,
    status: 'ranked',
    reason: null,
    timeMs,
    score: state.score,
    sortKey: -state.score,
    sortKeys: { chain: -state.largestChain },
    extra: { pairs: state.pairs, chain: state.largestChain, over: state.over, undos, uncredited },
    log: JSON.stringify(moves),
  });
}

/** Why a practice is held for review (pace.ts), or null: pairs placed faster than the game lets them fall. */
export function judgeSolo(result: ProvedResult): Judgement {
  return { reason: puyoSoloPaceReason(Number(result.extra.pairs), result.timeMs) };
}
