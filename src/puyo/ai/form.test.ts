import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { type Cell, Field } from '../index.ts';
import { arbStackedField, field } from '../testFields.ts';
import { DEFAULT_WEIGHTS, Evaluator } from './evaluate.ts';
import { scoreForm } from './form.ts';

const score = (f: Field) => ({ ...scoreForm(f, { met: 0, broken: 0 }) });

describe('the GTR form term', () => {
  test('an empty field meets and breaks nothing', () => {
    expect(score(new Field())).toEqual({ met: 0, broken: 0 });
  });

  test('the whole GTR base meets every wish: 3 + 6 + 3 same-colour pairs, no colours touching out of turn', () => {
    expect(score(field('RBY...\nRRBY..\nBBYG..'))).toEqual({ met: 12, broken: 0 });
  });

  test('a half-built form counts only its filled cells', () => {
    expect(score(field('RR....\nBB....'))).toEqual({ met: 2, broken: 0 });
  });

  test('one wrong colour breaks its group and may join a neighbour out of turn', () => {
    // Column 1's third puyo is B where the form wants A (R): of A's 3 pairs only the bottom one is met, the other
    // two are broken, and that B touches the B beside it, which the form keeps for the next group.
    expect(score(field('BBY...\nRRBY..\nBBYG..'))).toEqual({ met: 10, broken: 3 });
  });

  test('the evaluation adds the form term by its weights, and skips it at weight 0', () => {
    const withForm = new Evaluator({ ...DEFAULT_WEIGHTS, form: 50, formBroken: -100 });
    const without = new Evaluator(DEFAULT_WEIGHTS);
    const gtr = field('RBY...\nRRBY..\nBBYG..');
    const wrong = field('BBY...\nRRBY..\nBBYG..');
    expect(withForm.evaluate(gtr) - without.evaluate(gtr)).toBeCloseTo(50 * 12, 9);
    expect(withForm.evaluate(wrong) - without.evaluate(wrong)).toBeCloseTo(50 * 10 - 100 * 3, 9);
  });

  const arbField = arbStackedField(5, 8);

  test.prop([arbField, fc.shuffledSubarray([1, 2, 3, 4, 5], { minLength: 5 })], { numRuns: 2000 })(
    'depends only on which cells share a colour, not on the colours, and only on the form cells',
    (f, permutation) => {
      const recoloured = new Field();
      const trimmed = new Field();
      for (let col = 0; col < 6; col++) {
        for (let row = 1; row <= 12; row++) {
          const cell = f.get(col, row);
          if (cell >= 1 && cell <= 5) recoloured.set(col, row, permutation[cell - 1] as Cell);
          if (row <= 3 && col <= 3) trimmed.set(col, row, cell);
        }
      }
      expect(score(recoloured)).toEqual(score(f));
      expect(score(trimmed)).toEqual(score(f));
    },
  );
});
