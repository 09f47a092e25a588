/**
 * Ranked Puyo: a match against a named AI level, or solo practice, dealt openly (the seed is the
 * queue, public in the real game too). A match's result is the game id and its input log (both sides packed per
 * tick, as the page keeps it); the server replays the human's inputs through the engine and re-runs the AI's
 * decisions (ComputerSide: deterministic from the seed and the human's play), so the computer's inputs in the log
 * must be the ones the AI plays. That replay is heavy (the AI searches at every pair), so it runs in worker
 * threads (verifyPool.ts) and the result is pending until it is proved. Solo practice replays in microseconds and
 * is proved on the request path.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.ts';
import { datedAi } from '../../puyo/ai/archive.ts';
import { COMPUTER_ACT_EVERY, ComputerSide, THINK_TICKS } from '../../puyo/ai/computerSide.ts';
import { createAi } from '../../puyo/ai/levels.ts';
import { INPUT_MASK, Input, newMatch, stepMatch } from '../../puyo/index.ts';
import { newSolo, playSolo } from '../../puyo/solo.ts';
import { MAX_RECORD_TIME_MS } from '../limits.ts';
import type { DealtGame, Settlement } from '../storage.ts';
import { describeZodError } from '../zodError.ts';
import { type PuyoTiming, PuyoTimingRecorder, puyoTimingReason } from './judge/puyoTiming.ts';
import { PUYO_REPEAT_TICKS, puyoPaceReason, puyoPauseReason, puyoSoloPaceReason } from './pace.ts';
import type { ProvedResult, RankedGame, Refusal } from './rankedGame.ts';

/** The opponents a ranked match may be dealt against, weakest first (the page's bar). */
export const PUYO_OPPONENTS = ['seed', 'gentle', 'easy', 'medium', 'hard', 'strongest'] as const;
/** Solo practice's level: the human alone on the seeded queue. */
export const PUYO_SOLO = 'solo';

/**
 * Longest match a result may hold, in ticks: 30 minutes. Matches against the AIs end in a few minutes; the
 * bound keeps a replay's work and the log's size (a JSON list of up to 108,000 numbers, under 500 KB) within
 * reach. A replay costs what the AI thought during the match: against `hard` about 0.4-0.7 s a minute of play,
 * against `strongest` (beam 200, 7 pairs ahead) about as long as the match itself on the shared 2-core machine
 * (27 s for a 30 s match at load 10).
 */
export const MAX_PUYO_TICKS = 30 * 60 * 60;
/** Most pairs a solo practice result may hold: hours of play; each replays in a few microseconds. */
export const MAX_SOLO_PAIRS = 10_000;
/** Undos a solo practice may declare (they put the result on the `solo+undo` board). */
export const MAX_SOLO_UNDOS = 1_000_000;

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
};

const versusSchema = z.object({
  /** One number per tick: the human's buttons in bits 0-4, the computer's in bits 5-9 (matchRecord.ts). */
  inputs: z.array(z.number().int().min(0).max(1023)).min(1).max(MAX_PUYO_TICKS),
});

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

/**
 * The settled record of a match from its verdict and its wall time from deal to submission (ms): won at a human
 * pace and without a pause is ranked; lost or drawn is played.
 */
export function settlePuyoMatch(verdict: PuyoVerdict, wallMs: number): Settlement {
  if (!verdict.ok) return { status: 'refused', reason: verdict.error, score: 0, sortKey: 0, extra: {} };
  const won = verdict.result === 'p1';
  const reason = won
    ? (puyoPaceReason(verdict.fastActions) ??
      puyoTimingReason(verdict.timing) ??
      puyoPauseReason(verdict.ticks, wallMs))
    : null;
  const { timing } = verdict;
  return {
    status: !won ? 'lost' : reason === null ? 'ranked' : 'held',
    reason,
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

/** The reason a forfeited match's record gives. */
export const FORFEIT_REASON = 'forfeited: the match was left before its end';

/** A match its player left (POST /api/games/:id/forfeit): lost, with no log to replay and no score. */
export function forfeitedMatch(level: string, sinceDealMs: number): ProvedResult {
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
  const reason = puyoSoloPaceReason(moves.length, timeMs);
  return ok({
    board: undos > 0 ? `${PUYO_SOLO}+undo` : PUYO_SOLO,
    status: reason === null ? 'ranked' : 'held',
    reason,
    timeMs,
    score: state.score,
    sortKey: -state.score,
    sortKeys: { chain: -state.largestChain },
    extra: { pairs: state.pairs, chain: state.largestChain, over: state.over, undos, uncredited },
    log: JSON.stringify(moves),
  });
}

/** Inputs as the page saves them: runs of one value written `value*count`, joined by commas ("0*95,16*3,0"). */
export function makeInputText(inputs: readonly number[]): string {
  const runs: string[] = [];
  let start = 0;
  for (let i = 1; i <= inputs.length; i++) {
    if (i < inputs.length && inputs[i] === inputs[start]) continue;
    const length = i - start;
    runs.push(length === 1 ? `${inputs[start]}` : `${inputs[start]}*${length}`);
    start = i;
  }
  return runs.join(',');
}

/** The inputs of a text makeInputText wrote (a pending record's log, read back to resume its replay). */
export function readInputText(text: string): number[] {
  const inputs: number[] = [];
  if (text === '') return inputs;
  for (const run of text.split(',')) {
    const [value, times = '1'] = run.split('*');
    for (let k = Number(times); k > 0; k--) inputs.push(Number(value));
  }
  return inputs;
}
