// Mutation testing (issue 20): `npm run mutate [-- FILES] [-- stryker options]`, never part of `npm test`.
// Stryker changes one rule of the code at a time (a mutant) and reruns the tests that cover it; a mutant no test
// notices "survives". Each mutant runs only the Vitest files related to the mutated file (its importers), and of
// those only the tests that reach the mutated code (per-test coverage), one worker at a time on this small machine.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The rule files of each game (the list): what `npm run mutate` mutates when no file is named. */
export const RULE_FILES = [
  'src/mines/game.ts',
  'src/mines/metrics.ts',
  'src/mines/stats.ts',
  'src/sudoku/checker.ts',
  'src/sudoku/techniques/*.ts',
  '!src/sudoku/techniques/*.test.ts',
  'src/puyo/chain.ts',
  'src/puyo/score.ts',
  'src/puyo/garbage.ts',
  'src/puyo/match.ts',
  'src/server/*Verify*.ts',
  '!src/server/*.test.ts',
];

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts', related: true },
  coverageAnalysis: 'perTest',
  mutate: RULE_FILES,
  concurrency: 1,
  // Several engineers share this machine: a mutant's tests get generous time before they count as a timeout.
  timeoutMS: 20_000,
  timeoutFactor: 2,
  // The sandbox lives outside the checkout, one per run, so Biome, tsc and Vitest in the checkout never see it
  // and two runs never delete each other's copy.
  tempDirName: join(tmpdir(), `arcade-stryker-${process.pid}`),
  cleanTempDir: 'always',
  ignorePatterns: ['dist', 'coverage', 'test-results', 'reports', 'bench', '*.sqlite', '*.db'],
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 85, low: 70, break: null },
};
