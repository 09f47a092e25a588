/**
 * Every Sudoku and Puyo save slot, and the ranked ones (the player, each game's kept game), from a stranger
 * (Minesweeper's are fuzzed in mines/saves.test.ts): what the page writes loads back as it was, and any text in the slot (changed saves, hostile values in any field,
 * hostile text, deep nesting) loads as a value its schema holds or is set aside with a short reason, quickly and
 * without throwing. A Sudoku game that loads is then restored by the engine, or refused, quickly too.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { hostileJson, hostileString, mutated, withinBudget } from '../../test/hostile.ts';
import { sudokuGame } from '../sudoku/index.ts';
import { makeInputLog } from './puyo/inputLog.ts';
import { DEFAULT_PUYO_SETTINGS, PUYO_SETTINGS_SLOT } from './puyo/playSettings.ts';
import { CHAINS_SLOT, IN_PROGRESS_SLOT, REPLAYS_SLOT, SCORES_SLOT } from './puyo/saves.ts';
import { SOLO_CHAINS_SLOT, SOLO_SCORES_SLOT } from './puyo/soloSaves.ts';
import { GAME_NAMES } from './ranked/answers.ts';
import { keptGameSlot } from './ranked/keptGame.ts';
import { PLAYER_SLOT } from './ranked/playerStore.ts';
import { memoryStore } from './storage/testStore.ts';
import { loadSave, type SaveSlot, writeSave } from './storage/versionedStore.ts';
import { gameOf } from './sudoku/puzzleGame.ts';
import { OLD_RANKED_SLOT } from './sudoku/rankedPuzzle.ts';
import { CLEARED_SLOT, GAME_SLOT, RECORDS_SLOT, type SavedGame } from './sudoku/saves.ts';
import { OPTIONS_SLOT } from './sudoku/viewOptions.ts';

const puzzle = sudokuGame.newGame({ level: 'easy' }, '5');
const empty = [...puzzle.givens].indexOf('.');
const date = '2026-11-25T12:00:00.000Z';

const sudokuGameSave: SavedGame = {
  source: { kind: 'level', level: 'easy', n: 5 },
  givens: puzzle.givens,
  moves: [
    { kind: 'enter', cell: empty, digit: 3 },
    { kind: 'mark', mark: 'corner', cells: [empty + 1], digit: 4 },
  ] as SavedGame['moves'],
  undone: [{ kind: 'erase', cells: [empty] }] as SavedGame['undone'],
  clockMs: 61_000,
  started: true,
  finished: false,
  hints: 1,
};
const best = { score: 4200, chain: 5, at: 1_700_000_000_000 };

/** Every slot with a value the page could have written to it. */
const SLOTS: readonly {
  readonly name: string;
  readonly slot: SaveSlot<unknown>;
  readonly sample: unknown;
}[] = [
  { name: 'Sudoku game', slot: GAME_SLOT, sample: sudokuGameSave },
  {
    name: 'Sudoku records',
    slot: RECORDS_SLOT,
    sample: { easy: { played: 3, won: 2, best: [{ timeMs: 90_000, hints: 0, n: 5, date }] } },
  },
  {
    name: 'Sudoku cleared list',
    slot: CLEARED_SLOT,
    sample: [{ timeMs: 90_000, hints: 0, n: 5, date, level: 'own' }],
  },
  { name: 'Sudoku options', slot: OPTIONS_SLOT, sample: { repeats: true, solution: false, timer: true } },
  {
    name: 'Sudoku ranked game',
    slot: OLD_RANKED_SLOT,
    sample: { gameId: 'Zq3x_9', givens: `${'.'.repeat(80)}5` },
  },
  {
    name: 'Puyo replays',
    slot: REPLAYS_SLOT,
    sample: [
      {
        ai: 'gentle',
        seed: 'abc',
        at: 1_700_000_000_000,
        result: 'won',
        ticks: 130,
        scores: [4200, 70],
        log: makeInputLog([...Array(100).fill(0), 16, 16, 0, 4, ...Array(26).fill(0)]),
      },
    ],
  },
  { name: 'Puyo scores', slot: SCORES_SLOT, sample: { gentle: { played: 4, won: 3, best: [best] } } },
  { name: 'Puyo chains', slot: CHAINS_SLOT, sample: { hard: { played: 1, won: 0, best: [best] } } },
  { name: 'Puyo match in progress', slot: IN_PROGRESS_SLOT, sample: { ai: 'hard', seed: 'xyz', started: 5 } },
  { name: 'Puyo settings', slot: PUYO_SETTINGS_SLOT, sample: DEFAULT_PUYO_SETTINGS },
  {
    name: 'Puyo solo scores',
    slot: SOLO_SCORES_SLOT,
    sample: { solo: { played: 2, won: 0, best: [{ ...best, pairs: 40 }] } },
  },
  {
    name: 'Puyo solo chains',
    slot: SOLO_CHAINS_SLOT,
    sample: { solo: { played: 2, won: 0, best: [{ ...best, pairs: 40 }] } },
  },
  ...GAME_NAMES.map((game) => ({
    name: `kept ranked ${game} game`,
    slot: keptGameSlot(game),
    sample: { gameId: 'Zx3_-'.padEnd(22, '9'), level: game === 'puyo' ? 'solo' : 'expert', daily: true },
  })),
  { name: 'ranked player', slot: PLAYER_SLOT, sample: { id: 7, name: 'Ann', secret: 'a'.repeat(43) } },
];

const envelope = (data: unknown): string => {
  try {
    return JSON.stringify({ version: 1, data }) ?? '';
  } catch {
    return '['; // too deep for JSON.stringify
  }
};

/** The sample with one field (of it, or of its first element when it is a list) replaced by a hostile value. */
function withHostileField(sample: unknown): fc.Arbitrary<string> {
  const list = Array.isArray(sample);
  const item = (list ? sample[0] : sample) as Record<string, unknown>;
  return fc
    .tuple(fc.oneof(fc.constantFrom(...Object.keys(item)), hostileString(12)), hostileJson)
    .map(([key, value]) => {
      const changed = { ...item, [key]: value };
      return envelope(list ? [changed, ...(sample as unknown[]).slice(1)] : changed);
    });
}

const anyText = (sample: unknown): fc.Arbitrary<string> =>
  fc.oneof(
    mutated(fc.constant(envelope(sample))),
    withHostileField(sample),
    hostileJson.map(envelope),
    hostileString(300),
    fc
      .integer({ min: 1, max: 50_000 })
      .map((depth) => envelope(sample).replace('1,', `1,"x":${'['.repeat(depth)}`)),
  );

describe.each(SLOTS)('the $name save', ({ slot, sample }) => {
  test.prop([fc.constant(sample)], { numRuns: 1 })('loads back as the page wrote it', (value) => {
    const store = memoryStore();
    expect(writeSave(store, slot, value)).toBe(true);
    expect(loadSave(store, slot)).toEqual({ kind: 'loaded', value: slot.schema.parse(value) });
  });

  test.prop([anyText(sample)], { numRuns: 200 })(
    'any text loads as a value its schema holds or is set aside with a short reason, quickly',
    (text) => {
      const store = memoryStore({ [slot.key]: text, other: 'kept' });
      const outcome = withinBudget(() => loadSave(store, slot));
      expect(outcome.kind).not.toBe('empty');
      if (outcome.kind === 'loaded') expect(slot.schema.safeParse(outcome.value).success).toBe(true);
      if (outcome.kind === 'corrupt') {
        expect(outcome.corrupt.reason.length).toBeGreaterThan(0);
        expect(outcome.corrupt.reason.length).toBeLessThanOrEqual(400);
        expect(store.map.get(`${slot.key}.corrupt`)).toBe(text);
      }
      expect(store.map.get('other')).toBe('kept');
    },
  );
});

describe('a Sudoku game save from a stranger, restored', () => {
  const move = fc.oneof(
    fc.record({
      kind: fc.constant('enter'),
      cell: fc.integer({ min: -1, max: 81 }),
      digit: fc.integer({ min: 0, max: 10 }),
    }),
    fc.record({
      kind: fc.constantFrom('erase', 'fillCandidates'),
      cells: fc.array(fc.integer({ min: -1, max: 81 })),
    }),
    fc
      .tuple(fc.constantFrom('kind', 'cell', 'cells', 'digit', 'mark', 'colour'), hostileJson)
      .map(([key, value]) => ({ kind: 'enter', cell: empty, digit: 1, [key]: value })),
  );
  test.prop([fc.array(move, { maxLength: 40 }), fc.array(move, { maxLength: 40 })], { numRuns: 200 })(
    'is played back or refused as a whole, quickly, and never throws',
    (moves, undone) => {
      const text = envelope({ ...sudokuGameSave, moves, undone });
      const outcome = loadSave(memoryStore({ [GAME_SLOT.key]: text }), GAME_SLOT);
      if (outcome.kind !== 'loaded') return;
      const save = outcome.value;
      const game = withinBudget(() => gameOf(save.source, structuredClone(puzzle), save));
      if (game === undefined) return;
      expect(game.session.moves).toEqual(save.moves);
      expect(game.session.undone).toEqual(save.undone);
    },
  );
});
