/**
 * The log is copied into the database file by the checkpointing thread, not by the server's connection: results
 * written well below the connection's own automatic checkpoint reach the file itself (a copy of the file without
 * its log holds them) within moments with the thread, and never without it.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { openSqliteStorage } from '../sqliteStorage.ts';
import type { Storage } from '../storage.ts';
import { EVERY_MS } from './walCheckpoints.ts';

const dir = mkdtempSync(join(tmpdir(), 'arcade-checkpoints-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Rows of mines_results in the database file alone, as a copy of it without its log reads them (the table too
 * may still be only in the log). */
function rowsInFileAlone(file: string, copy: string): number {
  copyFileSync(file, copy);
  rmSync(`${copy}-wal`, { force: true });
  rmSync(`${copy}-shm`, { force: true });
  const db = new Database(copy, { readonly: true });
  try {
    const table = db.prepare("SELECT 1 FROM sqlite_master WHERE name = 'mines_results'").get();
    if (table === undefined) return 0;
    return (db.prepare('SELECT COUNT(*) AS n FROM mines_results').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** 100 results: some 400 pages of log, below the 1,000 of SQLite's own automatic checkpoint. */
async function addResults(store: Storage): Promise<void> {
  for (let i = 0; i < 100; i++)
    await store.addMinesResult(
      {
        level: 'beginner',
        width: 9,
        height: 9,
        mines: 10,
        seed: `s${i}`,
        won: i % 2 === 0,
        timeMs: 5000 + i,
        bbbv: 20,
        clicks: 30,
        player: 'p',
      },
      new Date(),
    );
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

it('copies the results into the database file from its own thread', async () => {
  const file = join(dir, 'background.sqlite');
  const store = openSqliteStorage(file, { backgroundCheckpoints: true });
  try {
    await addResults(store);
    let rows = 0;
    for (let waited = 0; waited < 40 * EVERY_MS && rows < 100; waited += EVERY_MS) {
      await sleep(EVERY_MS);
      rows = rowsInFileAlone(file, join(dir, 'background-copy.sqlite'));
    }
    expect(rows).toBe(100);
  } finally {
    await store.close();
  }
});

it('leaves them in the log without the thread', async () => {
  const file = join(dir, 'inline.sqlite');
  const store = openSqliteStorage(file);
  try {
    await addResults(store);
    await sleep(4 * EVERY_MS);
    expect(rowsInFileAlone(file, join(dir, 'inline-copy.sqlite'))).toBe(0);
  } finally {
    await store.close();
  }
});
