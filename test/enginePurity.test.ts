/**
 * The engines (src/core, mines, sudoku, puyo) are pure: the same input gives the same output on the page, on the
 * server, in the CLI and in a worker. This reads every engine file that is not a test with TypeScript's checker
 * and fails on an import of a Node module or of the CLI, web or server code, on a use of a browser or Node global
 * (the DOM, storage, the network, `process`), of a clock (`Date`, `performance`, timers) or of `Math.random`.
 * Names are resolved by the checker, so a local variable that happens to be called `window` is not a global.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(ROOT, 'src');
const ENGINES = ['core', 'mines', 'sudoku', 'puyo'];
const PRODUCT_SIDES = ['cli', 'web', 'server'];

/** The clock's globals: a violation even where the language itself declares them (`Date`). */
const CLOCK = ['Date', 'performance', 'setTimeout', 'setInterval', 'setImmediate', 'requestIdleCallback'];
/** Node's own globals, named as Node's even where the DOM's types declare them too. */
const NODE_GLOBALS = ['process', 'Buffer', 'require', '__dirname', '__filename', 'global'];

const isTestFile = (file: string) => /\.(test|testkit)\.ts$/.test(file);

/** The engine files under `src`, tests left out. */
function engineFiles(src: string): string[] {
  return ENGINES.flatMap((engine) =>
    (readdirSync(join(src, engine), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.ts') && !isTestFile(file))
      .map((file) => join(src, engine, file)),
  );
}

/**
 * Where the checker found a name declared: in the project (a name of its own, even if it is called `window`), in
 * the ECMAScript library (the language's own globals), or in a host's: the DOM's lib files or Node's types.
 */
function originOf(symbol: ts.Symbol | undefined): 'project' | 'language' | 'browser' | 'node' | undefined {
  const files = (symbol?.declarations ?? []).map((declaration) => declaration.getSourceFile().fileName);
  if (files.length === 0) return undefined;
  if (files.some((file) => !file.includes('/node_modules/'))) return 'project';
  const inLib = (pattern: RegExp) => files.some((file) => pattern.test(file));
  // Node's types widen some of the language's own globals (String, Int32Array): those stay the language's.
  if (inLib(/\/typescript\/lib\/lib\.es[0-9a-z.]*\.d\.ts$/)) return 'language';
  if (inLib(/\/typescript\/lib\/lib\.(dom|webworker)[.a-z]*\.d\.ts$/)) return 'browser';
  if (inLib(/\/@types\/node\//)) return 'node';
  return 'language';
}

/** An identifier that names something (a reference), not a property, a key or a declaration's own name. */
function isReference(node: ts.Identifier): boolean {
  const parent = node.parent;
  if (ts.isPropertyAccessExpression(parent) && parent.name === node) return false;
  if (ts.isQualifiedName(parent) && parent.right === node) return false;
  if (
    (ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent) || ts.isMethodDeclaration(parent)) &&
    parent.name === node
  )
    return false;
  if (
    (ts.isPropertySignature(parent) || ts.isMethodSignature(parent) || ts.isGetAccessor(parent)) &&
    parent.name === node
  )
    return false;
  if (ts.isEnumMember(parent) || ts.isImportSpecifier(parent) || ts.isExportSpecifier(parent)) return false;
  if (ts.isBindingElement(parent) && parent.propertyName === node) return false;
  return true;
}

/** Every way the files break the engines' purity, as `file:line what`. */
function purityViolations(files: string[], src: string): string[] {
  const program = ts.createProgram(files, {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    noEmit: true,
    lib: ['lib.es2022.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    types: ['node'],
  });
  const checker = program.getTypeChecker();
  const nodeModules = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
  const found: string[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`the checker did not read ${file}`);
    const at = (node: ts.Node, what: string) =>
      found.push(
        `${relative(src, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${what}`,
      );
    const checkSpecifier = (node: ts.Node, specifier: string) => {
      if (specifier.startsWith('node:') || nodeModules.has(specifier)) at(node, `imports ${specifier}`);
      else if (specifier.startsWith('.')) {
        const side = relative(src, resolve(dirname(file), specifier)).split('/')[0];
        if (PRODUCT_SIDES.includes(side)) at(node, `imports ${specifier} (${side})`);
      }
    };
    const checkGlobal = (node: ts.Identifier, name: string) => {
      const origin = originOf(checker.getSymbolAtLocation(node));
      if (origin === undefined || origin === 'project') return;
      if (CLOCK.includes(name)) at(node, `uses the clock (${name})`);
      else if (origin === 'browser') at(node, `uses the browser's ${name}`);
      else if (origin === 'node' || NODE_GLOBALS.includes(name)) at(node, `uses Node's ${name}`);
    };
    const visit = (node: ts.Node): void => {
      if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier)
        checkSpecifier(node, (node.moduleSpecifier as ts.StringLiteral).text);
      else if (
        ts.isCallExpression(node) &&
        (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
          (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
        node.arguments[0] &&
        ts.isStringLiteralLike(node.arguments[0])
      )
        checkSpecifier(node, node.arguments[0].text);
      else if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'Math' &&
        node.name.text === 'random'
      )
        at(node, 'uses Math.random');
      else if (ts.isIdentifier(node) && isReference(node)) checkGlobal(node, node.text);
      else if (
        // `globalThis.document` reaches a host global without naming it
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        node.expression.text === 'globalThis' &&
        ts.isIdentifier(node.name)
      )
        checkGlobal(node.name, node.name.text);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('the engines are pure', () => {
  it('no engine file imports Node, the CLI, the web or the server, or uses a host global, a clock or Math.random', () => {
    const files = engineFiles(SRC);
    expect(files.map((file) => relative(SRC, file))).toContain('puyo/match.ts');
    expect(purityViolations(files, SRC)).toEqual([]);
  });

  it('finds each kind of violation in planted files, and leaves local names and the language alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arcade-purity-'));
    try {
      const src = join(dir, 'src');
      const write = (file: string, text: string) => {
        mkdirSync(dirname(join(src, file)), { recursive: true });
        writeFileSync(join(src, file), text);
      };
      for (const engine of ENGINES) mkdirSync(join(src, engine), { recursive: true });
      write('web/page.ts', 'export const page = 1;\n');
      write('server/limits.ts', 'export const limit = 1;\n');
      write(
        'core/impure.ts',
        [
          "import { readFileSync } from 'node:fs';",
          "import { join } from 'path';",
          "import { page } from '../web/page.ts';",
          "export { limit } from '../server/limits.ts';",
          'export const a = document.title + window.innerWidth + localStorage.length + navigator.language;',
          'export const b = Date.now() + performance.now() + new Date().getTime();',
          'setTimeout(() => {}, 1);',
          'export const c = Math.random() + process.pid;',
          'export const d = globalThis.sessionStorage;',
          'export const e = [readFileSync, join, page];',
        ].join('\n'),
      );
      write(
        'puyo/pure.ts',
        [
          'const window = [1, 2];',
          'export function f(document: string, navigator = { language: "en" }) {',
          '  const performance = { now: 1 };',
          '  return document + navigator.language + performance.now + window.length + Math.max(1, 2);',
          '}',
          'export const g = { document: 1, Date: 2 }.Date + new Map().size + JSON.stringify([]).length;',
        ].join('\n'),
      );
      write(
        'mines/game.test.ts',
        "import { readFileSync } from 'node:fs';\nexport const t = readFileSync;\n",
      );
      const files = engineFiles(src);
      expect(files.map((file) => relative(src, file)).sort()).toEqual(['core/impure.ts', 'puyo/pure.ts']);
      expect(purityViolations(files, src)).toEqual([
        'core/impure.ts:1 imports node:fs',
        'core/impure.ts:2 imports path',
        'core/impure.ts:3 imports ../web/page.ts (web)',
        'core/impure.ts:4 imports ../server/limits.ts (server)',
        "core/impure.ts:5 uses the browser's document",
        "core/impure.ts:5 uses the browser's window",
        "core/impure.ts:5 uses the browser's localStorage",
        "core/impure.ts:5 uses the browser's navigator",
        'core/impure.ts:6 uses the clock (Date)',
        'core/impure.ts:6 uses the clock (performance)',
        'core/impure.ts:6 uses the clock (Date)',
        'core/impure.ts:7 uses the clock (setTimeout)',
        'core/impure.ts:8 uses Math.random',
        "core/impure.ts:8 uses Node's process",
        "core/impure.ts:9 uses the browser's sessionStorage",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
