import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hostileJson, withinBudget } from '../../../test/hostile.ts';
import { replay } from '../../core/game.ts';
import { type Move, minesweeper, PRESETS } from '../../mines/index.ts';
import { answer, EngineHost } from './engineHost.ts';

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

describe('the engine worker host, sent anything', () => {
  const validRequest = fc.oneof(
    fc.record({
      type: fc.constant('start'),
      params: fc.constant(params),
      seed: fc.string({ minLength: 1, maxLength: 8 }),
      moves: movesArbitrary,
      noGuess: fc.boolean(),
    }),
    movesArbitrary.filter((moves) => moves.length > 0).map((moves) => ({ type: 'play', move: moves[0] })),
    fc.constant({ type: 'stats' }),
    fc.nat(40).map((moveCount) => ({ type: 'replayTo', moveCount })),
  );
  /** A valid request with one field (or the whole request) replaced by hostile JSON. */
  const hostileRequest = fc.tuple(validRequest, hostileJson, fc.nat()).map(([request, hostile, pick]) => {
    const keys = Object.keys(request);
    const at = pick % (keys.length + 1);
    return at === keys.length ? hostile : { ...request, [keys[at]]: hostile };
  });

  test.prop([fc.array(fc.oneof(validRequest, hostileRequest), { maxLength: 12 })], { numRuns: 300 })(
    'answers every request with a reply or a short refusal, quickly, and never throws',
    (requests) => {
      const host = new EngineHost();
      for (const request of requests) {
        const { reply } = withinBudget(() => host.handle(request));
        expect(['snapshot', 'played', 'stats', 'refused']).toContain(reply.type);
        if (reply.type === 'refused') expect(reply.error.length).toBeLessThanOrEqual(200);
      }
    },
  );

  test.prop(
    [fc.string({ minLength: 1, maxLength: 8 }), movesArbitrary, fc.array(hostileJson, { maxLength: 6 })],
    {
      numRuns: 150,
    },
  )('refused replay positions leave the replay board right', (seed, moves, positions) => {
    const host = new EngineHost();
    host.handle({ type: 'start', params, seed, moves: [], noGuess: false });
    const accepted = moves.filter((move) => host.handle({ type: 'play', move }).reply.type === 'played');
    host.handle({ type: 'replayTo', moveCount: Math.floor(accepted.length / 2) });
    for (const moveCount of positions) host.handle({ type: 'replayTo', moveCount });
    const replayed = host.handle({ type: 'replayTo', moveCount: accepted.length }).reply;
    const truth = replay(minesweeper, { params, seed, moves: accepted });
    expect(replayed.type === 'snapshot' && Array.from(replayed.tiles)).toEqual(
      truth.ok && Array.from(truth.value.tiles),
    );
  });

  it('refuses what the page never sends, naming the field', () => {
    const refusal = (body: unknown) => {
      const reply = new EngineHost().handle(body).reply;
      return reply.type === 'refused' ? reply.error : reply.type;
    };
    expect(refusal(null)).toBe('bad request: a request is not an object');
    expect(refusal({ type: 'launch' })).toBe('bad request: no known request type');
    expect(refusal({ type: 'replayTo', moveCount: Number.NaN })).toMatch(/moveCount/);
    const start = { type: 'start', params, seed: 's', moves: [], noGuess: false };
    expect(refusal({ ...start, params: { ...params, width: 100_000, height: 2684 } })).toMatch(/more cells/);
    expect(refusal({ ...start, seed: 's'.repeat(201) })).toMatch(/seed/);
    expect(
      refusal({ ...start, moves: [{ kind: 'open', x: 1, y: 1, at: Number.POSITIVE_INFINITY }] }),
    ).toMatch(/^bad request: move 1: /);
    expect(refusal({ ...start, moves: [{ kind: 'open', x: -1, y: 1, at: 0 }] })).toMatch(
      /^bad request: move 1: /,
    );
    expect(refusal(start)).toBe('snapshot');
  });

  it('answers only messages with an id, and drops the rest without a throw', () => {
    const host = new EngineHost();
    expect(answer(host, null)).toBeUndefined();
    expect(answer(host, { body: { type: 'stats' } })).toBeUndefined();
    expect(answer(host, { id: 'x', body: { type: 'stats' } })).toBeUndefined();
    expect(answer(host, { id: 7, body: 'nonsense' })?.envelope).toEqual({
      id: 7,
      body: { type: 'refused', error: 'bad request: a request is not an object' },
    });
  });
});
