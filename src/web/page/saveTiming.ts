/**
 * When a game page writes its save: at once after a move while the save is small, at most once a second once it is
 * big (a click never waits for a big localStorage write), and at once when the page is hidden or closed.
 */
import { type Timers, windowTimers } from '../timers.ts';

/** Saves up to this length are written after every move; see `SaveTiming.changed`. */
export const SAVE_AT_ONCE_CHARS = 20_000;

export class SaveTiming {
  private timer = 0;
  private watching = false;
  private readonly onPageHide = () => this.now();
  private readonly onVisibility = () => {
    if (document.visibilityState === 'hidden') this.now();
  };

  constructor(
    private readonly write: () => void,
    private readonly timers: Timers = windowTimers,
    private readonly delayMs = 1000,
  ) {}

  /** After a move: writes now when `urgent` (a finished game) or the save is small, else within `delayMs`. */
  changed(saveChars: number, urgent = false): void {
    if (urgent || saveChars < SAVE_AT_ONCE_CHARS) this.now();
    else this.timer ||= this.timers.set(() => this.now(), this.delayMs);
  }

  /** Writes now, dropping a write that was waiting. */
  now(): void {
    this.timers.clear(this.timer);
    this.timer = 0;
    this.write();
  }

  /** Also writes when the page is hidden or closed (until `stop`). */
  watchPage(): void {
    this.watching = true;
    window.addEventListener('pagehide', this.onPageHide);
    document.addEventListener('visibilitychange', this.onVisibility);
  }

  stop(): void {
    this.timers.clear(this.timer);
    this.timer = 0;
    if (!this.watching) return;
    this.watching = false;
    window.removeEventListener('pagehide', this.onPageHide);
    document.removeEventListener('visibilitychange', this.onVisibility);
  }
}
