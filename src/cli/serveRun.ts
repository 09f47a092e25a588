/** `arcade serve` once it runs: the server started on the port and database asked for (serve.ts registers it). */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { quote } from '../core/quote.ts';
import { startServer } from '../server/listen.ts';
import { verifyMinesSubmission } from '../server/minesVerify.ts';
import { chosenDatabase } from '../server/openStorage.ts';
import { isPostgresUrl } from '../server/pgStorage.ts';
import { StorageRefused } from '../server/sqlite/startCheck.ts';
import { InputError } from './io.ts';
import type { ServeOptions } from './serve.ts';

const DIST_DIR = fileURLToPath(new URL('../../dist', import.meta.url));

export async function serve(options: ServeOptions): Promise<void> {
  const port = options.port ?? portFromEnvironment();
  const db = chosenDatabase(options.db);
  if (!existsSync(`${DIST_DIR}/index.html`)) {
    process.stderr.write('arcade: dist/ is not built, so only the API is served (run `npm run build`)\n');
  }
  try {
    const server = await startServer({
      port,
      host: options.host,
      dbFile: db,
      allowedHosts: options.allowedHost,
      distDir: DIST_DIR,
      verifyMines: verifyMinesSubmission,
    });
    process.stdout.write(`Puzzle Arcade is running at ${server.url}\n`);
    if (!isLoopback(options.host))
      process.stderr.write(`arcade: listening on ${options.host}: open to other machines on the network\n`);
    const stop = () => {
      void server.close().then(() => process.exit(0));
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EADDRINUSE')
      throw new InputError(`port ${port} is already in use (choose one with --port)`);
    if (code === 'EACCES') throw new InputError(`no permission to listen on port ${port}`);
    if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN')
      throw new InputError(`cannot listen on host ${quote(options.host)} (not an address of this machine)`);
    if (code === 'SQLITE_CANTOPEN') throw new InputError('cannot open the database file', db);
    if (error instanceof StorageRefused) throw new InputError(error.message);
    // Connection errors of PostgreSQL (refused, no socket, no such database, authentication); the URL is not
    // shown, since it may hold a password.
    if (isPostgresUrl(db) && code !== undefined)
      throw new InputError(`cannot use the PostgreSQL database: ${(error as Error).message}`);
    throw error;
  }
}

const isLoopback = (host: string): boolean =>
  host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);

function portFromEnvironment(): number {
  const text = process.env.PORT;
  if (text === undefined || text === '') return 8080;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535)
    throw new InputError(`PORT must be a port number, got ${quote(text)}`);
  return port;
}
