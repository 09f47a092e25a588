/**
 * Property tests run with one fixed fast-check seed, so a CI run is reproducible and a failure can be replayed.
 * `FC_SEED=random npm test` (or `npm run test:explore`) draws fresh seeds to look for new counterexamples;
 * `FC_SEED=N` replays a given one.
 */
import fc from 'fast-check';

const requested = process.env.FC_SEED ?? '20261122';
if (requested !== 'random') fc.configureGlobal({ seed: Number(requested) });
