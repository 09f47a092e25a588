/**
 * The import boundaries, read from the source: the shared page parts belong to no game, no import runs back up
 * inside web/, web files are named for what they are (not after their game, nor as a file of another layer), the
 * server's app and Minesweeper's verifier do not import each other, and the limits the page and the server share
 * are defined once. And the server's ranked routes know no game: they name none, reach the games only through the
 * registry, keep each handler small, and read the game names and Puyo's opponents from the one shared module.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as shared from '../src/core/recordLimits.ts';
import * as server from '../src/server/limits.ts';
import * as page from '../src/web/mines/boardLimits.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');

/** `import`/`export ... from` specifiers of a file; `import type` is left out when `runtimeOnly`. */
function importsOf(text: string, runtimeOnly: boolean): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(
    /^\s*(import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/gm,
  ))
    if (!(runtimeOnly && match[2])) found.push(match[3]);
  return found;
}

const sourceFiles = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => join(SRC, file));

/** Each source file (path from src/) and the files of src it imports (types too unless `runtimeOnly`). */
function importGraph(runtimeOnly: boolean): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles) {
    const targets = importsOf(readFileSync(file, 'utf8'), runtimeOnly)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => relative(SRC, resolve(dirname(file), specifier)));
    graph.set(relative(SRC, file), targets);
  }
  return graph;
}

/** Every file `from` reaches through imports, itself not included unless through a cycle. */
function reached(graph: Map<string, string[]>, from: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...(graph.get(from) ?? [])];
  while (queue.length > 0) {
    const next = queue.pop() as string;
    if (seen.has(next)) continue;
    seen.add(next);
    queue.push(...(graph.get(next) ?? []));
  }
  return seen;
}

describe('import boundaries', () => {
  const all = importGraph(false);

  it('reads the imports it checks (the graph is not empty by mistake)', () => {
    expect(all.get('server/app.ts')).toContain('server/gameRecords.ts');
    expect(all.get('web/mines/page.ts')).toContain('web/page/gamePage.ts');
    expect(importsOf("import type { A } from './a.ts';\nimport { b } from './b.ts';", true)).toEqual([
      './b.ts',
    ]);
  });

  it("the server's app and Minesweeper's verifier do not import each other, directly or through another file", () => {
    expect(all.has('server/minesVerify.ts')).toBe(true);
    expect(reached(all, 'server/app.ts')).not.toContain('server/minesVerify.ts');
    expect(reached(all, 'server/minesVerify.ts')).not.toContain('server/app.ts');
  });

  it("the shared page parts import nothing from a game's page folder", () => {
    const sharedFolders = ['web/page/', 'web/records/', 'web/replay/', 'web/engine/', 'web/storage/'];
    const games = ['web/mines/', 'web/sudoku/', 'web/puyo/'];
    const crossings: string[] = [];
    for (const [file, targets] of all)
      if (sharedFolders.some((folder) => file.startsWith(folder)))
        for (const target of targets)
          if (games.some((game) => target.startsWith(game))) crossings.push(`${file} -> ${target}`);
    expect(crossings).toEqual([]);
  });

  it('inside web/, no import runs back up: the lower folders import nothing from the page host or a game', () => {
    const lower = /^web\/(ranked|records|replay|engine|storage|i18n|offline)\//;
    const upper = /^web\/(page|mines|sudoku|puyo)\//;
    const crossings = [...all]
      .filter(([file]) => lower.test(file))
      .flatMap(([file, targets]) =>
        targets.filter((target) => upper.test(target)).map((t) => `${file} -> ${t}`),
      );
    expect(crossings).toEqual([]);
  });

  it("names follow the house: no web file named after its game's folder, none named as a file of another layer", () => {
    const all = (readdirSync(SRC, { recursive: true }) as string[]).filter((file) =>
      /\.(ts|css)$/.test(file),
    );
    const prefixed = all
      .filter((file) => /^web\/(mines|sudoku|puyo)\//.test(file))
      .filter((file) => {
        const [, game, ...rest] = file.split('/');
        return rest[rest.length - 1].toLowerCase().startsWith(game);
      });
    expect(prefixed).toEqual([]);
    // A base name in web/ that a file of the engines, the CLI or the server also has (entry points, protocols and
    // workers are named for what they are everywhere).
    const shared = /^(index|entry|protocol|main)\.ts$|[wW]orker\.ts$|\.test\.ts$|\.testkit\.ts$/;
    const base = (file: string) => file.split('/').pop() as string;
    const elsewhere = new Set(all.filter((file) => !file.startsWith('web/')).map(base));
    const clashes = all.filter(
      (file) => file.startsWith('web/') && !shared.test(base(file)) && elsewhere.has(base(file)),
    );
    expect(clashes).toEqual([]);
  });

  it('the shared parts and the server load no module that loads them back (no runtime import cycle)', () => {
    const runtime = importGraph(true);
    const inCycles = [...runtime.keys()].filter(
      (file) =>
        /^(server|core|web\/(page|records|replay|engine|storage))\//.test(file) &&
        reached(runtime, file).has(file),
    );
    expect(inCycles).toEqual([]);
  });

  it('the limits the page and the server share are defined once, in core/recordLimits.ts, and only read elsewhere', () => {
    expect(importsOf(readFileSync(join(SRC, 'core/recordLimits.ts'), 'utf8'), false)).toEqual([]);
    expect(server.MAX_VERIFIED_CELLS).toBe(shared.MAX_VERIFIED_CELLS);
    expect(server.MAX_SEED_LENGTH).toBe(shared.MAX_SEED_LENGTH);
    expect(page.MAX_SEED_LENGTH).toBe(shared.MAX_SEED_LENGTH);
    const definitions = sourceFiles
      .filter((file) => /\bconst (MAX_VERIFIED_CELLS|MAX_SEED_LENGTH)\b/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    // Puyo's engine has its own, larger bound on a match record's seed text (no page sends it to a record route).
    expect(definitions.sort()).toEqual(['core/recordLimits.ts', 'puyo/matchRecord.ts']);
  });
});

describe('a server that knows no game names', () => {
  const all = importGraph(false);
  const routeFiles = [
    'server/rankedRoutes.ts',
    ...(readdirSync(join(SRC, 'server/routes')) as string[])
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => `server/routes/${file}`),
  ];

  it('the ranked routes name no game: they dispatch through the registry (ranked/registry.ts)', () => {
    expect(routeFiles.length).toBeGreaterThan(3);
    const named = routeFiles.flatMap((file) =>
      [...readFileSync(join(SRC, file), 'utf8').matchAll(/minesweeper|mines|sudoku|puyo/gi)].map(
        (match) => `${file}: ${match[0]}`,
      ),
    );
    expect(named).toEqual([]);
    // The routes reach the games only through the registry and the contract.
    const games = ['server/ranked/mines/', 'server/ranked/sudoku/', 'server/ranked/puyo/'];
    const direct = routeFiles.flatMap((file) =>
      (all.get(file) ?? []).filter((target) => games.some((game) => target.startsWith(game))),
    );
    expect(direct).toEqual([]);
  });

  it('each route handler is a small named function (none over 40 lines)', () => {
    const long: string[] = [];
    let handlers = 0;
    for (const file of routeFiles) {
      const lines = readFileSync(join(SRC, file), 'utf8').split('\n');
      let start = -1;
      lines.forEach((line, i) => {
        if (/^(export )?(async )?function /.test(line)) start = i;
        else if (line === '}' && start >= 0) {
          handlers++;
          if (i - start + 1 > 40) long.push(`${file}:${start + 1} (${i - start + 1} lines)`);
          start = -1;
        }
      });
    }
    expect(handlers).toBeGreaterThanOrEqual(9);
    expect(long).toEqual([]);
  });

  it("the game names and Puyo's ranked opponents are defined once, in core/rankedNames.ts, for the server and the pages", () => {
    expect(importsOf(readFileSync(join(SRC, 'core/rankedNames.ts'), 'utf8'), false)).toEqual([]);
    const lists = [/\[\s*'mines',\s*'sudoku',\s*'puyo'\s*\]/, /\[\s*'seed',\s*'gentle',\s*'easy'/];
    const definitions = sourceFiles
      .filter((file) => lists.some((list) => list.test(readFileSync(file, 'utf8'))))
      .map((file) => relative(SRC, file));
    expect(definitions).toEqual(['core/rankedNames.ts']);
    for (const reader of [
      'server/ranked/registry.ts',
      'server/ranked/puyo/index.ts',
      'web/ranked/answers.ts',
    ])
      expect(all.get(reader), reader).toContain('core/rankedNames.ts');
    expect(all.get('web/puyo/matchSetup.ts')).toContain('core/rankedNames.ts');
  });
});
