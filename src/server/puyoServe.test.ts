/**
 * Ranked Puyo on a real `arcade serve` process and SQLite file, its replays in real worker threads: one thread
 * and one place in the queue (ARCADE_VERIFY_WORKERS=1, ARCADE_VERIFY_QUEUE=1), so a burst of results fills it
 * and gets 503 with Retry-After; the server is then killed with SIGKILL with replays still pending, and the
 * restarted server proves every acknowledged result (pending → verified) and takes the refused ones.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, expect, it } from 'vitest';
import { droppingHuman, playMatch } from './puyoTestLogs.ts';
import { serveProcess } from './serveProcess.ts';

const dir = mkdtempSync(join(tmpdir(), 'arcade-puyo-serve-'));
const dbFile = join(dir, 'puyo.sqlite');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const serve = (env: Record<string, string> = {}) => serveProcess(dbFile, children, env);

const killed = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });

const call = (url: string) => async (path: string, body?: unknown) => {
  const response = await fetch(new URL(path, url), {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
  };
};

/** The record once its replay has settled it (polled: the server proves it in its own time). */
async function settledRecord(api: ReturnType<typeof call>, id: number) {
  for (let i = 0; i < 300; i++) {
    const record = await api(`/api/records/${id}`);
    if (record.body.verification !== 'pending') return record.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`record ${id} still pending after 30 s`);
}

it('fills a one-thread queue (503 + Retry-After), and proves every acknowledged result after a kill -9', {
  timeout: 120_000,
}, async () => {
  const first = await serve({ ARCADE_VERIFY_WORKERS: '1', ARCADE_VERIFY_QUEUE: '1' });
  let api = call(first.url);
  const player = await api('/api/players', { name: 'Queue' });
  expect(player.status).toBe(201);
  const { secret } = player.body;

  const games: { id: string; inputs: number[] }[] = [];
  const dealt = [];
  for (let i = 0; i < 8; i++) dealt.push(await api('/api/games', { game: 'puyo', level: 'gentle', secret }));
  const dealtAt = Date.now();
  for (const { status, body } of dealt) {
    expect(status).toBe(201);
    games.push({ id: body.id, inputs: playMatch(body.seed, 'gentle', droppingHuman).inputs });
  }
  // The server's clock must see the matches' ticks pass (about 3 s each) before it takes them.
  const longest = Math.max(...games.map((game) => game.inputs.length));
  await new Promise((resolve) => setTimeout(resolve, dealtAt + (longest * 1000) / 60 + 500 - Date.now()));

  const answers = await Promise.all(
    games.map((game) => api(`/api/games/${game.id}/result`, { secret, inputs: game.inputs })),
  );
  const accepted = answers.flatMap((answer, i) =>
    answer.status === 202 ? [{ ...games[i], record: answer.body.id as number }] : [],
  );
  const full = answers.flatMap((answer, i) => (answer.status === 503 ? [{ ...games[i], answer }] : []));
  expect(accepted.length + full.length, JSON.stringify(answers)).toBe(games.length);
  expect(accepted.length).toBeGreaterThanOrEqual(1);
  expect(full.length).toBeGreaterThanOrEqual(1);
  for (const { answer } of full) {
    expect(Number(answer.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(answer.body.error).toMatch(/^verification: the replay queue is full/);
  }
  await killed(first.child);
  // Every acknowledged result is in the file, proved or still pending (the restart resumes those).
  const file = new Database(dbFile, { readonly: true });
  const kept = file.prepare('SELECT id, status FROM results').all() as { id: number; status: string }[];
  file.close();
  expect(kept.map((row) => row.id).sort()).toEqual(accepted.map((game) => game.record).sort());
  console.log(
    `at the kill: ${kept.filter((row) => row.status === 'pending').length} of ${kept.length} pending`,
  );

  const second = await serve();
  api = call(second.url);
  for (const game of accepted) {
    const record = await settledRecord(api, game.record);
    expect(record).toMatchObject({
      gameId: game.id,
      status: 'lost',
      verification: 'verified',
      board: 'gentle',
    });
    expect((await api(`/api/games/${game.id}`)).body).toMatchObject({
      finished: true,
      result: { id: game.record },
    });
    expect((await api(`/api/games/${game.id}/result`, { secret, inputs: game.inputs })).status).toBe(409);
  }
  for (const game of full) {
    expect((await api(`/api/games/${game.id}`)).body).toMatchObject({ finished: false, result: null });
    const again = await api(`/api/games/${game.id}/result`, { secret, inputs: game.inputs });
    expect(again.status).toBe(202);
    expect(await settledRecord(api, again.body.id)).toMatchObject({ status: 'lost' });
  }
  const board = await api('/api/leaderboards?game=puyo&level=gentle');
  expect(board.body).toMatchObject({ played: games.length, wins: 0 });
  await killed(second.child);
});
