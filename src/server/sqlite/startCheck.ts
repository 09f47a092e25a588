/**
 * What `arcade serve` checks of an existing SQLite file before it opens it for writing: that SQLite finds no
 * damage in it (PRAGMA quick_check, on a read-only connection, so nothing is written to a damaged file) and that
 * the file can be written. A damaged file would otherwise start, answer 500 for the damaged table and go on
 * writing into the rest; a read-only one would start and answer 500 to every write.
 */
import { closeSync, constants, existsSync, openSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { quote } from '../../core/quote.ts';

/** The server will not start on this file; the message names it and says how to repair or move it. */
export class StorageRefused extends Error {}

/** The problems quick_check reports (at most `shown` of them), or the error that kept it from reading the file. */
function damage(file: string, shown = 3): string[] {
  // A read-only connection to a file in WAL mode makes its -wal and -shm files when they are missing (empty: it
  // writes nothing into them); those it made are taken away again, so a refused file is left as it was found.
  const made = ['-wal', '-shm'].map((suffix) => `${file}${suffix}`).filter((side) => !existsSync(side));
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const rows = db.pragma('quick_check') as { quick_check: string }[];
    return rows
      .map((row) => row.quick_check)
      .filter((text) => text !== 'ok')
      .slice(0, shown);
  } catch (error) {
    return [(error as Error).message];
  } finally {
    db?.close();
    for (const side of made) rmSync(side, { force: true });
  }
}

/** Why the file cannot be opened for writing (its permissions, an immutable flag, a read-only mount), or undefined. */
function notWritable(file: string): string | undefined {
  try {
    // Opening for reading and writing changes nothing in the file; it fails where a write would.
    closeSync(openSync(file, constants.O_RDWR));
    return undefined;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code ?? (error as Error).message;
  }
}

/** Throws StorageRefused when `file` exists and is damaged or read-only; a new file is SQLite's to create. */
export function checkSqliteFile(file: string): void {
  if (file === ':memory:' || file === '' || !existsSync(file)) return;
  const name = quote(file);
  const why = notWritable(file);
  if (why !== undefined)
    throw new StorageRefused(
      `database ${name} cannot be written (${why}): the server would answer every result with an error. ` +
        `Make it writable (chmod u+w ${file}; if it is marked immutable, chattr -i ${file}), or serve a ` +
        `writable copy: cp ${file} arcade-copy.sqlite && arcade serve --db arcade-copy.sqlite`,
    );
  const problems = damage(file);
  if (problems.length > 0)
    throw new StorageRefused(
      `database ${name} is damaged (PRAGMA quick_check: ${problems.map((p) => quote(p, 120)).join('; ')}); ` +
        'nothing was written to it. Move it aside and start on a new file: ' +
        `mv ${file} ${file}.damaged; to keep what can still be read: ` +
        `sqlite3 ${file}.damaged .recover | sqlite3 ${file}`,
    );
}
