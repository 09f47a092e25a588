/**
 * The player's buttons turned into one tick's input flags: a move or a turn acts on the first tick after its
 * press (even a tap released before it), left and right repeat after DAS then every ARR while held (the last
 * pressed of the two wins), down soft drops while held. Times are the events' own (ms, performance.now's base).
 */
import { Input } from '../../puyo/index.ts';

export const ACTIONS = ['left', 'right', 'rotateCcw', 'rotateCw', 'softDrop'] as const;
export type Action = (typeof ACTIONS)[number];

export interface Repeat {
  /** Delayed auto shift: how long a side is held before it repeats (ms). */
  readonly das: number;
  /** Auto repeat rate: the time between repeats (ms); 0 repeats every tick. */
  readonly arr: number;
}

const FLAGS: Record<Action, number> = {
  left: Input.Left,
  right: Input.Right,
  rotateCcw: Input.RotateCcw,
  rotateCw: Input.RotateCw,
  softDrop: Input.SoftDrop,
};

export class HeldKeys {
  private readonly held = new Map<Action, number>();
  /** Presses not yet acted on: two taps between ticks act on two ticks (a quick turn needs both). */
  private readonly pressed = new Map<Action, number>();
  /** The side that repeats, when it was pressed, and the repeats given so far. */
  private shift: { action: 'left' | 'right'; since: number; repeats: number } | undefined;

  constructor(public repeat: Repeat) {}

  press(action: Action, time: number): void {
    if (this.held.has(action)) return; // the keyboard's own repeat
    this.held.set(action, time);
    this.pressed.set(action, (this.pressed.get(action) ?? 0) + 1);
    if (action === 'left' || action === 'right') this.shift = { action, since: time, repeats: 0 };
  }

  release(action: Action): void {
    this.held.delete(action);
    if (this.shift?.action !== action) return;
    const other = action === 'left' ? 'right' : 'left';
    const since = this.held.get(other);
    // The other side, still held, takes over with its DAS counted from now (as if pressed again).
    this.shift =
      since === undefined ? undefined : { action: other, since: Number.POSITIVE_INFINITY, repeats: 0 };
  }

  /** Lets go of everything (a pause, a lost focus). */
  clear(): void {
    this.held.clear();
    this.pressed.clear();
    this.shift = undefined;
  }

  /** The input for a tick that fell due at `time`. */
  sample(time: number): number {
    let input = 0;
    const taken = new Set<Action>();
    for (const action of this.pressed.keys()) {
      if (action === 'left' || action === 'right') continue;
      input |= FLAGS[action];
      taken.add(action);
    }
    if (this.held.has('softDrop')) input |= Input.SoftDrop;
    const shift = this.shift;
    if (shift !== undefined) {
      if (shift.since === Number.POSITIVE_INFINITY) shift.since = time;
      if (this.pressed.has(shift.action)) {
        input |= FLAGS[shift.action];
        taken.add(shift.action);
      } else if (this.held.has(shift.action)) {
        const due = this.repeatsDue(time - shift.since, shift.repeats);
        if (due > shift.repeats) {
          shift.repeats = due;
          input |= FLAGS[shift.action];
        }
      }
    }
    // A tap of the side that does not repeat (pressed and let go between ticks, or under the other) still moves.
    for (const side of ['left', 'right'] as const) {
      if (this.pressed.has(side) && side !== shift?.action && !(input & (Input.Left | Input.Right))) {
        input |= FLAGS[side];
        taken.add(side);
      }
    }
    for (const action of taken) {
      const left = this.pressed.get(action)! - 1;
      if (left > 0) this.pressed.set(action, left);
      else this.pressed.delete(action);
    }
    return input;
  }

  /** Repeats that should have happened after holding for `heldFor` ms (an ARR of 0: one more every tick). */
  private repeatsDue(heldFor: number, given: number): number {
    const { das, arr } = this.repeat;
    if (heldFor < das) return 0;
    return arr <= 0 ? given + 1 : 1 + Math.floor((heldFor - das) / arr);
  }
}
