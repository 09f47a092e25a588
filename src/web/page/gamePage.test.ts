import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { err, ok } from '../../core/result.ts';
import { WorkerFailed, WorkerRefused } from '../engine/workerClient.ts';
import { translator } from '../i18n/index.ts';
import type { Fetch } from '../pageTypes.ts';
import { type RecordBook, type RecordRules, recordBookSchema } from '../records/recordBook.ts';
import type { SoundName } from '../sound.ts';
import { memoryStore } from '../storage/testStore.ts';
import { type SaveSlot, writeSave } from '../storage/versionedStore.ts';
import type { Timers } from '../timers.ts';
import { GamePage, type PageStart } from './gamePage.ts';

interface Entry {
  readonly timeMs: number;
}
interface Game {
  readonly name: string;
  moves: number;
}
const RULES: RecordRules<Entry> = {
  ranking: { by: (entry) => entry.timeMs, better: 'lower', kept: 5 },
  maxLevels: 3,
  keeps: () => true,
};
const RECORDS: SaveSlot<RecordBook<Entry>> = {
  key: 'test.records',
  version: 1,
  schema: recordBookSchema(z.object({ timeMs: z.number() }), RULES, z.string(), 'levels'),
};
const GAME_SLOT: SaveSlot<{ name: string }> = {
  key: 'test.game',
  version: 1,
  schema: z.object({ name: z.string() }),
};

/** An answer the test gives when it likes. */
function later<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function setup(options: { submit?: boolean; fetch?: Fetch } = {}) {
  const store = memoryStore();
  const heard = { notices: [] as string[], announced: [] as string[], sounds: [] as SoundName[] };
  const seen = { saved: [] as string[], records: [] as string[], kept: [] as string[], ticks: 0, failed: 0 };
  const status = { dataset: {} as Record<string, string>, textContent: '' };
  const due = new Map<number, () => void>();
  let handles = 0;
  const timers: Timers = {
    set: (run) => {
      due.set(++handles, run);
      return handles;
    },
    clear: (handle) => void due.delete(handle),
  };
  const fire = () => {
    for (const [handle, run] of [...due]) {
      due.delete(handle);
      run();
    }
  };
  const reported: string[] = [];
  const page = new GamePage<Game, Entry>(
    {
      t: translator('en'),
      language: 'en',
      notify: (message) => heard.notices.push(message),
      announce: (message) => heard.announced.push(message),
      sound: { play: (name) => heard.sounds.push(name) },
      store,
      reportCorrupt: (_, what) => reported.push(what),
    },
    {
      status: status as unknown as HTMLElement,
      path: '/t',
      addressError: 'mines.address',
      records: { slot: RECORDS, rules: RULES, what: 'save.minesRecords' },
      newBest: 'mines.records.newBest',
      save: (game) => seen.saved.push(`${game.name}:${game.moves}`),
      showRecords: (game) => seen.records.push(game.name),
      clock: { everyMs: 200, show: () => seen.ticks++ },
      submission: options.submit ? (game) => ({ path: '/api/t/results', body: game }) : undefined,
      serverKept: (game) => seen.kept.push(game.name),
      engineFailed: () => seen.failed++,
    },
    { timers, fetch: options.fetch, watchPage: false },
  );
  /** Opens a game whose engine answers when the test says. */
  const open = (name: string) => {
    const engine = later<string>();
    const opened = page.open({
      making: 'making…',
      make: () => engine.promise,
      build: (made) => (made === 'refuse' ? undefined : { name: `${name}${made}`, moves: 0 }),
      show: () => {},
    });
    return { engine, opened };
  };
  return { page, store, heard, seen, status, reported, open, fire, waiting: () => due.size };
}

describe('a game page', () => {
  it('shows only the game asked for last: an earlier one whose engine answers late is dropped', async () => {
    const { page, open, seen, status } = setup();
    const slow = open('slow');
    expect(status).toMatchObject({ dataset: { status: 'ready' }, textContent: 'making…' });
    const fast = open('fast');
    fast.engine.resolve('!');
    expect(await fast.opened).toBe('shown');
    slow.engine.resolve('!');
    expect(await slow.opened).toBe('replaced');
    expect(page.game?.name).toBe('fast!');
    expect(seen.saved).toEqual(['fast!:0']); // saved once shown
  });

  it('drops the game on the page while the next is made, so no input reaches either', async () => {
    const { page, open } = setup();
    const first = open('a');
    first.engine.resolve('');
    await first.opened;
    open('b');
    expect(page.game).toBeUndefined();
  });

  it('reports a failed worker on the status line and keeps nothing; any other error or a refused game refuses', async () => {
    const failed = setup();
    const opening = failed.open('x');
    opening.engine.reject(new WorkerFailed('gone'));
    expect(await opening.opened).toBe('failed');
    expect(failed.status).toMatchObject({ dataset: { status: 'failed' } });
    expect(failed.heard.notices).toEqual([failed.status.textContent]);
    expect(failed.seen.failed).toBe(1);

    const refused = setup();
    const bad = refused.open('x');
    bad.engine.reject(new WorkerRefused('bad log'));
    expect(await bad.opened).toBe('refused');
    const unbuilt = refused.open('x');
    unbuilt.engine.resolve('refuse');
    expect(await unbuilt.opened).toBe('refused');
    expect(refused.page.game).toBeUndefined();
    expect(refused.seen.failed).toBe(0);
    expect(refused.heard.notices).toEqual([]);
  });

  it("drops an engine's answer about a game that left the page, and reports a failed worker", async () => {
    const { page, open, seen } = setup();
    const first = open('a');
    first.engine.resolve('');
    await first.opened;
    const game = page.game!;
    expect(await page.answer(game, Promise.resolve(5))).toBe(5);
    const late = later<number>();
    const asked = page.answer(game, late.promise);
    const second = open('b');
    second.engine.resolve('');
    await second.opened;
    late.resolve(6);
    expect(await asked).toBeUndefined();

    let refusals = 0;
    const current = page.game!;
    expect(await page.answer(current, Promise.reject(new WorkerRefused('no')), () => refusals++)).toBe(
      undefined,
    );
    expect(refusals).toBe(1);
    expect(page.game).toBe(current); // a refusal leaves the game alone
    expect(await page.answer(current, Promise.reject(new WorkerFailed('gone')))).toBeUndefined();
    expect(page.game).toBeUndefined();
    expect(seen.failed).toBe(1);
  });

  it('draws the clock while a game is open, and stops drawing it once the page is gone', async () => {
    const { page, open, seen, fire, waiting } = setup();
    expect(waiting()).toBe(0);
    const opening = open('a');
    opening.engine.resolve('');
    await opening.opened;
    fire();
    fire();
    expect(seen.ticks).toBe(2);
    const again = open('b');
    again.engine.resolve('');
    await again.opened;
    expect(waiting()).toBe(1); // one clock, not one per game opened
    page.destroy();
    expect(waiting()).toBe(0);
  });

  it('saves the game as it stands when the page is left, and no more after that', async () => {
    const { page, open, seen } = setup();
    const opening = open('a');
    opening.engine.resolve('');
    await opening.opened;
    page.game!.moves = 3;
    page.destroy();
    expect(seen.saved).toEqual(['a:0', 'a:3']);
    page.saving.now();
    expect(seen.saved).toHaveLength(2);
    expect(page.game).toBeUndefined();
  });

  it('sets a game aside, saved, with nothing in its place', async () => {
    const { page, open, seen } = setup();
    const opening = open('a');
    opening.engine.resolve('');
    await opening.opened;
    const game = page.game!;
    game.moves = 1;
    page.setAside();
    expect(seen.saved).toEqual(['a:0', 'a:1']);
    expect(page.game).toBeUndefined();
    expect(page.isCurrent(game)).toBe(false);
  });
});

describe('the end of a game', () => {
  const opened = async (options: Parameters<typeof setup>[0] = {}) => {
    const context = setup(options);
    const opening = context.open('g');
    opening.engine.resolve('');
    await opening.opened;
    return { ...context, game: context.page.game! };
  };
  const won = (timeMs: number) => ({
    won: true,
    message: 'Solved.',
    announce: 'You solved it.',
    record: { level: 'easy', won: true, entry: { timeMs } },
  });

  it('plays its sound, reads it out, keeps its record, redraws the records, and says when it is a new best', async () => {
    const { page, game, heard, seen, store } = await opened();
    expect(page.finished(game, won(9000))).toBe('Solved. New best time!');
    expect(page.finished(game, won(12_000))).toBe('Solved.');
    expect(page.finished(game, won(8000))).toBe('Solved. New best time!');
    expect(
      page.finished(game, { ...won(1), won: false, message: 'Lost.', record: { level: 'easy', won: false } }),
    ).toBe('Lost.');
    expect(heard.sounds).toEqual(['win', 'win', 'win', 'lose']);
    expect(heard.announced).toHaveLength(4);
    expect(seen.records).toEqual(['g', 'g', 'g', 'g']);
    expect(page.records.level('easy')).toEqual({
      played: 4,
      won: 3,
      best: [{ timeMs: 8000 }, { timeMs: 9000 }, { timeMs: 12_000 }],
    });
    expect(store.map.get(RECORDS.key)).toContain('8000');
  });

  it('sends the result to the server when the game sends results, and hears back only while it is on the page', async () => {
    const posted: string[] = [];
    const fetch: Fetch = async (path, init) => {
      posted.push(`${path} ${init?.body}`);
      return new Response('{}', { status: 201 });
    };
    const { page, game, seen, open } = await opened({ submit: true, fetch });
    page.finished(game, won(5000));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted).toEqual(['/api/t/results {"name":"g","moves":0}']);
    expect(seen.kept).toEqual(['g']);

    page.finished(game, won(6000));
    open('next'); // the player moved on before the server answered
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(posted).toHaveLength(2);
    expect(seen.kept).toEqual(['g']);
  });

  it('sends nothing when the game sends no results', async () => {
    let calls = 0;
    const { page, game } = await opened({
      fetch: async () => {
        calls++;
        return new Response('{}');
      },
    });
    page.finished(game, won(5000));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls).toBe(0);
  });
});

describe('starting a game page', () => {
  const start = (
    context: ReturnType<typeof setup>,
    address: PageStart<string, { name: string }>['address'],
  ) => {
    const fresh: (string | undefined)[] = [];
    const restored: string[] = [];
    const started = context.page.start<string, { name: string }>({
      address,
      saved: {
        slot: GAME_SLOT,
        what: 'save.minesGame',
        refused: 'refused',
        wanted: (choice, save) => choice === undefined || choice === save.name,
        restore: async (save) => {
          restored.push(save.name);
          return 'shown';
        },
      },
      fresh: async (choice) => void fresh.push(choice),
    });
    return { started, fresh, restored };
  };

  it('continues the saved game when the address wants it, else opens the one the address names', async () => {
    const context = setup();
    writeSave(context.store, GAME_SLOT, { name: 'saved' });
    const same = start(context, ok('saved'));
    await same.started;
    expect(same).toMatchObject({ restored: ['saved'], fresh: [] });
    const other = start(context, ok('other'));
    await other.started;
    expect(other).toMatchObject({ restored: [], fresh: ['other'] });
    const none = start(context, ok(undefined));
    await none.started;
    expect(none).toMatchObject({ restored: ['saved'], fresh: [] });
  });

  it('says what is wrong with a bad address, in the page language, and goes on as if it named no game', async () => {
    const context = setup();
    const bad = start(context, err({ key: 'mines.setup.address' }));
    await bad.started;
    expect(context.heard.notices).toEqual([
      'The link could not be read: the address is longer than any game needs.',
    ]);
    expect(bad.fresh).toEqual([undefined]);
  });

  it('reports records that cannot be read, and starts with none', () => {
    const context = setup();
    context.store.map.set(RECORDS.key, '{"version":1,"data":{"easy":{"played":-1}}}');
    context.page.loadRecords();
    expect(context.reported).toEqual(['save.minesRecords']);
    expect(context.page.records.level('easy')).toBeUndefined();
  });
});
