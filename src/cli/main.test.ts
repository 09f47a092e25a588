import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

describe('arcade', () => {
  test('--version and -V print the version in package.json and exit 0', () => {
    const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
    for (const flag of ['--version', '-V']) {
      const run = spawnSync('node', ['bin/arcade.js', flag], { encoding: 'utf8' });
      expect(run.status).toBe(0);
      expect(run.stdout).toBe(`${version}\n`);
    }
  });
});
