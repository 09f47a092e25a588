/**
 * Which storage a server runs on: a `postgres://` URL opens PostgreSQL; a file path, or nothing, the
 * SQLite file (so `npm start` needs nothing else installed). `DATABASE_URL` is read when no `--db` is given.
 */
import { isPostgresUrl, openPgStorage } from './pgStorage.ts';
import { checkSqliteFile } from './sqlite/startCheck.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import type { Storage } from './storage.ts';

/** The SQLite file used when neither `--db` nor DATABASE_URL names a database. */
export const DEFAULT_DB_FILE = 'arcade.sqlite';

/** The database named by `--db`, else `$DATABASE_URL`, else the default SQLite file. */
export const chosenDatabase = (db: string | undefined, env: NodeJS.ProcessEnv = process.env): string =>
  db !== undefined && db !== '' ? db : env.DATABASE_URL || DEFAULT_DB_FILE;

/**
 * `server`: the storage of a running server: a SQLite file is first checked (sqlite/startCheck.ts: a damaged or
 * read-only file is refused with StorageRefused), and checkpoints its log in a thread of its own.
 */
export async function openStorage(db: string, { server = false } = {}): Promise<Storage> {
  if (isPostgresUrl(db)) return openPgStorage(db);
  if (server) checkSqliteFile(db);
  return openSqliteStorage(db, { backgroundCheckpoints: server });
}
