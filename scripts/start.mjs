// `npm start`: builds the browser app when dist/ is missing or older than its sources, then runs `arcade serve`.
// Arguments after `npm start --` go to `arcade serve` (e.g. `npm start -- --port 3000`).
import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = [
  'src/web',
  'src/core',
  'src/mines',
  'src/sudoku',
  'src/puyo',
  'vite.config.ts',
  'scripts/offlinePlugin.ts',
  'package-lock.json',
];
const BUILT = 'dist/index.html';

function newestChange(path) {
  let stats;
  try {
    stats = statSync(path);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestChange(join(path, entry)));
  return newest;
}

function builtAt() {
  try {
    return statSync(BUILT).mtimeMs;
  } catch {
    return -1;
  }
}

const built = builtAt();
if (built < 0 || SOURCES.some((source) => newestChange(source) > built)) {
  console.error(built < 0 ? 'Building the web app...' : 'Sources changed: rebuilding the web app...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serve = spawn(process.execPath, ['bin/arcade.js', 'serve', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => serve.kill(signal));
serve.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
