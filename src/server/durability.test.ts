/**
 * Every acknowledged result survives `kill -9`: a real `arcade serve` process on a real SQLite file
 * takes a burst of writes (ranked games dealt, and ranked games finishing move by move), is killed
 * with SIGKILL while requests are still in flight, and is started again on the same file; every result it had
 * answered with an id must be there, and the counters must agree with the rows.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { winningMoves } from '../../test/engineOracle.ts';
import { PRESETS } from '../mines/index.ts';
import { serveProcess } from './serveProcess.ts';

const dir = mkdtempSync(join(tmpdir(), 'arcade-kill-'));
const dbFile = join(dir, 'kill.sqlite');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const serve = () => serveProcess(dbFile, children);

const postTo = (url: string) => async (path: string, body: unknown) => {
  const response = await fetch(new URL(path, url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

it('loses no acknowledged result when the server is killed with SIGKILL during a burst', {
  timeout: 120_000,
}, async () => {
  const first = await serve();
  const post = postTo(first.url);
  const player = await post('/api/players', { name: 'Burst' });
  expect(player.status).toBe(201);

  // Ranked games dealt before the burst; their seeds read from the file, as only a test can.
  const games: string[] = [];
  for (let i = 0; i < 12; i++)
    games.push(
      (await post('/api/games', { game: 'mines', level: 'beginner', secret: player.body.secret })).body.id,
    );
  const peek = new Database(dbFile, { readonly: true });
  const seeds = new Map(
    games.map((id) => [
      id,
      (peek.prepare('SELECT seed FROM games WHERE id = ?').get(id) as { seed: string }).seed,
    ]),
  );
  peek.close();

  const acknowledgedDeals: string[] = [];
  const acknowledgedRanked: number[] = [];
  let killed = false;
  // Killed once both kinds have been acknowledged a few times, while the dealing workers still have requests out.
  const KILL_AFTER = { deals: 100, ranked: 4 };
  const maybeKill = () => {
    if (
      !killed &&
      acknowledgedDeals.length >= KILL_AFTER.deals &&
      acknowledgedRanked.length >= KILL_AFTER.ranked
    ) {
      killed = true;
      first.child.kill('SIGKILL');
    }
  };
  const dealingWorker = async () => {
    while (!killed) {
      try {
        const answer = await post('/api/games', {
          game: 'mines',
          level: 'beginner',
          secret: player.body.secret,
        });
        if (answer.status === 201) acknowledgedDeals.push(answer.body.id);
      } catch {
        return; // the server is gone: this request was never acknowledged
      }
      maybeKill();
    }
  };
  const rankedWorker = async (id: string) => {
    for (const move of winningMoves(PRESETS.beginner, seeds.get(id)!, { x: 4, y: 4 })) {
      const { at: _, ...sent } = move;
      try {
        const answer = await post(`/api/games/${id}/moves`, { ...sent, secret: player.body.secret });
        if (answer.body.result !== undefined) acknowledgedRanked.push(answer.body.result.id);
      } catch {
        return;
      }
      maybeKill();
    }
  };
  // Should the ranked games all end short of KILL_AFTER.ranked, the dealing workers stop too (and the counts
  // below fail) rather than loop until the test times out.
  const ranked = Promise.all(games.map(rankedWorker)).then(() => {
    if (!killed && acknowledgedRanked.length < KILL_AFTER.ranked) {
      killed = true;
      first.child.kill('SIGKILL');
    }
  });
  await Promise.all([...[0, 1, 2, 3, 4, 5].map(dealingWorker), ranked]);
  expect(killed).toBe(true);
  // A child killed by a signal keeps exitCode null: only both being null means it has not exited yet.
  await new Promise((resolve) =>
    first.child.exitCode === null && first.child.signalCode === null
      ? first.child.once('exit', resolve)
      : resolve(null),
  );
  expect(first.child.signalCode).toBe('SIGKILL');

  const second = await serve();
  for (const id of acknowledgedRanked) {
    const record = await fetch(new URL(`/api/records/${id}`, second.url));
    expect(record.status).toBe(200);
  }
  second.child.kill('SIGKILL');
  await new Promise((resolve) => second.child.once('exit', resolve));

  const check = new Database(dbFile, { readonly: true });
  const stored = new Set(
    (check.prepare('SELECT id FROM games').all() as { id: string }[]).map((row) => row.id),
  );
  const lost = acknowledgedDeals.filter((id) => !stored.has(id));
  expect(lost).toEqual([]);
  // The counters moved with the rows in the same transactions.
  const rankedRows = (check.prepare('SELECT COUNT(*) AS n FROM results').get() as { n: number }).n;
  const rankedCount = check
    .prepare("SELECT played FROM board_counts WHERE game = 'mines' AND board = 'beginner' AND period = 'all'")
    .get() as { played: number } | undefined;
  expect(rankedCount?.played ?? 0).toBe(rankedRows);
  check.close();
  expect(acknowledgedDeals.length).toBeGreaterThanOrEqual(KILL_AFTER.deals);
  expect(acknowledgedRanked.length).toBeGreaterThanOrEqual(KILL_AFTER.ranked);
});
