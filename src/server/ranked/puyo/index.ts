/**
 * Ranked Puyo's slots: a match against a named AI level (versusProof.ts: checked on the request path, replayed by
 * the worker pool, pending until then), or solo practice (soloProof.ts: proved at once). Both are dealt openly: the
 * seed is the queue, public in the real game too. A match may be forfeited, as a real-time match cannot be paused.
 */
import { randomBytes } from 'node:crypto';
import { PUYO_OPPONENTS, PUYO_SOLO } from '../../../core/rankedNames.ts';
import { err, ok } from '../../../core/result.ts';
import { datedAi } from '../../../puyo/ai/archive.ts';
import { COMPUTER_ACT_EVERY, THINK_TICKS } from '../../../puyo/ai/computerSide.ts';
import { MAX_RECORD_TIME_MS } from '../../limits.ts';
import type { StoredResult } from '../../storage.ts';
import { PUYO_PAUSE_ALLOWANCE_MS } from '../pace.ts';
import { OPEN_GAME_LIMIT_MS, type ProvedResult, type RankedGame, type Ranking } from '../rankedGame.ts';
import { readInputText } from './inputText.ts';
import { judgeSolo, proveSolo } from './soloProof.ts';
import {
  checkPuyoMatch,
  computerAi,
  judgeMatch,
  MAX_PUYO_TICKS,
  type PuyoDealtParams,
  type PuyoVerdict,
  type PuyoVerifyJob,
  replayPuyoMatch,
  settlePuyoMatch,
} from './versusProof.ts';

/** How long a match may stay open: its tick cap (30 min of play) and the pause allowance of pace.ts. */
export const OPEN_MATCH_LIMIT_MS = Math.ceil((MAX_PUYO_TICKS * 1000) / 60) + PUYO_PAUSE_ALLOWANCE_MS;

/** The reason a forfeited match's record gives. */
export const FORFEIT_REASON = 'forfeited: the match was left before its end';

/** A match its player left (POST /api/games/:id/forfeit): lost, with no log to replay and no score. */
function forfeitedMatch(level: string, sinceDealMs: number): ProvedResult {
  return {
    board: level,
    status: 'lost',
    reason: FORFEIT_REASON,
    timeMs: Math.min(Math.max(0, sinceDealMs), MAX_RECORD_TIME_MS),
    score: 0,
    sortKey: 0,
    extra: { won: false, result: 'forfeit' },
    log: '',
  };
}

const isSolo = (level: string) => level.startsWith(PUYO_SOLO);
/** The largest chain's board shows the chain itself (its key is the negated chain, lower first). */
const CHAIN: Ranking = { by: 'chain', figure: (sortKey) => -sortKey };

export const puyoRanked: RankedGame = {
  levels: [...PUYO_OPPONENTS, PUYO_SOLO],
  drawSeed: () => randomBytes(9).toString('base64url'),
  deal(level, seed) {
    if (level === PUYO_SOLO) return { params: { level }, view: { seed } };
    const params: PuyoDealtParams = { level, ai: datedAi(level) };
    // What the page needs to play the computer as the server will re-run it (the page plays the opponent's AI of
    // its own code, the same as the dated one unless the server changed it since the page loaded).
    return {
      params,
      view: {
        seed,
        computer: { ai: level, actEvery: COMPUTER_ACT_EVERY[level], thinkTicks: THINK_TICKS },
        maxTicks: MAX_PUYO_TICKS,
      },
    };
  },
  shown: (game) => ({ seed: game.seed }),
  // Practice alone has no wins to count.
  rankings: (board) => (isSolo(board) ? [{ by: 'score' }, CHAIN] : [{ by: 'score' }, CHAIN, { by: 'wins' }]),
  openLimit: (level) =>
    level === PUYO_SOLO
      ? { limitMs: OPEN_GAME_LIMIT_MS, leftAs: 'abandoned' }
      : { limitMs: OPEN_MATCH_LIMIT_MS, leftAs: 'forfeit' },
  prove(game, body, now) {
    if (game.level === PUYO_SOLO) {
      const proved = proveSolo(game, body, now);
      return proved.ok ? ok({ kind: 'proved', result: proved.value }) : proved;
    }
    const checked = checkPuyoMatch(game, body, now);
    if (!checked.ok) return checked;
    const { job, timeMs, log } = checked.value;
    return ok({ kind: 'queued', queued: { job, board: game.level, timeMs, log } });
  },
  replays: {
    replay: (job) => replayPuyoMatch(job as PuyoVerifyJob),
    jobOf(result: StoredResult): PuyoVerifyJob {
      const params = JSON.parse(result.params) as PuyoDealtParams;
      return {
        level: params.level,
        ai: computerAi(params),
        seed: result.seed,
        inputs: readInputText(result.log),
      };
    },
    settle: (verdict) => settlePuyoMatch(verdict as PuyoVerdict),
  },
  judge: ({ game, result }) => (game.level === PUYO_SOLO ? judgeSolo(result) : judgeMatch(result)),
  forfeit(game, now) {
    if (game.level === PUYO_SOLO)
      return err({ status: 409, error: 'game: only a real-time match is forfeited; this game goes on' });
    return ok(forfeitedMatch(game.level, now - game.dealtAt));
  },
};
