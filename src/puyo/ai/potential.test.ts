import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { Field } from '../index.ts';
import { type Grid, referenceChain } from '../reference.ts';
import { arbStackedField, field, gridOf } from '../testFields.ts';
import { emptyPotential, findPotentialChain } from './potential.ts';
import { columnHeights } from './shape.ts';

const heightsOf = (f: Field) => columnHeights(f, new Int32Array(6));

/** Slow: every column, every colour, 1 then 2 puyos, simulated on the plain grid by the reference simulator. */
function bruteForce(f: Field): { chains: number } {
  let best = 0;
  const heights = heightsOf(f);
  for (let col = 0; col < 6; col++) {
    for (let color = 1; color <= 4; color++) {
      const grid: Grid = gridOf(f);
      for (let added = 1; added <= 2 && heights[col] + added <= 12; added++) {
        grid[col][heights[col] + added] = color;
        const steps = referenceChain(grid.map((c) => [...c]));
        if (steps.length > 0) {
          best = Math.max(best, steps.length);
          break;
        }
      }
    }
  }
  return { chains: best };
}

/** Random settled fields of 4 colours that do not pop by themselves. */
const arbQuietField = arbStackedField(4, 11).filter((f) => referenceChain(gridOf(f)).length === 0);

describe('potential chains', () => {
  test('a 2-chain fired by one red puyo in column 3 (index 2)', () => {
    // Red on column 3 pops the four reds; the blues above fall and join the blue in column 3.
    const f = field('Y.....\nBB....\nBR....\nRRB...');
    const p = findPotentialChain(f, heightsOf(f), emptyPotential());
    expect([p.chains, p.column, p.color, p.needed, p.triggerRow]).toEqual([2, 2, 1, 1, 2]);
  });

  test('an empty or flat field has none', () => {
    const p = findPotentialChain(new Field(), heightsOf(new Field()), emptyPotential());
    expect(p.chains).toBe(0);
  });

  test.prop([arbQuietField], { numRuns: 300 })(
    'finds the longest chain of the slow search and reports how to fire it',
    (f) => {
      const p = findPotentialChain(f, heightsOf(f), emptyPotential());
      expect(p.chains).toBe(bruteForce(f).chains);
      if (p.chains === 0) return;
      const grid = gridOf(f);
      const h = heightsOf(f)[p.column];
      for (let i = 1; i <= p.needed; i++) grid[p.column][h + i] = p.color;
      const steps = referenceChain(grid);
      expect(steps.length).toBe(p.chains);
      expect(steps.reduce((s, step) => s + step.score, 0)).toBe(p.score);
      expect(steps.reduce((s, step) => s + step.puyos, 0)).toBe(p.puyos);
      expect(p.triggerRow).toBe(h + 1);
    },
  );
});
