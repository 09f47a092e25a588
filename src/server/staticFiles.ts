/**
 * Serves the built app from dist/: each file, or the brotli or gzip copy the build wrote beside it
 * (scripts/precompressPlugin.ts) when the request accepts it, and index.html for the app's own URLs (/mines,
 * /settings...).
 */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { pickEncoding, STORED_ENCODINGS, type StoredEncoding } from './contentEncoding.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/** The text files the build keeps compressed copies of; their answers vary with Accept-Encoding. */
const COMPRESSIBLE_TYPES = new Set(['.html', '.js', '.css', '.json', '.svg', '.webmanifest']);

/** Where each coding's copy of a file lies: beside it, under the suffix the build gave it. */
const STORED_SUFFIX: Record<StoredEncoding, string> = { br: '.br', gzip: '.gz' };

/**
 * Never served, even when a build left them in dist/: source maps (they hand out the whole source; production
 * builds make none, see vite.config.ts), and the compressed copies by their own names (they are answers to
 * Accept-Encoding for the file they copy, not files of their own).
 */
const REFUSED_EXTENSIONS = new Set(['.map', ...Object.values(STORED_SUFFIX)]);

/** A year: the longest lifetime caches honour, for files whose name changes with their content. */
const HASHED_CACHE = 'public, max-age=31536000, immutable';

export interface StaticFile {
  readonly body: Buffer;
  /** Content-Type, Content-Length, Cache-Control, and Content-Encoding and Vary where they apply. */
  readonly headers: Record<string, string>;
}

/**
 * The file for a URL path, the app page for an extension-less path, or undefined (a 404); compressed as
 * `acceptEncoding` allows when the build left a compressed copy.
 */
export async function findStaticFile(
  distDir: string,
  urlPath: string,
  acceptEncoding?: string,
): Promise<StaticFile | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = normalize(decoded).replace(/^([/\\])+/, '');
  const file = join(distDir, relative);
  if (relative.startsWith('..') || !(file === distDir || file.startsWith(distDir + sep))) return undefined;
  if (REFUSED_EXTENSIONS.has(extname(relative).toLowerCase())) return undefined;
  if (relative !== '' && (await modified(file)) !== undefined)
    return load(file, relative.startsWith(`assets${sep}`), acceptEncoding);
  // Paths without an extension are the app's own routes: the client-side router draws them.
  if (extname(relative) === '') return load(join(distDir, 'index.html'), false, acceptEncoding);
  return undefined;
}

/** A file's size and modification time, or undefined when it is not a file. */
async function modified(file: string): Promise<string | undefined> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? `${stats.size}:${stats.mtimeMs}` : undefined;
  } catch {
    return undefined;
  }
}

const DECODE: Record<StoredEncoding, (bytes: Buffer) => Buffer> = {
  br: brotliDecompressSync,
  gzip: gunzipSync,
};

/** Whether a copy decodes to its file, per (file, copy) as they are on disk now; bounded like any cache. */
const verified = new Map<string, boolean>();
const MAX_VERIFIED = 4096;

/**
 * Whether the compressed copy is the file as it is now. Checked by content, once per state of the two files: a
 * file changed after the build (a hot fix, a test's new deployment) is sent as it now is, never as the stale copy,
 * and a copy of dist/ that did not keep modification times still gets its compressed answers.
 */
async function isFresh(file: string, coding: StoredEncoding, original: string): Promise<boolean> {
  const copyFile = file + STORED_SUFFIX[coding];
  const copy = await modified(copyFile);
  if (copy === undefined) return false;
  const key = `${file}\0${coding}\0${original}\0${copy}`;
  const known = verified.get(key);
  if (known !== undefined) return known;
  let fresh: boolean;
  try {
    fresh = DECODE[coding](await readFile(copyFile)).equals(await readFile(file));
  } catch {
    fresh = false;
  }
  if (verified.size >= MAX_VERIFIED) verified.clear();
  verified.set(key, fresh);
  return fresh;
}

/** The codings whose copy of `file` is on disk and decodes to it. */
async function storedEncodings(file: string): Promise<StoredEncoding[]> {
  const original = await modified(file);
  if (original === undefined) return [];
  const found: StoredEncoding[] = [];
  for (const coding of STORED_ENCODINGS) if (await isFresh(file, coding, original)) found.push(coding);
  return found;
}

async function load(
  file: string,
  hashedAsset: boolean,
  acceptEncoding: string | undefined,
): Promise<StaticFile | undefined> {
  const type = extname(file).toLowerCase();
  const compressible = COMPRESSIBLE_TYPES.has(type);
  const coding = compressible ? pickEncoding(acceptEncoding, await storedEncodings(file)) : undefined;
  let body: Buffer;
  try {
    body = await readFile(coding === undefined ? file : file + STORED_SUFFIX[coding]);
  } catch {
    return undefined;
  }
  const headers: Record<string, string> = {
    'content-type': CONTENT_TYPES[type] ?? 'application/octet-stream',
    'content-length': String(body.length),
    // Vite puts a content hash in every file under assets/, so those never change; the page, the service worker
    // and the manifest keep their names and may change with any build.
    'cache-control': hashedAsset ? HASHED_CACHE : 'no-cache',
  };
  if (coding !== undefined) headers['content-encoding'] = coding;
  // Even an uncompressed answer varies: a cache must not hand it to a client that asked for brotli, or the
  // reverse.
  if (compressible) headers.vary = 'Accept-Encoding';
  return { body, headers };
}
