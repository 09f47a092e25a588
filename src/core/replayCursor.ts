/**
 * A cursor over a recorded game (params, seed, move log) for any `Game`: turn logs (Minesweeper, Sudoku) and tick
 * logs (Puyo) alike. It holds the position after the first `position` moves and moves to any other: forward by
 * playing on, backward from the nearest checkpoint (a clone kept every `checkpointEvery` moves when the game
 * can be cloned) or from the start. Pure: pacing a replay is `delayBefore`, the waiting is the caller's.
 */
import { type Game, type GameRecord, type ReplayError, replay } from './game.ts';
import { ok, type Result } from './result.ts';

export interface ReplayCursorOptions<S, M> {
  /** A copy of a state, for checkpoints; without it, going back replays from the start. */
  readonly clone?: (state: S) => S;
  readonly checkpointEvery?: number;
  /** When a move was made on the game clock (ms), for pacing; without it every move is `defaultDelayMs` apart. */
  readonly timeOf?: (move: M) => number;
  /**
   * Open at the end of the log, on the state `open` replayed to check it, rather than at the start: a finished
   * game's replay starts from its last position, and the whole log is then played once, not twice.
   */
  readonly atEnd?: boolean;
}

export interface PaceOptions {
  /** 2 plays twice as fast as the moves were made. */
  readonly speed?: number;
  /** Long thinks are shortened to this, so a replay never stalls. */
  readonly maxDelayMs?: number;
  readonly minDelayMs?: number;
  /** The wait before a move when moves carry no time. */
  readonly defaultDelayMs?: number;
}

export class ReplayCursor<P, S, M, O> {
  private readonly checkpoints = new Map<number, S>();

  private constructor(
    private readonly game: Game<P, S, M, O>,
    private readonly record: GameRecord<P, M>,
    private readonly options: ReplayCursorOptions<S, M>,
    private current: S,
    private at: number,
  ) {}

  /** A cursor at the start, once the whole log is known to replay; else the refused move. */
  static open<P, S, M, O>(
    game: Game<P, S, M, O>,
    record: GameRecord<P, M>,
    options: ReplayCursorOptions<S, M> = {},
  ): Result<ReplayCursor<P, S, M, O>, ReplayError> {
    const whole = replay(game, record);
    if (!whole.ok) return whole;
    return ok(
      options.atEnd
        ? new ReplayCursor(game, record, options, whole.value, record.moves.length)
        : new ReplayCursor(game, record, options, game.newGame(record.params, record.seed), 0),
    );
  }

  get length(): number {
    return this.record.moves.length;
  }

  get position(): number {
    return this.at;
  }

  /** The state after the first `position` moves. Callers must not change it. */
  get state(): S {
    return this.current;
  }

  /** The move played last to reach this position, if any. */
  get lastMove(): M | undefined {
    return this.at > 0 ? this.record.moves[this.at - 1] : undefined;
  }

  get atEnd(): boolean {
    return this.at === this.length;
  }

  /** Moves to `position` (clamped to the log) and returns where it is. */
  seek(position: number): number {
    const target = Math.max(0, Math.min(this.length, Math.trunc(Number.isFinite(position) ? position : 0)));
    if (target < this.at) this.rewindTo(target);
    while (this.at < target) this.playNext();
    return this.at;
  }

  step(delta = 1): number {
    return this.seek(this.at + delta);
  }

  /** How long to wait before playing the next move at `speed`, or undefined at the end of the log. */
  delayBefore(pace: PaceOptions = {}): number | undefined {
    return replayDelay(this.record.moves, this.at, this.options.timeOf, pace);
  }

  private playNext(): void {
    const outcome = this.game.play(this.current, this.record.moves[this.at]);
    // open() replayed the whole log, and play is deterministic: a refusal here is a bug in the game.
    if (!outcome.ok) throw new Error(`move ${this.at + 1} replayed differently: ${outcome.error}`);
    this.at++;
    const every = this.options.checkpointEvery ?? 0;
    const clone = this.options.clone;
    if (clone && every > 0 && this.at % every === 0 && !this.checkpoints.has(this.at))
      this.checkpoints.set(this.at, clone(this.current));
  }

  private rewindTo(target: number): void {
    const clone = this.options.clone;
    let best = 0;
    for (const position of this.checkpoints.keys())
      if (position <= target && position > best) best = position;
    const saved = best > 0 && clone ? this.checkpoints.get(best) : undefined;
    this.current = saved && clone ? clone(saved) : this.game.newGame(this.record.params, this.record.seed);
    this.at = saved ? best : 0;
  }
}

/**
 * How long to wait before playing move `position` of a log (after the first `position` moves) at a pace, or
 * undefined at the end of the log. For any replay that knows its moves, whether or not it holds the states.
 */
export function replayDelay<M>(
  moves: readonly M[],
  position: number,
  timeOf: ((move: M) => number) | undefined,
  pace: PaceOptions = {},
): number | undefined {
  if (position >= moves.length) return undefined;
  const { speed = 1, maxDelayMs = 1000, minDelayMs = 0, defaultDelayMs = 300 } = pace;
  const previous = position > 0 ? moves[position - 1] : undefined;
  const gap = timeOf && previous !== undefined ? timeOf(moves[position]) - timeOf(previous) : defaultDelayMs;
  return Math.min(maxDelayMs, Math.max(minDelayMs, gap / Math.max(speed, 1e-3)));
}

/** The refused move of a record that does not replay, as one sentence. */
export const describeReplayError = (error: ReplayError): string =>
  `move ${error.moveIndex + 1} was refused: ${error.error}`;
