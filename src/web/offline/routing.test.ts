import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { cacheName, filesForPage, filesToInstall, isStaleCache, offlineRoute } from './routing.ts';

const ORIGIN = 'https://arcade.example';
const get = (url: string, mode = 'cors') => ({ url, method: 'GET', mode });

describe('offlineRoute', () => {
  test('a page load of the app is answered by the app page, from the network or the cache', () => {
    expect(offlineRoute(get(`${ORIGIN}/sudoku?level=hard&n=12`, 'navigate'), ORIGIN)).toBe('app-page');
    expect(offlineRoute(get(`${ORIGIN}/`, 'navigate'), ORIGIN)).toBe('app-page');
  });

  test('built files and the engine workers come from the cache', () => {
    expect(offlineRoute(get(`${ORIGIN}/assets/index-abc.js`), ORIGIN)).toBe('cached-file');
    expect(offlineRoute(get(`${ORIGIN}/assets/engineWorker-abc.js`, 'same-origin'), ORIGIN)).toBe(
      'cached-file',
    );
  });

  test('the API is never answered from the cache: records and results are the server’s', () => {
    expect(offlineRoute(get(`${ORIGIN}/api/mines/records`), ORIGIN)).toBe('network');
    expect(offlineRoute(get(`${ORIGIN}/api/x`, 'navigate'), ORIGIN)).toBe('network');
    expect(offlineRoute({ url: `${ORIGIN}/api/mines/results`, method: 'POST', mode: 'cors' }, ORIGIN)).toBe(
      'network',
    );
  });

  test.prop([
    fc.webUrl(),
    fc.constantFrom('GET', 'POST', 'PUT'),
    fc.constantFrom('navigate', 'cors', 'no-cors'),
  ])('other origins and anything but GET go to the network, whatever the URL', (url, method, mode) => {
    const route = offlineRoute({ url, method, mode }, ORIGIN);
    if (method !== 'GET' || new URL(url).origin !== ORIGIN) expect(route).toBe('network');
  });

  test('a URL that cannot be read is left to the network', () => {
    expect(offlineRoute(get('not a url'), ORIGIN)).toBe('network');
  });
});

describe('caches', () => {
  test('only older builds of this app are stale, never the current one or another site’s cache', () => {
    expect(isStaleCache(cacheName('old'), 'new')).toBe(true);
    expect(isStaleCache(cacheName('new'), 'new')).toBe(false);
    expect(isStaleCache('someone-else', 'new')).toBe(false);
  });
});

describe('what is cached when', () => {
  const manifest = {
    files: [
      '/index.html',
      '/a/entry.js',
      '/a/dom.js',
      '/a/mines.js',
      '/a/mw.js',
      '/a/sudoku.js',
      '/a/player.js',
    ],
    shell: ['/index.html', '/a/entry.js', '/a/dom.js'],
    pages: {
      '/mines': ['/a/entry.js', '/a/mines.js', '/a/mw.js'],
      '/sudoku': ['/a/dom.js', '/a/sudoku.js'],
      '/players/': ['/a/player.js'],
    },
  };

  test('a page needs the shell and its own files, found by its address with or without a trailing slash', () => {
    expect(filesForPage(manifest, '/mines').sort()).toEqual(
      ['/index.html', '/a/entry.js', '/a/dom.js', '/a/mines.js', '/a/mw.js'].sort(),
    );
    expect(filesForPage(manifest, '/mines///')).toEqual(filesForPage(manifest, '/mines'));
    expect(filesForPage(manifest, '/players/42')).toContain('/a/player.js');
    expect(filesForPage(manifest, '/')).toEqual(manifest.shell);
    expect(filesForPage(manifest, '/nowhere')).toEqual(manifest.shell);
    expect(filesForPage(manifest, '/minesweeper')).toEqual(manifest.shell);
  });

  test('a first install holds the open pages only; an update also every page visited before', () => {
    expect(filesToInstall(manifest, ['/sudoku'], [])).toEqual(
      ['/index.html', '/a/entry.js', '/a/dom.js', '/a/sudoku.js'].sort(),
    );
    // The shell of the old build says nothing of the pages visited; a page's own file does.
    expect(filesToInstall(manifest, ['/'], ['/a/dom.js', '/index.html'])).toEqual([...manifest.shell].sort());
    expect(filesToInstall(manifest, ['/'], ['/a/mw.js'])).toContain('/a/mines.js');
  });
});
