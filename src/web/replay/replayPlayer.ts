/**
 * What replay controls do, without the buttons: a wanted position over any replay source, seeks made one after
 * another (a seek wanted while another runs replaces the ones still waiting), and playing on at the source's pace.
 * The source is cursor-like: `ReplayCursor` from core itself, or a `LogReplay` whose states live in a worker.
 */
import type { PaceOptions } from '../../core/replayCursor.ts';
import { type Timers, windowTimers } from '../timers.ts';

export interface ReplaySource {
  readonly length: number;
  readonly position: number;
  /** Shows the position after the first `position` moves (a promise when that takes a round trip). */
  seek(position: number): unknown;
  /** The wait before the move after the source's position, or undefined at the end. */
  delayBefore(pace?: PaceOptions): number | undefined;
  /** The move that led to `position`, in words; undefined at 0 or when the game has none. */
  describeMove?(position: number): string | undefined;
}

/** As the classic replays pace: the player's own rhythm, a long think cut to a second, never a blur. */
export const DEFAULT_PACE: PaceOptions = { minDelayMs: 60, maxDelayMs: 1000, defaultDelayMs: 300 };

export class ReplayPlayer {
  private wanted: number;
  private timer = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly source: ReplaySource,
    /** Called whenever the wanted position or the playing state changes. */
    private readonly changed: () => void,
    private readonly pace: PaceOptions = DEFAULT_PACE,
    private readonly timers: Timers = windowTimers,
  ) {
    this.wanted = source.position;
  }

  get position(): number {
    return this.wanted;
  }

  get length(): number {
    return this.source.length;
  }

  get playing(): boolean {
    return this.timer !== 0;
  }

  /** Moves to `position` (clamped); resolves once the source shows it, or once a later go replaced it. */
  go(position: number): Promise<void> {
    const target = Math.max(0, Math.min(this.source.length, Math.trunc(position) || 0));
    this.wanted = target;
    this.changed();
    this.queue = this.queue.then(async () => {
      if (this.wanted === target) await this.source.seek(target);
    });
    return this.queue;
  }

  toggle(): void {
    if (this.playing) this.pause();
    else this.play();
  }

  /** Plays on from here (from the start when at the end) until the end or a pause. */
  play(): void {
    if (this.playing) return;
    if (this.wanted >= this.source.length) void this.go(0);
    this.timer = -1; // playing, before the first wait is known
    this.changed();
    const step = async () => {
      await this.queue;
      if (!this.playing) return;
      const wait = this.source.delayBefore(this.pace);
      if (wait === undefined) {
        this.pause();
        return;
      }
      this.timer = this.timers.set(() => {
        void this.go(this.wanted + 1).then(step);
      }, wait);
    };
    void step();
  }

  pause(): void {
    if (this.timer > 0) this.timers.clear(this.timer);
    if (this.timer === 0) return;
    this.timer = 0;
    this.changed();
  }

  destroy(): void {
    this.pause();
  }
}
