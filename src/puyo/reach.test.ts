import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { Field } from './field.ts';
import { PLACEMENTS, placementId } from './placement.ts';
import { reachablePlacements, reachablePlacementsFor, searchReachablePlacements } from './reach.ts';
import { withHeights } from './testFields.ts';

const reachable = (f: Field, col: number, rot: number): boolean =>
  (reachablePlacements(f) & (1 << placementId(col, rot))) !== 0;

describe('reachability from the spawn point', () => {
  test('every placement on an empty field', () => {
    expect(reachablePlacements(new Field())).toBe((1 << 22) - 1);
    expect(reachablePlacementsFor(new Field(), { pivot: 2, child: 2 })).toHaveLength(11);
  });

  test('none when the spawn cell is filled', () => {
    expect(reachablePlacements(withHeights([0, 0, 12, 0, 0, 0]))).toBe(0);
  });

  // The classic rule: with no column of height 11 to climb from, a column is reachable exactly when no column
  // between it and the spawn column (both included) is filled up to row 12.
  test.prop([fc.array(fc.constantFrom(0, 3, 7, 10, 12, 13), { minLength: 6, maxLength: 6 })], {
    numRuns: 500,
  })("the classic rule's blocked columns", (heights) => {
    fc.pre(heights[2] < 12);
    const open = (col: number): boolean => {
      for (let c = Math.min(col, 2); c <= Math.max(col, 2); c++) if (heights[c] >= 12) return false;
      return true;
    };
    const f = withHeights(heights);
    for (const { col, rot } of PLACEMENTS) {
      const childCol = col + [0, 1, 0, -1][rot];
      expect(reachable(f, col, rot)).toBe(open(col) && open(childCol));
    }
  });

  test('climbing over a 12-high column from an 11-high one (floor kick, then lying left)', () => {
    expect(reachable(withHeights([0, 12, 11, 0, 0, 0]), 0, 0)).toBe(true);
    expect(reachable(withHeights([0, 12, 10, 0, 0, 0]), 0, 0)).toBe(false);
  });

  test('no climbing over a 13-high column', () => {
    expect(reachable(withHeights([0, 13, 11, 0, 0, 0]), 0, 0)).toBe(false);
  });

  test('quick turn in a well: upside down is reachable only by flipping', () => {
    const f = withHeights([0, 12, 9, 12, 0, 0]);
    expect(reachable(f, 2, 2)).toBe(true);
    expect(reachable(f, 2, 1)).toBe(false);
    expect(reachable(f, 0, 0)).toBe(false);
  });

  test('same-coloured pairs: mirror images merged, blocked ones left out', () => {
    const f = withHeights([0, 0, 0, 0, 12, 0]);
    expect(reachablePlacementsFor(f, { pivot: 1, child: 2 })).toHaveLength(14);
    expect(reachablePlacementsFor(f, { pivot: 3, child: 3 })).toHaveLength(7);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 13 }), { minLength: 6, maxLength: 6 })], { numRuns: 300 })(
    'the cache answers as the search does',
    (heights) => {
      const f = withHeights(heights);
      expect(reachablePlacements(f)).toBe(searchReachablePlacements(f));
      expect(reachablePlacements(f)).toBe(searchReachablePlacements(f));
    },
  );
});
