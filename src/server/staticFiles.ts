/** Serves the built app from dist/: files as they are, and index.html for the app's own URLs (/mines, /settings...). */
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';

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

/**
 * Never served, even when a build left them in dist/: source maps (they hand out the whole source; production
 * builds make none, see vite.config.ts).
 */
const REFUSED_EXTENSIONS = new Set(['.map']);

export interface StaticFile {
  readonly body: Buffer;
  readonly contentType: string;
  readonly cacheControl: string;
}

/** The file for a URL path, the app page for an extension-less path, or undefined (a 404). */
export async function findStaticFile(distDir: string, urlPath: string): Promise<StaticFile | undefined> {
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
  if (relative !== '' && (await isFile(file))) return load(file, relative.startsWith(`assets${sep}`));
  // Paths without an extension are the app's own routes: the client-side router draws them.
  if (extname(relative) === '') return load(join(distDir, 'index.html'), false);
  return undefined;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

async function load(file: string, hashedAsset: boolean): Promise<StaticFile | undefined> {
  try {
    return {
      body: await readFile(file),
      contentType: CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      // Vite puts a content hash in every file under assets/, so those never change; the page itself always may.
      cacheControl: hashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
  } catch {
    return undefined;
  }
}
