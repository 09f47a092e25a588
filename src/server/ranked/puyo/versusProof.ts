/**
 * A ranked Puyo match against a named AI level: its result is the game id and its input log (both sides packed
 * per tick, as the page keeps it). The server replays the human's inputs through the engine and re-runs the AI's
 * decisions (ComputerSide: deterministic from the seed and the human's play), so the computer's inputs in the log
 * must be the ones the AI plays. That replay is heavy (the AI searches at every pair), so it runs in worker
 * threads (workers/verifyPool.ts) and the result is pending until it is proved.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.ts';
import { COMPUTER_ACT_EVERY, ComputerSide } from '../../../puyo/ai/computerSide.ts';
import { createAi } from '../../../puyo/ai/levels.ts';
import { INPUT_MASK, Input, newMatch, stepMatch } from '../../../puyo/index.ts';
import { MAX_RECORD_TIME_MS } from '../../limits.ts';
import type { DealtGame, Settlement } from '../../storage.ts';
import { describeZodError } from '../../zodError.ts';
import { type PuyoTiming, PuyoTimingRecorder, puyoTimingReason } from '../judge/puyoTiming.ts';
import { PUYO_REPEAT_TICKS, puyoPaceReason, puyoPauseReason } from '../pace.ts';
import type { Judgement, ProvedResult, Refusal } from '../rankedGame.ts';
import { makeInputText } from './inputText.ts';

/**
 * Longest match a result may hold, in ticks: 30 minutes. Matches against the AIs end in a few minutes; the
 * bound keeps a replay's work and the log's size (a JSON list of up to 108,000 numbers, under 500 KB) within
 * reach. A replay costs what the AI thought during the match: against `hard` about 0.4-0.7 s a minute of play,
 * against `strongest` (beam 200, 7 pairs ahead) about as long as the match itself on the shared 2-core machine
 * (27 s for a 30 s match at load 10).
 */
export const MAX_PUYO_TICKS = 30 * 60 * 60;
/**
 * A log's ticks are play the server's clock must have seen pass since dealing: 60 a second, with this much room
 * for a client clock running a little fast (the page never runs a tick ahead of its clock).
 */
const TICK_MS = 1000 / 60;
const CLOCK_SLACK = 1.01;
const CLOCK_SLACK_MS = 200;

export interface PuyoDealtParams {
  /** The opponent, or `solo`. */
  readonly level: string;
  /**
   * The AI (a createAi name) the computer plays, fixed when dealt, so a record replays with the AI it was played
   * against after the level changes. Absent in the oldest records: see `computerAi`.
   */
  readonly ai?: string;
}

/**
 * The AI a dealt match is replayed with: the archived one named when it was dealt. The oldest records name no AI:
 * their `strongest` was `baseline-2026-11`; the next ones name `strongest` itself, which then was `gtr-2026-11`.
 */
export function computerAi(params: PuyoDealtParams): string {
  if (params.ai === undefined) return params.level === 'strongest' ? 'baseline-2026-11' : params.level;
  return params.ai === 'strongest' ? 'gtr-2026-11' : params.ai;
}

const versusSchema = z.object({
  /** One number per tick: the human's buttons in bits 0-4, the computer's in bits 5-9 (matchRecord.ts). */
  inputs: z.array(z.number().int().min(0).max(1023)).min(1).max(MAX_PUYO_TICKS),
});

/** What a worker needs to replay a match: plain data, so it crosses a thread as it is. */
export interface PuyoVerifyJob {
  readonly level: string;
  /** The AI the computer plays (computerAi). */
  readonly ai: string;
  readonly seed: string;
  readonly inputs: readonly number[];
}

/** The replay's verdict: what the match was, or the first thing in the log that it refused. */
export type PuyoVerdict =
  | {
      readonly ok: true;
      readonly result: 'p1' | 'p2' | 'draw';
      readonly ticks: number;
      readonly score: number;
      readonly chain: number;
      readonly aiScore: number;
      readonly aiChain: number;
      /** The human's actions less than the game's repeat rate after the one before (pace.ts). */
      readonly fastActions: number;
      /** How the human's presses were timed (judge/puyoTiming.ts). */
      readonly timing: PuyoTiming;
    }
  | { readonly ok: false; readonly error: string };

/**
 * Checks a match's submission on the request path (its shape, and that the server's clock saw its ticks pass);
 * the job for the replay and the time that counts, or why it is refused at once.
 */
export function checkPuyoMatch(
  game: DealtGame,
  body: unknown,
  now: number,
): Result<{ job: PuyoVerifyJob; timeMs: number; log: string }, Refusal> {
  const parsed = versusSchema.safeParse(body);
  if (!parsed.success) return err({ status: 400, error: describeZodError(parsed.error) });
  const { inputs } = parsed.data;
  const timeMs = Math.min(Math.max(0, now - game.dealtAt), MAX_RECORD_TIME_MS);
  const playedMs = inputs.length * TICK_MS;
  if (playedMs > timeMs * CLOCK_SLACK + CLOCK_SLACK_MS)
    return err({
      status: 422,
      error: `inputs: ${inputs.length} ticks are ${(playedMs / 1000).toFixed(1)} s of play, but the game was dealt ${(timeMs / 1000).toFixed(1)} s ago`,
    });
  const params = JSON.parse(game.params) as PuyoDealtParams;
  const job = { level: params.level, ai: computerAi(params), seed: game.seed, inputs };
  return ok({ job, timeMs, log: makeInputText(inputs) });
}

/**
 * Replays a match: the human's inputs (bits 0-4) through the engine against the computer re-run by ComputerSide,
 * whose inputs must be the log's bits 5-9 tick for tick. The log must end on the tick the match is decided.
 * Deterministic: the same job gives the same verdict on any thread.
 */
export function replayPuyoMatch(job: PuyoVerifyJob): PuyoVerdict {
  const match = newMatch(job.seed);
  const computer = new ComputerSide(createAi(job.ai), 1, COMPUTER_ACT_EVERY[job.level] ?? 1);
  const human = match.players[0];
  let fastActions = 0;
  let lastAction = Number.NEGATIVE_INFINITY;
  const timing = new PuyoTimingRecorder();
  for (let tick = 0; tick < job.inputs.length; tick++) {
    if (match.result !== null)
      return { ok: false, error: `inputs: the match was over after tick ${tick}, but the log goes on` };
    const packed = job.inputs[tick];
    const expected = computer.input(match);
    const logged = packed >>> 5;
    if (logged !== expected)
      return {
        ok: false,
        error: `inputs[${tick}]: the computer's buttons are ${logged} in the log, but its AI presses ${expected} there`,
      };
    const mine = packed & INPUT_MASK;
    const piece = human.piece;
    const before = piece === null ? undefined : { pair: human.nextPair, col: piece.col, rot: piece.rot };
    timing.observe(tick, piece === null || human.phase !== 'move' ? null : human.nextPair, mine);
    stepMatch(match, mine, expected);
    // An action is a shift or a turn that moved the pair; a held shift repeating every tick is not counted.
    const after = human.piece;
    if (before !== undefined && after !== null && human.nextPair === before.pair) {
      if (after.col !== before.col || after.rot !== before.rot) {
        const side = after.col < before.col ? Input.Left : Input.Right;
        const heldShift = after.rot === before.rot && (mine & job.inputs[tick - 1] & side) !== 0;
        if (tick - lastAction < PUYO_REPEAT_TICKS && !heldShift) fastActions++;
        lastAction = tick;
      }
    }
  }
  if (match.result === null)
    return { ok: false, error: `inputs: the match is not over after ${job.inputs.length} ticks` };
  const [me, ai] = match.players;
  return {
    ok: true,
    result: match.result,
    ticks: match.tick,
    score: me.score,
    chain: me.longestChain,
    aiScore: ai.score,
    aiChain: ai.longestChain,
    fastActions,
    timing: timing.summary(),
  };
}

/** The settled record of a match from its verdict: won is ranked (until judged); lost or drawn is played. */
export function settlePuyoMatch(verdict: PuyoVerdict): Settlement {
  if (!verdict.ok) return { status: 'refused', reason: verdict.error, score: 0, sortKey: 0, extra: {} };
  const won = verdict.result === 'p1';
  const { timing } = verdict;
  return {
    status: won ? 'ranked' : 'lost',
    reason: null,
    score: verdict.score,
    sortKey: -verdict.score,
    sortKeys: { chain: -verdict.chain },
    extra: {
      won,
      result: verdict.result,
      ticks: verdict.ticks,
      chain: verdict.chain,
      aiScore: verdict.aiScore,
      aiChain: verdict.aiChain,
      fastActions: verdict.fastActions,
      timedPairs: timing.pairs,
      commonDelay: timing.commonDelay,
      sameDelayShare: timing.sameDelayShare,
      frameOneShare: timing.frameOneShare,
      pressesPerSecond: timing.pressesPerSecond,
    },
  };
}

/**
 * Why a won match is held for review, or null: inputs faster than the game's repeat rate (pace.ts), presses timed
 * as only a machine times them (judge/puyoTiming.ts), or more wall time from deal to result than its ticks and the
 * allowance for loading and the network.
 */
export function judgeMatch({ extra, timeMs }: ProvedResult): Judgement {
  const timing: PuyoTiming = {
    pairs: Number(extra.timedPairs),
    commonDelay: Number(extra.commonDelay),
    sameDelayShare: Number(extra.sameDelayShare),
    frameOneShare: Number(extra.frameOneShare),
    pressesPerSecond: Number(extra.pressesPerSecond),
  };
  const reason =
    puyoPaceReason(Number(extra.fastActions)) ??
    puyoTimingReason(timing) ??
    puyoPauseReason(Number(extra.ticks), timeMs);
  return { reason };
}
