import { test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { arbStackedField, field } from '../testFields.ts';
import { DEFAULT_WEIGHTS, Evaluator } from './evaluate.ts';

describe('the excess term (puyos a potential chain clears beyond 4 a link)', () => {
  test('a 2-chain of a 4-group and a 5-group costs one excess puyo; one of two 4-groups costs none', () => {
    const withExcess = new Evaluator({ ...DEFAULT_WEIGHTS, excess: -100 });
    const without = new Evaluator(DEFAULT_WEIGHTS);
    // One red on column 3 pops four reds; the blues fall onto the blue(s) in columns 3 (and 4).
    const five = field('Y.....\nBB....\nBR....\nRRBB..');
    const four = field('Y.....\nBB....\nBR....\nRRB...');
    expect(withExcess.evaluate(five) - without.evaluate(five)).toBeCloseTo(-100, 9);
    expect(withExcess.evaluate(four) - without.evaluate(four)).toBeCloseTo(0, 9);
  });

  test.prop([arbStackedField(4, 10)], { numRuns: 500 })(
    'adds the weight times (puyos cleared - 4 x links) of the best potential chain, and nothing at weight 0',
    (f) => {
      const withExcess = new Evaluator({ ...DEFAULT_WEIGHTS, excess: -70 });
      const zero = new Evaluator({ ...DEFAULT_WEIGHTS, excess: 0 });
      const without = new Evaluator(DEFAULT_WEIGHTS);
      const base = without.evaluate(f);
      const p = without.potential;
      expect(p.chains === 0 || p.puyos >= 4 * p.chains).toBe(true);
      const extra = p.chains > 0 ? p.puyos - 4 * p.chains : 0;
      expect(withExcess.evaluate(f) - base).toBeCloseTo(-70 * extra, 6);
      expect(zero.evaluate(f)).toBe(base);
      // Per free cell: the same count times the cells left empty in rows 1-12.
      let free = 0;
      for (let col = 0; col < 6; col++) free += Math.max(0, 12 - f.height(col));
      const perFree = new Evaluator({ ...DEFAULT_WEIGHTS, excessPerFree: -3 });
      expect(perFree.evaluate(f) - base).toBeCloseTo(-3 * free * extra, 6);
    },
  );
});
