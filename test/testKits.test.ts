/**
 * Test code under src/ is named as such: a file that imports Vitest is a test (`*.test.ts`) or a kit the tests
 * share (`*.testkit.ts`), and no product file imports a kit, so nothing of Vitest reaches a build or the CLI.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src', import.meta.url));
const files = (readdirSync(SRC, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts'));
const text = new Map(files.map((file) => [file, readFileSync(join(SRC, file), 'utf8')]));
const isTest = (file: string) => /\.(test|testkit)\.ts$/.test(file);

describe('test kits under src', () => {
  it('every file that imports Vitest is a test or a *.testkit.ts', () => {
    const importers = files.filter((file) => /from ['"]vitest['"]/.test(text.get(file) ?? ''));
    expect(importers).toContain('server/storageContract.testkit.ts');
    expect(importers.filter((file) => !isTest(file))).toEqual([]);
  });

  it('no product file imports a test kit', () => {
    const importers = files.filter(
      (file) => !isTest(file) && /from ['"][^'"]*\.testkit\.ts['"]/.test(text.get(file) ?? ''),
    );
    expect(importers).toEqual([]);
  });
});
