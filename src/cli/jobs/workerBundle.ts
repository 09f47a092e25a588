/**
 * The code a batch command's worker threads run: its job module and the chunk loop (worker.ts), bundled into one
 * JavaScript file by esbuild (tsx's own compiler). A thread that loaded tsx and compiled the TypeScript sources
 * itself held about 40 MB more than one that runs the bundle, which is what kept `--jobs 2` over ten million lines
 * above 200 MB. The bundle is kept in a cache and used again while every source it was made from is unchanged
 * (checked by content hash on each run, so a stale bundle is never run); after any change it is made again, which
 * takes a fraction of a second.
 */
import { createHash } from 'node:crypto';
import {
  accessSync,
  constants,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BuildFailure, Loader, Plugin } from 'esbuild';
import { CommandFailure } from '../commandFailure.ts';

/** This file: its build options and generated entry go into every bundle, so its own hash is part of the key. */
const SELF = fileURLToPath(import.meta.url);
const WORKER_LOOP = fileURLToPath(new URL('./worker.ts', import.meta.url));
const TSCONFIG = fileURLToPath(new URL('../../../tsconfig.json', import.meta.url));
const REPO_CACHE = fileURLToPath(new URL('../../../node_modules/.cache/arcade-workers/', import.meta.url));
/** esbuild's own choice by extension, which a plugin that returns a file's contents must make itself. */
const LOADERS: Record<string, Loader> = {
  '.ts': 'ts',
  '.mts': 'ts',
  '.cts': 'ts',
  '.tsx': 'tsx',
  '.js': 'js',
  '.mjs': 'js',
  '.cjs': 'js',
  '.jsx': 'jsx',
  '.json': 'json',
};
/** A replaced bundle is removed this long after it was replaced, so a run that was handed it still finds it. */
const KEEP_REPLACED_MS = 60 * 60 * 1000;

interface Manifest {
  readonly bundle: string;
  /** Every source file the bundle was made from (absolute path) and the hash of its content then. */
  readonly inputs: Record<string, string>;
}

/** The worker entry for `jobModule` (a file URL): a bundle from the cache, or one made now. */
export async function workerBundle(jobModule: URL, cacheDir = defaultCacheDir()): Promise<URL> {
  const modulePath = fileURLToPath(jobModule);
  const key = hash(
    `${hash(readFileSync(SELF))}\0${process.version}\0${esbuildVersion()}\0${modulePath}`,
  ).slice(0, 16);
  const manifestFile = join(cacheDir, `${key}.json`);
  const cached = readManifest(manifestFile);
  if (cached !== undefined && upToDate(cached, cacheDir)) return pathToFileURL(join(cacheDir, cached.bundle));

  const esbuild = await import('esbuild');
  const entry = join(dirname(modulePath), 'worker-entry.ts');
  // The compiler's settings are read before the build and each source as esbuild reads it, so a file saved while
  // the bundle is being made has its old content's hash recorded beside it, and the next run makes it again.
  const inputs: Record<string, string> = { [TSCONFIG]: hash(readFileSync(TSCONFIG)) };
  const hashWhatIsRead: Plugin = {
    name: 'hash-sources',
    setup(build) {
      build.onLoad({ filter: /.*/, namespace: 'file' }, ({ path }) => {
        const loader = LOADERS[extname(path)];
        if (loader === undefined) return { errors: [{ text: `no loader for ${path}` }] };
        const contents = readFileSync(path);
        inputs[path] = hash(contents);
        return { contents, loader };
      });
    },
  };
  const built = await esbuild
    .build({
      stdin: {
        contents: [
          `import * as jobs from ${JSON.stringify(modulePath)};`,
          `import { serveChunks } from ${JSON.stringify(WORKER_LOOP)};`,
          'serveChunks(jobs);',
        ].join('\n'),
        resolveDir: dirname(modulePath),
        sourcefile: basename(entry),
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: `node${process.versions.node}`,
      write: false,
      plugins: [hashWhatIsRead],
      absWorkingDir: '/',
      logLevel: 'silent',
    })
    .catch((error: unknown) => {
      throw new CommandFailure(
        `building the code of the worker threads failed: ${buildErrorText(error)} (\`--jobs 1\` runs without it)`,
      );
    });
  const code = built.outputFiles[0].contents;
  mkdirSync(cacheDir, { recursive: true });
  const bundle = `${key}-${hash(code).slice(0, 16)}.mjs`;
  writeAtomically(join(cacheDir, bundle), code);
  const replaced = readManifest(manifestFile)?.bundle;
  writeAtomically(manifestFile, JSON.stringify({ bundle, inputs } satisfies Manifest));
  if (replaced !== undefined && replaced !== bundle) markReplaced(join(cacheDir, replaced));
  removeReplaced(cacheDir, key, bundle);
  return pathToFileURL(join(cacheDir, bundle));
}

/** node_modules/.cache in the project, or a private directory in the system's temporary one if that cannot be written. */
export function defaultCacheDir(): string {
  try {
    mkdirSync(REPO_CACHE, { recursive: true });
    accessSync(REPO_CACHE, constants.W_OK);
    return REPO_CACHE;
  } catch {
    return privateTemporaryDir(tmpdir());
  }
}

/**
 * `parent`/arcade-workers-<uid>, kept from run to run, if it is a directory of this user that no one else can write
 * (made so if absent); otherwise a fresh directory for this run. The name is predictable: another user who made it
 * first could plant a manifest and a bundle that this user's threads would run.
 */
export function privateTemporaryDir(parent: string): string {
  const shared = join(parent, `arcade-workers-${process.getuid?.() ?? 'user'}`);
  try {
    mkdirSync(shared, { mode: 0o700 });
  } catch {}
  try {
    const found = lstatSync(shared);
    if (found.isDirectory() && found.uid === process.getuid?.() && (found.mode & 0o022) === 0) return shared;
  } catch {}
  return mkdtempSync(join(parent, 'arcade-workers-'));
}

/** esbuild's first message, with its file and line (paths are relative to absWorkingDir '/'). */
function buildErrorText(error: unknown): string {
  const first = (error as Partial<BuildFailure> | undefined)?.errors?.[0];
  if (first === undefined) return String(error);
  const where = first.location && `/${first.location.file}:${first.location.line}:${first.location.column}: `;
  return `${where ?? ''}${first.text}`;
}

/** Read from its package, so a cache hit does not load the compiler. */
const esbuildVersion = (): string =>
  (JSON.parse(readFileSync(require.resolve('esbuild/package.json'), 'utf8')) as { version: string }).version;
const require = createRequire(import.meta.url);

const hash = (data: string | Uint8Array): string => createHash('sha256').update(data).digest('hex');

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return undefined;
  }
}

function upToDate(manifest: Manifest, cacheDir: string): boolean {
  try {
    statSync(join(cacheDir, manifest.bundle));
    return Object.entries(manifest.inputs).every(([path, sum]) => hash(readFileSync(path)) === sum);
  } catch {
    return false;
  }
}

/** Another run may make the same file at the same time: each writes its own and renames it into place. */
function writeAtomically(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, file);
}

/**
 * A bundle's time is set to when it was replaced: a run may have been handed it by a cache hit any time before,
 * and starts a thread on it (late input, a restart after a crash) until KEEP_REPLACED_MS after that.
 */
function markReplaced(path: string): void {
  const now = new Date();
  try {
    utimesSync(path, now, now);
  } catch {}
}

function removeReplaced(cacheDir: string, key: string, current: string): void {
  const now = Date.now();
  for (const name of readdirSync(cacheDir)) {
    if (!name.startsWith(`${key}-`) || name === current) continue;
    const path = join(cacheDir, name);
    try {
      if (now - statSync(path).mtimeMs > KEEP_REPLACED_MS) rmSync(path, { force: true });
    } catch {}
  }
}
