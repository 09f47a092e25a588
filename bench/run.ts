/**
 * `npm run bench [-- NAME...]`: runs every bench/*.bench.ts (or those whose name contains one of NAME), one after
 * another in this process. Each file's default export runs its benchmarks and prints its rows.
 */
import { readdirSync } from 'node:fs';

const filters = process.argv.slice(2);
const dir = new URL('.', import.meta.url);
const files = readdirSync(dir)
  .filter((file) => file.endsWith('.bench.ts'))
  .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)))
  .sort();

if (files.length === 0) {
  console.error(`no benchmark matches ${filters.join(', ')}`);
  process.exit(2);
}
console.log(`node ${process.version}, ${process.arch}; medians of repeated runs`);
for (const file of files) {
  const bench = (await import(new URL(file, dir).href)) as { default: () => Promise<void> | void };
  await bench.default();
}
