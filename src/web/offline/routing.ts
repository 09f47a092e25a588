/**
 * What the service worker does with each request, as a pure decision so it can be tested without a browser:
 * the API always goes to the network (records and results are the server's), the app's pages come from the
 * network when it answers and from the cached app page when it does not, and built files come from the cache.
 */
export type OfflineRoute = 'network' | 'app-page' | 'cached-file';

export interface RequestFacts {
  readonly url: string;
  readonly method: string;
  /** `navigate` for a page load. */
  readonly mode: string;
}

export function offlineRoute(request: RequestFacts, origin: string): OfflineRoute {
  if (request.method !== 'GET') return 'network';
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return 'network';
  }
  if (url.origin !== origin || url.pathname.startsWith('/api/')) return 'network';
  return request.mode === 'navigate' ? 'app-page' : 'cached-file';
}

/** The cache a build's files live in: a new build gets a new one, and the old ones are deleted once it runs. */
export const CACHE_PREFIX = 'arcade-';
export const cacheName = (version: string): string => `${CACHE_PREFIX}${version}`;

export const isStaleCache = (name: string, version: string): boolean =>
  name.startsWith(CACHE_PREFIX) && name !== cacheName(version);

/** The file every page of the app is drawn from (the client-side router picks the page). */
export const APP_PAGE = '/index.html';

/** The build's files as the service worker receives them (scripts/offlineManifest.ts). */
export interface OfflineFiles {
  readonly files: readonly string[];
  /** What every page needs: the page itself, its entry script and styles, the manifest and icons. */
  readonly shell: readonly string[];
  /** Per page address (a prefix when it ends in /), the files it loads on top of the shell. */
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

/** The files a page needs at an address: the shell and the files of the page the router draws there. */
export function filesForPage(manifest: OfflineFiles, pathname: string): string[] {
  // Trailing slashes off by a loop: a regular expression would take quadratic time on a path of many slashes.
  let end = pathname.length;
  while (end > 1 && pathname.endsWith('/', end)) end--;
  const path = pathname.slice(0, end);
  const page = Object.keys(manifest.pages).find((address) =>
    address.endsWith('/') ? path.startsWith(address) : path === address,
  );
  return [...new Set([...manifest.shell, ...(page === undefined ? [] : (manifest.pages[page] ?? []))])];
}

/**
 * What a new build caches when installed: the pages open in a window, and every page a player visited under the
 * build before (one of its files is in an older cache), so an update keeps offline what was offline.
 */
export function filesToInstall(
  manifest: OfflineFiles,
  openPages: readonly string[],
  cachedBefore: readonly string[],
): string[] {
  const wanted = new Set(manifest.shell);
  for (const pathname of openPages) for (const file of filesForPage(manifest, pathname)) wanted.add(file);
  const before = new Set(cachedBefore);
  for (const files of Object.values(manifest.pages))
    if (files.some((file) => before.has(file) && !manifest.shell.includes(file)))
      for (const file of files) wanted.add(file);
  return [...wanted].sort();
}
