import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { referenceChain } from '../reference.ts';
import { arbStackedField, field, gridOf } from '../testFields.ts';
import { DEFAULT_WEIGHTS, Evaluator } from './evaluate.ts';

/** Random settled fields of 4 colours that do not pop by themselves. */
const arbQuietField = arbStackedField(4, 11).filter((f) => referenceChain(gridOf(f)).length === 0);

describe('the unused-puyo term', () => {
  const plain = new Evaluator(DEFAULT_WEIGHTS);
  const counting = new Evaluator({ ...DEFAULT_WEIGHTS, unused: -10 });

  test('counts the colour puyos the best potential chain leaves on the field', () => {
    // One red on column 3 fires the 2-chain (potential.test.ts); the yellow on top stays: 1 puyo unused.
    const f = field('Y.....\nBB....\nBR....\nRRB...');
    expect(counting.evaluate(f) - plain.evaluate(f)).toBeCloseTo(-10, 9);
    // A lone puyo beside it adds one more.
    const g = field('Y.....\nBB....\nBR....\nRRB..G');
    expect(counting.evaluate(g) - plain.evaluate(g)).toBeCloseTo(-20, 9);
  });

  test.prop([arbQuietField], { numRuns: 300 })(
    'is the weight times the colour puyos left after the potential chain, as the slow simulator leaves them',
    (f) => {
      const diff = counting.evaluate(f) - plain.evaluate(f);
      const p = plain.potential;
      const grid = gridOf(f);
      if (p.chains > 0) {
        const h = f.height(p.column);
        for (let i = 1; i <= p.needed; i++) grid[p.column][h + i] = p.color;
        referenceChain(grid);
      }
      const left = grid.flat().filter((cell) => cell >= 1 && cell <= 5).length;
      expect(diff).toBeCloseTo(-10 * left, 6);
    },
  );
});

describe('the cut-off trigger term', () => {
  // Three reds on column 1 (a 1-chain with one more red) beside a tower on column 2 of `height` puyos.
  const besideTower = (height: number) =>
    field(
      Array.from({ length: 12 }, (_, i) => {
        const row = 12 - i;
        const tower = row > height ? '.' : row % 2 ? 'G' : 'Y';
        return `${row <= 3 ? 'R' : '.'}${tower}....`;
      }).join('\n'),
    );
  const plain = new Evaluator(DEFAULT_WEIGHTS);
  const cutting = new Evaluator({ ...DEFAULT_WEIGHTS, cutOff: -1000 });

  test('costs its weight per link only once no pair can reach the trigger column', () => {
    const open = besideTower(11);
    expect(cutting.evaluate(open)).toBe(plain.evaluate(open));
    const closed = besideTower(12);
    const before = plain.evaluate(closed);
    expect([plain.potential.chains, plain.potential.column]).toEqual([1, 0]);
    expect(cutting.evaluate(closed) - before).toBeCloseTo(-1000, 9);
  });
});
