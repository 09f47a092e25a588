/** Puts the app on a port: the real server behind `arcade serve`, also started by the browser tests. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp, type MinesVerifier } from './app.ts';
import { openSqliteStorage } from './sqliteStorage.ts';

export interface ServerOptions {
  readonly port: number;
  readonly host?: string;
  readonly dbFile: string;
  readonly distDir?: string;
  readonly verifyMines: MinesVerifier;
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export function startServer(options: ServerOptions): Promise<RunningServer> {
  const storage = openSqliteStorage(options.dbFile);
  const app = createApp({ storage, verifyMines: options.verifyMines, distDir: options.distDir });
  return new Promise((resolve, reject) => {
    const server = serve(
      { fetch: app.fetch, port: options.port, hostname: options.host },
      (info: AddressInfo) => {
        const shownHost =
          options.host === undefined || options.host === '0.0.0.0' ? 'localhost' : options.host;
        resolve({
          url: `http://${shownHost}:${info.port}/`,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => {
                storage.close();
                done();
              });
            }),
        });
      },
    );
    server.once('error', (error) => {
      storage.close();
      reject(error);
    });
  });
}
