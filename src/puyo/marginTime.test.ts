/**
 * Tsu's margin time and all-clear bonus, written from the published rules (Puyo Nexus wiki, "Margin time" and
 * "Tsu (rule)"): the sequences below are typed from the rule, not computed by the engine.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ALL_CLEAR_GARBAGE, MARGIN_STEP_TICKS, MARGIN_TICKS, targetPointsAt } from './garbage.ts';
import { type MatchEvent, newMatch, type Phase, stepMatch } from './match.ts';
import { applyPlacement } from './placement.ts';
import { planInputs } from './plan.ts';

const SECOND = 60;

/** The target points in force from each reduction on: index 0 before margin time, k after the k-th reduction. */
const PUBLISHED: Record<number, readonly number[]> = {
  70: [70, 52, 35, 26, 17, 13, 8, 6, 4, 3, 2, 1],
  120: [120, 90, 60, 45, 30, 22, 15, 11, 7, 5, 3, 2, 1],
  // Large enough to meet the cap: after 14 reductions the value stays.
  100000: [
    100_000, 75_000, 50_000, 37_500, 25_000, 18_750, 12_500, 9375, 6250, 4687, 3125, 2343, 1562, 1171, 781,
  ],
};

/** The rule's own timer loop, kept literal: a reduction at 96 s, then one every 16 s while the target is above 1. */
function slowTargetPoints(seconds: number, initial: number): number {
  let target = initial;
  let previous = 0;
  let reductions = 0;
  let nextAt = 96;
  while (nextAt <= seconds) {
    const current = target;
    target = Math.floor(reductions === 0 ? initial * 0.75 : previous / 2);
    previous = current;
    reductions++;
    if (!(target > 1 && reductions < 14)) break;
    nextAt += 16;
  }
  return target;
}

describe('margin time', () => {
  for (const [base, sequence] of Object.entries(PUBLISHED)) {
    test(`from ${base}: ${sequence.join(', ')}, each step taking effect on its exact tick`, () => {
      const initial = Number(base);
      for (let k = 1; k < sequence.length; k++) {
        const stepTick = MARGIN_TICKS + (k - 1) * MARGIN_STEP_TICKS;
        expect(targetPointsAt(stepTick - 1, initial), `one tick before reduction ${k}`).toBe(sequence[k - 1]);
        expect(targetPointsAt(stepTick, initial), `on the tick of reduction ${k}`).toBe(sequence[k]);
      }
      const last = sequence.at(-1)!;
      expect(targetPointsAt(3600 * SECOND, initial), 'an hour in').toBe(last);
    });
  }

  test("the default target is Tsu's 70 and margin time starts at 96 s", () => {
    expect(targetPointsAt(0)).toBe(70);
    expect(targetPointsAt(96 * SECOND - 1)).toBe(70);
    expect(targetPointsAt(96 * SECOND)).toBe(52);
    expect(targetPointsAt(112 * SECOND)).toBe(35);
  });

  test.prop([fc.integer({ min: 2, max: 1_000_000 }), fc.nat(1200 * SECOND)], { numRuns: 3000 })(
    "any target at any tick agrees with the rule's timer loop",
    (initial, tick) => {
      expect(targetPointsAt(tick, initial)).toBe(slowTargetPoints(Math.floor(tick / SECOND), initial));
    },
  );
});

/**
 * Plays a real all clear for player 1 (three of each of the pair's colours under where it lands), then a second
 * chain of the same shape, starting at `tick`; returns player 1's pop events of that second chain.
 */
function allClearThenChain(tick: number): { pops: (MatchEvent & { type: 'pop' })[]; expectedScore: number } {
  const match = newMatch(9);
  const player = match.players[0];
  let pops: (MatchEvent & { type: 'pop' })[] = [];
  let expectedScore = 0;
  for (let round = 0; round < 2; round++) {
    while (player.phase !== 'move') stepMatch(match, 0, 0);
    if (round === 0) match.tick = tick;
    const { pivot, child } = player.piece!.pair;
    player.field.boards.fill(0);
    for (let row = 1; row <= 3; row++) {
      player.field.set(0, row, pivot);
      player.field.set(1, row, child);
    }
    expectedScore = applyPlacement(player.field, player.piece!.pair, { col: 0, rot: 1 }).score;
    player.carry = 0;
    for (const input of planInputs(player.field, { col: 0, rot: 1 })!) {
      if (player.phase !== 'move') break;
      stepMatch(match, input, 0);
    }
    pops = [];
    const phase = (): Phase => player.phase;
    while (phase() !== 'spawn') {
      stepMatch(match, 0, 0);
      for (const e of match.events) if (e.type === 'pop' && e.player === 0) pops.push(e);
    }
    expect(player.field.isEmpty()).toBe(true);
  }
  return { pops, expectedScore };
}

describe('all clear', () => {
  test('the next chain sends 30 more garbage puyos and shows 2,100 more points (target 70)', () => {
    const { pops, expectedScore } = allClearThenChain(0);
    expect(pops).toHaveLength(1);
    expect(pops[0].score).toBe(expectedScore + 2100);
    expect(pops[0].garbage).toBe(Math.floor(expectedScore / 70) + 30);
  });

  test('in margin time the bonus is still 30 garbage puyos, not 2,100 points at the lower target', () => {
    const tick = MARGIN_TICKS + MARGIN_STEP_TICKS; // second reduction: target 35 for the next 16 s
    const { pops, expectedScore } = allClearThenChain(tick);
    expect(pops).toHaveLength(1);
    expect(pops[0].garbage).toBe(Math.floor(expectedScore / 35) + ALL_CLEAR_GARBAGE);
    expect(ALL_CLEAR_GARBAGE).toBe(30);
  });
});
