/**
 * A kept match as a replay: core's ReplayCursor over the engine's `puyoMatchGame` (the same fold of the tick log
 * the server's check and every other replay use), with the drawing's effects read tick by tick on the way. Going
 * back replays from the start (milliseconds for a match) so the effects are those a live match would show.
 * Pure: no DOM, no clock; the viewer paces it.
 */
import { ReplayCursor } from '../../core/replayCursor.ts';
import {
  DEFAULT_MATCH_PARAMS,
  type MatchEvent,
  type MatchParams,
  type MatchState,
  puyoMatchGame,
} from '../../puyo/index.ts';
import { MatchEffects } from './effects.ts';

type MatchCursor = ReplayCursor<MatchParams, MatchState, number, readonly MatchEvent[]>;

export class MatchReplay {
  private cursor: MatchCursor;
  private drawn = new MatchEffects();

  /**
   * `inputs` is the packed tick log. A log the engine refuses at some tick (a tick after the result, a bad input)
   * replays up to that tick: what can be shown is shown.
   */
  constructor(seed: string, inputs: readonly number[], params: MatchParams = DEFAULT_MATCH_PARAMS) {
    const record = { params, seed, moves: inputs };
    const opened = ReplayCursor.open(puyoMatchGame, record);
    if (opened.ok) this.cursor = opened.value;
    else {
      const valid = { ...record, moves: inputs.slice(0, opened.error.moveIndex) };
      const prefix = ReplayCursor.open(puyoMatchGame, valid);
      if (!prefix.ok) throw new Error(`a log's valid part was refused: ${prefix.error.error}`); // cannot happen
      this.cursor = prefix.value;
    }
  }

  /** The match after `position` ticks. Callers must not change it. */
  get match(): MatchState {
    return this.cursor.state;
  }

  get effects(): MatchEffects {
    return this.drawn;
  }

  /** Ticks in the replay. */
  get length(): number {
    return this.cursor.length;
  }

  get position(): number {
    return this.cursor.position;
  }

  get atEnd(): boolean {
    return this.cursor.atEnd;
  }

  /** Shows the match after `tick` ticks (clamped to the log); answers the tick shown. */
  seek(tick: number): number {
    const target = Math.max(0, Math.min(this.length, Math.trunc(Number.isFinite(tick) ? tick : 0)));
    if (target < this.cursor.position) {
      this.cursor.seek(0);
      this.drawn = new MatchEffects();
    }
    while (this.cursor.position < target) {
      this.drawn.remember(this.cursor.state);
      this.cursor.step();
      this.drawn.observe(this.cursor.state);
    }
    return this.cursor.position;
  }
}
