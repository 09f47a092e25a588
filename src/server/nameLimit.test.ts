/**
 * Names are rate-limited per client address through the whole app (app.request with the socket's address, a real
 * SQLite file, a clock the test moves): 1,000 names asked for in a minute from one address get NAMES_PER_HOUR
 * names and then 429s with Retry-After; another address is not held up; an hour's share later one more is made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from './app.ts';
import { verifyMinesSubmission } from './minesVerify.ts';
import { NAMES_PER_HOUR, NameLimit } from './nameLimit.ts';
import { openSqliteStorage } from './sqliteStorage.ts';
import type { Storage } from './storage.ts';

let dir: string;
let storage: Storage;
let app: ReturnType<typeof createApp>;
let clock: number;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-names-'));
  storage = openSqliteStorage(join(dir, 'names.sqlite'));
  clock = Date.UTC(2026, 10, 23, 12);
  const now = () => new Date(clock);
  const nameLimit = new NameLimit(NAMES_PER_HOUR, () => clock);
  app = createApp({ storage, verifyMines: verifyMinesSubmission, now, nameLimit });
});

afterEach(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

/** POST /api/players from a client at `address`, as the Node server hands the app its socket. */
const newName = (name: string, address: string) =>
  app.request(
    '/api/players',
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name }) },
    { incoming: { socket: { remoteAddress: address } } },
  );

describe('names per client address', () => {
  it('gives 1,000 names asked for in a minute from one address the stated limit, then 429 with Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter = '';
    let error = '';
    for (let i = 0; i < 1000; i++) {
      clock += 60;
      const response = await newName(`bot ${i}`, '203.0.113.7');
      statuses.push(response.status);
      if (response.status === 429 && retryAfter === '') {
        retryAfter = response.headers.get('retry-after') ?? '';
        error = (await response.json()).error;
      }
    }
    expect(statuses.slice(0, NAMES_PER_HOUR)).toEqual(Array(NAMES_PER_HOUR).fill(201));
    expect(statuses.slice(NAMES_PER_HOUR).every((status) => status === 429)).toBe(true);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(3600 / NAMES_PER_HOUR);
    expect(error).toMatch(/^name: this address has made 10 names within the hour; try again in \d+ s$/);
    // Another address is not held up by the first.
    expect((await newName('Ann', '198.51.100.1')).status).toBe(201);
    // An hour's share later the first address makes one more name, and only one.
    clock += (3600 / NAMES_PER_HOUR) * 1000;
    expect((await newName('bot again', '203.0.113.7')).status).toBe(201);
    expect((await newName('bot again 2', '203.0.113.7')).status).toBe(429);
  });
});
