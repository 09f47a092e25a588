/**
 * The service worker behind "plays offline once loaded": it caches the whole built app when installed and serves
 * it when the network is gone. A new build is a new worker with a new cache; saves live in localStorage and are
 * never touched. The build (scripts/offlinePlugin.ts) writes this file to /sw.js and puts the list of built files
 * where OFFLINE_MANIFEST stands.
 */
import { APP_PAGE, cacheName, isStaleCache, offlineRoute } from './routing.ts';

declare const OFFLINE_MANIFEST: { readonly version: string; readonly files: readonly string[] };

// Only the parts of ServiceWorkerGlobalScope used here: the project's lib is DOM, whose `self` is a Window.
interface ExtendableEvent extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = globalThis as unknown as ServiceWorkerScope;
const { version, files } = OFFLINE_MANIFEST;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(cacheName(version));
      // `reload` skips the HTTP cache, so a new build never stores an old copy of a file.
      await cache.addAll(files.map((file) => new Request(file, { cache: 'reload' })));
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => isStaleCache(name, version)).map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const route = offlineRoute(event.request, worker.location.origin);
  if (route === 'network') return;
  event.respondWith(route === 'app-page' ? appPage(event.request) : cachedFile(event.request));
});

/** The newest page while the server answers (so a new build shows on the next visit), the cached one otherwise. */
async function appPage(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (offline) {
    const cached = await caches.match(APP_PAGE, { cacheName: cacheName(version) });
    if (cached) return cached;
    throw offline;
  }
}

/** Built files carry a content hash in their names, so a cached copy is always the right one. */
async function cachedFile(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: cacheName(version) });
  return cached ?? fetch(request);
}
