// Vitest as Stryker runs it (stryker.config.mjs): the project's own config, with the test files narrowed to the
// globs in STRYKER_TESTS (comma-separated) when set, e.g. by `npm run mutate -- src/puyo/chain.ts --tests
// 'src/puyo/*.test.ts'`. Narrowing here rather than with Stryker's --testFiles keeps static mutants (code run
// while a module loads, such as score tables) tested: Stryker 9.6 runs no test for them under --testFiles.
//
// Property tests make at most FC_MAX_RUNS runs each here (default 100; test/propertyRuns.ts), since every mutant
// reruns them: `FC_MAX_RUNS=1000 npm run mutate -- ...` asks for more. `npm test` never reads this file.
import { defineConfig } from 'vitest/config';
import { BROWSER_TESTS, COMMON, UNIT_TESTS } from './vitest.config.ts';

const only = process.env.STRYKER_TESTS?.split(',').filter((glob) => glob !== '');
const env = { FC_MAX_RUNS: process.env.FC_MAX_RUNS ?? '100' };

// One project of every test file (without the browser tests' global setup: a related browser file builds the app
// itself, as Stryker runs few of them).
export default defineConfig({
  test: { ...COMMON, env, include: only?.length ? only : [...UNIT_TESTS, ...BROWSER_TESTS] },
});
