import { describe, expect, it } from 'vitest';
import type { Game } from '../../core/game.ts';
import { ReplayCursor } from '../../core/replayCursor.ts';
import { ok } from '../../core/result.ts';
import type { Timers } from '../timers.ts';
import { LogReplay } from './logReplay.ts';
import { ReplayPlayer } from './replayPlayer.ts';

/** Timers the test fires by hand: `waits` are the delays asked for, in order. */
class HandTimers implements Timers {
  readonly waits: number[] = [];
  private readonly due = new Map<number, () => void>();
  private next = 1;
  set(run: () => void, ms: number): number {
    this.waits.push(ms);
    this.due.set(this.next, run);
    return this.next++;
  }
  clear(handle: number): void {
    this.due.delete(handle);
  }
  get pending(): number {
    return this.due.size;
  }
  /** Fires the one waiting timer, then lets the seeks it starts finish. */
  async fire(): Promise<void> {
    const [handle, run] = [...this.due][0];
    this.due.delete(handle);
    run();
    await flush();
  }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

interface Timed {
  readonly at: number;
}
const moves: Timed[] = [{ at: 0 }, { at: 500 }, { at: 5000 }, { at: 5010 }];

/** A source whose states live "elsewhere": each show resolves when the test says so. */
function remote() {
  const shown: number[] = [];
  const waiting: (() => void)[] = [];
  const source = new LogReplay(
    moves,
    (position) =>
      new Promise<void>((resolve) => {
        waiting.push(() => {
          shown.push(position);
          resolve();
        });
      }),
    { timeOf: (move) => move.at, describe: (move) => `at ${move.at}` },
  );
  const answerAll = async () => {
    await flush();
    while (waiting.length > 0) {
      waiting.shift()!();
      await flush();
    }
  };
  return { source, shown, answerAll };
}

describe('the replay player', () => {
  it('opens at the source position and clamps where it goes', async () => {
    const { source, shown, answerAll } = remote();
    const player = new ReplayPlayer(source, () => {});
    expect(player.position).toBe(4);
    const done = player.go(-5);
    expect(player.position).toBe(0);
    await answerAll();
    await done;
    expect(shown).toEqual([0]);
    void player.go(99);
    expect(player.position).toBe(4);
    await answerAll();
    expect(shown).toEqual([0, 4]);
  });

  it('seeks one at a time, skipping positions a later go replaced', async () => {
    const { source, shown, answerAll } = remote();
    const player = new ReplayPlayer(source, () => {});
    void player.go(1);
    await flush(); // showing 1 has started
    void player.go(2); // replaced before its turn
    const last = player.go(3);
    await answerAll();
    await last;
    expect(shown).toEqual([1, 3]);
    expect(source.position).toBe(3);
  });

  it('plays from the start at the pace of the moves, a long think cut short, and stops at the end', async () => {
    const { source, shown, answerAll } = remote();
    const timers = new HandTimers();
    let changes = 0;
    const player = new ReplayPlayer(source, () => changes++, undefined, timers);
    player.play(); // at the end: back to the start first
    expect(player.playing).toBe(true);
    await answerAll();
    expect(shown).toEqual([0]);
    expect(timers.waits).toEqual([300]); // nothing played yet: the default wait
    for (let i = 0; i < 4; i++) {
      await timers.fire();
      await answerAll();
    }
    expect(shown).toEqual([0, 1, 2, 3, 4]);
    expect(timers.waits).toEqual([300, 500, 1000, 60]);
    expect(player.playing).toBe(false);
    expect(timers.pending).toBe(0);
    expect(changes).toBeGreaterThan(5);
  });

  it('pauses: the waiting step is dropped', async () => {
    const { source, answerAll } = remote();
    const timers = new HandTimers();
    const player = new ReplayPlayer(source, () => {}, undefined, timers);
    void player.go(1);
    await answerAll();
    player.toggle();
    await flush();
    expect(timers.pending).toBe(1);
    player.toggle();
    expect(player.playing).toBe(false);
    expect(timers.pending).toBe(0);
    expect(player.position).toBe(1);
  });

  it("takes core's ReplayCursor as its source", async () => {
    const counter: Game<null, { total: number }, number, number> = {
      newGame: () => ({ total: 0 }),
      play: (state, move) => ok((state.total += move)),
    };
    const opened = ReplayCursor.open(counter, { params: null, seed: 's', moves: [1, 2, 3] });
    if (!opened.ok) throw new Error('log must replay');
    const cursor = opened.value;
    const timers = new HandTimers();
    const player = new ReplayPlayer(cursor, () => {}, undefined, timers);
    expect(player.position).toBe(0);
    await player.go(2);
    expect(cursor.state.total).toBe(3);
    player.play();
    await flush();
    await timers.fire();
    expect(cursor.state.total).toBe(6);
    expect(player.playing).toBe(false);
  });
});

describe('a log replay', () => {
  it('names the move that led to a position, and nothing at the start', () => {
    const { source } = remote();
    expect(source.describeMove(0)).toBeUndefined();
    expect(source.describeMove(2)).toBe('at 500');
    expect(new LogReplay(moves, async () => {}).describeMove(2)).toBeUndefined();
  });
});
