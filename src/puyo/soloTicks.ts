/**
 * Solo practice in ticks, as the page plays it: the match's own rules for its first player alone (the second never
 * moves and is never drawn), so the pair falls, turns and locks and chains pop exactly as in a match. Each lock is
 * a move of the practice (solo.ts), which keeps the score, the undo and the summary; after an undo the ticks start
 * again from the practice's state.
 */
import { type MatchState, newMatch, stepPlayer } from './match.ts';
import type { SoloMove, SoloState } from './solo.ts';

/** A match whose first player stands where the practice is, the next pair about to appear. */
export function soloMatch(state: SoloState, tick = 0): MatchState {
  const match = newMatch(state.seed);
  match.tick = tick;
  const player = match.players[0];
  player.field.copyFrom(state.field);
  player.score = state.score;
  player.nextPair = state.pairs;
  player.longestChain = state.largestChain;
  player.allClearBonus = state.allClearBonus;
  if (state.over) {
    player.phase = 'lost';
    match.result = 'p2';
  }
  return match;
}

/** One tick for the player alone; the match's result is 'p2' once the spawn cell is filled. */
export function stepSolo(match: MatchState, input: number): void {
  match.events = [];
  if (match.result !== null) return;
  stepPlayer(match, 0, input);
  match.tick++;
  if (match.players[0].phase === 'lost') match.result = 'p2';
}

/**
 * The practice move of the lock in the last tick, if there was one: where the pair ended, and its soft drop as the
 * points the player gained since `before` (nothing else scores between a spawn and its lock).
 */
export function lockedMove(match: MatchState, before: SoloState): SoloMove | undefined {
  const lock = match.events.find((event) => event.type === 'lock' && event.player === 0);
  if (lock?.type !== 'lock') return undefined;
  return { col: lock.col, rot: lock.rot, drop: match.players[0].score - before.score };
}
