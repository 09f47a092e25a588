import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { offlinePlugin, SERVICE_WORKER_ENTRY, SERVICE_WORKER_FILE } from './scripts/offlinePlugin.ts';
import { precompressPlugin } from './scripts/precompressPlugin.ts';

const path = (relative: string): string => fileURLToPath(new URL(relative, import.meta.url));

// The browser app lives in src/web; `npm run build` writes it to dist/, which `arcade serve` serves.
// `npm run dev` serves it with hot reload and forwards /api to a running `arcade serve` (port 8080, or API_PORT).
export default defineConfig({
  root: path('./src/web'),
  // The web app manifest and its icons, copied as they are (their names carry no hash).
  publicDir: path('./src/web/public'),
  // Every text file also gets brotli and gzip copies, which `arcade serve` sends to browsers that take them.
  plugins: [offlinePlugin(path('./src/web/public')), precompressPlugin()],
  build: {
    outDir: path('./dist'),
    emptyOutDir: true,
    target: 'es2022',
    // No source maps in the build: they would hand every visitor the whole source (and `arcade serve` refuses
    // *.map anyway). `npm run dev` still has them.
    sourcemap: false,
    // The timing report is noise on a busy machine (CI shares its cores).
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // The service worker is a second entry with a fixed name at the root, so its scope is the whole app.
      input: { index: path('./src/web/index.html'), [SERVICE_WORKER_ENTRY]: path('./src/web/offline/sw.ts') },
      output: {
        entryFileNames: (chunk) =>
          chunk.name === SERVICE_WORKER_ENTRY ? SERVICE_WORKER_FILE : 'assets/[name]-[hash].js',
      },
    },
  },
  worker: { format: 'es' },
  server: {
    // The Host header is kept (changeOrigin false) so the API's same-origin check sees the page's own origin;
    // `arcade serve` listens on 127.0.0.1 by default.
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 8080}`, changeOrigin: false } },
  },
});
