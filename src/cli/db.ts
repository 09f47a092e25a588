/**
 * `arcade db migrate|export FILE|import FILE`: the server's database brought to the latest schema,
 * written out as JSON lines, and read into another (so a SQLite installation moves to PostgreSQL). `--db` names
 * it as for `arcade serve`: a SQLite file or a postgres:// URL, else $DATABASE_URL, else arcade.sqlite.
 * The server's modules are loaded only when one of them runs (dbRun.ts), as for `arcade serve`.
 */
import type { Command } from 'commander';
import { runCommand } from './io.ts';

export interface DbOptions {
  db?: string;
}

const DB_HELP = 'a SQLite file or a postgres:// URL (default: $DATABASE_URL, else arcade.sqlite)';
const run = () => import('./dbRun.ts');

export function registerDbCommands(program: Command): void {
  const db = program.command('db').description("the server's database: migrate, export, import (JSON lines)");
  db.command('migrate')
    .description('bring the database to the latest schema (the server does this on start too)')
    .option('--db <FILE|URL>', DB_HELP)
    .action((options: DbOptions) => runCommand(async () => (await run()).migrate(options)));
  db.command('export')
    .description('write every row of every table to FILE as JSON lines')
    .argument('<FILE>', 'the file to write')
    .option('--db <FILE|URL>', DB_HELP)
    .action((file: string, options: DbOptions) =>
      runCommand(async () => (await run()).exportTo(file, options)),
    );
  db.command('import')
    .description('read FILE (written by `arcade db export`) into an empty database, all rows or none')
    .argument('<FILE>', 'the export to read')
    .option('--db <FILE|URL>', DB_HELP)
    .action((file: string, options: DbOptions) =>
      runCommand(async () => (await run()).importFrom(file, options)),
    );
}
