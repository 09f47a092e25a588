/**
 * A throwaway PostgreSQL cluster for tests: `initdb` in a temporary directory, the server on a Unix
 * socket in that directory only (no TCP port), removed when the test stops it. Uses Debian's binaries under
 * /usr/lib/postgresql/<version>/bin (or `$PG_BIN`). PostgreSQL refuses to run as root, so as root (CI runs as
 * root) the cluster belongs to `nobody` and its commands run through `runuser`.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

/** The directory of initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export function findPgBin(): string | undefined {
  const fromEnvironment = process.env.PG_BIN;
  if (fromEnvironment) return existsSync(join(fromEnvironment, 'initdb')) ? fromEnvironment : undefined;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return undefined;
}

/** Why the PostgreSQL tests are skipped, or undefined when they can run. */
export const pgSkipReason = (): string | undefined =>
  findPgBin() === undefined
    ? "PostgreSQL is not installed (no initdb under /usr/lib/postgresql/*/bin or $PG_BIN): .ci/run installs Debian's postgresql"
    : undefined;

export interface TestCluster {
  /** A connection URL to the database `name` (the socket directory in `host`). */
  url(name?: string): string;
  /** Makes a new, empty database and gives its URL. */
  createDatabase(): Promise<string>;
  /** Stops the server and removes its directory. */
  stop(): void;
  /** Stops the server as a crash or an outage would (its clients' connections cut), keeping its data. */
  pause(): void;
  /** Starts it again on the same data after pause(). */
  resume(): void;
}

const NOBODY = 65534;
const USER = 'arcade';
let databases = 0;

/**
 * Starts a cluster. `durable`: commits are flushed to disk as PostgreSQL does by default (for figures); the tests
 * leave it off, since durability of PostgreSQL itself is not what they check and the disk is shared.
 */
export function startTestCluster({ durable = false } = {}): TestCluster {
  const bin = findPgBin();
  if (bin === undefined) throw new Error(pgSkipReason());
  const dir = mkdtempSync(join(tmpdir(), 'arcade-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, NOBODY, NOBODY);
  const run = (command: string, args: string[]) => {
    const [file, all] = asRoot
      ? ['runuser', ['-u', 'nobody', '--', join(bin, command), ...args]]
      : [join(bin, command), args];
    execFileSync(file, all, { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  };
  const data = join(dir, 'data');
  const fast = durable ? '' : ' -c fsync=off -c synchronous_commit=off -c full_page_writes=off';
  const options = `-k ${dir} -c listen_addresses='' -c max_connections=200${fast}`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', '-t', '60', 'start']);
  try {
    run('initdb', ['-D', data, '-U', USER, '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    start();
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? '';
    throw new Error(`could not start a PostgreSQL test cluster: ${(error as Error).message} ${stderr}`);
  }
  const url = (name = 'postgres') => `postgres://${USER}@localhost/${name}?host=${encodeURIComponent(dir)}`;
  return {
    url,
    async createDatabase() {
      const name = `t${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: url() });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return url(name);
    },
    pause() {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    },
    resume: start,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
