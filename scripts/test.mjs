// Runs the suite with Vitest in two parts, the unit, property and contract tests first (project `unit`), then the
// browser tests against one production build (project `browser`, vitest.config.ts), and closes with the line CI
// reads: "N passed, N failed", summed over both parts. A part that fails to run counts as failed.
//
//   node scripts/test.mjs [unit|browser] [vitest options and file filters...]
//
// Naming a part runs only that part (`npm run test:unit`, `npm run test:browser`).
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';

const PARTS = ['unit', 'browser'];
const args = process.argv.slice(2);
const parts = PARTS.includes(args[0]) ? [args.shift()] : PARTS;
// A file filter may name files of one part only: the other part then has nothing to run, which is no failure.
const filtered = args.some((arg) => !arg.startsWith('-'));

/** Runs one part; its counts, a part that did not run or did not finish counting as one failure at least. */
function runPart(part) {
  const resultsFile = `.vitest-results-${part}.json`;
  rmSync(resultsFile, { force: true });
  const started = Date.now();
  const run = spawnSync(
    'npx',
    [
      'vitest',
      'run',
      `--project=${part}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsFile}`,
      ...(filtered ? ['--passWithNoTests'] : []),
      ...args,
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
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${part}: ${passed} passed, ${failed} failed in ${Math.floor(seconds / 60)} min ${seconds % 60} s`,
  );
  return { passed, failed, status };
}

let passed = 0;
let failed = 0;
let status = 0;
for (const part of parts) {
  const result = runPart(part);
  passed += result.passed;
  failed += result.failed;
  if (result.status !== 0) status = result.status;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(status);
