import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import type { Field } from './field.ts';
import {
  DEFAULT_MATCH_PARAMS,
  type MatchEvent,
  type MatchState,
  newMatch,
  type Phase,
  stepMatch,
  type upcomingPair,
} from './match.ts';
import { packInputs, replayMatch, snapshotMatch } from './matchRecord.ts';
import { Input } from './moves.ts';
import { applyPlacement, type Placement } from './placement.ts';
import { planInputs } from './plan.ts';
import { makeQueue } from './queue.ts';
import { reachablePlacementsFor } from './reach.ts';

/** Plays a match where each player drops every pair on a placement picked by `choose`, via planned inputs. */
function playPlanned(
  seed: number,
  ticks: number,
  choose: (options: Placement[], turn: number, p: number) => Placement,
) {
  const match = newMatch(seed);
  const log: number[] = [];
  const events: MatchEvent[] = [];
  const plans: (number[] | null)[] = [null, null];
  const turns = [0, 0];
  const checks: { before: Field; placement: Placement; p: number; pair: ReturnType<typeof upcomingPair> }[] =
    [];
  const pendingCheck: ((typeof checks)[number] | null)[] = [null, null];
  let compared = 0;
  for (let t = 0; t < ticks && match.result === null; t++) {
    const inputs = [0, 0];
    for (let p = 0; p < 2; p++) {
      const player = match.players[p];
      if (player.phase !== 'move') {
        plans[p] = null;
        continue;
      }
      if (plans[p] === null) {
        const check = pendingCheck[p];
        if (check) compared += compare(check, match) ? 1 : 0;
        const pair = player.piece!.pair;
        const options = reachablePlacementsFor(player.field, pair);
        const placement = choose(options, turns[p]++, p);
        plans[p] = planInputs(player.field, placement);
        pendingCheck[p] = { before: player.field.clone(), placement, p, pair };
      }
      inputs[p] = plans[p]!.shift() ?? Input.SoftDrop;
    }
    log.push(packInputs(inputs[0], inputs[1]));
    stepMatch(match, inputs[0], inputs[1]);
    events.push(...match.events);
    for (const e of match.events)
      if (e.type === 'garbage' && pendingCheck[e.player]) pendingCheck[e.player] = null;
  }
  return { match, log, events, compared };
}

/** The field after a planned placement equals the placement API's result. */
function compare(
  check: {
    before: Field;
    placement: Placement;
    p: number;
    pair: { pivot: 1 | 2 | 3 | 4 | 5; child: 1 | 2 | 3 | 4 | 5 };
  },
  match: MatchState,
): boolean {
  const expected = applyPlacement(check.before, check.pair, check.placement).field;
  expect(match.players[check.p].field.boards).toEqual(expected.boards);
  return true;
}

const spread = (options: Placement[], turn: number, p: number): Placement =>
  options[(turn * 7 + p * 3) % options.length];

describe('queue', () => {
  test('4 colours of 5, the first two pairs from 3 of them, seeded', () => {
    for (let seed = 0; seed < 50; seed++) {
      const queue = makeQueue(seed);
      const colors = new Set(queue.flatMap((pair) => [pair.pivot, pair.child]));
      expect(colors.size).toBe(4);
      expect(new Set(queue.slice(0, 2).flatMap((pair) => [pair.pivot, pair.child])).size).toBeLessThanOrEqual(
        3,
      );
      expect(makeQueue(seed)).toEqual(queue);
    }
    expect(makeQueue(1)).not.toEqual(makeQueue(2));
  });

  test('both players get the same pairs', () => {
    const { events } = playPlanned(3, 3000, spread);
    const locks = [0, 1].map((p) =>
      events.filter((e) => e.type === 'lock' && e.player === p).map((e) => e.type === 'lock' && e.pair),
    );
    const n = Math.min(locks[0].length, locks[1].length);
    expect(n).toBeGreaterThan(10);
    expect(locks[0].slice(0, n)).toEqual(locks[1].slice(0, n));
  });
});

describe('match', () => {
  test('pairs spawn at column 3, row 12 and fall on their own; a player who never moves loses', () => {
    const match = newMatch(1);
    for (let t = 0; t < 20; t++) stepMatch(match, 0, 0);
    expect(match.players[0].piece).toMatchObject({ col: 2, row: 12, rot: 0 });
    let ticks = 0;
    while (match.result === null && ticks < 20000) {
      stepMatch(match, 0, ticks % 2 ? Input.SoftDrop : 0);
      ticks++;
    }
    // Player 2 soft-drops every other tick and fills column 3 faster: it loses first.
    expect(match.result).toBe('p1');
  });

  test('soft drop scores a point a row and locks on landing', () => {
    const match = newMatch(2);
    const player = match.players[0];
    const phase = (): Phase => player.phase;
    while (phase() !== 'move') stepMatch(match, 0, 0);
    let ticks = 0;
    while (phase() === 'move') {
      stepMatch(match, Input.SoftDrop, 0);
      ticks++;
    }
    // From row 12 down to row 1: 11 rows, 2 ticks a row, locked on the tick it lands.
    expect(player.score).toBe(11);
    expect(ticks).toBe(23);
    expect([player.field.get(2, 1), player.field.get(2, 2)]).not.toContain(0);
  });

  test('planned inputs place pairs exactly where the placement API says', () => {
    const { compared, events } = playPlanned(11, 4000, spread);
    expect(compared).toBeGreaterThan(20);
    expect(events.some((e) => e.type === 'lock')).toBe(true);
  });

  test('garbage sent equals the formula and none is created or lost between the players', () => {
    for (const seed of [5, 6, 7, 8]) {
      const { match, events } = playPlanned(
        seed,
        5000,
        (options, turn, p) => options[(turn * (p ? 5 : 3)) % options.length],
      );
      for (let p = 0; p < 2; p++) {
        const pops = events.filter((e) => e.type === 'pop' && e.player === p);
        const points = pops.reduce((s, e) => s + (e.type === 'pop' ? e.score : 0), 0);
        const units = pops.reduce((s, e) => s + (e.type === 'pop' ? e.garbage : 0), 0);
        expect(match.tick).toBeLessThan(96 * 60);
        expect(units).toBe(Math.floor(points / DEFAULT_MATCH_PARAMS.targetPoints));
      }
      const sum = (p: number, key: 'garbage' | 'garbageSent'): number =>
        events.reduce((s, e) => s + (e.type === 'pop' && e.player === p ? e[key] : 0), 0);
      for (let p = 0; p < 2; p++) {
        const q = 1 - p;
        const dropped = events.reduce(
          (s, e) => s + (e.type === 'garbage' && e.player === q ? e.count : 0),
          0,
        );
        const cancelledByQ = sum(q, 'garbage') - sum(q, 'garbageSent');
        const waiting = match.players[q].garbage.pending + match.players[q].garbage.incoming;
        expect(sum(p, 'garbageSent') - cancelledByQ).toBe(dropped + waiting);
      }
    }
  });

  test.prop(
    [fc.array(fc.integer({ min: 0, max: 1023 }), { minLength: 500, maxLength: 4000 }), fc.integer()],
    {
      numRuns: 20,
    },
  )('replaying an input log reproduces the whole match', (inputs, seed) => {
    // Cut the log where the match ends: later ticks are refused.
    const live = newMatch(seed);
    let end = 0;
    while (end < inputs.length && live.result === null) {
      stepMatch(live, inputs[end] & 31, inputs[end] >>> 5);
      end++;
    }
    const log = inputs.slice(0, end);
    const first = replayMatch({ seed, inputs: log });
    const second = replayMatch({ seed, inputs: log });
    if (!first.ok || !second.ok) throw new Error('replay refused a tick');
    expect(snapshotMatch(first.value)).toEqual(snapshotMatch(live));
    expect(snapshotMatch(second.value)).toEqual(snapshotMatch(first.value));
    if (live.result !== null) {
      expect(replayMatch({ seed, inputs: [...log, 0] })).toEqual({
        ok: false,
        error: { moveIndex: log.length, error: 'the match is over' },
      });
    }
  });

  test('a planned match replays exactly from its seed and input log', () => {
    const { match, log } = playPlanned(21, 6000, spread);
    const replayed = replayMatch({ seed: 21, inputs: log });
    expect(replayed.ok && snapshotMatch(replayed.value)).toEqual(snapshotMatch(match));
    expect(match.players.some((player) => player.longestChain > 0 || player.score > 0)).toBe(true);
  });

  test('a bad input is refused with its tick', () => {
    expect(replayMatch({ seed: 1, inputs: [0, 0, 4096] })).toEqual({
      ok: false,
      error: { moveIndex: 2, error: 'bad input 4096' },
    });
  });
  test('an all clear adds 2,100 points to the next chain', () => {
    const match = newMatch(9);
    const player = match.players[0];
    const scores: number[] = [];
    const expected: number[] = [];
    for (let round = 0; round < 2; round++) {
      while (player.phase !== 'move') stepMatch(match, 0, 0);
      const { pivot, child } = player.piece!.pair;
      // Three of each colour under where the pair will lie: both columns pop, leaving the field empty.
      player.field.boards.fill(0);
      for (let row = 1; row <= 3; row++) {
        player.field.set(0, row, pivot);
        player.field.set(1, row, child);
      }
      expected.push(
        applyPlacement(player.field, player.piece!.pair, { col: 0, rot: 1 }).score + round * 2100,
      );
      for (const input of planInputs(player.field, { col: 0, rot: 1 })!) {
        if (player.phase !== 'move') break;
        stepMatch(match, input, 0);
      }
      const phase = (): Phase => player.phase;
      while (phase() !== 'spawn') {
        stepMatch(match, 0, 0);
        for (const e of match.events) if (e.type === 'pop' && e.player === 0) scores.push(e.score);
      }
      expect(player.field.isEmpty()).toBe(true);
      expect(player.allClearBonus).toBe(true);
    }
    expect(scores).toEqual(expected);
  });
});
