import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hostileJson, hostileString, mutated, withinBudget } from '../../test/hostile.ts';
import { GAMES } from './games.ts';
import { GAME_SLOT } from './mines/saves.ts';
import { memoryStore } from './storage/testStore.ts';
import type { KeyValueStore } from './storage/versionedStore.ts';
import { GAME_SLOT as SUDOKU_SLOT } from './sudoku/saves.ts';

const hasSavedGame = GAMES.find((game) => game.id === 'mines')!.hasSavedGame!;

const storeWith = (text: string | null) => memoryStore(text === null ? {} : { [GAME_SLOT.key]: text });

const game = {
  level: 'beginner',
  params: { width: 9, height: 9, mines: 10, firstClick: 'opening' },
  seed: 'abc',
  moves: 'o e5@100; f a1@900',
  noGuess: false,
  clock: 900,
  finished: false,
};
const saveText = (data: unknown) => JSON.stringify({ version: 1, data });

describe('the home page badge for a game in progress', () => {
  it('shows for an unfinished game the page can continue, and only then', () => {
    expect(hasSavedGame(storeWith(saveText(game)))).toBe(true);
    expect(hasSavedGame(storeWith(saveText({ ...game, finished: true })))).toBe(false);
    expect(hasSavedGame(storeWith(null))).toBe(false);
    // `data.finished` alone would show the badge for this save, which the game page sets aside.
    expect(hasSavedGame(storeWith(saveText({ finished: false })))).toBe(false);
    expect(hasSavedGame(storeWith(saveText({ ...game, moves: `o ${'z'.repeat(250)}1@0` })))).toBe(false);
  });

  it('works with storage that throws (private mode)', () => {
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(hasSavedGame(broken)).toBe(false);
  });

  test.prop(
    [
      fc.oneof(
        hostileString(400),
        mutated(fc.constant(saveText(game))),
        hostileJson.map((data) => {
          try {
            return saveText(data);
          } catch {
            return '';
          }
        }),
        // Up to 100,000 nested arrays. Up to 200,000 (past V8's 128 KB regular-object size), a call went
        // over the budget now and then on a loaded machine (104 and 164 ms; 0.2 ms on average), most likely a GC pause.
        fc.integer({ min: 1, max: 100_000 }).map((depth) => '['.repeat(depth)),
      ),
    ],
    { numRuns: 400 },
  )('any saved text gives a yes or no, quickly, and leaves the save where it is', (text) => {
    const store = storeWith(text);
    const answer = withinBudget(() => hasSavedGame(store));
    expect(typeof answer).toBe('boolean');
    expect(store.map.get(GAME_SLOT.key)).toBe(text);
    expect(store.map.size).toBe(1);
  });
});

describe('each game answers for its own save', () => {
  const sudoku = GAMES.find((entry) => entry.id === 'sudoku')!.hasSavedGame!;
  const sudokuStore = (data: unknown) => memoryStore({ [SUDOKU_SLOT.key]: saveText(data) });
  const puzzle = {
    source: { kind: 'level', level: 'easy', n: 12 },
    givens: `${'.'.repeat(80)}1`,
    moves: [{ kind: 'digit', cell: 0, digit: 2 }],
    undone: [],
    clockMs: 5000,
    started: true,
    finished: false,
    hints: 0,
  };

  it('Sudoku: a puzzle started and not yet solved, read with the page schema, and only that', () => {
    expect(sudoku(sudokuStore(puzzle))).toBe(true);
    expect(sudoku(sudokuStore({ ...puzzle, started: false }))).toBe(false); // behind Start: nothing played yet
    expect(sudoku(sudokuStore({ ...puzzle, finished: true }))).toBe(false);
    expect(sudoku(sudokuStore({ started: true, finished: false }))).toBe(false); // a save the page sets aside
    expect(sudoku(memoryStore({ [GAME_SLOT.key]: saveText(game) }))).toBe(false); // Minesweeper's is not Sudoku's
  });

  it("Minesweeper's save is not read as Sudoku's, nor the other way round", () => {
    expect(hasSavedGame(memoryStore({ [SUDOKU_SLOT.key]: saveText(puzzle) }))).toBe(false);
  });

  it('Puyo keeps no match to continue, so its card never says Continue', () => {
    expect(GAMES.find((entry) => entry.id === 'puyo')!.hasSavedGame).toBeUndefined();
  });
});
