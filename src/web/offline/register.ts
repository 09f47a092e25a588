/**
 * Installs the service worker that keeps the built app for offline play; only the built app has one. A browser
 * without service workers just plays online.
 */
export function registerOfflineApp(navigator: Navigator, built: boolean): void {
  if (!built || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    // Playing online still works; the console says why offline play will not.
    console.warn('offline play is unavailable:', error);
  });
}
