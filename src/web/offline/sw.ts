/**
 * The service worker behind "plays offline once loaded": when installed it caches what the open page needs (the
 * shell and that page's chunks and workers), then every other built file as the player visits it, and serves them
 * when the network is gone. A new build is a new worker with a new cache, which again holds every page visited
 * under the old one; saves live in localStorage and are never touched. The build (scripts/offlinePlugin.ts)
 * writes this file to /sw.js and puts the list of built files by page where OFFLINE_MANIFEST stands.
 */
import {
  APP_PAGE,
  cacheName,
  filesToInstall,
  isStaleCache,
  type OfflineFiles,
  offlineRoute,
} from './routing.ts';

declare const OFFLINE_MANIFEST: OfflineFiles & { readonly version: string };

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
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { url: string }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = globalThis as unknown as ServiceWorkerScope;
const { version } = OFFLINE_MANIFEST;
const builtFiles = new Set(OFFLINE_MANIFEST.files);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const before: string[] = [];
      for (const name of await caches.keys()) {
        if (!isStaleCache(name, version)) continue;
        for (const request of await (await caches.open(name)).keys())
          before.push(new URL(request.url).pathname);
      }
      const files = filesToInstall(
        OFFLINE_MANIFEST,
        windows.map((client) => new URL(client.url).pathname),
        before,
      );
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

/**
 * Built files carry a content hash in their names, so a cached copy is always the right one; a file of this build
 * not cached yet is kept as it arrives, so a page visited once plays offline after.
 */
async function cachedFile(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName(version));
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok && builtFiles.has(new URL(request.url).pathname))
    await cache.put(request, response.clone());
  return response;
}
