/**
 * The service worker's list of the build, by page: the shell every page needs (the page, its entry script and
 * styles, the manifest and icons) and, for each page of the app, the files that page loads on top (its chunk, the
 * chunks and styles it imports, the workers it starts). The worker caches the shell and the page a player opens,
 * and the rest as it is visited (src/web/offline/sw.ts).
 */
import type { OutputBundle } from 'rolldown';

/** Each page's address (or address prefix, ending in /) and the module the router loads for it. */
export const PAGE_MODULES: Readonly<Record<string, string>> = {
  '/mines': 'src/web/mines/page.ts',
  '/mines/stats': 'src/web/mines/statsPage.ts',
  '/sudoku': 'src/web/sudoku/page.ts',
  '/puyo': 'src/web/puyo/page.ts',
  '/puyo/sim': 'src/web/puyo/sim/simPage.ts',
  '/leaderboards': 'src/web/ranked/leaderboardPage.ts',
  '/players/': 'src/web/ranked/playerPage.ts',
};

export interface OfflineManifest {
  readonly version: string;
  /** Every file of the build, as URL paths: the only ones the worker keeps. */
  readonly files: readonly string[];
  readonly shell: readonly string[];
  readonly pages: Readonly<Record<string, readonly string[]>>;
}

/** A file's URL path and those it brings in: the chunks it imports, its styles, the workers its code names. */
function closure(bundle: OutputBundle, start: string, into: Set<string>): Set<string> {
  if (into.has(`/${start}`)) return into;
  into.add(`/${start}`);
  const output = bundle[start];
  if (output === undefined) throw new Error(`the build has no ${start}`);
  const code = output.type === 'chunk' ? output.code : String(output.source);
  if (output.type === 'chunk') {
    for (const imported of output.imports) closure(bundle, imported, into);
    for (const css of output.viteMetadata?.importedCss ?? []) closure(bundle, css, into);
  }
  // Workers are separate bundles named in the code that starts them (new URL("/assets/x-hash.js", ...)).
  for (const [, named] of code.matchAll(/["'`/](assets\/[\w.-]+\.js)["'`]/g))
    if (named !== undefined && named !== start && bundle[named] !== undefined) closure(bundle, named, into);
  return into;
}

/**
 * The manifest of a build. `publicFiles` are the files copied as they are (manifest, icons), part of the shell.
 * A page the router loads on demand but PAGE_MODULES does not name fails the build: it would never be cached.
 */
export function offlineManifest(
  bundle: OutputBundle,
  publicFiles: readonly string[],
  exclude: (fileName: string) => boolean,
  root: string,
): Omit<OfflineManifest, 'version'> {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byModule = new Map(
    chunks
      .filter((chunk) => chunk.facadeModuleId !== null)
      .map((chunk) => [relativeTo(root, chunk.facadeModuleId ?? ''), chunk.fileName]),
  );
  const pages: Record<string, string[]> = {};
  for (const [address, module] of Object.entries(PAGE_MODULES)) {
    const fileName = byModule.get(module);
    if (fileName === undefined) throw new Error(`offline manifest: no chunk for ${module} (${address})`);
    pages[address] = [...closure(bundle, fileName, new Set())].sort();
  }
  const named = new Set(Object.values(PAGE_MODULES));
  const unnamed = chunks.filter(
    (chunk) => chunk.isDynamicEntry && !named.has(relativeTo(root, chunk.facadeModuleId ?? '')),
  );
  if (unnamed.length > 0)
    throw new Error(
      `offline manifest: pages loaded on demand that PAGE_MODULES does not name: ${unnamed.map((chunk) => chunk.facadeModuleId).join(', ')}`,
    );
  const shell = new Set(['/index.html', ...publicFiles.map((name) => `/${name}`)]);
  for (const chunk of chunks)
    if (chunk.isEntry && !exclude(chunk.fileName)) closure(bundle, chunk.fileName, shell);
  const files = [
    ...Object.keys(bundle)
      .filter((name) => !exclude(name))
      .map((name) => `/${name}`),
    ...publicFiles.map((name) => `/${name}`),
  ].sort();
  return { files, shell: [...shell].sort(), pages };
}

function relativeTo(root: string, id: string): string {
  return id.startsWith(`${root}/`) ? id.slice(root.length + 1) : id;
}
