/** `arcade db migrate|export|import` once one runs (db.ts registers them and says what they do). */
import { existsSync } from 'node:fs';
import { exportDatabase, importDatabase, SCHEMA_VERSION, TransferError } from '../server/dbTransfer.ts';
import { chosenDatabase, openStorage } from '../server/openStorage.ts';
import { isPostgresUrl } from '../server/pgStorage.ts';
import type { DbOptions } from './db.ts';
import { InputError, writeJsonLine } from './io.ts';

export async function migrate(options: DbOptions): Promise<void> {
  const target = await migrated(options, true);
  writeJsonLine({ db: shown(target), version: SCHEMA_VERSION });
}

export async function exportTo(file: string, options: DbOptions): Promise<void> {
  const source = await migrated(options, false);
  const tables = await transfer(() => exportDatabase(source, file), file);
  writeJsonLine({ exported: file, version: SCHEMA_VERSION, tables });
}

export async function importFrom(file: string, options: DbOptions): Promise<void> {
  if (!existsSync(file)) throw new InputError('no such file', file);
  const target = await migrated(options, true);
  const tables = await transfer(() => importDatabase(target, file), file);
  writeJsonLine({ imported: file, version: SCHEMA_VERSION, tables });
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
