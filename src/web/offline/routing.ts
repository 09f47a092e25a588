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
