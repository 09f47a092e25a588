import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// The browser app lives in src/web; `npm run build` writes it to dist/, which `arcade serve` serves.
// `npm run dev` serves it with hot reload and forwards /api to a running `arcade serve` (port 8080, or API_PORT).
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: false,
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // No source maps in the build: they would hand every visitor the whole source (and `arcade serve` refuses
    // *.map anyway). `npm run dev` still has them.
    sourcemap: false,
    // The timing report is noise on a busy machine (CI shares its cores).
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  worker: { format: 'es' },
  server: {
    // The Host header is kept (changeOrigin false) so the API's same-origin check sees the page's own origin;
    // `arcade serve` listens on 127.0.0.1 by default.
    proxy: { '/api': { target: `http://127.0.0.1:${process.env.API_PORT ?? 8080}`, changeOrigin: false } },
  },
});
