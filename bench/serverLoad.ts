/**
 * Load on a real `arcade serve` (its own process, on 127.0.0.1 only, a fresh SQLite file in a temp folder):
 * verified submissions per second and p99 latency at 1, 8 and 32 connections, and leaderboard reads per second
 * at a given number of rows. Every run is bounded: SECONDS per measurement and MAX_REQUESTS per measurement.
 *
 *   npx tsx bench/serverLoad.ts [--seconds 4] [--rows 1000000] [--server DIR --legacy]
 *     [--only submissions|deals|puyo]
 *
 * `--server DIR` runs the `arcade serve` of another checkout (an older commit in a `git worktree`), and
 * `--legacy` measures only what servers without ranked games had (client-dealt Minesweeper results and their records),
 * so today's figures and the old ones are measured side by side on the same machine.
 *
 * Scenarios: `mines unranked` (`--legacy` only: the old POST /api/mines/results, where the client dealt and sent
 * the whole log; today's server answers it 410); `mines ranked` plays dealt Beginner games move by move (a submission is a finished game; the move latency is a
 * click to its cells on loopback); `sudoku ranked` posts solved logs of dealt Easy puzzles. Games are dealt by
 * writing them to the file before the server starts (dealing a Sudoku makes its puzzle, which would measure the
 * generator rather than the submission).
 *
 * Each server is left SETTLE_SECONDS to finish starting and warmed with WARM_UP_SECONDS of results before the
 * first figure, and each figure says the server's CPU time per result (all its threads, from /proc): on a machine
 * shared with other work, results/s swing with the load far more than the CPU a result costs.
 * `LOAD_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR"` profiles the server under the load.
 *
 * `puyo ranked` posts won matches against the gentle AI (games dealt into the file, the logs played beforehand by
 * an AI human) and counts a submission done when its record is verified: the POST answers 202 at once, and the
 * loop polls `GET /api/records/:id` until the worker threads have replayed it (a 503 waits its Retry-After, at
 * most 0.2 s here, and tries again). `sudoku deal` times `POST /api/games` for each level, one at a time, with the
 * server's puzzles made ahead (`--server DIR` of a checkout before them makes each on the request path);
 * `--only submissions|deals|puyo` runs just that.
 */
import type { ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { type Move, makeMoveLog, PRESETS } from '../src/mines/index.ts';
import { aiHuman, playMatch } from '../src/server/puyoTestLogs.ts';
import { sudokuRanked } from '../src/server/ranked/sudoku/index.ts';
import { sudokuGame } from '../src/sudoku/index.ts';
import { winningMoves } from '../test/engineOracle.ts';

import { dealInto, fillSqlite, loadSecret } from './loadFill.ts';
import { cpuMsOf, type Measured, measureLoad, p99, postJson, row, serveLoad } from './loadKit.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(args[at + 1]);
};
const SECONDS = Math.min(option('seconds', 4), 30);
const ROWS = Math.min(option('rows', 1_000_000), 10_000_000);
const serverAt = args.indexOf('--server');
/** The server being measured, whose CPU time each measurement reads. */
let server: ChildProcess | undefined;
/** One bounded measurement (loadKit.ts) of SECONDS, with the server's CPU time meanwhile. */
async function measure(connections: number, one: Parameters<typeof measureLoad>[2]): Promise<Measured> {
  const before = cpuMsOf(server?.pid);
  const measured = await measureLoad(SECONDS, connections, one);
  return { ...measured, serverCpuMs: cpuMsOf(server?.pid) - before };
}
const SERVER_DIR = serverAt === -1 ? '.' : args[serverAt + 1];
const LEGACY = args.includes('--legacy');
const onlyAt = args.indexOf('--only');
const ONLY = onlyAt === -1 ? undefined : args[onlyAt + 1];
const CONNECTIONS = [1, 8, 32];

const dir = mkdtempSync(join(tmpdir(), 'arcade-load-'));
const dbFile = join(dir, 'load.sqlite');

async function serve(file: string) {
  const started = await serveLoad(SERVER_DIR, file);
  server = started.child;
  return started;
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

/** Unmeasured seconds after a server starts: its start-up work (Sudoku puzzles made ahead) and a warm-up load. */
const SETTLE_SECONDS = 3;
const WARM_UP_SECONDS = 1;

/**
 * Lets a fresh server finish starting and warms it (JIT) with WARM_UP_SECONDS of requests: client-dealt results
 * for an old server (`--legacy`), leaderboard reads for today's (which takes no client-dealt results): a server
 * runs for days, and a figure of its first seconds measures its start.
 */
async function warmUp(url: string, bodies?: readonly string[]): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, SETTLE_SECONDS * 1000));
  let n = 0;
  await measureLoad(WARM_UP_SECONDS, 1, async (timed) => {
    if (bodies) await timed(postJson(url, '/api/mines/results', bodies[n++ % bodies.length]));
    else await timed(() => fetch(new URL('/api/leaderboards?game=mines&level=beginner', url)));
    return 1;
  });
}

async function submissions(): Promise<void> {
  const minesSeeds = Array.from({ length: 50 }, (_, i) => `load-${i}`);
  const minesLogs = minesSeeds.map((seed) => winningMoves(PRESETS.beginner, seed, { x: 4, y: 4 }));
  const unranked = minesSeeds.map((seed, i) =>
    JSON.stringify({ level: 'beginner', params: PRESETS.beginner, seed, moves: makeMoveLog(minesLogs[i]) }),
  );
  if (LEGACY) {
    const { child, url } = await serve(dbFile);
    try {
      await warmUp(url, unranked);
      for (const connections of CONNECTIONS) {
        let n = 0;
        row(
          `mines unranked${SERVER_DIR === '.' ? '' : ' (other)'}`,
          connections,
          await measure(connections, async (timed) => {
            await timed(postJson(url, '/api/mines/results', unranked[n++ % unranked.length]));
            return 1;
          }),
          'results',
        );
      }
    } finally {
      await stop(child);
    }
    return;
  }
  const minesSecret = loadSecret('mines');
  const rankedIds = await dealInto(dbFile, 20_000, 'mines', 'beginner', minesSeeds, [
    JSON.stringify(PRESETS.beginner),
  ]);
  const puzzles = Array.from({ length: 10 }, (_, i) => sudokuRanked.deal('easy', String(1000 + i)));
  const solved = puzzles.map(({ params }) => {
    const { puzzle } = params as { puzzle: string };
    const solution = sudokuGame.newGame({ puzzle }, 0).solution;
    return [...puzzle].flatMap((ch, cell) =>
      ch === '.' ? [{ kind: 'enter', cell, digit: Number(solution[cell]) }] : [],
    );
  });
  const sudokuIds = await dealInto(
    dbFile,
    20_000,
    'sudoku',
    'easy',
    puzzles.map((_, i) => String(1000 + i)),
    puzzles.map((p) => JSON.stringify(p.params)),
  );
  const secretOf = new Database(dbFile);
  // The load players' secrets are random hashes; give the Sudoku player a known secret for its submissions.
  const secret = randomBytes(32).toString('base64url');
  secretOf
    .prepare("UPDATE players SET secret_hash = ? WHERE name = 'load-sudoku'")
    .run(createHash('sha256').update(secret).digest('hex'));
  // The dealing above wrote 40,000 small transactions to the write-ahead log: fold it into the file first, or the
  // server's first writes pay for the checkpoint and the first figures measure that.
  secretOf.pragma('wal_checkpoint(TRUNCATE)');
  secretOf.close();

  const { child, url } = await serve(dbFile);
  try {
    await warmUp(url);
    let nextMines = 0;
    for (const connections of CONNECTIONS) {
      const moveLatencies: number[] = [];
      const m = await measure(connections, async (timed) => {
        const index = nextMines++;
        if (index >= rankedIds.length) return -1;
        const moves: readonly Move[] = minesLogs[index % minesLogs.length];
        for (const { at: _, ...move } of moves) {
          const t = performance.now();
          await timed(
            postJson(
              url,
              `/api/games/${rankedIds[index]}/moves`,
              JSON.stringify({ ...move, secret: minesSecret }),
            ),
          );
          moveLatencies.push(performance.now() - t);
        }
        return 1;
      });
      row('mines ranked (games)', connections, m, 'games');
      console.log(
        `${''.padEnd(22)}      moves ${(m.requests / m.seconds).toFixed(0)}/s, a click to its cells p99 ${p99(moveLatencies).toFixed(1)} ms`,
      );
    }
    let nextSudoku = 0;
    for (const connections of CONNECTIONS) {
      row(
        'sudoku ranked',
        connections,
        await measure(connections, async (timed) => {
          const index = nextSudoku++;
          if (index >= sudokuIds.length) return -1;
          const body = JSON.stringify({ secret, moves: solved[index % solved.length], hints: 0 });
          await timed(postJson(url, `/api/games/${sudokuIds[index]}/result`, body));
          return 1;
        }),
        'results',
      );
    }
  } finally {
    await stop(child);
  }
}

/** A player made through the API, for the scenarios that deal through it. */
async function apiPlayer(url: string, name: string): Promise<string> {
  const response = await postJson(url, '/api/players', JSON.stringify({ name }))();
  return ((await response.json()) as { secret: string }).secret;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** `POST /api/games` for Sudoku at each level, one request at a time (at most 40 a level), after a 2 s start. */
async function sudokuDeals(): Promise<void> {
  const { child, url } = await serve(join(dir, 'deals.sqlite'));
  try {
    const secret = await apiPlayer(url, 'deals');
    // The server's first puzzles are made in its first seconds; a player's first deal comes later than that.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    for (const level of ['easy', 'medium', 'hard', 'expert', 'extreme']) {
      const latencies: number[] = [];
      const end = performance.now() + SECONDS * 1000;
      while (performance.now() < end && latencies.length < 40) {
        const t = performance.now();
        const response = await postJson(
          url,
          '/api/games',
          JSON.stringify({ game: 'sudoku', level, secret }),
        )();
        await response.arrayBuffer();
        if (response.status !== 201) throw new Error(`HTTP ${response.status}`);
        latencies.push(performance.now() - t);
        // A player reads the puzzle before asking for another: the made-ahead ones are made again meanwhile.
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      console.log(
        `sudoku deal ${level.padEnd(10)} ${String(latencies.length).padStart(3)} deals  median ${median(latencies).toFixed(1).padStart(6)} ms  p99 ${p99(latencies).toFixed(1).padStart(6)} ms  worst ${Math.max(...latencies).toFixed(1)} ms`,
      );
    }
  } finally {
    await stop(child);
  }
}

/** How often a Puyo submission's record is read until verified (each loop reads its own). */
const POLL_MS = 25;

/** Won matches against the gentle AI posted and followed to verified, at 1, 8 and 32 connections. */
async function puyoSubmissions(): Promise<void> {
  const file = join(dir, 'puyo.sqlite');
  const seeds = Array.from({ length: 8 }, (_, i) => `load-puyo-${i}`);
  const t = performance.now();
  const logs = seeds.map((seed) => playMatch(seed, 'gentle', aiHuman('medium')));
  const won = logs.filter((log) => log.result === 'p1').length;
  console.log(
    `puyo: ${seeds.length} matches played for the load (${won} won by the AI human, mean ${Math.round(logs.reduce((n, log) => n + log.inputs.length, 0) / logs.length)} ticks) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  // Each game dealt as long ago as its match lasts, plus 2 s: the server holds a win whose time since the deal
  // passes its ticks by more than PUYO_PAUSE_ALLOWANCE_MS (a pause it cannot see), and the run takes about 20 s.
  const ids = await dealInto(
    file,
    5_000,
    'puyo',
    'gentle',
    seeds,
    [JSON.stringify({ level: 'gentle' })],
    (i) => (logs[i % logs.length].inputs.length / 60) * 1000 + 2000,
  );
  const db = new Database(file);
  const secret = randomBytes(32).toString('base64url');
  db.prepare("UPDATE players SET secret_hash = ? WHERE name = 'load-puyo'").run(
    createHash('sha256').update(secret).digest('hex'),
  );
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  const { child, url } = await serve(file);
  try {
    let next = 0;
    // The first replay starts the worker thread (loading the engine and the AI): done once before measuring.
    const warm = await postJson(
      url,
      `/api/games/${ids[next++]}/result`,
      JSON.stringify({ secret, inputs: logs[0].inputs }),
    )();
    const { id: warmId } = (await warm.json()) as { id: number };
    while (
      ((await (await fetch(new URL(`/api/records/${warmId}`, url))).json()) as { status: string }).status ===
      'pending'
    )
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    for (const connections of CONNECTIONS) {
      const posts: number[] = [];
      const verified: number[] = [];
      let full = 0;
      let done = 0;
      const start = performance.now();
      const end = start + SECONDS * 1000;
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (performance.now() < end && next < ids.length) {
            const index = next++;
            const body = JSON.stringify({ secret, inputs: logs[index % logs.length].inputs });
            const t0 = performance.now();
            let answer: Response;
            for (;;) {
              const t = performance.now();
              answer = await postJson(url, `/api/games/${ids[index]}/result`, body)();
              posts.push(performance.now() - t);
              if (answer.status !== 503) break;
              full++;
              await answer.arrayBuffer();
              await new Promise((resolve) =>
                setTimeout(resolve, Math.min(200, Number(answer.headers.get('retry-after')) * 1000)),
              );
            }
            if (answer.status !== 202) throw new Error(`HTTP ${answer.status}: ${await answer.text()}`);
            const { id } = (await answer.json()) as { id: number };
            for (;;) {
              const record = (await (await fetch(new URL(`/api/records/${id}`, url))).json()) as {
                status: string;
              };
              if (record.status === 'ranked' || record.status === 'lost') break;
              if (record.status !== 'pending') throw new Error(`record ${id}: ${record.status}`);
              await new Promise((resolve) => setTimeout(resolve, POLL_MS));
            }
            verified.push(performance.now() - t0);
            done++;
          }
        }),
      );
      const seconds = (performance.now() - start) / 1000;
      console.log(
        `${'puyo ranked'.padEnd(22)} ${String(connections).padStart(3)} conn  ${(done / seconds).toFixed(1).padStart(6)} verified/s` +
          `  p99 POST ${p99(posts).toFixed(1)} ms, POST to verified ${p99(verified).toFixed(0)} ms  (${done} matches, ${full} answered 503, in ${seconds.toFixed(1)} s)`,
      );
    }
  } finally {
    await stop(child);
  }
}

/** Fills a fresh file with `rows` ranked Minesweeper results (and as many client-dealt ones) in bulk SQL. */
async function fill(file: string, rows: number): Promise<void> {
  if (LEGACY) return fillLegacy(file, rows);
  await fillSqlite(file, rows);
}

/** The schema before versions, filled in bulk; the old server reads it as it is. */
function fillLegacy(file: string, rows: number): void {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.exec(`CREATE TABLE mines_results (id INTEGER PRIMARY KEY AUTOINCREMENT, level TEXT NOT NULL, width INTEGER NOT NULL,
    height INTEGER NOT NULL, mines INTEGER NOT NULL, seed TEXT NOT NULL, won INTEGER NOT NULL, time_ms INTEGER NOT NULL,
    bbbv INTEGER NOT NULL, clicks INTEGER NOT NULL, player TEXT NOT NULL, created_at TEXT NOT NULL);
    CREATE INDEX mines_results_level_time ON mines_results (level, won, time_ms);`);
  db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows})
    INSERT INTO mines_results (level, width, height, mines, seed, won, time_ms, bbbv, clicks, player, created_at)
    SELECT 'expert', 30, 16, 99, 's' || i, i % 2, 30000 + i % 300000, 150, 200, 'p', '2026-11-23T12:00:00.000Z' FROM n`);
  db.close();
}

async function reads(rows: number): Promise<void> {
  const file = join(dir, `reads-${rows}.sqlite`);
  const t = performance.now();
  await fill(file, rows);
  console.log(
    `filled ${rows} ranked and ${rows} client-dealt results in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  const { child, url } = await serve(file);
  try {
    for (const connections of [1, 8]) {
      let page = 0;
      if (!LEGACY)
        row(
          `leaderboard ${rows}`,
          connections,
          await measure(connections, async (timed) => {
            await timed(() =>
              fetch(new URL(`/api/leaderboards?game=mines&level=expert&page=${(page++ % 50) + 1}`, url)),
            );
            return 1;
          }),
          'reads',
        );
      row(
        `mines records ${rows}`,
        connections,
        await measure(connections, async (timed) => {
          await timed(() => fetch(new URL('/api/mines/records?level=expert', url)));
          return 1;
        }),
        'reads',
      );
    }
  } finally {
    await stop(child);
  }
}

try {
  if (ONLY === undefined) {
    await submissions();
    if (!LEGACY) await puyoSubmissions();
    await reads(72_600);
    if (ROWS !== 72_600) await reads(ROWS);
  } else if (ONLY === 'submissions') await submissions();
  else if (ONLY === 'deals') await sudokuDeals();
  else if (ONLY === 'puyo') await puyoSubmissions();
  else throw new Error(`--only takes submissions, deals or puyo, not ${ONLY}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
