/**
 * A versus match for two players, advanced one tick (1/60 s) at a time with explicit inputs per player: the pair
 * falls, moves and locks, chains pop with animation delays, garbage is exchanged with offsetting, margin time
 * shrinks the target points, and the first player whose spawn cell is filled loses. Everything random comes from
 * the seed, so a match is its params, its seed and its input log, and replays exactly.
 *
 * Order within a tick: player 1 then player 2; for each, rotations (cw, then ccw), shifts (left, then right),
 * then gravity.
 */
import { Rng, type Seed } from '../core/rng.ts';
import { everythingMoved, lastStep, popStep } from './chain.ts';
import { Field } from './field.ts';
import {
  ALL_CLEAR_BONUS,
  ALL_CLEAR_GARBAGE,
  confirmIncoming,
  dropGarbage,
  type GarbageQueue,
  garbageFromPoints,
  offsetAndSend,
  TARGET_POINTS,
  targetPointsAt,
} from './garbage.ts';
import {
  CHILD_DX,
  CHILD_DY,
  fits,
  Input,
  type PiecePosition,
  RotateResult,
  tryFall,
  tryQuickTurn,
  tryRotate,
  tryShift,
} from './moves.ts';
import { dropPair, type Pair } from './placement.ts';
import { makeQueue } from './queue.ts';
import { SPAWN_COLUMN, SPAWN_ROW } from './types.ts';

/** Frame counts (ticks at 60 per second), chosen close to Puyo Puyo Tsu. */
export interface Timing {
  /** Ticks per row of natural fall. */
  readonly fallTicks: number;
  /** Ticks per row while soft drop is held (each such row scores 1 point). */
  readonly softDropTicks: number;
  /** Ticks a pair may rest on the stack before it locks (soft drop locks at once). */
  readonly lockTicks: number;
  /** Floor kicks allowed per pair, so a pair cannot be kept up forever. */
  readonly maxFloorKicks: number;
  /** A second rotation press within this many ticks of a blocked one makes a quick turn. */
  readonly quickTurnTicks: number;
  /** Ticks per row for puyos falling after a lock, a pop or a garbage drop. */
  readonly dropTicksPerRow: number;
  /** Ticks for landing after any fall. */
  readonly landTicks: number;
  /** Ticks the popping animation lasts. */
  readonly popTicks: number;
  /** Ticks before the next pair appears. */
  readonly spawnTicks: number;
}

export const TSU_TIMING: Timing = {
  fallTicks: 16,
  softDropTicks: 2,
  lockTicks: 16,
  maxFloorKicks: 8,
  quickTurnTicks: 20,
  dropTicksPerRow: 2,
  landTicks: 8,
  popTicks: 50,
  spawnTicks: 8,
};

export interface MatchParams {
  readonly timing: Timing;
  /** Points per garbage puyo before margin time. */
  readonly targetPoints: number;
}

export const DEFAULT_MATCH_PARAMS: MatchParams = { timing: TSU_TIMING, targetPoints: TARGET_POINTS };

export type Phase = 'spawn' | 'move' | 'settle' | 'garbage' | 'lost';

export interface FallingPair extends PiecePosition {
  readonly pair: Pair;
}

export interface PlayerState {
  readonly field: Field;
  phase: Phase;
  /** Ticks left in the current phase (spawn, settle, garbage). */
  timer: number;
  piece: FallingPair | null;
  /** Index of the next pair in the queue. */
  nextPair: number;
  fallTimer: number;
  groundTicks: number;
  floorKicks: number;
  quickTurnTimer: number;
  score: number;
  /** Chain step reached by the current chain (0 when none is running). */
  chain: number;
  /** The last placement started a chain. */
  chained: boolean;
  /** Points not yet turned into garbage. */
  carry: number;
  /** The last chain ended in an all clear: the next chain earns 2,100 more points. */
  allClearBonus: boolean;
  readonly garbage: GarbageQueue;
  /** Garbage column choices. */
  readonly rng: Rng;
  readonly moved: Int32Array;
  longestChain: number;
}

export type MatchEvent =
  | {
      readonly type: 'lock';
      readonly player: number;
      readonly pair: Pair;
      readonly col: number;
      readonly rot: number;
    }
  | {
      readonly type: 'pop';
      readonly player: number;
      readonly chain: number;
      readonly score: number;
      /** Garbage puyos this step earned, and how many of them went to the opponent after offsetting. */
      readonly garbage: number;
      readonly garbageSent: number;
    }
  | {
      readonly type: 'chainEnd';
      readonly player: number;
      readonly chains: number;
      readonly allClear: boolean;
    }
  | { readonly type: 'garbage'; readonly player: number; readonly count: number }
  | { readonly type: 'lost'; readonly player: number };

export type MatchResult = 'p1' | 'p2' | 'draw';

export interface MatchState {
  readonly params: MatchParams;
  readonly queue: readonly Pair[];
  tick: number;
  readonly players: readonly [PlayerState, PlayerState];
  result: MatchResult | null;
  /** What happened during the last tick. */
  events: MatchEvent[];
}

function newPlayer(seed: Seed, index: number, timing: Timing): PlayerState {
  return {
    field: new Field(),
    phase: 'spawn',
    timer: timing.spawnTicks,
    piece: null,
    nextPair: 0,
    fallTimer: 0,
    groundTicks: 0,
    floorKicks: 0,
    quickTurnTimer: 0,
    score: 0,
    chain: 0,
    chained: false,
    carry: 0,
    allClearBonus: false,
    garbage: { pending: 0, incoming: 0 },
    rng: Rng.fromSeed(`puyo-garbage:${seed}:${index}`),
    moved: everythingMoved(),
    longestChain: 0,
  };
}

export function newMatch(seed: Seed, params: MatchParams = DEFAULT_MATCH_PARAMS): MatchState {
  return {
    params,
    queue: makeQueue(seed),
    tick: 0,
    players: [newPlayer(seed, 0, params.timing), newPlayer(seed, 1, params.timing)],
    result: null,
    events: [],
  };
}

/** The pair a player gets `ahead` pairs from now (0 = the next one to appear). */
export const upcomingPair = (match: MatchState, player: number, ahead = 0): Pair =>
  match.queue[(match.players[player].nextPair + ahead) % match.queue.length];

/** Advances the match by one tick. Inputs are Input bit flags. Does nothing once the match has a result. */
export function stepMatch(match: MatchState, input1: number, input2: number): void {
  match.events = [];
  if (match.result !== null) return;
  const inputs = [input1, input2];
  for (let p = 0; p < 2; p++) stepPlayer(match, p, inputs[p]);
  match.tick++;
  const [lost1, lost2] = match.players.map((player) => player.phase === 'lost');
  if (lost1 || lost2) match.result = lost1 && lost2 ? 'draw' : lost1 ? 'p2' : 'p1';
}

/** Advances one player by one tick (stepMatch does both, then the tick and the result). */
export function stepPlayer(match: MatchState, p: number, input: number): void {
  const player = match.players[p];
  const timing = match.params.timing;
  switch (player.phase) {
    case 'lost':
      return;
    case 'move':
      movePiece(match, p, input);
      return;
    default:
      if (--player.timer > 0) return;
      if (player.phase === 'spawn') spawn(match, p);
      else if (player.phase === 'settle') resolveNextStep(match, p);
      else {
        player.phase = 'spawn';
        player.timer = timing.spawnTicks;
      }
  }
}

function spawn(match: MatchState, p: number): void {
  const player = match.players[p];
  if (player.field.isDead()) {
    player.phase = 'lost';
    match.events.push({ type: 'lost', player: p });
    return;
  }
  player.piece = { col: SPAWN_COLUMN, row: SPAWN_ROW, rot: 0, pair: upcomingPair(match, p) };
  player.nextPair++;
  player.phase = 'move';
  player.fallTimer = 0;
  player.groundTicks = 0;
  player.floorKicks = 0;
  player.quickTurnTimer = 0;
}

function movePiece(match: MatchState, p: number, input: number): void {
  const player = match.players[p];
  const { field } = player;
  const piece = player.piece!;
  const timing = match.params.timing;
  if (player.quickTurnTimer > 0) player.quickTurnTimer--;
  for (const [flag, dir] of [
    [Input.RotateCw, 1],
    [Input.RotateCcw, -1],
  ] as const) {
    if (!(input & flag)) continue;
    const canKick = player.floorKicks < timing.maxFloorKicks;
    const rowBefore = piece.row;
    const result = tryRotate(field, piece, dir, canKick);
    if (result === RotateResult.BothSidesBlocked) {
      if (player.quickTurnTimer > 0) {
        tryQuickTurn(field, piece, canKick);
        player.quickTurnTimer = 0;
      } else {
        player.quickTurnTimer = timing.quickTurnTicks;
      }
    }
    if (piece.row > rowBefore) player.floorKicks++;
  }
  if (input & Input.Left) tryShift(field, piece, -1);
  if (input & Input.Right) tryShift(field, piece, 1);

  const soft = (input & Input.SoftDrop) !== 0;
  if (!fits(field, piece.col, piece.row - 1, piece.rot)) {
    player.groundTicks++;
    if (soft || player.groundTicks >= timing.lockTicks) lockPiece(match, p);
    return;
  }
  player.groundTicks = 0;
  player.fallTimer += soft ? timing.fallTicks / timing.softDropTicks : 1;
  if (player.fallTimer >= timing.fallTicks) {
    player.fallTimer = 0;
    if (tryFall(field, piece) && soft) player.score++;
  }
}

function lockPiece(match: MatchState, p: number): void {
  const player = match.players[p];
  const piece = player.piece!;
  const timing = match.params.timing;
  const fallRows = lockFall(player.field, piece);
  dropPair(player.field, piece.pair.pivot, piece.pair.child, piece.col, piece.rot);
  match.events.push({ type: 'lock', player: p, pair: piece.pair, col: piece.col, rot: piece.rot });
  player.piece = null;
  player.chain = 0;
  player.chained = false;
  player.moved.fill(-1);
  player.phase = 'settle';
  player.timer = fallRows * timing.dropTicksPerRow + timing.landTicks;
}

/** How many rows the lower-landing puyo of a locking pair still falls (for the animation delay). */
function lockFall(field: Field, piece: FallingPair): number {
  const childCol = piece.col + CHILD_DX[piece.rot];
  const childRow = piece.row + CHILD_DY[piece.rot];
  if (childCol === piece.col) return Math.min(piece.row, childRow) - 1 - field.height(piece.col);
  return Math.max(piece.row - 1 - field.height(piece.col), childRow - 1 - field.height(childCol));
}

/** After a fall has landed: pop the next chain step, or end the chain (and drop garbage after a quiet placement). */
function resolveNextStep(match: MatchState, p: number): void {
  const player = match.players[p];
  const opponent = match.players[1 - p];
  const timing = match.params.timing;
  const score = popStep(player.field, player.chain + 1, null, player.moved);
  if (score > 0) {
    player.chain++;
    player.chained = true;
    const allClear = player.chain === 1 && player.allClearBonus;
    if (allClear) player.allClearBonus = false;
    const bonus = allClear ? ALL_CLEAR_BONUS : 0;
    player.score += score + bonus;
    const target = targetPointsAt(match.tick, match.params.targetPoints);
    const earned = garbageFromPoints(score + player.carry, target);
    const units = earned.units + (allClear ? ALL_CLEAR_GARBAGE : 0);
    player.carry = earned.carry;
    const sent = offsetAndSend(units, player.garbage, opponent.garbage);
    match.events.push({
      type: 'pop',
      player: p,
      chain: player.chain,
      score: score + bonus,
      garbage: units,
      garbageSent: sent,
    });
    player.phase = 'settle';
    player.timer = timing.popTicks + lastStep.maxFall * timing.dropTicksPerRow + timing.landTicks;
    return;
  }
  if (player.chained) {
    player.longestChain = Math.max(player.longestChain, player.chain);
    const allClear = player.field.isEmpty();
    if (allClear) player.allClearBonus = true;
    confirmIncoming(opponent.garbage);
    match.events.push({ type: 'chainEnd', player: p, chains: player.chain, allClear });
  } else if (player.garbage.pending > 0) {
    const { count, rows } = dropGarbage(player.field, player.garbage, player.rng);
    match.events.push({ type: 'garbage', player: p, count });
    player.phase = 'garbage';
    player.timer = rows * timing.dropTicksPerRow + timing.landTicks;
    return;
  }
  player.phase = 'spawn';
  player.timer = timing.spawnTicks;
}
