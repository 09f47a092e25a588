/**
 * How a Puyo player's presses are timed, read tick by tick as the server replays the match: for each pair, the
 * ticks from its appearing to the first new press (a button going down), and each button's presses within any
 * second. People look at a new pair before they move it, and never twice to the same tick; a program answers at
 * a fixed delay or at the very tick the pair can move. Pure: the replay feeds it.
 */
import {
  PUYO_MAX_FRAME_ONE_SHARE,
  PUYO_MAX_PRESSES_PER_SECOND,
  PUYO_MAX_SAME_DELAY_SHARE,
  PUYO_TIMING_MIN_PAIRS,
} from './humanRecords.ts';

export interface PuyoTiming {
  /** Pairs whose first press was seen. */
  readonly pairs: number;
  /** The most common delay from a pair appearing to its first press, in ticks, and the share of pairs with it. */
  readonly commonDelay: number;
  readonly sameDelayShare: number;
  /** The share of pairs first pressed at the tick they appeared (delay 0 or 1). */
  readonly frameOneShare: number;
  /** The most presses of one button within 60 ticks. */
  readonly pressesPerSecond: number;
}

const TICKS_PER_SECOND = 60;
const BUTTONS = 5;

export class PuyoTimingRecorder {
  private pairShown = -1;
  private shownAt = 0;
  private pressedPair = -1;
  private previous = 0;
  private readonly delays = new Map<number, number>();
  private pairs = 0;
  private readonly presses: number[][] = Array.from({ length: BUTTONS }, () => []);
  private pressesPerSecond = 0;

  /**
   * One tick, before it is stepped: `pair` is the queue index of the player's pair in play (null while none is),
   * `input` the buttons held this tick.
   */
  observe(tick: number, pair: number | null, input: number): void {
    const pressed = input & ~this.previous;
    this.previous = input;
    if (pair !== null && pair !== this.pairShown) {
      this.pairShown = pair;
      this.shownAt = tick;
    }
    if (pressed === 0) return;
    if (pair !== null && this.pressedPair !== pair) {
      this.pressedPair = pair;
      const delay = tick - this.shownAt;
      this.delays.set(delay, (this.delays.get(delay) ?? 0) + 1);
      this.pairs++;
    }
    for (let button = 0; button < BUTTONS; button++) {
      if ((pressed & (1 << button)) === 0) continue;
      const times = this.presses[button];
      times.push(tick);
      while (times[0] <= tick - TICKS_PER_SECOND) times.shift();
      this.pressesPerSecond = Math.max(this.pressesPerSecond, times.length);
    }
  }

  summary(): PuyoTiming {
    let commonDelay = 0;
    let common = 0;
    for (const [delay, count] of this.delays)
      if (count > common || (count === common && delay < commonDelay)) [commonDelay, common] = [delay, count];
    const frameOne = (this.delays.get(0) ?? 0) + (this.delays.get(1) ?? 0);
    const share = (n: number) => (this.pairs === 0 ? 0 : Math.round((n / this.pairs) * 100) / 100);
    return {
      pairs: this.pairs,
      commonDelay,
      sameDelayShare: share(common),
      frameOneShare: share(frameOne),
      pressesPerSecond: this.pressesPerSecond,
    };
  }
}

/** Why a match's presses are a machine's, or null when a person could have timed them. */
export function puyoTimingReason(timing: PuyoTiming): string | null {
  if (timing.pressesPerSecond > PUYO_MAX_PRESSES_PER_SECOND)
    return `one button was pressed ${timing.pressesPerSecond} times within a second; the fastest tapping on record is ${PUYO_MAX_PRESSES_PER_SECOND}`;
  if (timing.pairs < PUYO_TIMING_MIN_PAIRS) return null;
  const percent = (share: number) => `${Math.round(share * 100)} %`;
  if (timing.frameOneShare > PUYO_MAX_FRAME_ONE_SHARE)
    return `${percent(timing.frameOneShare)} of ${timing.pairs} pairs moved at the first tick they could; a person looks at a pair first`;
  if (timing.sameDelayShare > PUYO_MAX_SAME_DELAY_SHARE)
    return `${percent(timing.sameDelayShare)} of ${timing.pairs} pairs were first moved exactly ${timing.commonDelay} ticks after they appeared; a person's delay varies from pair to pair`;
  return null;
}
