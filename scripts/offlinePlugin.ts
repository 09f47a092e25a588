/**
 * Build step for offline play: writes the service worker to /sw.js (a fixed name, outside assets/, so its scope is
 * the whole app) and gives it the list of built files by page (offlineManifest.ts) and a version that changes
 * with any of them.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { offlineManifest } from './offlineManifest.ts';

const PLACEHOLDER = 'OFFLINE_MANIFEST';
export const SERVICE_WORKER_ENTRY = 'sw';
export const SERVICE_WORKER_FILE = 'sw.js';
/** Module ids are absolute paths; the manifest's page table names them from the project's root. */
const PROJECT_ROOT = fileURLToPath(new URL('..', import.meta.url)).replace(/\/$/, '');

export function offlinePlugin(publicDir: string): Plugin {
  return {
    name: 'arcade-offline',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const worker = bundle[SERVICE_WORKER_FILE];
      if (worker?.type !== 'chunk') throw new Error(`the build made no ${SERVICE_WORKER_FILE}`);
      // A classic service worker cannot import: everything it uses must be inside the one file.
      if (worker.imports.length > 0)
        throw new Error(`${SERVICE_WORKER_FILE} imports ${worker.imports.join(', ')}: it must stand alone`);
      const exclude = (name: string) => name === SERVICE_WORKER_FILE || name.endsWith('.map');
      const { files, shell, pages } = offlineManifest(bundle, readdirSync(publicDir), exclude, PROJECT_ROOT);
      const hash = createHash('sha256');
      for (const name of files) {
        const output = bundle[name.slice(1)];
        hash.update(name);
        if (output) hash.update(output.type === 'chunk' ? output.code : output.source);
      }
      const manifest = JSON.stringify({ version: hash.digest('hex').slice(0, 16), files, shell, pages });
      if (!worker.code.includes(PLACEHOLDER))
        throw new Error(`${SERVICE_WORKER_FILE} lost its ${PLACEHOLDER}`);
      worker.code = worker.code.replaceAll(PLACEHOLDER, manifest);
    },
  };
}
