/**
 * Property tests run with one fixed fast-check seed, so a CI run is reproducible and a failure can be replayed.
 * `FC_SEED=random npm test` (or `npm run test:explore`) draws fresh seeds to look for new counterexamples;
 * `FC_SEED=N` replays a given one.
 *
 * Under mutation testing `FC_MAX_RUNS` is set (vitest.stryker.config.ts): property tests on fast-check's default
 * count (100) then make at most that many runs, and those with their own count ask `runs(n)` (propertyRuns.ts).
 */
import fc from 'fast-check';
import { maxRuns } from './propertyRuns.ts';

const requested = process.env.FC_SEED ?? '20261122';
const max = maxRuns();
fc.configureGlobal({
  ...(requested === 'random' ? {} : { seed: Number(requested) }),
  ...(max === null ? {} : { numRuns: Math.min(100, max) }),
});
