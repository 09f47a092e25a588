// `npm run mutate [-- FILES...] [--tests GLOBS] [--stryker-option value ...]`: mutation testing with Stryker
// (stryker.config.mjs). FILES (paths or globs) replace the default list of rule files. `--tests GLOBS`
// (comma-separated) narrows the test files Vitest may run (vitest.stryker.config.ts); without it every test file
// related to a mutated file runs. Every other option goes to `stryker run` unchanged (e.g. `--incremental`).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('-'));
const files = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
const env = { ...process.env };
const tests = options.indexOf('--tests');
if (tests !== -1) {
  env.STRYKER_TESTS = options[tests + 1] ?? '';
  options.splice(tests, 2);
}
const mutate = files.length > 0 ? ['--mutate', files.join(',')] : [];
const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...mutate, ...options], {
  stdio: 'inherit',
  env,
});
process.exit(run.status ?? 1);
