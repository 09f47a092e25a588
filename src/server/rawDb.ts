/**
 * Plain SQL on either database, for the tools that move whole tables (`arcade db export|import`): statements with
 * `?` placeholders (numbered for PostgreSQL here), run in one transaction, and rows read in batches so a table of
 * millions is never held at once. The storages themselves never use this: the Storage interface is their door.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { isPostgresUrl, pgTypes } from './pgStorage.ts';

export type SqlValue = string | number | null;

export interface RawDb {
  readonly kind: 'sqlite' | 'postgres';
  query(sql: string, values?: readonly SqlValue[]): Promise<Record<string, SqlValue>[]>;
  /** Every row of a SELECT, in batches of up to `size`. */
  batches(sql: string, size: number): AsyncGenerator<Record<string, SqlValue>[]>;
  /** Runs `work` in one transaction: all of it is kept, or none. */
  transaction<T>(work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** `?` placeholders as PostgreSQL's `$1, $2...` (the statements here hold no `?` in quotes). */
const numbered = (sql: string): string => {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
};

export async function openRawDb(db: string): Promise<RawDb> {
  if (!isPostgresUrl(db)) {
    const file = new Database(db, { fileMustExist: true });
    return {
      kind: 'sqlite',
      query: async (sql, values = []) => {
        const statement = file.prepare(sql);
        if (statement.reader) return statement.all(...values) as Record<string, SqlValue>[];
        statement.run(...values);
        return [];
      },
      async *batches(sql, size) {
        let batch: Record<string, SqlValue>[] = [];
        for (const row of file.prepare(sql).iterate()) {
          batch.push(row as Record<string, SqlValue>);
          if (batch.length === size) {
            yield batch;
            batch = [];
          }
        }
        if (batch.length > 0) yield batch;
      },
      async transaction(work) {
        file.exec('BEGIN');
        try {
          const value = await work();
          file.exec('COMMIT');
          return value;
        } catch (error) {
          file.exec('ROLLBACK');
          throw error;
        }
      },
      close: async () => {
        file.close();
      },
    };
  }
  const client = new pg.Client({ connectionString: db, types: pgTypes });
  await client.connect();
  return {
    kind: 'postgres',
    query: async (sql, values = []) => (await client.query(numbered(sql), [...values])).rows,
    async *batches(sql, size) {
      // A cursor in a read-only transaction of its own: one consistent view, fetched a batch at a time.
      await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      try {
        await client.query(`DECLARE export_rows NO SCROLL CURSOR FOR ${sql}`);
        for (;;) {
          const { rows } = await client.query(`FETCH ${size} FROM export_rows`);
          if (rows.length === 0) break;
          yield rows;
        }
      } finally {
        await client.query('COMMIT');
      }
    },
    async transaction(work) {
      await client.query('BEGIN');
      try {
        const value = await work();
        await client.query('COMMIT');
        return value;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      }
    },
    close: () => client.end(),
  };
}
