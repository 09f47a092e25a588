/** Puts the app on a port: the real server behind `arcade serve`, also started by the browser tests. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app.ts';
import type { MinesVerifier } from './gameRecords.ts';
import { SERVER_LIMITS, type ServerLimits } from './limits.ts';
import { openSqliteStorage } from './sqliteStorage.ts';

export interface ServerOptions {
  readonly port: number;
  /** Address to listen on: 127.0.0.1 (this machine only) unless given; `0.0.0.0` opens it to the network. */
  readonly host?: string;
  readonly dbFile: string;
  readonly distDir?: string;
  readonly verifyMines: MinesVerifier;
  /** Timeouts and the connection cap; SERVER_LIMITS unless a test needs them shorter. */
  readonly limits?: Partial<ServerLimits>;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  /** The Node server, with the limits it runs under (headersTimeout, requestTimeout, maxConnections...). */
  readonly server: Server;
  close(): Promise<void>;
}

export function startServer(options: ServerOptions): Promise<RunningServer> {
  const storage = openSqliteStorage(options.dbFile);
  const app = createApp({ storage, verifyMines: options.verifyMines, distDir: options.distDir });
  const limits = { ...SERVER_LIMITS, ...options.limits };
  const host = options.host ?? '127.0.0.1';
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
                void storage.close().then(done);
              });
            }),
        });
      },
    );
    // Past the cap, Node closes a new connection at once rather than letting it queue.
    server.maxConnections = limits.maxConnections;
    server.once('error', (error) => {
      void storage.close();
      reject(error);
    });
  });
}

/** The host part of the URL to print: a name a browser on this machine can open. */
function shownHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}
