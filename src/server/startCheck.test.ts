/**
 * `arcade serve` on a SQLite file it must not use (a real `arcade serve` process on real files): a file with a
 * damaged page, and a file that cannot be written, are refused at start with exit 2 and a message naming the file
 * and the command to repair or move it; the file's bytes are the same afterwards. Tests run as root here, where
 * chmod does not stop a write: the read-only file is made immutable with `chattr +i` (ext4), which stops root too;
 * elsewhere a chmod 444 does (as a user other than root).
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  chmodSync,
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStorage } from './sqliteStorage.ts';

const dir = mkdtempSync(join(tmpdir(), 'arcade-start-'));
const immutable: string[] = [];
afterAll(() => {
  for (const file of immutable) spawnSync('chattr', ['-i', file]);
  rmSync(dir, { recursive: true, force: true });
});

const bytesOf = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

/** A real database with players in it, closed cleanly (its log folded into the file). */
async function realDatabase(name: string): Promise<string> {
  const file = join(dir, name);
  const storage = openSqliteStorage(file);
  for (let i = 0; i < 300; i++) await storage.addPlayer(`player ${i}`, `hash ${i}`, new Date());
  await storage.close();
  return file;
}

function serve(file: string) {
  return spawnSync(process.execPath, ['bin/arcade.js', 'serve', '--port', '0', '--db', file], {
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('arcade serve at start', () => {
  it('refuses a file with a damaged page, naming it and the way to repair it, and writes nothing', async () => {
    const file = await realDatabase('damaged.sqlite');
    const peek = new Database(file, { readonly: true });
    const pageSize = peek.pragma('page_size', { simple: true }) as number;
    const root = (
      peek.prepare("SELECT rootpage FROM sqlite_master WHERE name = 'players'").get() as {
        rootpage: number;
      }
    ).rootpage;
    peek.close();
    // The players table's first page: its b-tree header overwritten, as a torn write or a bad disk leaves it.
    const fd = openSync(file, 'r+');
    writeSync(fd, Buffer.alloc(16, 0xff), 0, 16, (root - 1) * pageSize);
    closeSync(fd);
    const before = bytesOf(file);
    const filesBefore = readdirSync(dir);
    const run = serve(file);
    expect(run.status, run.stderr).toBe(2);
    expect(run.stdout).not.toMatch(/running at/);
    expect(run.stderr).toContain(`database "${file}" is damaged (PRAGMA quick_check: `);
    expect(run.stderr).toContain(`mv ${file} ${file}.damaged`);
    expect(run.stderr).toContain('.recover');
    expect(bytesOf(file)).toBe(before);
    expect(readdirSync(dir)).toEqual(filesBefore); // no file made beside it either
  });

  it('refuses a file it cannot write, naming it and how to make it writable, and writes nothing', async () => {
    const file = await realDatabase('readonly.sqlite');
    const before = bytesOf(file);
    let how: string;
    if (process.getuid?.() === 0) {
      const flagged = spawnSync('chattr', ['+i', file], { encoding: 'utf8' });
      if (flagged.status !== 0) {
        console.log(
          `no read-only file for root here (chattr: ${flagged.stderr.trim()}): only the damaged file ran`,
        );
        return;
      }
      immutable.push(file);
      how = 'chattr +i';
    } else {
      chmodSync(file, 0o444);
      how = 'chmod 444';
    }
    const run = serve(file);
    console.log(`read-only by ${how}: exit ${run.status}, ${run.stderr.trim()}`);
    expect(run.status, run.stderr).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`database "${file}" cannot be written \\((EPERM|EACCES)\\)`));
    expect(run.stderr).toContain(`chmod u+w ${file}`);
    expect(bytesOf(file)).toBe(before);
  });

  it('starts on a sound file and on a new one', async () => {
    const sound = await realDatabase('sound.sqlite');
    for (const file of [sound, join(dir, 'new.sqlite')]) {
      const child = spawn(process.execPath, ['bin/arcade.js', 'serve', '--port', '0', '--db', file], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const started = await new Promise<boolean>((resolve) => {
        child.stdout.on('data', (chunk) => {
          if (/running at/.test(String(chunk))) resolve(true);
        });
        child.on('exit', () => resolve(false));
      });
      child.kill('SIGTERM');
      await once(child, 'exit');
      expect(started, file).toBe(true);
    }
  });
});
