import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { replay } from '../../core/game.ts';
import { type Move, minesweeper, PRESETS } from '../../mines/index.ts';
import { EngineHost } from './engineHost.ts';

const params = PRESETS.beginner;

/** Random moves on the beginner board, times rising. */
const movesArbitrary = fc
  .array(fc.tuple(fc.constantFrom('open', 'flag', 'chord', 'flagMode'), fc.nat(8), fc.nat(8), fc.nat(500)), {
    maxLength: 30,
  })
  .map((raw) => {
    let at = 0;
    return raw.map(([kind, x, y, step]): Move => {
      at += step;
      return kind === 'flagMode' ? { kind, at } : { kind: kind as 'open' | 'flag' | 'chord', x, y, at };
    });
  });

describe('the engine worker host', () => {
  test.prop([fc.string({ minLength: 1, maxLength: 8 }), movesArbitrary], { numRuns: 150 })(
    'the page copy patched move by move equals the engine replaying the log, and so does replayTo',
    (seed, moves) => {
      const host = new EngineHost();
      const started = host.handle({ type: 'start', params, seed, moves: [], noGuess: false }).reply;
      if (started.type !== 'snapshot') throw new Error(started.type);
      const tiles = started.tiles;
      const accepted: Move[] = [];
      for (const move of moves) {
        const reply = host.handle({ type: 'play', move }).reply;
        if (reply.type !== 'played') continue;
        accepted.push(move);
        reply.changed.forEach((cell, i) => {
          tiles[cell] = reply.values[i];
        });
        expect(reply.view.moveCount).toBe(accepted.length);
      }
      const truth = replay(minesweeper, { params, seed, moves: accepted });
      expect(truth.ok).toBe(true);
      if (!truth.ok) return;
      expect(Array.from(tiles)).toEqual(Array.from(truth.value.tiles));
      for (const position of [accepted.length, 0, Math.floor(accepted.length / 2)]) {
        const replayed = host.handle({ type: 'replayTo', moveCount: position }).reply;
        if (replayed.type !== 'snapshot') throw new Error(replayed.type);
        const expected = replay(minesweeper, { params, seed, moves: accepted.slice(0, position) });
        expect(expected.ok && Array.from(replayed.tiles)).toEqual(
          expected.ok && Array.from(expected.value.tiles),
        );
      }
    },
  );

  it('refuses a saved log the engine cannot replay, naming the move', () => {
    const host = new EngineHost();
    const moves: Move[] = [
      { kind: 'open', x: 4, y: 4, at: 100 },
      { kind: 'open', x: 0, y: 0, at: 50 },
    ];
    expect(host.handle({ type: 'start', params, seed: 's', moves, noGuess: false }).reply).toMatchObject({
      type: 'refused',
      error: expect.stringMatching(/^move 2: /),
    });
    expect(
      host.handle({ type: 'start', params: { ...params, mines: 99 }, seed: 's', moves: [], noGuess: false })
        .reply,
    ).toMatchObject({
      type: 'refused',
      error: expect.stringMatching(/do not fit/),
    });
  });

  it('gives the board its 3BV once the first click has placed the mines', () => {
    const host = new EngineHost();
    const start = host.handle({ type: 'start', params, seed: 'b', moves: [], noGuess: false }).reply;
    expect(start.type === 'snapshot' && start.view.bbbv).toBeNull();
    const played = host.handle({ type: 'play', move: { kind: 'open', x: 4, y: 4, at: 0 } }).reply;
    expect(played.type === 'played' && played.view.bbbv).toBeGreaterThan(0);
  });
});
