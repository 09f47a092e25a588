import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { type Game, GameSession, replay } from './game.ts';
import { err, ok } from './result.ts';
import { Rng } from './rng.ts';

/** A tiny game for the shared machinery: a seeded target, moves add to a total that may not pass the target. */
interface CounterState {
  target: number;
  total: number;
}
const counter: Game<{ max: number }, CounterState, number, number> = {
  newGame: (params, seed) => ({ target: 1 + Rng.fromSeed(seed).nextInt(params.max), total: 0 }),
  play: (state, move) => {
    if (state.total + move > state.target) return err(`${move} would pass the target`);
    state.total += move;
    return ok(state.total);
  },
};

describe('replay and sessions', () => {
  it('replays a log and names the refused move', () => {
    const target = counter.newGame({ max: 100 }, 's').target;
    expect(replay(counter, { params: { max: 100 }, seed: 's', moves: [1, 1] })).toEqual({
      ok: true,
      value: { target, total: 2 },
    });
    const refused = replay(counter, { params: { max: 100 }, seed: 's', moves: [1, target, 1] });
    expect(refused).toEqual({ ok: false, error: { moveIndex: 1, error: `${target} would pass the target` } });
  });

  test.prop([fc.string(), fc.array(fc.nat(5), { maxLength: 40 }), fc.array(fc.boolean(), { maxLength: 60 })])(
    'undo and redo always agree with replaying the log',
    (seed, moves, undoOrRedo) => {
      const session = new GameSession(counter, { max: 1000 }, seed);
      for (const move of moves) session.play(move);
      for (const isUndo of undoOrRedo) {
        if (isUndo) session.undo();
        else session.redo();
        const replayed = replay(counter, session.record);
        expect(replayed.ok && replayed.value).toEqual(session.state);
      }
    },
  );

  it('a new move clears the redo stack', () => {
    const session = new GameSession(counter, { max: 1000 }, 'x');
    session.play(1);
    session.play(2);
    session.undo();
    expect(session.canRedo).toBe(true);
    session.play(0);
    expect(session.canRedo).toBe(false);
    expect(session.record.moves).toEqual([1, 0]);
  });
});
