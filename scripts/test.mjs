// Runs the whole suite with Vitest and closes with the line CI reads: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const resultsFile = '.vitest-results.json';
rmSync(resultsFile, { force: true });
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${resultsFile}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);

let passed = 0;
let failed = 0;
try {
  const results = JSON.parse(readFileSync(resultsFile, 'utf8'));
  passed = results.numPassedTests;
  failed = results.numFailedTests;
  // A file that fails to load counts as a failure even though no test in it ran.
  failed += results.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
} catch {
  failed = Math.max(failed, 1);
}
const status = run.status ?? 1;
if (status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(status);
