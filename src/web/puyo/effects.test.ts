import { describe, expect, it } from 'vitest';
import { newMatch, planInputs, stepMatch } from '../../puyo/index.ts';
import { MatchEffects } from './effects.ts';

describe('match effects', () => {
  it('keep the field before a pop with its popping cells, the chain counter and the cells a lock filled', () => {
    const match = newMatch('effects');
    const effects = new MatchEffects();
    const player = match.players[0];
    // Two columns of one colour: stack every pair upright in the column of its pivot's colour.
    let plan: number[] = [];
    let planned = -1;
    let pops = 0;
    let locks = 0;
    while (pops === 0 && match.tick < 60 * 120) {
      if (player.phase === 'move' && planned !== player.nextPair) {
        planned = player.nextPair;
        plan = (planInputs(player.field, { col: player.piece!.pair.pivot - 1, rot: 0 }) ?? []).reverse();
      }
      effects.remember(match);
      stepMatch(match, player.phase === 'move' ? (plan.pop() ?? 0) : 0, 0);
      effects.observe(match);
      const side = effects.sides[0];
      if (match.events.some((e) => e.type === 'lock' && e.player === 0)) {
        locks++;
        expect(side.landed?.start).toBe(match.tick);
        expect(side.landed?.cells.length).toBeGreaterThan(0);
      }
      const pop = match.events.find((e) => e.type === 'pop' && e.player === 0);
      if (pop?.type === 'pop') {
        pops++;
        expect(side.popup).toEqual({ chain: pop.chain, start: match.tick });
        expect(side.popping!.cells.length).toBeGreaterThanOrEqual(4);
        expect(side.popping!.field.count()).toBe(player.field.count() + side.popping!.cells.length);
        // Each puyo that falls lands on a cell of its own colour in the field the engine left.
        for (const [key, rows] of side.popping!.falls) {
          const col = key % 6;
          const row = (key - col) / 6;
          expect(player.field.get(col, row)).toBe(side.popping!.field.get(col, row + rows));
        }
      }
    }
    expect(pops).toBe(1);
    expect(effects.sides[0].popping!.falls.size).toBeGreaterThan(0);
    expect(locks).toBeGreaterThan(1);
  });

  it('know how far the lower side of a lying pair fell after the lock', () => {
    const match = newMatch('tear');
    const effects = new MatchEffects();
    const player = match.players[0];
    for (let row = 1; row <= 3; row++) player.field.set(0, row, 6);
    while (player.phase !== 'move') stepMatch(match, 0, 0);
    // Turn right (child to the right), then go left until the pivot is over column 1's garbage.
    const plan = planInputs(player.field, { col: 0, rot: 1 }, 0)!;
    for (const input of plan) stepMatch(match, input, 0);
    while (player.phase === 'move') {
      effects.remember(match);
      stepMatch(match, 16, 0);
      effects.observe(match);
    }
    const landed = effects.sides[0].landed!;
    expect(landed.cells).toEqual([
      { col: 0, row: 4 },
      { col: 1, row: 1 },
    ]);
    expect([...landed.falls]).toEqual([[1 * 6 + 1, 3]]);
  });
});
