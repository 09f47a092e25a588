import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type Game, replay } from './game.ts';
import { ReplayCursor, replayDelay } from './replayCursor.ts';
import { err, ok } from './result.ts';
import { Rng } from './rng.ts';

/** A tiny game: a seeded start, each move (a time and an amount) adds to a total that may not pass 1000. */
interface CounterState {
  total: number;
  history: number[];
}
interface TimedMove {
  readonly at: number;
  readonly add: number;
}
function countingGame(): { game: Game<null, CounterState, TimedMove, number>; plays: () => number } {
  let plays = 0;
  const game: Game<null, CounterState, TimedMove, number> = {
    newGame: (_params, seed) => ({ total: Rng.fromSeed(seed).nextInt(10), history: [] }),
    play: (state, move) => {
      plays++;
      if (state.total + move.add > 1000) return err('too much');
      state.total += move.add;
      state.history.push(move.add);
      return ok(state.total);
    },
  };
  return { game, plays: () => plays };
}
const clone = (state: CounterState): CounterState => ({ total: state.total, history: [...state.history] });
const movesArb = fc.array(fc.record({ at: fc.nat(100_000), add: fc.nat(9) }), { maxLength: 60 });

describe('replay cursor', () => {
  test.prop([
    fc.string(),
    movesArb,
    fc.array(fc.integer({ min: -80, max: 80 }), { maxLength: 30 }),
    fc.boolean(),
  ])(
    'after any seeks and steps, the state is the replay of the log up to the position',
    (seed, moves, seeks, withCheckpoints) => {
      const { game } = countingGame();
      const opened = ReplayCursor.open(
        game,
        { params: null, seed, moves },
        {
          clone: withCheckpoints ? clone : undefined,
          checkpointEvery: 7,
        },
      );
      if (!opened.ok) throw new Error('log must replay');
      const cursor = opened.value;
      for (const [i, target] of seeks.entries()) {
        const position = i % 2 === 0 ? cursor.seek(target) : cursor.step(target);
        expect(position).toBe(cursor.position);
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(moves.length);
        const expected = replay(game, { params: null, seed, moves: moves.slice(0, position) });
        expect(expected.ok && expected.value).toEqual(cursor.state);
        expect(cursor.lastMove).toBe(moves[position - 1]);
        expect(cursor.atEnd).toBe(position === moves.length);
      }
    },
  );

  it('going back starts from the nearest checkpoint, not from the first move', () => {
    const moves = Array.from({ length: 100 }, (_, i) => ({ at: i * 10, add: 1 }));
    const counting = countingGame();
    const cursor = ReplayCursor.open(
      counting.game,
      { params: null, seed: 's', moves },
      { clone, checkpointEvery: 10 },
    );
    if (!cursor.ok) throw new Error('log must replay');
    cursor.value.seek(100);
    const before = counting.plays();
    cursor.value.seek(95);
    expect(counting.plays() - before).toBe(5); // from the checkpoint at 90
    const plain = countingGame();
    const slow = ReplayCursor.open(plain.game, { params: null, seed: 's', moves });
    if (!slow.ok) throw new Error('log must replay');
    slow.value.seek(100);
    const start = plain.plays();
    slow.value.seek(95);
    expect(plain.plays() - start).toBe(95);
  });

  it('refuses a log that does not replay, naming the move', () => {
    const { game } = countingGame();
    const opened = ReplayCursor.open(game, {
      params: null,
      seed: 's',
      moves: [
        { at: 0, add: 1 },
        { at: 1, add: 5000 },
      ],
    });
    expect(opened).toEqual({ ok: false, error: { moveIndex: 1, error: 'too much' } });
  });

  it("paces by the moves' own times at a speed, within bounds, and stops at the end", () => {
    const moves = [
      { at: 0, add: 1 },
      { at: 400, add: 1 },
      { at: 10_400, add: 1 },
      { at: 10_410, add: 1 },
    ];
    const { game } = countingGame();
    const opened = ReplayCursor.open(game, { params: null, seed: 's', moves }, { timeOf: (move) => move.at });
    if (!opened.ok) throw new Error('log must replay');
    const cursor = opened.value;
    expect(cursor.delayBefore()).toBe(300); // nothing played yet: the default wait
    cursor.step();
    expect(cursor.delayBefore()).toBe(400);
    expect(cursor.delayBefore({ speed: 2 })).toBe(200);
    cursor.step();
    expect(cursor.delayBefore()).toBe(1000); // a 10 s think, shortened
    cursor.step();
    expect(cursor.delayBefore({ minDelayMs: 60 })).toBe(60);
    cursor.step();
    expect(cursor.delayBefore()).toBeUndefined();
  });

  it('opens at the end of the log when asked, having played it once', () => {
    const moves = Array.from({ length: 20 }, (_, i) => ({ at: i, add: 2 }));
    const counting = countingGame();
    const opened = ReplayCursor.open(counting.game, { params: null, seed: 's', moves }, { atEnd: true });
    if (!opened.ok) throw new Error('log must replay');
    const cursor = opened.value;
    expect(counting.plays()).toBe(20);
    expect(cursor.position).toBe(20);
    expect(cursor.atEnd).toBe(true);
    const whole = replay(counting.game, { params: null, seed: 's', moves });
    expect(whole.ok && whole.value).toEqual(cursor.state);
    cursor.seek(5);
    const start = replay(counting.game, { params: null, seed: 's', moves: moves.slice(0, 5) });
    expect(start.ok && start.value).toEqual(cursor.state);
  });

  it('paces a log without a cursor the same way (replayDelay)', () => {
    const moves = [{ at: 0 }, { at: 400 }, { at: 10_400 }];
    const timeOf = (move: { at: number }) => move.at;
    expect(replayDelay(moves, 0, timeOf)).toBe(300);
    expect(replayDelay(moves, 1, timeOf, { speed: 2 })).toBe(200);
    expect(replayDelay(moves, 2, timeOf)).toBe(1000);
    expect(replayDelay(moves, 1, undefined, { defaultDelayMs: 50 })).toBe(50);
    expect(replayDelay(moves, 3, timeOf)).toBeUndefined();
  });

  it('clamps seeks that are not positions of the log', () => {
    const { game } = countingGame();
    const opened = ReplayCursor.open(game, { params: null, seed: 's', moves: [{ at: 0, add: 1 }] });
    if (!opened.ok) throw new Error('log must replay');
    expect(opened.value.seek(Number.NaN)).toBe(0);
    expect(opened.value.seek(Number.POSITIVE_INFINITY)).toBe(0);
    expect(opened.value.seek(99)).toBe(1);
    expect(opened.value.seek(-3)).toBe(0);
  });
});
