/**
 * The storage contract: what every Storage must do, as a test suite any storage runs against itself
 * (`describeStorageContract('SQLite', open)`; PostgreSQL's will call it the same way). It talks to the storage
 * through the interface only, and each test opens a fresh, empty store.
 */
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { AbandonedSweep, OPEN_GAME_LIMIT_MS } from './ranked/abandoned.ts';
import { OPEN_MATCH_LIMIT_MS } from './ranked/puyo/index.ts';
import type { DealtGame, NewResult, ResultStatus, Storage } from './storage.ts';

const DAY = 86_400_000;
const MONDAY = Date.UTC(2026, 10, 23, 12); // 2026-11-23 is a Monday

let gameCount = 0;
export const dealtGame = (playerId: number, overrides: Partial<DealtGame> = {}): DealtGame => ({
  id: `game-${++gameCount}-${Math.random().toString(36).slice(2)}`,
  game: 'mines',
  level: 'expert',
  params: '{"width":30}',
  seed: `seed-${gameCount}`,
  playerId,
  dealtAt: MONDAY,
  daily: null,
  moves: '',
  firstMoveAt: null,
  lastMoveAt: null,
  ...overrides,
});

export const newResult = (game: DealtGame, overrides: Partial<NewResult> = {}): NewResult => ({
  gameId: game.id,
  game: game.game,
  board: game.level,
  playerId: game.playerId,
  status: 'ranked',
  reason: null,
  timeMs: 50_000,
  score: 0,
  sortKey: 50_000,
  extra: { bbbv: 120, clicks: 150 },
  log: 'o a1@0; o b2@50000',
  daily: game.daily,
  createdAt: new Date(MONDAY),
  ...overrides,
});

export function describeStorageContract(name: string, open: () => Promise<Storage>): void {
  describe(`storage contract: ${name}`, () => {
    const opened: Storage[] = [];
    afterEach(async () => {
      for (const store of opened.splice(0)) await store.close();
    });
    const fresh = async (): Promise<Storage> => {
      const store = await open();
      opened.push(store);
      return store;
    };
    const player = async (store: Storage, name: string) => {
      const added = await store.addPlayer(name, `hash-of-${name}`, new Date(MONDAY));
      if (added === undefined) throw new Error(`could not add ${name}`);
      return added;
    };
    /** All time's first page of the Puyo board `hard`, by one of its rankings. */
    const hardPuyo = (store: Storage, by: string) =>
      store.leaderboard({
        game: 'puyo',
        board: 'hard',
        by,
        period: 'all',
        now: new Date(MONDAY),
        page: 1,
        pageSize: 10,
      });
    /** Deals a game to the player and keeps a result for it. */
    const finish = async (store: Storage, playerId: number, result: Partial<NewResult>, deal = {}) => {
      const game = dealtGame(playerId, deal);
      expect(await store.addGame(game)).toBe(true);
      const stored = await store.addResult(newResult(game, result));
      if (stored === undefined) throw new Error('result refused');
      return stored;
    };

    it('keeps client-dealt Minesweeper results with their counts', async () => {
      const store = await fresh();
      const base = { level: 'expert', width: 30, height: 16, mines: 99, seed: 's', bbbv: 100, clicks: 140 };
      const at = new Date(MONDAY);
      await store.addMinesResult({ ...base, won: true, timeMs: 90_000, player: 'a' }, at);
      await store.addMinesResult({ ...base, won: false, timeMs: 5_000, player: 'b' }, at);
      const slow = await store.addMinesResult({ ...base, won: true, timeMs: 120_000, player: 'c' }, at);
      expect(slow).toMatchObject({
        ...base,
        won: true,
        timeMs: 120_000,
        player: 'c',
        createdAt: at.toISOString(),
      });
      const records = await store.minesRecords('expert', 10);
      expect(records).toMatchObject({ level: 'expert', played: 3, wins: 2 });
      expect(records.best.map((row) => row.timeMs)).toEqual([90_000, 120_000]);
      expect((await store.minesRecords('expert', 1)).best).toHaveLength(1);
      expect(await store.minesRecords('beginner', 10)).toEqual({
        level: 'beginner',
        played: 0,
        wins: 0,
        best: [],
      });
    });

    it('gives each name to one player only, whatever its case, and finds a player by secret', async () => {
      const store = await fresh();
      const ann = await player(store, 'Ann');
      expect(ann).toMatchObject({ name: 'Ann' });
      expect(await store.addPlayer('ANN', 'other-hash', new Date(MONDAY))).toBeUndefined();
      expect(await store.addPlayer('Bob', 'hash-of-Ann', new Date(MONDAY))).toBeUndefined();
      expect(await store.playerBySecretHash('hash-of-Ann')).toEqual({ ...ann, refused: null });
      expect(await store.playerBySecretHash('nobody')).toBeUndefined();
    });

    it('keeps dealt games and appends the moves seen, with the first and last time', async () => {
      const store = await fresh();
      const ann = await player(store, 'Ann');
      const game = dealtGame(ann.id);
      expect(await store.addGame(game)).toBe(true);
      expect(await store.addGame(game)).toBe(false);
      expect(await store.game(game.id)).toEqual(game);
      expect(await store.addMoves(game.id, 'o a1@0', MONDAY + 10, 0)).toBe(true);
      // A move played on a state that is no longer the stored one (another request added moves) is refused.
      expect(await store.addMoves(game.id, 'o z9@3', MONDAY + 12, 0)).toBe(false);
      expect(await store.addMoves(game.id, 'f b2@5; o c3@9', MONDAY + 19, 'o a1@0'.length)).toBe(true);
      expect(await store.game(game.id)).toMatchObject({
        moves: 'o a1@0; f b2@5; o c3@9',
        firstMoveAt: MONDAY + 10,
        lastMoveAt: MONDAY + 19,
      });
      expect(await store.game('no-such-game')).toBeUndefined();
    });

    it('draws a daily seed once per game, level and day, and deals each player one daily game', async () => {
      const store = await fresh();
      let draws = 0;
      const draw = () => `drawn-${++draws}`;
      const first = await store.dailySeed('mines', 'expert', '2026-11-23', draw);
      expect(await store.dailySeed('mines', 'expert', '2026-11-23', draw)).toBe(first);
      expect(await store.dailySeed('mines', 'beginner', '2026-11-23', draw)).not.toBe(first);
      expect(await store.dailySeed('mines', 'expert', '2026-11-24', draw)).not.toBe(first);
      expect(draws).toBe(3);
      const ann = await player(store, 'Ann');
      const bob = await player(store, 'Bob');
      const daily = { daily: '2026-11-23', seed: first };
      expect(await store.addGame(dealtGame(ann.id, daily))).toBe(true);
      expect(await store.addGame(dealtGame(ann.id, daily))).toBe(false);
      expect(await store.addGame(dealtGame(bob.id, daily))).toBe(true);
      expect(await store.addGame(dealtGame(ann.id, { ...daily, level: 'beginner' }))).toBe(true);
    });

    it('keeps one result per game, with its log, and gives it back by id', async () => {
      const store = await fresh();
      const ann = await player(store, 'Ann');
      const game = dealtGame(ann.id);
      await store.addGame(game);
      const stored = await store.addResult(newResult(game));
      expect(stored).toMatchObject({
        gameId: game.id,
        playerName: 'Ann',
        seed: game.seed,
        params: game.params,
        log: 'o a1@0; o b2@50000',
        extra: { bbbv: 120, clicks: 150 },
        createdAt: new Date(MONDAY).toISOString(),
      });
      expect(await store.addResult(newResult(game, { timeMs: 1, sortKey: 1 }))).toBeUndefined();
      expect(await store.result(stored!.id)).toEqual(stored);
      expect(await store.result(stored!.id + 1000)).toBeUndefined();
    });

    /** The first page of the all-time expert board. */
    const expertBoard = (store: Storage) =>
      store.leaderboard({
        game: 'mines',
        board: 'expert',
        period: 'all',
        now: new Date(MONDAY),
        page: 1,
        pageSize: 10,
      });

    it('accepts one result per game when several arrive at once, and counts it once', async () => {
      const store = await fresh();
      const ann = await player(store, 'Ann');
      const game = dealtGame(ann.id);
      await store.addGame(game);
      const tries = await Promise.all(
        Array.from({ length: 6 }, (_, i) => store.addResult(newResult(game, { sortKey: 1000 + i }))),
      );
      const kept = tries.filter((stored) => stored !== undefined);
      expect(kept).toHaveLength(1);
      const board = await expertBoard(store);
      expect(board).toMatchObject({ players: 1, played: 1, wins: 1 });
      expect(board.rows.map((row) => row.resultId)).toEqual([kept[0]!.id]);
    });

    it('counts a player once when their first results arrive at once, and keeps their best', async () => {
      const store = await fresh();
      const ann = await player(store, 'Ann');
      const games = Array.from({ length: 16 }, () => dealtGame(ann.id));
      for (const game of games) await store.addGame(game);
      // Reads at once first, so a storage with a pool of connections has them open when the results come.
      await Promise.all(games.map((game) => store.game(game.id)));
      const keys = games.map((_, i) => (i === 1 || i === 3 ? 5000 : 5100 + ((i * 37) % 16) * 100));
      const stored = await Promise.all(
        games.map((game, i) => store.addResult(newResult(game, { sortKey: keys[i] }))),
      );
      const board = await expertBoard(store);
      expect(board).toMatchObject({ players: 1, played: 16, wins: 16 });
      // The best key, 5000, twice: the earlier result of the two.
      const firstOfBest = Math.min(stored[1]!.id, stored[3]!.id);
      expect(board.rows.map((row) => row.resultId)).toEqual([firstOfBest]);
    });

    it('ranks each player once, by their best, ties to the earlier result, with counts kept', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              who: fc.integer({ min: 0, max: 3 }),
              sortKey: fc.integer({ min: 1, max: 20 }),
              status: fc.constantFrom<ResultStatus>('ranked', 'ranked', 'held', 'lost'),
            }),
            { maxLength: 25 },
          ),
          fc.integer({ min: 1, max: 3 }),
          async (plays, pageSize) => {
            const store = await fresh();
            const players = [];
            for (const name of ['p0', 'p1', 'p2', 'p3']) players.push(await player(store, name));
            const best = new Map<number, { sortKey: number; id: number }>();
            for (const play of plays) {
              const stored = await finish(store, players[play.who].id, {
                sortKey: play.sortKey,
                status: play.status,
              });
              const old = best.get(play.who);
              if (play.status === 'ranked' && (old === undefined || play.sortKey < old.sortKey))
                best.set(play.who, { sortKey: play.sortKey, id: stored.id });
            }
            const expected = [...best.values()].sort((a, b) => a.sortKey - b.sortKey || a.id - b.id);
            const seen: number[] = [];
            for (let page = 1; page <= Math.ceil(expected.length / pageSize) + 1; page++) {
              const board = await store.leaderboard({
                game: 'mines',
                board: 'expert',
                period: 'all',
                now: new Date(MONDAY),
                page,
                pageSize,
              });
              expect(board.players).toBe(best.size);
              expect(board.played).toBe(plays.length);
              expect(board.wins).toBe(plays.filter((play) => play.status !== 'lost').length);
              for (const [i, row] of board.rows.entries())
                expect(row.rank).toBe((page - 1) * pageSize + i + 1);
              seen.push(...board.rows.map((row) => row.resultId));
            }
            expect(seen).toEqual(expected.map((entry) => entry.id));
            await store.close();
            opened.splice(opened.indexOf(store), 1);
          },
        ),
        { numRuns: 15 },
      );
    });

    it('keeps a board per period: this week, today, and a day of the daily challenge', async () => {
      const store = await fresh();
      const ann = await player(store, 'Ann');
      const bob = await player(store, 'Bob');
      await finish(store, ann.id, { createdAt: new Date(MONDAY - DAY), sortKey: 10 }); // last week (Sunday)
      await finish(store, bob.id, { createdAt: new Date(MONDAY + DAY), sortKey: 20 }); // Tuesday
      const daily = await finish(
        store,
        bob.id,
        { createdAt: new Date(MONDAY + DAY), sortKey: 30, daily: '2026-11-24' },
        { daily: '2026-11-24' },
      );
      const board = (period: 'all' | 'week' | 'day' | 'daily', at: number) =>
        store.leaderboard({
          game: 'mines',
          board: 'expert',
          period,
          now: new Date(at),
          page: 1,
          pageSize: 10,
        });
      expect((await board('all', MONDAY + DAY)).rows.map((row) => row.playerName)).toEqual(['Ann', 'Bob']);
      expect((await board('week', MONDAY + DAY)).rows.map((row) => row.playerName)).toEqual(['Bob']);
      expect((await board('week', MONDAY - DAY)).rows.map((row) => row.playerName)).toEqual(['Ann']);
      expect((await board('day', MONDAY)).rows).toEqual([]);
      expect((await board('day', MONDAY + DAY)).played).toBe(2);
      expect((await board('daily', MONDAY + DAY)).rows.map((row) => row.resultId)).toEqual([daily.id]);
      expect((await board('daily', MONDAY)).rows).toEqual([]);
    });

    it("gives a player's bests per game and board and their last games, newest first", async () => {
      const store = await fresh();
      const ann = await player(store, 'Ann');
      const fast = await finish(store, ann.id, { sortKey: 40_000, timeMs: 40_000 });
      await finish(store, ann.id, { sortKey: 45_000, timeMs: 45_000 });
      const sudoku = await finish(store, ann.id, {
        game: 'sudoku',
        board: 'hard',
        sortKey: 300_000,
        timeMs: 300_000,
      });
      const held = await finish(store, ann.id, { status: 'held', sortKey: 1, timeMs: 1 });
      const page = await store.playerPage(ann.id, 2);
      expect(page?.player).toEqual(ann);
      expect(page?.bests).toEqual([
        { game: 'mines', board: 'expert', resultId: fast.id, timeMs: 40_000, score: 0 },
        { game: 'sudoku', board: 'hard', resultId: sudoku.id, timeMs: 300_000, score: 0 },
      ]);
      expect(page?.last.map((result) => result.id)).toEqual([held.id, sudoku.id]);
      expect(await store.playerPage(ann.id + 100, 2)).toBeUndefined();
    });

    it('keeps a pending result without rows or counters, and settles it once, then counting it', async () => {
      const store = await fresh();
      const ann = await player(store, 'Ann');
      const game = dealtGame(ann.id, { game: 'puyo', level: 'hard' });
      await store.addGame(game);
      const pending = await store.addResult(
        newResult(game, { status: 'pending', score: 0, sortKey: 0, extra: {}, log: '0*60' }),
      );
      expect(pending).toMatchObject({ status: 'pending', board: 'hard' });
      expect(await store.resultOfGame(game.id)).toEqual({ id: pending!.id, status: 'pending' });
      expect(await store.resultOfGame('no-such-game')).toBeUndefined();
      expect((await store.pendingResults(10)).map((result) => result.id)).toEqual([pending!.id]);
      const board = (by = '') => hardPuyo(store, by);
      expect(await board()).toEqual({ players: 0, played: 0, wins: 0, rows: [] });
      // A second result for the game is refused while it is pending too.
      expect(await store.addResult(newResult(game))).toBeUndefined();

      const settlement = {
        status: 'ranked' as const,
        reason: null,
        score: 5_000,
        sortKey: -5_000,
        sortKeys: { chain: -7 },
        extra: { won: true, chain: 7 },
      };
      const settled = await store.settleResult(pending!.id, settlement);
      expect(settled).toMatchObject({
        id: pending!.id,
        status: 'ranked',
        score: 5_000,
        extra: { won: true, chain: 7 },
      });
      expect(settled?.log).toBe('0*60');
      expect(await store.settleResult(pending!.id, { ...settlement, score: 9_999 })).toBeUndefined();
      expect(await store.settleResult(pending!.id + 100, settlement)).toBeUndefined();
      expect(await store.pendingResults(10)).toEqual([]);
      expect(await board()).toMatchObject({
        players: 1,
        played: 1,
        wins: 1,
        rows: [{ resultId: pending!.id, score: 5_000 }],
      });
      expect((await board('chain')).rows.map((row) => row.resultId)).toEqual([pending!.id]);

      // A refused one stays off every board and count.
      const forged = dealtGame(ann.id, { game: 'puyo', level: 'hard' });
      await store.addGame(forged);
      const refusedRow = await store.addResult(newResult(forged, { status: 'pending', sortKey: 0 }));
      const refused = await store.settleResult(refusedRow!.id, {
        status: 'refused',
        reason: 'inputs[5]: forged',
        score: 0,
        sortKey: 0,
        extra: {},
      });
      expect(refused).toMatchObject({ status: 'refused', reason: 'inputs[5]: forged' });
      expect(await board()).toMatchObject({ players: 1, played: 1, wins: 1 });
    });

    it('shares the pending results out as claims: each taken once, again only when its claim runs out', async () => {
      const store = await fresh();
      const ann = await player(store, 'Ann');
      const pendingOne = async (claimedUntil?: number) => {
        const game = dealtGame(ann.id, { game: 'puyo', level: 'hard' });
        await store.addGame(game);
        const stored = await store.addResult(
          newResult(game, { status: 'pending', sortKey: 0, log: '0*60', claimedUntil }),
        );
        return stored!.id;
      };
      const held = await pendingOne(MONDAY + 1000); // its own process is replaying it
      const free = [await pendingOne(), await pendingOne(), await pendingOne()];
      // Four claims at once share the three free ones out, none twice, oldest first overall.
      const claims = await Promise.all(
        Array.from({ length: 4 }, () => store.claimPending(1, MONDAY, MONDAY + 500)),
      );
      const taken = claims.flat().map((result) => result.id);
      expect([...taken].sort((a, b) => a - b)).toEqual(free);
      expect(claims.flat()[0]).toMatchObject({ status: 'pending', log: '0*60', params: expect.any(String) });
      expect(await store.claimPending(10, MONDAY + 400, MONDAY + 900)).toEqual([]);
      // A claim renewed by its process holds on; past their claims (their process stopped) they are taken again.
      await store.renewClaims([free[1]], MONDAY + 1500);
      const again = await store.claimPending(10, MONDAY + 1001, MONDAY + 2000);
      expect(again.map((result) => result.id)).toEqual([held, free[0], free[2]]);
      expect((await store.claimPending(10, MONDAY + 1501, MONDAY + 2000)).map((result) => result.id)).toEqual(
        [free[1]],
      );
      // A settled result is never claimed.
      await store.settleResult(held, { status: 'lost', reason: null, score: 0, sortKey: 0, extra: {} });
      await store.renewClaims([held], MONDAY + 9000); // renewing a settled result changes nothing
      const last = await store.claimPending(10, MONDAY + 5000, MONDAY + 6000);
      expect(last.map((result) => result.id)).toEqual(free);
    });

    it("ranks by each of a result's sort keys apart, and players by wins, ties to who got there first", async () => {
      const store = await fresh();
      const [ann, bob, cat] = [
        await player(store, 'Ann'),
        await player(store, 'Bob'),
        await player(store, 'Cat'),
      ];
      const puyo = (playerId: number, score: number, chain: number, status: 'ranked' | 'lost' = 'ranked') =>
        finish(
          store,
          playerId,
          { game: 'puyo', board: 'hard', status, score, sortKey: -score, sortKeys: { chain: -chain } },
          { game: 'puyo', level: 'hard' },
        );
      const annBig = await puyo(ann.id, 90_000, 5);
      const bobLong = await puyo(bob.id, 20_000, 11);
      await puyo(bob.id, 10_000, 3);
      const catFirst = await puyo(cat.id, 30_000, 8);
      await puyo(cat.id, 40_000, 2);
      await puyo(ann.id, 1_000_000, 19, 'lost');
      const board = async (by: string) => (await hardPuyo(store, by)).rows;
      expect((await board('')).map((row) => [row.playerName, row.score])).toEqual([
        ['Ann', 90_000],
        ['Cat', 40_000],
        ['Bob', 20_000],
      ]);
      expect((await board('chain')).map((row) => [row.playerName, row.resultId])).toEqual([
        ['Bob', bobLong.id],
        ['Cat', catFirst.id],
        ['Ann', annBig.id],
      ]);
      // Bob and Cat have two wins each; Bob had his second first. The lost game is no win.
      expect((await board('wins')).map((row) => [row.playerName, row.wins])).toEqual([
        ['Bob', 2],
        ['Cat', 2],
        ['Ann', 1],
      ]);
      // A player's page shows the board's own best only.
      expect((await store.playerPage(bob.id, 0))?.bests).toEqual([
        { game: 'puyo', board: 'hard', resultId: bobLong.id, timeMs: 50_000, score: 20_000 },
      ]);
    });

    it('keeps held results off the boards until a person approves one, which then ranks as it would have', async () => {
      const store = await fresh();
      const [ann, bob] = [await player(store, 'Ann'), await player(store, 'Bob')];
      const annHeld = await finish(
        store,
        ann.id,
        {
          game: 'puyo',
          board: 'hard',
          status: 'held',
          reason: 'too steady',
          score: 90_000,
          sortKey: -90_000,
          sortKeys: { chain: -12 },
        },
        { game: 'puyo', level: 'hard' },
      );
      const bobHeld = await finish(
        store,
        bob.id,
        { game: 'puyo', board: 'hard', status: 'held', reason: 'paused', score: 5_000, sortKey: -5_000 },
        { game: 'puyo', level: 'hard' },
      );
      expect((await hardPuyo(store, '')).rows).toEqual([]);
      expect((await store.heldResults(10)).map((r) => [r.id, r.reason, r.review])).toEqual([
        [annHeld.id, 'too steady', null],
        [bobHeld.id, 'paused', null],
      ]);
      const approved = await store.reviewResult(annHeld.id, { decision: 'approve', note: 'video checked' });
      expect(approved).toMatchObject({
        status: 'ranked',
        reason: 'too steady',
        review: 'approved: video checked',
      });
      expect(await store.reviewResult(annHeld.id, { decision: 'refuse', note: 'again' })).toBeUndefined();
      const refused = await store.reviewResult(bobHeld.id, { decision: 'refuse', note: 'a bot' });
      expect(refused).toMatchObject({ status: 'refused', review: 'refused: a bot' });
      expect(await store.heldResults(10)).toEqual([]);
      // Ranked by score and by its chain (its second ranking kept while it was held); counted once.
      const board = await hardPuyo(store, '');
      expect(board).toMatchObject({ players: 1, played: 2, wins: 2 });
      expect(board.rows.map((row) => [row.playerName, row.score])).toEqual([['Ann', 90_000]]);
      expect((await hardPuyo(store, 'chain')).rows.map((row) => row.sortKey)).toEqual([-12]);
      expect((await hardPuyo(store, 'wins')).rows.map((row) => [row.playerName, row.wins])).toEqual([
        ['Ann', 1],
      ]);
      expect((await store.result(bobHeld.id))?.status).toBe('refused');
    });

    it("refuses all of a player's records at once: off every board and period, the others' ranks close up", async () => {
      const store = await fresh();
      const [ann, bob] = [await player(store, 'Ann'), await player(store, 'Bob')];
      const fast = await finish(store, ann.id, { timeMs: 10_000, sortKey: 10_000 });
      await finish(store, ann.id, { timeMs: 12_000, sortKey: 12_000 }, { daily: '2026-11-23' });
      const held = await finish(store, ann.id, { status: 'held', reason: 'burst' });
      const lost = await finish(store, ann.id, { status: 'lost' });
      const bobs = await finish(store, bob.id, { timeMs: 20_000, sortKey: 20_000 });
      const expert = (period: 'all' | 'week' | 'day' | 'daily', by = '') =>
        store.leaderboard({
          game: 'mines',
          board: 'expert',
          by,
          period,
          now: new Date(MONDAY),
          page: 1,
          pageSize: 10,
        });
      expect((await expert('all')).rows.map((row) => row.playerName)).toEqual(['Ann', 'Bob']);
      expect(await store.refusePlayer(ann.id, 'plays with a solver')).toBe(3);
      expect(await store.refusePlayer(999_999, 'nobody')).toBeUndefined();
      for (const period of ['all', 'week', 'day', 'daily'] as const) {
        const board = await expert(period);
        expect(board.rows.map((row) => row.playerName)).not.toContain('Ann');
        expect(board.players).toBe(period === 'daily' ? 0 : 1);
      }
      expect((await expert('all')).rows.map((row) => [row.rank, row.resultId])).toEqual([[1, bobs.id]]);
      expect((await expert('all', 'wins')).rows.map((row) => row.playerName)).toEqual(['Bob']);
      for (const id of [fast.id, held.id])
        expect(await store.result(id)).toMatchObject({
          status: 'refused',
          review: "refused with all the player's records: plays with a solver",
        });
      expect((await store.result(lost.id))?.status).toBe('lost');
      expect(await store.heldResults(10)).toEqual([]);
      expect(await store.playerBySecretHash('hash-of-Ann')).toMatchObject({ refused: 'plays with a solver' });
      expect(await store.playerAccount(ann.id)).toMatchObject({
        name: 'Ann',
        refused: 'plays with a solver',
      });
      expect(await store.playerAccount(bob.id)).toMatchObject({ name: 'Bob', refused: null });
      expect(await store.playerAccount(999_999)).toBeUndefined();
      const page = await store.playerPage(ann.id, 10);
      expect(page?.bests).toEqual([]);
      // The operator's words stay with the operator: the public page's player has no `refused`.
      expect(page?.player).not.toHaveProperty('refused');
    });

    it('keeps a player declared a bot as one', async () => {
      const store = await fresh();
      const bot = await store.addPlayer('Sweeper', 'hash-of-bot', new Date(MONDAY), true);
      expect(bot).toEqual({
        id: bot?.id,
        name: 'Sweeper',
        createdAt: new Date(MONDAY).toISOString(),
        bot: true,
      });
      expect(await player(store, 'Ann')).toMatchObject({ bot: false });
      expect(await store.playerBySecretHash('hash-of-bot')).toEqual({ ...bot, refused: null });
    });

    it('closes ranked games left open past their limit as abandoned, by the clock it is given', async () => {
      const store = await fresh();
      const ann = await player(store, 'Ann');
      const deal = async (overrides: Partial<DealtGame>) => {
        const game = dealtGame(ann.id, overrides);
        expect(await store.addGame(game)).toBe(true);
        return game;
      };
      const mines = await deal({});
      const minesLater = await deal({ dealtAt: MONDAY + 23 * 3_600_000 });
      const match = await deal({ game: 'puyo', level: 'hard' });
      const finished = await deal({ game: 'puyo', level: 'hard' });
      await store.addResult(newResult(finished, { score: 900, sortKey: -900 }));
      const practice = await deal({ game: 'puyo', level: 'solo' });
      const sudoku = await deal({ game: 'sudoku', level: 'easy', daily: '2026-11-23' });
      expect((await store.openGames('mines', 'expert', 0, MONDAY + DAY, 10)).map((g) => g.id)).toEqual([
        mines.id,
        minesLater.id,
      ]);
      const sweep = new AbandonedSweep(store);
      const status = async (game: DealtGame) => (await store.resultOfGame(game.id))?.status;

      // 31 minutes on, only the match is past its limit (its tick cap and the pause allowance, 30.5 min).
      expect(await sweep.run(MONDAY + OPEN_MATCH_LIMIT_MS - 1)).toBe(0);
      expect(await sweep.run(MONDAY + OPEN_MATCH_LIMIT_MS + 1)).toBe(1);
      const lost = await store.result((await store.resultOfGame(match.id))!.id);
      expect(lost).toMatchObject({
        status: 'lost',
        board: 'hard',
        score: 0,
        extra: { won: false, result: 'forfeit' },
      });
      expect(lost!.reason).toBe('abandoned: not finished within 31 min of the deal');
      expect(await status(finished)).toBe('ranked');
      expect(await hardPuyo(store, '')).toMatchObject({ played: 2, wins: 1 });

      // A day on, the day-long games are closed too, except the one dealt 23 hours later.
      expect(await sweep.run(MONDAY + OPEN_GAME_LIMIT_MS + 1)).toBe(3);
      expect([await status(mines), await status(practice), await status(sudoku)]).toEqual([
        'lost',
        'lost',
        'lost',
      ]);
      expect((await store.result((await store.resultOfGame(sudoku.id))!.id))!.daily).toBe('2026-11-23');
      expect(await status(minesLater)).toBeUndefined();
      expect(await new AbandonedSweep(store).run(MONDAY + OPEN_GAME_LIMIT_MS + 1)).toBe(0); // nothing twice
      const laterLimit = MONDAY + 23 * 3_600_000 + OPEN_GAME_LIMIT_MS;
      expect(await sweep.run(laterLimit)).toBe(0); // exactly at its limit it is still open
      expect(await sweep.run(laterLimit + 1)).toBe(1);
      expect(await status(minesLater)).toBe('lost');
      expect(await store.openGames('mines', 'expert', 0, MONDAY + 10 * DAY, 10)).toEqual([]);
    });
  });
}
