import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hostileJson, hostileString, mutated, withinBudget } from '../../test/hostile.ts';
import { GAMES } from './games.ts';
import { GAME_SLOT } from './mines/saves.ts';
import { memoryStore } from './storage/testStore.ts';
import type { KeyValueStore } from './storage/versionedStore.ts';

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
    // It used to read `data.finished` alone: this save, which the game page sets aside, showed the badge.
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
        // Up to 100,000 nested arrays (issue 11). Up to 200,000 (past V8's 128 KB regular-object size), a call went
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
