import { describe, expect, it } from 'vitest';
import { GameClock } from './gameClock.ts';

describe('a game clock', () => {
  it('counts whole milliseconds from its start, or goes on from a saved time', () => {
    let now = 1000.4;
    const fresh = new GameClock(0, () => now);
    const restored = new GameClock(12_000, () => now);
    expect(fresh.read()).toBe(0);
    now += 250.3;
    expect(fresh.read()).toBe(250);
    expect(restored.read()).toBe(12_250);
  });

  it('stands still while stopped and goes on from there, not from the time that passed meanwhile', () => {
    let now = 0;
    const clock = new GameClock(500, () => now);
    now = 1000;
    clock.stop();
    expect(clock.running).toBe(false);
    now = 61_000;
    expect(clock.read()).toBe(1500);
    clock.resume();
    expect(clock.running).toBe(true);
    now = 61_200;
    expect(clock.read()).toBe(1700);
    clock.resume(); // a second resume changes nothing
    expect(clock.read()).toBe(1700);
  });

  it('may start stopped, at a saved time (a puzzle not started yet)', () => {
    let now = 100;
    const clock = new GameClock(42_000, () => now, false);
    now = 9_100;
    expect(clock.read()).toBe(42_000);
    clock.resume();
    now = 10_100;
    expect(clock.read()).toBe(43_000);
  });

  it("is set to another time (a ranked game's clock to the server's), running or stopped as it was", () => {
    let now = 0;
    const running = new GameClock(1_000, () => now);
    const stopped = new GameClock(1_000, () => now, false);
    now = 500;
    running.setTo(90_000);
    stopped.setTo(90_000.4);
    expect([running.read(), stopped.read()]).toEqual([90_000, 90_000]);
    now = 2_500;
    expect([running.read(), stopped.read()]).toEqual([92_000, 90_000]);
    expect(running.running && !stopped.running).toBe(true);
  });
});
