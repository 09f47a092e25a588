/**
 * No-guess games by seed search: when the first click places the mines, try the seeds `S`, `S.1`, `S.2`, ...
 * until the solver (its public entry) wins the board from that click without a single guess. The game then simply
 * has that seed, so its move log replays with the plain engine everywhere (saves, replays, the server's check),
 * and because whole uniform boards are rejected or kept, the boards are uniform over the no-guess ones, unlike a
 * generator that repairs boards. Expert needs a handful of tries; a time budget bounds dense or huge boards.
 */
import { type MinesState, type Move, newGame, type Params, play } from '../../mines/index.ts';
import { hiddenBoard, playUntilGuess } from '../../mines/solver/index.ts';

export interface NoGuessFound {
  readonly state: MinesState;
  readonly seed: string;
  /** False when the budget ran out: the last board tried is played, and may need a guess. */
  readonly found: boolean;
}

export const candidateSeed = (base: string, attempt: number): string =>
  attempt === 0 ? base : `${base}.${attempt}`;

/** True when the solver clears the board from `first` by sure moves alone. */
export function solvableWithoutGuess(state: MinesState, first: { x: number; y: number }): boolean {
  // The solver stops at its first forced guess: a board it clears before that needs none.
  return playUntilGuess(hiddenBoard(state.board), first.y * state.params.width + first.x, 1) === null;
}

/**
 * Plays `earlier` (moves that placed no mines: flags, flag mode) and then `opening` on candidate seeds; the
 * first board the solver wins without guessing is kept. `outOfTime` is asked between candidates.
 */
export function searchNoGuess(
  params: Params,
  baseSeed: string,
  earlier: readonly Move[],
  opening: Move & { readonly x: number; readonly y: number },
  outOfTime: () => boolean,
): NoGuessFound {
  for (let attempt = 0; ; attempt++) {
    const seed = candidateSeed(baseSeed, attempt);
    const state = newGame(params, seed);
    for (const move of earlier) play(state, move);
    play(state, opening);
    if (state.phase === 'won' || solvableWithoutGuess(state, opening)) return { state, seed, found: true };
    if (outOfTime()) return { state, seed, found: false };
  }
}
