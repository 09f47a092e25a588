/**
 * Moving a whole database: `arcade db export` writes every row of every table as JSON lines, and
 * `arcade db import` writes them into an empty database of the same schema version, SQLite or PostgreSQL either
 * way, in one transaction (all rows or none). Rows are copied as they are, ids and counters included, so a SQLite
 * installation moves to PostgreSQL with every record and every leaderboard as it was.
 *
 * The format: a first line `{"format":"arcade-db","version":N}` (the schema version), then one line per row,
 * `{"table":"players","row":{"id":1,"name":"Ann",...}}`, tables in an order that keeps references whole.
 */

import { closeSync, createReadStream, openSync, writeSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { openRawDb, type RawDb, type SqlValue } from './rawDb.ts';
import { rowError } from './rowRules.ts';
import { MIGRATIONS } from './sqlite/migrations.ts';

/** Every table with its columns (as of the latest migration) and the order its rows are written in. */
export const TABLES: Readonly<
  Record<string, { readonly columns: readonly string[]; readonly order: string }>
> = {
  mines_results: {
    columns: [
      'id',
      'level',
      'width',
      'height',
      'mines',
      'seed',
      'won',
      'time_ms',
      'bbbv',
      'clicks',
      'player',
      'created_at',
    ],
    order: 'id',
  },
  mines_level_counts: { columns: ['level', 'played', 'wins'], order: 'level' },
  players: {
    columns: ['id', 'name', 'name_key', 'secret_hash', 'created_at', 'bot', 'refused'],
    order: 'id',
  },
  games: {
    columns: [
      'id',
      'game',
      'level',
      'params',
      'seed',
      'player_id',
      'dealt_at',
      'daily',
      'moves',
      'first_move_at',
      'last_move_at',
    ],
    order: 'id',
  },
  daily_seeds: { columns: ['game', 'level', 'day', 'seed'], order: 'game, level, day' },
  results: {
    columns: [
      'id',
      'game_id',
      'game',
      'board',
      'player_id',
      'status',
      'reason',
      'time_ms',
      'score',
      'sort_key',
      'extra',
      'log',
      'daily',
      'created_at',
      'claimed_until',
      'sort_keys',
      'review',
    ],
    order: 'id',
  },
  bests: {
    columns: ['game', 'board', 'ranking', 'period', 'player_id', 'result_id', 'sort_key'],
    order: 'game, board, ranking, period, player_id',
  },
  board_counts: {
    columns: ['game', 'board', 'period', 'players', 'played', 'wins'],
    order: 'game, board, period',
  },
  player_wins: {
    columns: ['game', 'board', 'period', 'player_id', 'wins', 'last_result_id'],
    order: 'game, board, period, player_id',
  },
};
const TABLE_NAMES = Object.keys(TABLES);
/** Tables whose `id` the database numbers itself: after an import its counter goes on from the largest. */
const NUMBERED = ['mines_results', 'players', 'results'];

export const SCHEMA_VERSION = MIGRATIONS.at(-1)?.version ?? 0;
const BATCH = 500;
/** Longest line read: a row's largest text is a move log (limits.ts: 2,000,000 characters), escaped. */
const MAX_LINE = 8 * 2 ** 20;

/** A line of an import that cannot be taken, with its number (1-based). */
export class TransferError extends Error {
  constructor(
    message: string,
    readonly line?: number,
  ) {
    super(message);
  }
}

export type TableCounts = Record<string, number>;

/** Writes every row of the database (opened after its migrations ran) to FILE; the rows per table. */
export async function exportDatabase(db: string, file: string): Promise<TableCounts> {
  const raw = await openRawDb(db);
  const fd = openSync(file, 'w');
  const counts: TableCounts = {};
  try {
    writeSync(fd, `${JSON.stringify({ format: 'arcade-db', version: SCHEMA_VERSION })}\n`);
    for (const table of TABLE_NAMES) {
      const { columns, order } = TABLES[table];
      counts[table] = 0;
      for await (const rows of raw.batches(
        `SELECT ${columns.join(', ')} FROM ${table} ORDER BY ${order}`,
        2000,
      )) {
        writeSync(fd, rows.map((row) => `${JSON.stringify({ table, row })}\n`).join(''));
        counts[table] += rows.length;
      }
    }
  } finally {
    closeSync(fd);
    await raw.close();
  }
  return counts;
}

/** Reads FILE into the database (migrated, and empty), all or nothing; the rows per table. */
export async function importDatabase(db: string, file: string): Promise<TableCounts> {
  const raw = await openRawDb(db);
  try {
    for (const table of TABLE_NAMES) {
      const [{ n }] = await raw.query(`SELECT COUNT(*) AS n FROM ${table}`);
      if (Number(n) > 0)
        throw new TransferError(
          `the database already holds rows (${n} in ${table}): import into an empty one`,
        );
    }
    return await raw.transaction(() => readInto(raw, file));
  } finally {
    await raw.close();
  }
}

async function readInto(raw: RawDb, file: string): Promise<TableCounts> {
  const counts: TableCounts = Object.fromEntries(TABLE_NAMES.map((table) => [table, 0]));
  const lines = createInterface({ input: createReadStream(file, { encoding: 'utf8' }), crlfDelay: Infinity });
  let pending: { table: string; rows: SqlValue[][] } = { table: '', rows: [] };
  const flush = async () => {
    if (pending.rows.length === 0) return;
    const { columns } = TABLES[pending.table];
    const one = `(${columns.map(() => '?').join(', ')})`;
    await raw.query(
      `INSERT INTO ${pending.table} (${columns.join(', ')}) VALUES ${pending.rows.map(() => one).join(', ')}`,
      pending.rows.flat(),
    );
    counts[pending.table] += pending.rows.length;
    pending = { table: pending.table, rows: [] };
  };
  let number = 0;
  for await (const line of lines) {
    number++;
    if (line.length > MAX_LINE) throw new TransferError(`longer than ${MAX_LINE} characters`, number);
    if (number === 1) {
      checkHeader(line, number);
      continue;
    }
    if (line.trim() === '') continue;
    const { table, values } = parseRow(line, number);
    if (table !== pending.table || pending.rows.length >= BATCH) {
      await flush();
      pending = { table, rows: [] };
    }
    pending.rows.push(values);
  }
  if (number === 0) throw new TransferError('empty: not an arcade-db export', 1);
  await flush();
  if (raw.kind === 'postgres')
    for (const table of NUMBERED)
      await raw.query(
        `SELECT setval(pg_get_serial_sequence('${table}', 'id'), COALESCE(MAX(id), 0) + 1, false) FROM ${table}`,
      );
  return counts;
}

function parseJson(line: string, number: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new TransferError('not valid JSON', number);
  }
}

function checkHeader(line: string, number: number): void {
  const header = parseJson(line, number) as { format?: unknown; version?: unknown } | null;
  if (header === null || typeof header !== 'object' || header.format !== 'arcade-db')
    throw new TransferError(
      'not an arcade-db export (its first line must be {"format":"arcade-db",...})',
      number,
    );
  if (header.version !== SCHEMA_VERSION)
    throw new TransferError(
      `exported at schema version ${JSON.stringify(header.version)}, but this server's is ${SCHEMA_VERSION} (migrate the source with \`arcade db migrate\` and export it again)`,
      number,
    );
}

function parseRow(line: string, number: number): { table: string; values: SqlValue[] } {
  const entry = parseJson(line, number) as { table?: unknown; row?: unknown } | null;
  if (entry === null || typeof entry !== 'object' || typeof entry.table !== 'string')
    throw new TransferError('a row line must be {"table":"...","row":{...}}', number);
  const table = entry.table;
  if (!Object.hasOwn(TABLES, table))
    throw new TransferError(`no table ${JSON.stringify(table).slice(0, 40)}`, number);
  const row = entry.row;
  if (row === null || typeof row !== 'object' || Array.isArray(row))
    throw new TransferError(`${table}: the row must be an object`, number);
  const { columns } = TABLES[table];
  const keys = Object.keys(row);
  const unknown = keys.find((key) => !columns.includes(key));
  if (unknown !== undefined)
    throw new TransferError(`${table}: no column ${JSON.stringify(unknown).slice(0, 40)}`, number);
  const values = columns.map((column) => {
    const value = (row as Record<string, unknown>)[column];
    if (value === undefined) throw new TransferError(`${table}: the row has no ${column}`, number);
    if (value !== null && typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value)))
      throw new TransferError(`${table}.${column}: must be text, a number or null`, number);
    return value;
  });
  // The API's own rules for each field (rowRules.ts): what the API would refuse is not imported either.
  const refused = rowError(table, row as Record<string, unknown>);
  if (refused !== undefined) throw new TransferError(refused, number);
  return { table, values };
}
