// `npm run mutate [-- FILES...] [--stryker-option value ...]`: mutation testing with Stryker (stryker.config.mjs).
// FILES (paths or globs) replace the default list of rule files; everything from the first option on is passed
// to `stryker run` unchanged (e.g. `--concurrency 2`, `--testFiles src/puyo/chain.test.ts`).
import { spawnSync } from 'node:child_process';

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith('-'));
const files = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
const mutate = files.length > 0 ? ['--mutate', files.join(',')] : [];
const run = spawnSync('npx', ['stryker', 'run', 'stryker.config.mjs', ...mutate, ...options], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
