/**
 * What the load scripts share (bench/serverLoad.ts, bench/multiLoad.ts): bounded measuring loops over HTTP on
 * loopback, p99, and one printed row per figure.
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Starts `arcade serve` of the checkout in `serverDir` on a free loopback port, on the database `db`; resolves
 * once it says where it runs. `$LOAD_SERVER_NODE_ARGS` goes to the server's node (`--cpu-prof --cpu-prof-dir=DIR`
 * profiles it under the load; NODE_OPTIONS may not carry those).
 */
export function serveLoad(
  serverDir: string,
  db: string,
  env: Record<string, string> = {},
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(
    process.execPath,
    [
      ...(process.env.LOAD_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
      join(serverDir, 'bin/arcade.js'),
      'serve',
      '--port',
      '0',
      '--host',
      '127.0.0.1',
      '--db',
      db,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/127\.0\.0\.1:\d+\/)/.exec(output);
      if (match) resolve({ child, url: match[1] });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Most requests one measurement sends, whatever its time. */
export const MAX_REQUESTS = 50_000;

export interface Measured {
  done: number;
  requests: number;
  seconds: number;
  latencies: number[];
  /** CPU time the server process (all its threads) spent meanwhile, ms, when known. */
  serverCpuMs?: number;
}

/**
 * CPU time (user and system, every thread) a process has used so far, in ms, from /proc (Linux; NaN elsewhere).
 * Its cost per result holds much better than results/s on a machine shared with other work.
 */
export function cpuMsOf(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * Runs `connections` loops until `seconds` pass or MAX_REQUESTS are sent; each loop calls `one`, which sends
 * requests through `timed` and returns how many submissions it completed.
 */
export async function measureLoad(
  seconds: number,
  connections: number,
  one: (timed: (send: () => Promise<Response>) => Promise<Response>) => Promise<number>,
): Promise<Measured> {
  const latencies: number[] = [];
  let requests = 0;
  let done = 0;
  const start = performance.now();
  const end = start + seconds * 1000;
  const timed = async (send: () => Promise<Response>) => {
    const t = performance.now();
    const response = await send();
    await response.arrayBuffer();
    latencies.push(performance.now() - t);
    requests++;
    if (response.status >= 300) throw new Error(`HTTP ${response.status}`);
    return response;
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < end && requests < MAX_REQUESTS) {
        const finished = await one(timed);
        if (finished < 0) return;
        done += finished;
      }
    }),
  );
  return { done, requests, seconds: (performance.now() - start) / 1000, latencies };
}

export const p99 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? Number.NaN;
};

export const row = (name: string, connections: number, m: Measured, unit: string) =>
  console.log(
    `${name.padEnd(22)} ${String(connections).padStart(3)} conn  ${(m.done / m.seconds).toFixed(0).padStart(6)} ${unit}/s` +
      `  p99 ${p99(m.latencies).toFixed(1).padStart(6)} ms  (${m.requests} requests in ${m.seconds.toFixed(1)} s)` +
      (m.serverCpuMs === undefined || Number.isNaN(m.serverCpuMs)
        ? ''
        : `  server CPU ${((m.serverCpuMs * 1000) / m.done).toFixed(0)} µs a ${unit.replace(/s$/, '')}`),
  );

export const postJson = (url: string, path: string, body: string) => () =>
  fetch(new URL(path, url), { method: 'POST', headers: { 'content-type': 'application/json' }, body });
