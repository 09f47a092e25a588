import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { resolveChain } from './chain.ts';
import { Field } from './field.ts';
import {
  applyPlacement,
  applyPlacementInPlace,
  PLACEMENTS,
  PlacementOutcome,
  placementsFor,
  SAME_COLOR_PLACEMENTS,
} from './placement.ts';
import { referenceChain } from './reference.ts';
import { arbColumns, buildField, field, gridOf } from './testFields.ts';
import type { Color } from './types.ts';

describe('placements', () => {
  test('22 distinct placements for two colours, 11 for one', () => {
    expect(PLACEMENTS).toHaveLength(22);
    expect(new Set(PLACEMENTS.map((p) => `${p.col},${p.rot}`)).size).toBe(22);
    expect(placementsFor({ pivot: 1, child: 2 })).toHaveLength(22);
    expect(placementsFor({ pivot: 3, child: 3 })).toHaveLength(11);
  });

  test('the 11 same-colour placements give every distinct result of the 22', () => {
    const base = field('..R...\n.GB..Y');
    const results = (placements: readonly (typeof PLACEMENTS)[number][]) =>
      new Set(placements.map((p) => applyPlacement(base, { pivot: 4, child: 4 }, p).field.boards.join()));
    expect(results(SAME_COLOR_PLACEMENTS)).toEqual(results(PLACEMENTS));
    expect(results(SAME_COLOR_PLACEMENTS).size).toBe(11);
  });

  test('upright and upside-down placements stack in order', () => {
    const up = applyPlacement(new Field(), { pivot: 1, child: 2 }, { col: 0, rot: 0 }).field;
    const down = applyPlacement(new Field(), { pivot: 1, child: 2 }, { col: 0, rot: 2 }).field;
    expect([up.get(0, 1), up.get(0, 2)]).toEqual([1, 2]);
    expect([down.get(0, 1), down.get(0, 2)]).toEqual([2, 1]);
  });

  test('a lying pair splits over uneven columns', () => {
    const f = applyPlacement(field('R.....\nG.....'), { pivot: 3, child: 4 }, { col: 0, rot: 1 }).field;
    expect([f.get(0, 3), f.get(1, 1)]).toEqual([3, 4]);
  });

  test('a child that ends in row 14 stays there; death when column 3 row 12 fills', () => {
    const f = new Field();
    for (let row = 1; row <= 12; row++) f.set(0, row, ((row % 4) + 1) as Color);
    const out = applyPlacementInPlace(f, { pivot: 1, child: 5 }, { col: 0, rot: 0 }, new PlacementOutcome());
    expect([f.get(0, 13), f.get(0, 14)]).toEqual([1, 5]);
    expect(out.dead).toBe(false);
    const g = new Field();
    for (let row = 1; row <= 10; row++) g.set(2, row, ((row % 4) + 1) as Color);
    expect(
      applyPlacementInPlace(g, { pivot: 1, child: 2 }, { col: 2, rot: 0 }, new PlacementOutcome()).dead,
    ).toBe(true);
  });

  test('chain, score, garbage with carry and all-clear bonus', () => {
    const base = field('RRR...');
    const plain = applyPlacement(base, { pivot: 1, child: 2 }, { col: 3, rot: 0 });
    expect([plain.chains, plain.score, plain.garbage, plain.carry]).toEqual([1, 40, 0, 40]);
    const carried = applyPlacement(base, { pivot: 1, child: 2 }, { col: 3, rot: 0 }, { carry: 35 });
    expect([carried.garbage, carried.carry]).toEqual([1, 5]);
    const bonus = applyPlacement(base, { pivot: 1, child: 1 }, { col: 3, rot: 0 }, { allClearBonus: true });
    expect([bonus.score, bonus.garbage, bonus.carry, bonus.allClear]).toEqual([2200, 31, 30, true]);
  });

  const arbPlacement = fc.record({
    id: fc.integer({ min: 0, max: 21 }),
    pivot: fc.integer({ min: 1, max: 3 }),
    child: fc.integer({ min: 1, max: 3 }),
    carry: fc.integer({ min: 0, max: 69 }),
    target: fc.integer({ min: 1, max: 70 }),
  });

  test.prop([arbColumns(3), arbPlacement], { numRuns: 2000 })(
    'matches the slow simulator; garbage sent equals the formula; no puyo created or lost',
    (columns, { id, pivot, child, carry, target }) => {
      const { field: f, grid } = buildField(columns, 3);
      // Placements start from a stable field (any chain already resolved).
      resolveChain(f);
      referenceChain(grid);
      const placement = PLACEMENTS[id];
      const before = f.count();
      const out = applyPlacementInPlace(
        f,
        { pivot: pivot as Color, child: child as Color },
        placement,
        new PlacementOutcome(),
        { carry, targetPoints: target },
      );
      // The slow way: drop each puyo on its column, then resolve.
      const land = (col: number, cell: number): number => {
        let row = 1;
        while (row <= 13 && grid[col][row] !== 0) row++;
        if (row === 14 && grid[col][14] !== 0) return 0;
        grid[col][row] = cell;
        return 1;
      };
      const childCol = placement.col + [0, 1, 0, -1][placement.rot];
      const landed =
        placement.rot === 2
          ? land(placement.col, child) + land(placement.col, pivot)
          : land(placement.col, pivot) + land(childCol, child);
      const steps = referenceChain(grid);
      const score = steps.reduce((s, step) => s + step.score, 0);
      expect(gridOf(f)).toEqual(grid);
      expect([out.chains, out.score]).toEqual([steps.length, score]);
      expect(out.garbage).toBe(Math.floor((score + carry) / target));
      expect(out.garbage * target + out.carry).toBe(score + carry);
      expect(f.count()).toBe(before + landed - out.puyos - out.garbageCleared);
      expect(out.dead).toBe(grid[2][12] !== 0);
    },
  );
});
