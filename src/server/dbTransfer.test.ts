/**
 * `arcade db migrate|export|import`, run as the real command: a SQLite database with records of every
 * kind moves to PostgreSQL and back with every row, reads the same through the storage, and goes on numbering
 * after the imported ids; a bad file or a database that is not empty is refused with nothing kept.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgSkipReason, startTestCluster, type TestCluster } from './pg/testCluster.ts';
import { openPgStorage } from './pgStorage.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import type { Storage } from './storage.ts';
import { dealtGame, newResult } from './storageContract.testkit.ts';

const dir = mkdtempSync(join(tmpdir(), 'arcade-transfer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const arcade = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['bin/arcade.js', 'db', ...args], { encoding: 'utf8' });
  return { status: run.status, out: run.stdout, err: run.stderr };
};

const NOW = new Date(Date.UTC(2026, 10, 24, 9));

/** Records of every kind: unranked Minesweeper, players, games with moves, ranked, held, lost, pending, daily. */
async function fill(store: Storage): Promise<void> {
  const base = { level: 'expert', width: 30, height: 16, mines: 99, seed: 's', bbbv: 100, clicks: 140 };
  await store.addMinesResult({ ...base, won: true, timeMs: 90_000, player: 'a' }, NOW);
  await store.addMinesResult({ ...base, won: false, timeMs: 5_000, player: 'b' }, NOW);
  const ann = (await store.addPlayer('Ann', 'hash-ann', NOW))!;
  const bob = (await store.addPlayer('Bob "<b>"', 'hash-bob', NOW))!;
  const day = '2026-11-24';
  await store.dailySeed('mines', 'expert', day, () => 'daily-seed');
  for (const [who, status, key, daily] of [
    [ann, 'ranked', 40_000, null],
    [bob, 'ranked', 30_000, day],
    [ann, 'held', 1_000, null],
    [bob, 'lost', 9_000, null],
  ] as const) {
    const game = dealtGame(who.id, { daily, moves: 'o a1@0' });
    expect(await store.addGame(game)).toBe(true);
    await store.addResult(newResult(game, { status, sortKey: key, timeMs: key, createdAt: NOW }));
  }
  const puyo = dealtGame(ann.id, { game: 'puyo', level: 'hard' });
  await store.addGame(puyo);
  await store.addResult(
    newResult(puyo, { status: 'pending', sortKey: 0, log: '0*60,3', createdAt: NOW, extra: { note: 'é✓' } }),
  );
  await store.addGame(dealtGame(bob.id)); // a game still in play
}

/** What the storage gives for the records fill() made. */
async function reads(store: Storage) {
  const board = (period: 'all' | 'daily') =>
    store.leaderboard({ game: 'mines', board: 'expert', period, now: NOW, page: 1, pageSize: 10 });
  return {
    mines: await store.minesRecords('expert', 10),
    all: await board('all'),
    daily: await board('daily'),
    ann: await store.playerPage(1, 10),
    bob: await store.playerPage(2, 10),
    pending: await store.pendingResults(10),
    seed: await store.dailySeed('mines', 'expert', '2026-11-24', () => 'drawn again'),
  };
}

const skip = pgSkipReason();
if (skip !== undefined) console.warn(`skipping the PostgreSQL transfer test: ${skip}`);

describe.skipIf(skip !== undefined)('arcade db export and import', () => {
  let cluster: TestCluster;
  beforeAll(() => {
    cluster = startTestCluster();
  }, 60_000);
  afterAll(() => cluster?.stop());

  it('moves a SQLite database to PostgreSQL and back with every record', { timeout: 60_000 }, async () => {
    const sqliteFile = join(dir, 'source.sqlite');
    const source = openSqliteStorage(sqliteFile);
    await fill(source);
    const before = await reads(source);
    await source.close();

    expect(arcade('export', join(dir, 'a.jsonl'), '--db', sqliteFile)).toMatchObject({ status: 0 });
    const url = await cluster.createDatabase();
    const imported = arcade('import', join(dir, 'a.jsonl'), '--db', url);
    expect(imported.status, imported.err).toBe(0);
    expect(JSON.parse(imported.out).tables).toMatchObject({
      players: 2,
      games: 6,
      results: 5,
      mines_results: 2,
    });

    const pgStore = await openPgStorage(url);
    try {
      expect(await reads(pgStore)).toEqual(before);
      // New rows are numbered after the imported ones.
      const cat = await pgStore.addPlayer('Cat', 'hash-cat', NOW);
      expect(cat?.id).toBe(3);
      const game = dealtGame(cat!.id);
      await pgStore.addGame(game);
      expect((await pgStore.addResult(newResult(game)))?.id).toBe(6);
    } finally {
      await pgStore.close();
    }

    // And back: PostgreSQL's export, read into a new SQLite file, exports the same lines (Cat's added).
    expect(arcade('export', join(dir, 'b.jsonl'), '--db', url).status).toBe(0);
    const back = join(dir, 'back.sqlite');
    expect(arcade('import', join(dir, 'b.jsonl'), '--db', back).status).toBe(0);
    expect(arcade('export', join(dir, 'c.jsonl'), '--db', back).status).toBe(0);
    const exported = readFileSync(join(dir, 'b.jsonl'), 'utf8');
    expect(readFileSync(join(dir, 'c.jsonl'), 'utf8')).toBe(exported);
    expect(exported).toContain('"name":"Bob \\"<b>\\""');
  });

  it('refuses a database that holds rows, and a bad line, keeping nothing of it', async () => {
    const file = join(dir, 'full.sqlite');
    const store = openSqliteStorage(file);
    await fill(store);
    await store.close();
    expect(arcade('export', join(dir, 'full.jsonl'), '--db', file).status).toBe(0);
    const again = arcade('import', join(dir, 'full.jsonl'), '--db', file);
    expect(again.status).toBe(2);
    expect(again.err).toMatch(/already holds rows \(2 in mines_results\): import into an empty one/);

    const lines = readFileSync(join(dir, 'full.jsonl'), 'utf8').split('\n');
    lines[5] = '{"table":"players","row":{"id":9,"name":"X","name_key":"x","secret_hash":"h","evil":1}}';
    writeFileSync(join(dir, 'bad.jsonl'), lines.join('\n'));
    const url = await cluster.createDatabase();
    const bad = arcade('import', join(dir, 'bad.jsonl'), '--db', url);
    expect(bad.status).toBe(2);
    expect(bad.err).toContain('bad.jsonl:6: players: no column "evil"');
    const pgStore = await openPgStorage(url);
    expect(await pgStore.minesRecords('expert', 10)).toMatchObject({ played: 0, best: [] });
    await pgStore.close();

    writeFileSync(join(dir, 'old.jsonl'), '{"format":"arcade-db","version":2}\n');
    expect(arcade('import', join(dir, 'old.jsonl'), '--db', url).err).toMatch(
      /old\.jsonl:1: exported at schema version 2, but this server's is \d+/,
    );
    expect(arcade('migrate', '--db', url)).toMatchObject({ status: 0 });
  });
});

describe('arcade db import holds every row to the API rules', () => {
  it.each([
    ['a right-to-left override in a name', 'Ada\u202egnp.exe', /players\.name: ".*" holds U\+202E/],
    ['a zero-width space in a name', 'Ad\u200ba', /players\.name: ".*" holds U\+200B/],
    ['spaces around a name', ' Ada ', /players\.name: " Ada " is not as the API keeps it \("Ada"\)/],
    ['a name of 41 characters', 'A'.repeat(41), /players\.name: at most 40 characters/],
  ])('refuses %s with the file and line, exit 2, importing nothing', async (_, name, error) => {
    const source = join(dir, 'rules.sqlite');
    if (!existsSync(source)) {
      const store = openSqliteStorage(source);
      await fill(store);
      await store.close();
      expect(arcade('export', join(dir, 'rules.jsonl'), '--db', source).status).toBe(0);
    }
    const lines = readFileSync(join(dir, 'rules.jsonl'), 'utf8').split('\n');
    const at = lines.findIndex((line) => line.startsWith('{"table":"players"'));
    const row = JSON.parse(lines[at]);
    row.row.name = name;
    row.row.name_key = name.normalize('NFKC').toLowerCase();
    lines[at] = JSON.stringify(row);
    const file = join(dir, 'hostile.jsonl');
    writeFileSync(file, lines.join('\n'));
    const target = join(dir, `target-${name.length}-${name.codePointAt(3)}.sqlite`);
    const run = arcade('import', file, '--db', target);
    expect(run.status).toBe(2);
    expect(run.err).toContain(`${file}:${at + 1}: players.name: `);
    expect(run.err).toMatch(error);
    const store = openSqliteStorage(target);
    expect(await store.minesRecords('expert', 10)).toMatchObject({ played: 0 });
    await store.close();
  });
});
