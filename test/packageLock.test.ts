import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * `npm ci` refuses a lock that disagrees with package.json. The registry reachable here lacks the optional
 * platform builds of some packages (e.g. @biomejs/cli-win32-x64), so a plain `npm install` can drop their lock
 * entries and break every fresh clone. This catches that before it is committed.
 */
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const locked: Record<string, { dev?: boolean; optionalDependencies?: Record<string, string> }> =
  lock.packages;

describe('package-lock.json', () => {
  it('records every direct dependency in the section package.json puts it in', () => {
    for (const [section, dev] of [
      ['dependencies', false],
      ['devDependencies', true],
    ] as const) {
      for (const name of Object.keys(pkg[section] ?? {})) {
        expect(locked[`node_modules/${name}`], name).toBeDefined();
        expect(locked[`node_modules/${name}`].dev === true, `${name} dev flag`).toBe(dev);
      }
    }
  });

  it('has an entry for every optional dependency of a locked package', () => {
    const missing: string[] = [];
    for (const entry of Object.values(locked)) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!locked[`node_modules/${name}`]) missing.push(name);
      }
    }
    expect(missing).toEqual([]);
  });
});
