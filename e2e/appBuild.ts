/**
 * The production build the browser tests drive: `vite build` with the project's config into a folder of the
 * caller's, without source maps. Free of Vitest, so the run's global setup and the measuring scripts can use it.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export async function buildApp(outDir: string): Promise<void> {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
}
