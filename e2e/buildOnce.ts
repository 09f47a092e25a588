/**
 * Global setup of the browser tests: one production build for the whole run, made before the first file starts
 * and handed to each file's harness by its folder (`inject('builtApp')`); each harness serves a copy of its own,
 * so a test that changes its files as a new deployment would touches no other file's app. Removed after the run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from './appBuild.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the run's production build (e2e/buildOnce.ts). */
    builtApp: string;
  }
}

export default async function buildOnce(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'arcade-e2e-build-'));
  const outDir = join(dir, 'dist');
  const started = performance.now();
  await buildApp(outDir);
  console.log(`browser tests: built the app once in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  project.provide('builtApp', outDir);
  return () => rmSync(dir, { recursive: true, force: true });
}
