import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  deeplyNested,
  expectLinearCost,
  hostileJson,
  hostileString,
  mutated,
  withinBudget,
} from '../../../test/hostile.ts';
import { hasLoneSurrogate } from '../../core/quote.ts';
import { CELL_MOVE_KINDS, type Move, makeMoveLog, PRESETS, parseMoveLog } from '../../mines/index.ts';
import { SETTINGS_SLOT } from '../settings.ts';
import { memoryStore } from '../storage/testStore.ts';
import { loadSave, type SaveSlot, writeSave } from '../storage/versionedStore.ts';
import { MAX_CLOCK_MS, MAX_SEED_LENGTH } from './boardLimits.ts';
import { customParams } from './gameSetup.ts';
import { addResult } from './recordRules.ts';
import {
  BEST_TIMES_KEPT,
  GAME_SLOT,
  MAX_RECORD_KEYS,
  RECORDS_KEY,
  RECORDS_SLOT,
  type Records,
  type SavedGame,
} from './saves.ts';

/** Loads `text` from the slot's key: the outcome, bounded in time. */
const load = <T>(slot: SaveSlot<T>, text: string) =>
  withinBudget(() => loadSave(memoryStore({ [slot.key]: text }), slot));

const envelope = (data: unknown, version = 1): string => JSON.stringify({ version, data });

const seedArb = fc.string({ minLength: 1, maxLength: 24 });

const gameArb: fc.Arbitrary<SavedGame> = fc
  .tuple(
    fc.oneof(
      fc
        .constantFrom('beginner', 'intermediate', 'expert')
        .map((level) => ({ level, params: PRESETS[level] })),
      fc
        .record({
          width: fc.integer({ min: 1, max: 60 }),
          height: fc.integer({ min: 1, max: 60 }),
          mines: fc.nat(400),
          firstClick: fc.constantFrom('any', 'safe', 'opening'),
        })
        .filter((params) => customParams(params.width, params.height, params.mines, params.firstClick).ok)
        .map((params) => ({ level: 'custom' as const, params })),
    ),
    seedArb,
    fc.array(
      fc.oneof(
        fc.record({
          kind: fc.constantFrom(...CELL_MOVE_KINDS),
          x: fc.nat(59),
          y: fc.nat(59),
          at: fc.nat(1e7),
        }),
        fc.record({ kind: fc.constant('flagMode' as const), at: fc.nat(1e7) }),
      ),
      { maxLength: 12 },
    ),
    fc.nat(1e9),
    fc.boolean(),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([{ level, params }, seed, moves, clock, noGuess, finished, assisted]) => ({
    level,
    params,
    seed,
    moves: makeMoveLog(moves as Move[]),
    noGuess,
    assisted,
    clock,
    finished,
  }));

/** What a loaded game must be, whatever text it came from: bounded, finite, playable by the page. */
function expectPlayable(game: SavedGame): void {
  expect(game.seed.length).toBeGreaterThan(0);
  expect(game.seed.length).toBeLessThanOrEqual(MAX_SEED_LENGTH);
  expect(hasLoneSurrogate(game.seed)).toBe(false);
  const { width, height, mines, firstClick } = game.params;
  expect(customParams(width, height, mines, firstClick).ok).toBe(true);
  if (game.level !== 'custom') expect(game.params).toEqual(PRESETS[game.level]);
  expect(game.clock).toBeGreaterThanOrEqual(0);
  expect(game.clock).toBeLessThanOrEqual(MAX_CLOCK_MS);
  expect(parseMoveLog(game.moves).ok).toBe(true);
}

function expectReadableRecords(records: Records): void {
  const keys = Object.keys(records);
  expect(keys.length).toBeLessThanOrEqual(MAX_RECORD_KEYS);
  for (const key of keys) {
    expect(key).toMatch(RECORDS_KEY);
    const { played, won, best } = records[key];
    expect(Number.isSafeInteger(played) && Number.isSafeInteger(won) && won <= played).toBe(true);
    expect(best.length).toBeLessThanOrEqual(BEST_TIMES_KEPT);
    const times = best.map((time) => time.timeMs);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    for (const time of best) {
      expect(time.timeMs).toBeLessThanOrEqual(MAX_CLOCK_MS);
      expect(Number.isNaN(Date.parse(time.date))).toBe(false);
    }
  }
}

/** Any outcome but `empty`, with a reason short enough for a console line (a quoted prefix of 40 characters, escaped). */
function expectOutcome<T>(outcome: ReturnType<typeof loadSave<T>>, check: (value: T) => void): void {
  if (outcome.kind === 'empty') throw new Error('a text read as no save');
  if (outcome.kind === 'loaded') check(outcome.value);
  else expect(outcome.corrupt.reason.length).toBeLessThanOrEqual(400); // escaped quotes run long
}

/** A valid value with one field (or the whole) replaced by hostile JSON. */
const withHostileField = <T extends object>(valid: fc.Arbitrary<T>): fc.Arbitrary<string> =>
  fc.tuple(valid, hostileJson, fc.nat()).map(([value, hostile, pick]) => {
    const keys = Object.keys(value);
    const data =
      pick % (keys.length + 1) === keys.length
        ? hostile
        : { ...value, [keys[pick % (keys.length + 1)]]: hostile };
    try {
      return envelope(data);
    } catch {
      return envelope(null);
    }
  });

const recordsArb: fc.Arbitrary<Records> = fc
  .array(
    fc.tuple(
      fc.constantFrom('beginner', 'expert/ng', '50x40/300', '9x9/10/safe', '8x8/10/any/ng'),
      fc.boolean(),
      fc.nat(MAX_CLOCK_MS),
      fc.nat(500),
      seedArb,
    ),
    { maxLength: 30 },
  )
  .map((games) => {
    let records: Records = {};
    for (const [key, won, timeMs, bbbv, seed] of games)
      records = addResult(records, {
        key,
        won,
        timeMs,
        bbbv,
        seed,
        date: '2026-03-04T05:06:07.890Z',
      }).records;
    return records;
  });

describe('saved games from a stranger', () => {
  test.prop([gameArb])('a saved game loads back as it was written', (game) => {
    const store = memoryStore();
    expect(writeSave(store, GAME_SLOT, game)).toBe(true);
    expect(loadSave(store, GAME_SLOT)).toEqual({ kind: 'loaded', value: game });
  });

  test.prop([mutated(gameArb.map((game) => envelope(game)))], { numRuns: 400 })(
    'a changed save loads as a playable game or is set aside, quickly',
    (text) => expectOutcome(load(GAME_SLOT, text), expectPlayable),
  );

  test.prop([fc.oneof(withHostileField(gameArb), hostileString(300))], { numRuns: 400 })(
    'hostile values in any field load as a playable game or are set aside, quickly',
    (text) => expectOutcome(load(GAME_SLOT, text), expectPlayable),
  );

  const valid = {
    level: 'beginner',
    params: PRESETS.beginner,
    seed: 'x',
    moves: 'o e5@100',
    clock: 100,
    finished: false,
  };
  it.each([
    ['a 331-byte move', { ...valid, moves: `o ${'z'.repeat(250)}1@0` }, /^moves: move 1: .*too long/],
    ['a clock of 1e400', envelope(valid).replace('"clock":100', '"clock":1e400'), /^clock: /],
    ['a clock past any move time', { ...valid, clock: 1e13 }, /^clock: /],
    [
      'a seed of 10 MB',
      { ...valid, seed: 's'.repeat(10_000_000) },
      /characters, more than the \d+ a save can hold/,
    ],
    ['a seed longer than the server takes', { ...valid, seed: 's'.repeat(MAX_SEED_LENGTH + 1) }, /^seed: /],
    ['a seed with a lone surrogate', { ...valid, seed: 'a\ud800b' }, /^seed: half of a surrogate pair/],
    ['an empty seed', { ...valid, seed: '' }, /^seed: /],
    [
      'a beginner game on the expert board',
      { ...valid, params: PRESETS.expert },
      /^params: a level with another board/,
    ],
    [
      'a board of 268 million cells',
      { ...valid, level: 'custom', params: { width: 100_000, height: 2684, mines: 0, firstClick: 'any' } },
      /^params: a board here has at most 4,000,000 cells/,
    ],
    [
      '100,000 nested arrays',
      envelope(deeplyNested(1)).replace('[0]', `${'['.repeat(1e5)}${']'.repeat(1e5)}`),
      /^nested deeper/,
    ],
    ['a __proto__ key for data', '{"version":1,"data":{"__proto__":{"level":"beginner"}}}', /^level: /],
    ['version 2', envelope(valid, 2), /^unknown version 2$/],
    ['version "1"', JSON.stringify({ version: '1', data: valid }), /^unknown version "1"$/],
  ])('sets aside %s, naming why', (_, save, reason) => {
    const text = typeof save === 'string' ? save : envelope(save);
    const outcome = load(GAME_SLOT, text);
    expect(outcome.kind === 'corrupt' && outcome.corrupt.reason).toMatch(reason);
  });

  it('reading a game costs time linear in its move log', () => {
    expectLinearCost(
      (n) => envelope({ ...valid, moves: Array(n).fill('f b3@1200').join('; ') }),
      (text) => loadSave(memoryStore({ [GAME_SLOT.key]: text }), GAME_SLOT),
      1_000,
    );
  });
});

describe('records from a stranger', () => {
  test.prop([recordsArb])('records kept by addResult load back as they were written', (records) => {
    const store = memoryStore();
    writeSave(store, RECORDS_SLOT, records);
    expect(loadSave(store, RECORDS_SLOT)).toEqual({ kind: 'loaded', value: records });
  });

  test.prop(
    [fc.oneof(mutated(recordsArb.map((records) => envelope(records))), withHostileField(recordsArb))],
    {
      numRuns: 400,
    },
  )('changed or hostile records load as readable records or are set aside, quickly', (text) =>
    expectOutcome(load(RECORDS_SLOT, text), expectReadableRecords),
  );

  const best = { timeMs: 9000, bbbv: 30, date: '2026-01-01T00:00:00.000Z', seed: 's' };
  const level = { played: 3, won: 1, best: [best] };
  it.each([
    [
      'a records list of a million entries',
      `{"version":1,"data":{"expert":{"played":3,"won":1,"best":[${Array(1e6).fill(JSON.stringify(best)).join()}]}}}`,
      /characters, more than the \d+ a save can hold/,
    ],
    [
      'eleven best times',
      { expert: { ...level, won: 11, played: 11, best: Array(11).fill(best) } },
      /^expert.best: /,
    ],
    ['a game count of 1e300', { expert: { ...level, played: 1e300 } }, /^expert.played: /],
    ['more wins than games', { expert: { ...level, won: 4 } }, /^expert: more wins than games/],
    [
      'a time of 1e20 ms',
      { expert: { ...level, best: [{ ...best, timeMs: 1e20 }] } },
      /^expert.best.0.timeMs: /,
    ],
    [
      'a date that is no date',
      { expert: { ...level, best: [{ ...best, date: 'yesterday' }] } },
      /^expert.best.0.date: /,
    ],
    ['a level of 10,000 letters', { ['x'.repeat(10_000)]: level }, /^"x{20}…": /],
    [
      `more than ${MAX_RECORD_KEYS} boards`,
      Object.fromEntries(Array.from({ length: MAX_RECORD_KEYS + 1 }, (_, i) => [`9x9/${i}`, level])),
      /more than 500 levels and boards/,
    ],
  ])('sets aside %s, naming why', (_, records, reason) => {
    const outcome = load(RECORDS_SLOT, typeof records === 'string' ? records : envelope(records));
    expect(outcome.kind === 'corrupt' && outcome.corrupt.reason).toMatch(reason);
  });

  it('drops a level named __proto__ without touching any prototype', () => {
    const text = `{"version":1,"data":{"__proto__":${JSON.stringify(level)},"expert":${JSON.stringify(level)}}}`;
    const outcome = load(RECORDS_SLOT, text);
    expect(outcome.kind).toBe('loaded');
    if (outcome.kind !== 'loaded') return;
    expect(Object.keys(outcome.value)).toEqual(['expert']);
    expect((outcome.value as { played?: number }).played).toBeUndefined();
    expect(({} as { played?: number }).played).toBeUndefined();
  });

  it('puts best times in order, fastest first, when a save has them out of order', () => {
    const slow = { ...best, timeMs: 20_000 };
    const outcome = load(RECORDS_SLOT, envelope({ expert: { ...level, won: 2, best: [slow, best] } }));
    expect(outcome.kind === 'loaded' && outcome.value.expert.best).toEqual([best, slow]);
  });
});

describe('settings from a stranger', () => {
  const settings = fc.record({
    language: fc.constantFrom('en', 'ja'),
    theme: fc.constantFrom('system', 'light', 'dark'),
    sound: fc.boolean(),
  });
  test.prop([fc.oneof(mutated(settings.map((value) => envelope(value))), withHostileField(settings))], {
    numRuns: 300,
  })('any settings text loads as settings or is set aside, quickly', (text) =>
    expectOutcome(load(SETTINGS_SLOT, text), (value) => {
      expect(SETTINGS_SLOT.schema.safeParse(value).success).toBe(true);
    }),
  );
});
