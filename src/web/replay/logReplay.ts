/**
 * A replay source for a game whose states live elsewhere (an engine worker): the page knows the moves, for the
 * pace and the labels, and asks `show` to draw a position. Seeks are made one at a time by the ReplayPlayer.
 */
import { type PaceOptions, replayDelay } from '../../core/replayCursor.ts';
import type { ReplaySource } from './replayPlayer.ts';

export interface LogReplayOptions<M> {
  /** When a move was made on the game clock (ms); without it moves are evenly paced. */
  readonly timeOf?: (move: M) => number;
  /** The move that led to `position` (1-based), in words for the caption. */
  readonly describe?: (move: M, position: number) => string | undefined;
}

export class LogReplay<M> implements ReplaySource {
  private at: number;

  constructor(
    private readonly moves: readonly M[],
    private readonly show: (position: number) => Promise<void>,
    private readonly options: LogReplayOptions<M> = {},
  ) {
    this.at = moves.length; // a finished game's replay opens on its last position, already on the board
  }

  get length(): number {
    return this.moves.length;
  }

  get position(): number {
    return this.at;
  }

  seek(position: number): Promise<void> {
    this.at = Math.max(0, Math.min(this.moves.length, position));
    return this.show(this.at);
  }

  delayBefore(pace?: PaceOptions): number | undefined {
    return replayDelay(this.moves, this.at, this.options.timeOf, pace);
  }

  describeMove(position: number): string | undefined {
    const move = this.moves[position - 1];
    return move === undefined || !this.options.describe ? undefined : this.options.describe(move, position);
  }
}
