/**
 * `arcade db migrate|export FILE|import FILE` (issue 17): the server's database brought to the latest schema,
 * written out as JSON lines, and read into another (so a SQLite installation moves to PostgreSQL). `--db` names
 * it as for `arcade serve`: a SQLite file or a postgres:// URL, else $DATABASE_URL, else arcade.sqlite.
 */
import { existsSync } from 'node:fs';
import type { Command } from 'commander';
import { exportDatabase, importDatabase, SCHEMA_VERSION, TransferError } from '../server/dbTransfer.ts';
import { chosenDatabase, openStorage } from '../server/openStorage.ts';
import { isPostgresUrl } from '../server/pgStorage.ts';
import { InputError, runCommand, writeJsonLine } from './io.ts';

interface DbOptions {
  db?: string;
}

const DB_HELP = 'a SQLite file or a postgres:// URL (default: $DATABASE_URL, else arcade.sqlite)';

export function registerDbCommands(program: Command): void {
  const db = program.command('db').description("the server's database: migrate, export, import (JSON lines)");
  db.command('migrate')
    .description('bring the database to the latest schema (the server does this on start too)')
    .option('--db <FILE|URL>', DB_HELP)
    .action((options: DbOptions) =>
      runCommand(async () => {
        const target = await migrated(options, true);
        writeJsonLine({ db: shown(target), version: SCHEMA_VERSION });
      }),
    );
  db.command('export')
    .description('write every row of every table to FILE as JSON lines')
    .argument('<FILE>', 'the file to write')
    .option('--db <FILE|URL>', DB_HELP)
    .action((file: string, options: DbOptions) =>
      runCommand(async () => {
        const source = await migrated(options, false);
        const tables = await transfer(() => exportDatabase(source, file), file);
        writeJsonLine({ exported: file, version: SCHEMA_VERSION, tables });
      }),
    );
  db.command('import')
    .description('read FILE (written by `arcade db export`) into an empty database, all rows or none')
    .argument('<FILE>', 'the export to read')
    .option('--db <FILE|URL>', DB_HELP)
    .action((file: string, options: DbOptions) =>
      runCommand(async () => {
        if (!existsSync(file)) throw new InputError('no such file', file);
        const target = await migrated(options, true);
        const tables = await transfer(() => importDatabase(target, file), file);
        writeJsonLine({ imported: file, version: SCHEMA_VERSION, tables });
      }),
    );
}

/** The database named, with its migrations run (a new SQLite file is made only where that is asked for). */
async function migrated(options: DbOptions, create: boolean): Promise<string> {
  const db = chosenDatabase(options.db);
  if (!isPostgresUrl(db) && !create && !existsSync(db)) throw new InputError('no such database file', db);
  try {
    await (await openStorage(db)).close();
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'SQLITE_CANTOPEN') throw new InputError('cannot open the database file', db);
    if (isPostgresUrl(db) && code !== undefined)
      throw new InputError(`cannot use the PostgreSQL database: ${(error as Error).message}`);
    throw error;
  }
  return db;
}

async function transfer<T>(work: () => Promise<T>, file: string): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TransferError) throw new InputError(error.message, file, error.line);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR')
      throw new InputError(`cannot read or write (${code})`, file);
    throw error;
  }
}

/** The database as it may be printed: a URL without its password. */
function shown(db: string): string {
  if (!isPostgresUrl(db)) return db;
  const url = new URL(db);
  if (url.password !== '') url.password = '***';
  return url.toString();
}
