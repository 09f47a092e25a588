/**
 * `arcade records review`, run as the real command on a SQLite file: the held records with their evidence (the
 * reason, the replay link, a timing chart of the server's times, the player's other records), then a person's
 * decisions: approve (ranked), refuse, refuse a player's every record; a decision without a reason is refused.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeMoveLog } from '../mines/index.ts';
import { playMinesOffline, steadyTiming } from '../server/ranked/judge/scriptedMines.ts';
import { openSqliteStorage } from '../server/sqliteStorage.ts';
import { dealtGame, newResult } from '../server/storageContract.testkit.ts';

const dir = mkdtempSync(join(tmpdir(), 'arcade-review-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const file = join(dir, 'review.sqlite');

const arcade = (...args: string[]) => {
  const run = spawnSync(process.execPath, ['bin/arcade.js', 'records', 'review', '--db', file, ...args], {
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout, err: run.stderr };
};

describe('arcade records review', () => {
  it('lists held records with their evidence, then approves, refuses and refuses a player', async () => {
    const store = openSqliteStorage(file);
    const ann = (await store.addPlayer('Ann', 'hash-ann', new Date()))!;
    const bob = (await store.addPlayer('Bob', 'hash-bob', new Date()))!;
    // The bot of the report: the board cleared in a burst, the last click 16 s later.
    const bot = playMinesOffline('expert', 'review-1', steadyTiming(10), 16_000);
    const keep = async (playerId: number, result: Parameters<typeof newResult>[1]) => {
      const game = dealtGame(playerId);
      await store.addGame(game);
      return (await store.addResult(newResult(game, result)))!;
    };
    await keep(ann.id, { status: 'ranked', timeMs: 61_000, sortKey: 61_000 });
    const burst = await keep(ann.id, {
      status: 'held',
      reason: 'cleared in 17.52 s, faster than the world record of 26.59 s on Expert',
      log: makeMoveLog(bot.moves),
      timeMs: 17_520,
      sortKey: 17_520,
    });
    const other = await keep(bob.id, { status: 'held', reason: 'steady beat' });
    const third = await keep(bob.id, { status: 'held', reason: 'steady beat' });
    await store.close();

    const listed = arcade('--site', 'https://arcade.example/');
    expect(listed.status, listed.err).toBe(0);
    expect(listed.out).toMatch(/^3 held records\n/);
    expect(listed.out).toContain(`#${burst.id} mines expert held 17.52 s`);
    expect(listed.out).toContain(
      '  held: cleared in 17.52 s, faster than the world record of 26.59 s on Expert',
    );
    expect(listed.out).toContain(`  replay: https://arcade.example/mines?record=${burst.id}`);
    // The chart, a row a second: every click but the last in its first seconds, then 16 s of nothing, the last.
    const section = listed.out.slice(listed.out.indexOf(`#${burst.id} mines`));
    const chart = section
      .slice(0, section.indexOf("the player's last"))
      .split('\n')
      .filter((line) => /^\s+\d+ s \|/.test(line));
    const counts = chart.map((line) => Number(/\| (\d+) clicks?$/.exec(line)?.[1]));
    expect(chart[0]).toMatch(/\|#{40}\|/);
    expect(counts.slice(0, 3).reduce((a, b) => a + b, 0)).toBe(bot.moves.length - 1);
    expect(counts.slice(3, -1)).toEqual(new Array(chart.length - 4).fill(0));
    expect(chart.length).toBeGreaterThan(15);
    expect(chart.at(-1)).toMatch(/\| 1 click$/);
    expect(listed.out).toMatch(/the player's last 1 other records:\n {4}#1 mines expert ranked 61\.00 s/);

    const json = arcade('--json', '--limit', '1');
    expect(JSON.parse(json.out.trim())).toMatchObject({
      id: burst.id,
      replay: `http://localhost:8080/mines?record=${burst.id}`,
    });

    expect(arcade('--approve', String(other.id))).toMatchObject({
      status: 2,
      err: expect.stringMatching(/--reason: say why/),
    });
    expect(arcade('--approve', '1', '--refuse', '2', '--reason', 'x').status).toBe(2);
    const approved = arcade('--approve', String(other.id), '--reason', 'watched the replay');
    expect(JSON.parse(approved.out)).toEqual({
      record: other.id,
      status: 'ranked',
      review: 'approved: watched the replay',
    });
    const again = arcade('--refuse', String(other.id), '--reason', 'twice');
    expect(again).toMatchObject({ status: 2, err: expect.stringMatching(/is not held/) });
    const refused = arcade('--refuse', String(burst.id), '--reason', 'a burst then a wait');
    expect(JSON.parse(refused.out)).toMatchObject({ status: 'refused' });
    const player = arcade('--refuse-player', String(bob.id), '--reason', 'plays with a solver');
    expect(JSON.parse(player.out)).toEqual({ player: bob.id, refused: 2, reason: 'plays with a solver' });
    expect(arcade().out).toBe('0 held records\n');
    expect(third.id).toBeGreaterThan(other.id);
  }, 60_000);
});
