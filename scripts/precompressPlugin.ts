/**
 * Build step for pages that arrive fast: beside every text file of the build (scripts, styles, the page, SVG,
 * JSON, the manifest, the service worker) it writes a brotli copy (`.br`) and a gzip copy (`.gz`), compressed once
 * at the highest levels, which `arcade serve` hands to browsers that accept them (src/server/staticFiles.ts).
 * A copy that would not be smaller is not written: the file is served as it is.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

export const COMPRESSIBLE_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
]);

/** The compressed copies a file gets, by the suffix of their names. */
export const PRECOMPRESSED = {
  '.br': (bytes: Buffer): Buffer =>
    brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    }),
  '.gz': (bytes: Buffer): Buffer => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }),
} as const;

/** Writes the compressed copies of every text file under `dir`; returns the files it compressed. */
export function precompressDirectory(dir: string): string[] {
  const done: string[] = [];
  for (const name of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = join(dir, name);
    if (!COMPRESSIBLE_EXTENSIONS.has(extname(name).toLowerCase()) || !statSync(file).isFile()) continue;
    const bytes = readFileSync(file);
    for (const [suffix, compress] of Object.entries(PRECOMPRESSED)) {
      const packed = compress(bytes);
      if (packed.length < bytes.length) writeFileSync(file + suffix, packed);
    }
    done.push(name);
  }
  return done;
}

export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'arcade-precompress',
    apply: 'build',
    // The folder this build writes to, whoever chose it (vite.config.ts, `vite build --outDir`, the e2e builds).
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every file, the copied public ones included, is in place.
    closeBundle: { order: 'post', sequential: true, handler: () => void precompressDirectory(outDir) },
  };
}
