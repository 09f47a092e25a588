import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { makeQueue } from '../index.ts';
import { arbStackedField } from '../testFields.ts';
import { BeamSearch, type RootResult } from './beam.ts';
import { type FutureModel, futurePairs } from './futurePairs.ts';

const arbQueue = fc.string({ maxLength: 8 }).map((seed) => makeQueue(seed).slice(0, 3));

const laterBest = (r: RootResult): number => Math.max(0, ...r.attacks.slice(1).map((a) => a.score));

describe('beam search over sampled futures', () => {
  test.prop(
    [
      arbStackedField(4, 7),
      arbQueue,
      fc.constantFrom<FutureModel>('drawn', 'two'),
      fc.integer({ min: 2, max: 3 }),
    ],
    {
      numRuns: 60,
    },
  )(
    'each sample is the search of the visible pairs then its own imagined pairs; a root scores their mean',
    (f, queue, model, samples) => {
      const width = 12;
      const extraDepth = 3;
      const sampled = new BeamSearch({ width, extraDepth, maxAdded: 2, future: model, samples }).search(
        f,
        queue,
      );
      // One plain search per sample, its imagined pairs given as visible ones: the same layers, the same pruning.
      const alone = Array.from({ length: samples }, (_, s) =>
        new BeamSearch({ width, extraDepth: 0, maxAdded: 2 }).search(f, [
          ...queue,
          ...futurePairs(model, f, queue, extraDepth, s),
        ]),
      );
      expect(sampled.depth).toBe(Math.max(...alone.map((a) => a.depth)));
      expect(sampled.nodes).toBeLessThan(alone.reduce((n, a) => n + a.nodes, 0));
      for (const root of sampled.roots) {
        const id = root.placementId;
        const own = alone.map((a) => a.roots[id]);
        // The visible pairs: what every sample shares.
        for (let d = 0; d < queue.length; d++) expect(root.attacks[d]).toEqual(own[0].attacks[d]);
        for (let d = queue.length; d < root.attacks.length; d++)
          expect(root.attacks[d].score).toBe(Math.max(...own.map((r) => r.attacks[d].score)));
        expect(root.later).toBeCloseTo(own.reduce((sum, r) => sum + laterBest(r), 0) / samples, 6);
        if (own.every((r) => r.buildDepth > queue.length)) {
          expect(root.buildDepth).toBe(Math.min(...own.map((r) => r.buildDepth)));
          expect(root.build).toBeCloseTo(own.reduce((sum, r) => sum + r.build, 0) / samples, 6);
        }
      }
    },
  );

  test.prop([arbStackedField(4, 7), arbQueue], { numRuns: 30 })(
    'one sample is the search as it was: no mean, the same roots',
    (f, queue) => {
      const config = { width: 12, extraDepth: 3, maxAdded: 2 };
      const plain = new BeamSearch(config).search(f, queue);
      expect(new BeamSearch({ ...config, samples: 1 }).search(f, queue)).toEqual(plain);
      expect(plain.roots.every((r) => r.later === undefined)).toBe(true);
    },
  );
});
