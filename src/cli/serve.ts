/**
 * `arcade serve`: the web app (built into dist/) and its API, with results kept in a SQLite file or PostgreSQL.
 * The server's modules are loaded only when the command runs (serveRun.ts), so every other command starts without
 * them (about 17 MB and a third of a second less).
 */
import type { Command } from 'commander';
import { integerOption, runCommand } from './io.ts';

export interface ServeOptions {
  port?: number;
  host: string;
  db?: string;
  allowedHost?: string[];
}

export function registerServeCommand(program: Command): void {
  program
    .command('serve')
    .description('the web app and its API (build it first with `npm run build`; `npm start` does both)')
    .option(
      '--port <P>',
      'port to listen on (default: $PORT or 8080; 0 picks a free one)',
      integerOption(0, 65535),
    )
    .option(
      '--host <H>',
      'address to listen on: 127.0.0.1 is this machine only; 0.0.0.0 opens it to the network',
      '127.0.0.1',
    )
    .option(
      '--allowed-host <NAME...>',
      'names the server answers to besides localhost, 127.0.0.1, [::1] and the --host address (a request with ' +
        'another Host header gets 421, so a page on another site cannot reach it by DNS rebinding); also ' +
        '$ARCADE_ALLOWED_HOSTS, comma-separated. Behind a proxy: the public name',
    )
    .option(
      '--db <FILE|URL>',
      'SQLite file for game results, or a postgres:// URL (default: $DATABASE_URL, else arcade.sqlite)',
    )
    .action((options: ServeOptions) =>
      runCommand(async () => (await import('./serveRun.ts')).serve(options)),
    );
}
