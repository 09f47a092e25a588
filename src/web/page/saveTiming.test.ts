import { describe, expect, it } from 'vitest';
import type { Timers } from '../timers.ts';
import { SAVE_AT_ONCE_CHARS, SaveTiming } from './saveTiming.ts';

function setup() {
  let writes = 0;
  const due = new Map<number, () => void>();
  let next = 1;
  const timers: Timers = {
    set: (run) => {
      due.set(next, run);
      return next++;
    },
    clear: (handle) => void due.delete(handle),
  };
  const timing = new SaveTiming(() => writes++, timers);
  const fire = () => {
    for (const [handle, run] of [...due]) {
      due.delete(handle);
      run();
    }
  };
  return { timing, writes: () => writes, waiting: () => due.size, fire };
}

describe('save timing', () => {
  it('writes a small save after every move', () => {
    const { timing, writes, waiting } = setup();
    timing.changed(100);
    timing.changed(SAVE_AT_ONCE_CHARS - 1);
    expect(writes()).toBe(2);
    expect(waiting()).toBe(0);
  });

  it('writes a big save at most once per wait, and at once when the game is over', () => {
    const { timing, writes, waiting, fire } = setup();
    for (let i = 0; i < 5; i++) timing.changed(SAVE_AT_ONCE_CHARS);
    expect(writes()).toBe(0);
    expect(waiting()).toBe(1);
    fire();
    expect(writes()).toBe(1);
    timing.changed(SAVE_AT_ONCE_CHARS);
    timing.changed(SAVE_AT_ONCE_CHARS, true);
    expect(writes()).toBe(2);
    expect(waiting()).toBe(0); // the waiting write was dropped: the urgent one wrote everything
  });

  it('drops a waiting write when stopped', () => {
    const { timing, writes, waiting } = setup();
    timing.changed(SAVE_AT_ONCE_CHARS);
    timing.stop();
    expect(waiting()).toBe(0);
    expect(writes()).toBe(0);
  });
});
