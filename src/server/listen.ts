/** Puts the app on a port: the real server behind `arcade serve`, also started by the browser tests. */

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { MinesVerifier } from './gameRecords.ts';
import { hostNamesFromEnvironment, servedHostNames } from './hostNames.ts';
import { SERVER_LIMITS, type ServerLimits } from './limits.ts';
import { NAMES_PER_HOUR, NameLimit } from './nameLimit.ts';
import { openStorage } from './openStorage.ts';
import { capConnectionsPerAddress } from './perAddress.ts';
import { AbandonedSweep } from './ranked/abandoned.ts';
import { SudokuDeals } from './ranked/sudoku/deals.ts';
import { ThreadRunner } from './workers/threadRunner.ts';
import { defaultVerifyWorkers, VERIFY_QUEUE_PER_WORKER, VerifyPool } from './workers/verifyPool.ts';
import { DEFAULT_VERIFY_LEASE_MS, DEFAULT_VERIFY_POLL_MS, VerifyQueue } from './workers/verifyQueue.ts';

export interface ServerOptions {
  readonly port: number;
  /** Address to listen on: 127.0.0.1 (this machine only) unless given; `0.0.0.0` opens it to the network. */
  readonly host?: string;
  /** A SQLite file, or a `postgres://` URL (openStorage.ts). */
  readonly dbFile: string;
  readonly distDir?: string;
  readonly verifyMines: MinesVerifier;
  /**
   * Timeouts and the connection caps; SERVER_LIMITS unless a test needs them shorter (the cap per address is
   * `$ARCADE_CONNECTIONS_PER_ADDRESS` when set: a server behind a proxy sees one address).
   */
  readonly limits?: Partial<ServerLimits>;
  /**
   * Worker threads replaying Puyo matches (default `$ARCADE_VERIFY_WORKERS`, else the cores but one) and the
   * replays that may wait for them (default `$ARCADE_VERIFY_QUEUE`, else 16 per thread); beyond that a result
   * gets 503.
   */
  readonly verifyWorkers?: number;
  /** Names each client address may make in an hour (nameLimit.ts; default `$ARCADE_NAMES_PER_HOUR`, else 10). */
  readonly namesPerHour?: number;
  /**
   * Names a Host header may carry besides this machine's own (localhost, 127.0.0.1, [::1], the bound address; all
   * of the machine's addresses when bound to 0.0.0.0): `arcade serve --allowed-host`, and `$ARCADE_ALLOWED_HOSTS`.
   */
  readonly allowedHosts?: readonly string[];
  readonly verifyQueue?: number;
}

/** A whole number from the environment, or the fallback when unset; anything else is an error naming it. */
function fromEnvironment(name: string, min: number, fallback: number): number {
  const text = process.env[name];
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < min)
    throw new RangeError(`${name} must be a whole number of at least ${min}, got ${JSON.stringify(text)}`);
  return Number(text);
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** The Node server, with the limits it runs under (headersTimeout, requestTimeout, maxConnections...). */
  readonly server: Server;
  close(): Promise<void>;
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const workers =
    options.verifyWorkers ?? fromEnvironment('ARCADE_VERIFY_WORKERS', 1, defaultVerifyWorkers());
  const maxQueue =
    options.verifyQueue ?? fromEnvironment('ARCADE_VERIFY_QUEUE', 0, VERIFY_QUEUE_PER_WORKER * workers);
  const storage = await openStorage(options.dbFile, { server: true });
  const verifyPool = new VerifyPool({ workers, maxQueue, makeRunner: () => new ThreadRunner() });
  // The replay queue is the pending results in the storage, shared with every process on the same database.
  const verifyQueue = new VerifyQueue(storage, verifyPool, {
    leaseMs: fromEnvironment('ARCADE_VERIFY_LEASE_MS', 1, DEFAULT_VERIFY_LEASE_MS),
    pollMs: fromEnvironment('ARCADE_VERIFY_POLL_MS', 1, DEFAULT_VERIFY_POLL_MS),
  }).start();
  // Sudoku's puzzles are made ahead in a thread of their own, so a long replay never holds up a deal.
  const sudokuDeals = new SudokuDeals(new ThreadRunner()).start();
  // Ranked games left open past their limit are closed as abandoned, at start and every minute.
  const abandonedSweep = new AbandonedSweep(storage).start();
  const closeAll = async () => {
    verifyQueue.stop();
    abandonedSweep.stop();
    await Promise.all([verifyPool.close(), sudokuDeals.close()]);
    await storage.close();
  };
  const host = options.host ?? '127.0.0.1';
  const app = createApp({
    hosts: servedHostNames(host, [...(options.allowedHosts ?? []), ...hostNamesFromEnvironment()]),
    storage,
    verifyMines: options.verifyMines,
    distDir: options.distDir,
    verifyPool,
    verifyQueue,
    sudokuDeals,
    nameLimit: new NameLimit(
      options.namesPerHour ?? fromEnvironment('ARCADE_NAMES_PER_HOUR', 1, NAMES_PER_HOUR),
    ),
  });
  const limits = {
    ...SERVER_LIMITS,
    connectionsPerAddress: fromEnvironment(
      'ARCADE_CONNECTIONS_PER_ADDRESS',
      1,
      SERVER_LIMITS.connectionsPerAddress,
    ),
    ...options.limits,
  };
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: options.port,
        hostname: host,
        serverOptions: {
          headersTimeout: limits.headersTimeoutMs,
          requestTimeout: limits.requestTimeoutMs,
          keepAliveTimeout: limits.keepAliveTimeoutMs,
          connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
        },
      },
      (info: AddressInfo) => {
        resolve({
          url: `http://${shownHost(host)}:${info.port}/`,
          port: info.port,
          server: server as Server,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => {
                void closeAll().then(done);
              });
            }),
        });
      },
    );
    // Past the cap, Node closes a new connection at once rather than letting it queue; past its address's share
    // of it, so does capConnectionsPerAddress.
    server.maxConnections = limits.maxConnections;
    capConnectionsPerAddress(server as Server, limits.connectionsPerAddress);
    // A connection silent this long is closed (the header timeout starts only with a request's first byte).
    server.setTimeout(limits.idleTimeoutMs);
    server.once('error', (error) => {
      void closeAll();
      reject(error);
    });
  });
}

/** The host part of the URL to print: a name a browser on this machine can open. */
function shownHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
