/** Timers as the page's shared parts take them, so their tests run without waiting. */
export interface Timers {
  set(run: () => void, ms: number): number;
  clear(handle: number): void;
}

export const windowTimers: Timers = {
  set: (run, ms) => window.setTimeout(run, ms),
  clear: (handle) => window.clearTimeout(handle),
};
