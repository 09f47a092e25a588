/**
 * The ranked engine against the real server app (app.request, a real SQLite file): the page's moves go to the
 * server one at a time in the order played, the cells it answers come back as the worker's would, and at the end
 * the worker engine is given the seed and the server's own log. The worker is a stand-in that records what it gets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { winningMoves } from '../../../test/engineOracle.ts';
import { type Move, newGame, PRESETS, play, Tile } from '../../mines/index.ts';
import { createApp } from '../../server/app.ts';
import { verifyMinesSubmission } from '../../server/minesVerify.ts';
import { openSqliteStorage } from '../../server/sqliteStorage.ts';
import type { Storage } from '../../server/storage.ts';
import { RankedClient, type RankedError } from '../ranked/client.ts';
import type { Snapshot } from './engineClient.ts';
import { RankedEngine } from './rankedEngine.ts';
import { continuedGame } from './rankedMode.ts';

let dir: string;
let storage: Storage;
let client: RankedClient;
let clock: number;
let online = true;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arcade-ranked-engine-'));
  storage = openSqliteStorage(join(dir, 'ranked.sqlite'));
  clock = Date.UTC(2026, 10, 23, 12);
  online = true;
  const app = createApp({ storage, verifyMines: verifyMinesSubmission, now: () => new Date(clock) });
  client = new RankedClient(async (path, init) => {
    if (!online) throw new TypeError('Failed to fetch');
    // Each request takes a while and the later ones less: they would overtake the earlier ones if sent at once.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
    if (path.endsWith('/moves')) clock += 300; // a person's pace, or the server holds the win
    return app.request(path, init);
  });
});

afterEach(async () => {
  await storage.close();
  rmSync(dir, { recursive: true, force: true });
});

function standInWorker() {
  const started: { seed: string; moves: readonly Move[] }[] = [];
  const worker = {
    started,
    start: async (_params: unknown, seed: string, moves: readonly Move[]) => {
      started.push({ seed, moves });
      return { type: 'snapshot', tiles: new Uint8Array(), view: { bbbv: 7 } } as unknown as Snapshot;
    },
    stats: async () => ({ timeMs: 1 }) as never,
    replayTo: async () => ({}) as Snapshot,
  };
  return worker;
}

async function dealBeginner() {
  const player = await client.createPlayer('Ann');
  if (!player.ok) throw new Error('no player');
  const dealt = await client.deal('mines', 'beginner', player.value.secret);
  if (!dealt.ok) throw new Error('no deal');
  return {
    id: dealt.value.id,
    secret: player.value.secret,
    seed: (await storage.game(dealt.value.id))!.seed,
  };
}

describe('a ranked game played through the server', () => {
  it('starts covered, answers each move with the cells the engine changed, in the order played', async () => {
    const { id, secret, seed } = await dealBeginner();
    const worker = standInWorker();
    const errors: RankedError[] = [];
    const engine = new RankedEngine(client, worker, id, secret, PRESETS.beginner, (error) =>
      errors.push(error),
    );
    const start = engine.snapshot();
    expect([...new Set(start.tiles)]).toEqual([Tile.Covered]);
    expect(start.view).toMatchObject({ phase: 'ready', minesLeft: 10, startedAt: null });
    const moves = winningMoves(PRESETS.beginner, seed, { x: 4, y: 4 });
    // All sent at once, as fast clicks would be: each answer must still be the engine's, move after move.
    const answers = await Promise.all(moves.map((move) => engine.play(move)));
    const reference = newGame(PRESETS.beginner, seed);
    for (const [i, move] of moves.entries()) {
      play(reference, move);
      const played = answers[i]!;
      expect(played.changed.length).toBeGreaterThan(0);
      for (const [k, index] of played.changed.entries())
        expect(played.values[k]).toBe(reference.tiles[index]);
    }
    expect(answers.at(-1)!.view).toMatchObject({
      phase: 'won',
      moveCount: moves.length,
      startedAt: 0,
      bbbv: 7,
    });
    expect(engine.end).toMatchObject({ seed, result: { status: 'ranked' } });
    expect(worker.started).toEqual([{ seed, moves: engine.end!.moves }]);
    const shape = (list: readonly Move[]) => list.map(({ at: _, ...move }) => move);
    expect(shape(engine.end!.moves)).toEqual(shape(moves));
    expect(await engine.play({ kind: 'open', x: 0, y: 0, at: 9 })).toBeUndefined();
    expect(errors).toEqual([]);
  });

  it('reports a move the server cannot take and goes on with the next', async () => {
    const { id, secret } = await dealBeginner();
    const errors: RankedError[] = [];
    const engine = new RankedEngine(client, standInWorker(), id, secret, PRESETS.beginner, (error) =>
      errors.push(error),
    );
    online = false;
    expect(await engine.play({ kind: 'open', x: 4, y: 4, at: 0 })).toBeUndefined();
    expect(errors).toEqual([{ kind: 'offline' }]);
    online = true;
    expect(await engine.play({ kind: 'open', x: 9, y: 4, at: 10 })).toBeUndefined();
    expect(errors[1]).toMatchObject({ kind: 'refused', status: 422 });
    const played = await engine.play({ kind: 'flag', x: 0, y: 0, at: 20 });
    expect(played?.view).toMatchObject({ phase: 'playing', minesLeft: 9, moveCount: 1, startedAt: 20 });
    expect(played?.values[0]).toBe(Tile.Flag);
  });

  it('goes on after a reload from what the server kept: the cells seen, the moves, and the clock', async () => {
    const { id, secret, seed } = await dealBeginner();
    const moves = winningMoves(PRESETS.beginner, seed, { x: 4, y: 4 });
    const half = Math.ceil(moves.length / 2);
    const first = new RankedEngine(client, standInWorker(), id, secret, PRESETS.beginner, () => {});
    for (const move of moves.slice(0, half)) await first.play(move);
    await first.play({ kind: 'flagMode', at: 0 }); // left with flag mode on
    clock += 4_000; // the page is gone a while; the server's clock runs on
    const answer = await client.game(id);
    if (!answer.ok) throw new Error('no game');
    const kept = { gameId: id, level: 'beginner', daily: false };
    const continued = continuedGame(kept, answer.value);
    // Each move reached the server 300 ms after the one before; the first started its clock.
    expect(continued?.start).toMatchObject({
      level: 'beginner',
      clockAt: 300 * half + 4_000,
      finished: false,
    });
    expect(continued?.start.ranked).toEqual({ gameId: id, daily: false });
    expect(continuedGame({ ...kept, level: 'expert' }, answer.value)).toBeUndefined();
    const reference = newGame(PRESETS.beginner, seed);
    for (const move of moves.slice(0, half)) play(reference, move);
    const worker = standInWorker();
    const errors: RankedError[] = [];
    const resumed = continued!.resumed;
    const again = new RankedEngine(
      client,
      worker,
      id,
      secret,
      PRESETS.beginner,
      (e) => errors.push(e),
      resumed,
    );
    const shown = again.snapshot();
    expect(shown.view).toMatchObject({ phase: 'playing', flagMode: true, startedAt: 0, moveCount: half + 1 });
    expect([...shown.tiles]).toEqual([...reference.tiles]);
    await again.play({ kind: 'flagMode', at: 0 });
    for (const move of moves.slice(half)) await again.play(move);
    expect(again.end).toMatchObject({ seed, result: { status: 'ranked' } });
    expect(worker.started[0].moves).toHaveLength(moves.length + 2);
    expect(errors).toEqual([]);
  });
});
