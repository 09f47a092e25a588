/**
 * The worker threads' bundle (workerBundle.ts), on a job module of the test's own in a temporary directory and a
 * real esbuild: the bundle runs on a real thread and answers as the module does on the main thread; it is used
 * again while its sources are unchanged, and made again (never run stale) when any of them changes, an imported
 * file as well as the module itself.
 */
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, test } from 'vitest';
import { ThreadRunner } from '../../server/workers/threadRunner.ts';
import { CommandFailure } from '../commandFailure.ts';
import { type Chunk, type ChunkResult, runChunk } from './chunk.ts';
import { jobSpec, loadHandler } from './job.ts';
import { privateTemporaryDir, workerBundle } from './workerBundle.ts';

const dir = mkdtempSync(join(tmpdir(), 'arcade-bundle-'));
const cache = join(dir, 'cache');
const jobFile = join(dir, 'job.ts');
const wordFile = join(dir, 'word.ts');
const jobModule = pathToFileURL(jobFile);
const writeJob = () =>
  writeFileSync(
    jobFile,
    [
      "import { word } from './word.ts';",
      'export const echoJob = (context: { prefix: string }) => (item: number, index: number) =>',
      '  ({ out: [context.prefix, word, item * 2, "at", index].join(" ") + "\\n" });',
    ].join('\n'),
  );
writeJob();
const setWord = (word: string) =>
  writeFileSync(wordFile, `export const word: string = ${JSON.stringify(word)};\n`);

const spec = jobSpec(jobModule, 'echoJob', { prefix: 'item' });
const chunk: Chunk = { first: 10, items: [1, 2, 3] };

async function onThread(entry: URL): Promise<ChunkResult> {
  const runner = new ThreadRunner<Chunk>(entry, spec);
  try {
    return (await runner.run(chunk)) as ChunkResult;
  } finally {
    await runner.close();
  }
}

describe('workerBundle', () => {
  test('runs the job module on a thread with the outputs of the main thread', async () => {
    setWord('one');
    const entry = await workerBundle(jobModule, cache);
    const threaded = await onThread(entry);
    const inline = runChunk(await loadHandler(spec), chunk);
    expect(threaded.outputs).toEqual(inline.outputs);
    expect(threaded.outputs.map((output) => output.out)).toEqual([
      'item one 2 at 10\n',
      'item one 4 at 11\n',
      'item one 6 at 12\n',
    ]);
  }, 60_000);

  test('is used again while its sources are unchanged, made again when one changes', async () => {
    setWord('two');
    const first = await workerBundle(jobModule, cache);
    const madeAt = statSync(first).mtimeMs;
    const again = await workerBundle(jobModule, cache);
    expect(again.href).toBe(first.href);
    expect(statSync(again).mtimeMs).toBe(madeAt);

    setWord('three');
    const changed = await workerBundle(jobModule, cache);
    expect(changed.href).not.toBe(first.href);
    expect((await onThread(changed)).outputs[0].out).toBe('item three 2 at 10\n');

    writeFileSync(jobFile, 'export const echoJob = () => () => ({ out: "edited\\n" });\n');
    const edited = await workerBundle(jobModule, cache);
    expect((await onThread(edited)).outputs[0].out).toBe('edited\n');
    // One manifest for the module, whatever the number of bundles made for it.
    expect(readdirSync(cache).filter((name) => name.endsWith('.json'))).toHaveLength(1);
  }, 60_000);

  test('a replaced bundle is kept for an hour after it was replaced, however long ago it was made', async () => {
    writeJob();
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);
    const age = (file: URL) => utimesSync(file, hoursAgo(2), hoursAgo(2));
    setWord('made long ago');
    const old = await workerBundle(jobModule, cache);
    age(old); // made two hours ago, used by cache hits since
    setWord('replaced now');
    const current = await workerBundle(jobModule, cache);
    expect(existsSync(old)).toBe(true); // a run handed it just before may still start a thread on it

    age(old); // replaced two hours ago
    setWord('replaced again');
    await workerBundle(jobModule, cache);
    expect(existsSync(old)).toBe(false);
    expect(existsSync(current)).toBe(true);
  }, 60_000);

  test('a build that fails says so, where, and how to run without threads', async () => {
    const broken = join(dir, 'broken.ts');
    writeFileSync(broken, 'export const echoJob = (;\n');
    const failure = await workerBundle(pathToFileURL(broken), cache).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CommandFailure);
    expect((failure as Error).message).toMatch(
      new RegExp(`^building the code of the worker threads failed: ${broken}:1:\\d+: .+--jobs 1`),
    );
  }, 60_000);

  test('a source saved while its bundle is being made is never taken as bundled', async () => {
    // The save lands at a different moment of the build each time: before, while or after esbuild reads it
    // (without the fix, about one run in two of this loop caught a bundle of the old content taken as current).
    writeJob();
    for (let delay = 0; delay < 8; delay += 0.25) {
      setWord(`before ${delay}`);
      const building = workerBundle(jobModule, cache);
      await new Promise((resolve) => setTimeout(resolve, delay));
      setWord(`after ${delay}`);
      await building;
      const entry = await workerBundle(jobModule, cache);
      expect(readFileSync(entry, 'utf8')).toContain(`after ${delay}`);
    }
  }, 60_000);
});

describe('privateTemporaryDir', () => {
  const parent = mkdtempSync(join(tmpdir(), 'arcade-tmp-'));
  const shared = join(parent, `arcade-workers-${process.getuid?.()}`);
  const mode = (path: string) => statSync(path).mode & 0o777;

  test('makes the shared directory for this user alone and keeps it from run to run', () => {
    expect(privateTemporaryDir(parent)).toBe(shared);
    expect(mode(shared)).toBe(0o700);
    expect(privateTemporaryDir(parent)).toBe(shared);
  });

  test('leaves a shared directory others can write, or a link, for a fresh one of its own', () => {
    chmodSync(shared, 0o777);
    const instead = privateTemporaryDir(parent);
    expect(instead).not.toBe(shared);
    expect(mode(instead)).toBe(0o700);
    chmodSync(shared, 0o700);

    rmSync(shared, { recursive: true });
    symlinkSync(mkdtempSync(join(parent, 'elsewhere-')), shared);
    expect(privateTemporaryDir(parent)).not.toBe(shared);
  });
});
