import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'arcade-serve-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

/** Starts `arcade serve` and resolves with the address it prints. */
function serve(args: string[]): Promise<string> {
  const child = spawn(process.execPath, ['bin/arcade.js', 'serve', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) resolve(match[1]);
    });
    child.on('exit', (code) => reject(new Error(`exited with ${code}: ${output}`)));
  });
}

describe('arcade serve', () => {
  it('listens on the port it prints, with the API and a SQLite file', async () => {
    const url = await serve(['--port', '0', '--db', join(dir, 'serve.sqlite')]);
    // This machine only, unless --host says otherwise.
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const health = await fetch(new URL('/api/health', url));
    expect(await health.json()).toEqual({ ok: true });
    const records = await fetch(new URL('/api/mines/records?level=expert', url));
    expect(await records.json()).toMatchObject({ played: 0, wins: 0 });
  });

  it('exits 2 on a bad port', () => {
    const run = spawnSync(process.execPath, ['bin/arcade.js', 'serve', '--port', 'x'], { encoding: 'utf8' });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/whole number/);
    const env = spawnSync(process.execPath, ['bin/arcade.js', 'serve'], {
      encoding: 'utf8',
      env: { ...process.env, PORT: 'eighty' },
    });
    expect(env.status).toBe(2);
    expect(env.stderr).toMatch(/PORT must be a port number/);
  });

  it('exits 2 on a host that is not an address of this machine', () => {
    // 192.0.2.1 is a documentation address (TEST-NET-1): never a local interface, so nothing is opened.
    const run = spawnSync(
      process.execPath,
      ['bin/arcade.js', 'serve', '--port', '0', '--host', '192.0.2.1', '--db', join(dir, 'host.sqlite')],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/cannot listen on host "192\.0\.2\.1"/);
  });

  it('exits 2 when the port is taken', async () => {
    const url = await serve(['--port', '0', '--db', join(dir, 'first.sqlite')]);
    const port = new URL(url).port;
    const run = spawnSync(
      process.execPath,
      ['bin/arcade.js', 'serve', '--port', port, '--db', join(dir, 'b.sqlite')],
      {
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/already in use/);
  });
});
