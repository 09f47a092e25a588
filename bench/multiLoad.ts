/**
 * Servers on one database: `arcade serve` processes (on 127.0.0.1 only) on SQLite or on PostgreSQL (a
 * throwaway cluster started here with its default durability, removed after), the load spread over them, each
 * connection kept to one server as a balancer would. For each configuration: verified submissions per second and
 * p99 at 8 and 32 connections (client-dealt Minesweeper results, replayed on the request path; and ranked
 * Beginner games dealt into the database and played move by move, a submission being a finished game), and
 * leaderboard reads per second at `--rows` results. Every measurement is bounded (SECONDS, MAX_REQUESTS); the
 * machine's load average is printed with each figure.
 *
 *   npx tsx bench/multiLoad.ts [--seconds 4] [--rows 1000000] [--configs sqlite:1,postgres:1,postgres:2,postgres:3]
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Move, PRESETS } from '../src/mines/index.ts';
import { startTestCluster, type TestCluster } from '../src/server/pg/testCluster.ts';
import { winningMoves } from '../test/engineOracle.ts';
import { dealInto, fillPg, fillSqlite, loadSecret } from './loadFill.ts';
import { type Measured, measureLoad, p99, postJson, serveLoad } from './loadKit.ts';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? fallback : args[at + 1];
};
const SECONDS = Math.min(Number(option('seconds', '4')), 30);
const ROWS = Math.min(Number(option('rows', '1000000')), 10_000_000);
const CONFIGS = option('configs', 'sqlite:1,postgres:1,postgres:2,postgres:3')
  .split(',')
  .map((text) => {
    const [kind, processes] = text.split(':');
    if ((kind !== 'sqlite' && kind !== 'postgres') || !/^[1-8]$/.test(processes))
      throw new Error(`--configs: ${text} is not sqlite:N or postgres:N (N from 1 to 8)`);
    return { kind, processes: Number(processes) };
  });
const CONNECTIONS = [8, 32];
const RANKED_GAMES = 6_000;

const dir = mkdtempSync(join(tmpdir(), 'arcade-multi-'));
let cluster: TestCluster | undefined;

const serve = (db: string) => serveLoad('.', db, { ARCADE_VERIFY_WORKERS: '1' });

const stopAll = (children: ChildProcess[]) =>
  Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );

const load = () => `load ${loadavg()[0].toFixed(1)}`;
const print = (name: string, connections: number, m: Measured, unit: string) =>
  console.log(
    `${name.padEnd(34)} ${String(connections).padStart(3)} conn  ${(m.done / m.seconds).toFixed(0).padStart(6)} ${unit}/s` +
      `  p99 ${p99(m.latencies).toFixed(1).padStart(6)} ms  (${m.requests} requests in ${m.seconds.toFixed(1)} s, ${load()})`,
  );

/** A new, empty database of the kind: a SQLite file, or a database of the cluster. */
async function newDatabase(kind: string, name: string): Promise<string> {
  if (kind === 'sqlite') return join(dir, `${name}.sqlite`);
  cluster ??= startTestCluster({ durable: true });
  return cluster.createDatabase();
}

async function submissions(kind: string, processes: number, label: string): Promise<void> {
  const seeds = Array.from({ length: 50 }, (_, i) => `multi-${i}`);
  const logs = seeds.map((seed) => winningMoves(PRESETS.beginner, seed, { x: 4, y: 4 }));
  const db = await newDatabase(kind, `submit-${label.replace(/\W/g, '')}`);
  const secret = loadSecret('mines');
  const ranked = await dealInto(db, RANKED_GAMES, 'mines', 'beginner', seeds, [
    JSON.stringify(PRESETS.beginner),
  ]);
  const servers = [];
  for (let i = 0; i < processes; i++) servers.push(await serve(db));
  const urls = servers.map((server) => server.url);
  try {
    // A second of each server's first requests (compiling its code) is not measured.
    let warm = 0;
    await measureLoad(1, urls.length, async (timed) => {
      await timed(() =>
        fetch(new URL('/api/leaderboards?game=mines&level=beginner', urls[warm++ % urls.length])),
      );
      return 1;
    });
    let next = 0;
    for (const connections of CONNECTIONS) {
      let loop = 0;
      print(
        `${label} mines ranked games`,
        connections,
        await measureLoad(SECONDS, connections, async (timed) => {
          const index = next++;
          if (index >= ranked.length) return -1;
          const url = urls[loop++ % urls.length];
          const moves: readonly Move[] = logs[index % logs.length];
          for (const { at: _, ...move } of moves)
            await timed(
              postJson(url, `/api/games/${ranked[index]}/moves`, JSON.stringify({ ...move, secret })),
            );
          return 1;
        }),
        'games',
      );
    }
  } finally {
    await stopAll(servers.map((server) => server.child));
  }
}

async function reads(kind: string, processes: number, label: string): Promise<void> {
  const db = await newDatabase(kind, `reads-${label.replace(/\W/g, '')}`);
  const t = performance.now();
  if (kind === 'sqlite') await fillSqlite(db, ROWS);
  else await fillPg(db, ROWS);
  console.log(`${label}: filled ${ROWS} ranked results in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  const servers = [];
  for (let i = 0; i < processes; i++) servers.push(await serve(db));
  const urls = servers.map((server) => server.url);
  try {
    let warm = 0;
    await measureLoad(1, urls.length, async (timed) => {
      await timed(() =>
        fetch(new URL('/api/leaderboards?game=mines&level=expert', urls[warm++ % urls.length])),
      );
      return 1;
    });
    for (const connections of CONNECTIONS) {
      let page = 0;
      let loop = 0;
      print(
        `${label} leaderboard ${ROWS}`,
        connections,
        await measureLoad(SECONDS, connections, async (timed) => {
          const url = urls[loop++ % urls.length];
          await timed(() =>
            fetch(new URL(`/api/leaderboards?game=mines&level=expert&page=${(page++ % 50) + 1}`, url)),
          );
          return 1;
        }),
        'reads',
      );
    }
  } finally {
    await stopAll(servers.map((server) => server.child));
  }
}

try {
  console.log(`${availableParallelism()} cores, node ${process.version}, ${load()}`);
  for (const { kind, processes } of CONFIGS) {
    const label = `${kind === 'sqlite' ? 'SQLite' : 'PostgreSQL'} x${processes}`;
    await submissions(kind, processes, label);
    await reads(kind, processes, label);
  }
} finally {
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
