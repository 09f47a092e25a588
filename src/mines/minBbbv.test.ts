import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { runs } from '../../test/propertyRuns.ts';
import { Rng } from '../core/rng.ts';
import { newGame, play } from './game.ts';
import { generateBoard } from './generate.ts';
import { bbbv } from './metrics.ts';
import { PRESETS, validateParams } from './params.ts';

const firstOpen = (params: typeof PRESETS.expert, seed: string, x: number, y: number) => {
  const state = newGame(params, seed);
  const outcome = play(state, { kind: 'open', x, y, at: 0 });
  if (!outcome.ok) throw new Error(outcome.error);
  return state;
};

describe('a least 3BV for the board (ranked games: the world ranking limits)', () => {
  test.prop([fc.string({ maxLength: 12 }), fc.nat(29), fc.nat(15)], { numRuns: runs(60) })(
    'every Expert board placed with minBbbv 100 has 3BV 100 or more, and the same seed and click make it again',
    (seed, x, y) => {
      const params = { ...PRESETS.expert, minBbbv: 100 };
      const state = firstOpen(params, seed, x, y);
      expect(bbbv(state.board)).toBeGreaterThanOrEqual(100);
      expect(firstOpen(params, seed, x, y).board.cells).toEqual(state.board.cells);
    },
  );

  test.prop([fc.string({ maxLength: 12 }), fc.nat(15), fc.nat(15)], { numRuns: runs(60) })(
    'a board already over the limit is the board drawn without one (old games replay as they were)',
    (seed, x, y) => {
      const params = PRESETS.intermediate;
      const plain = firstOpen(params, seed, x, y).board;
      expect(plain.cells).toEqual(generateBoard(params, Rng.fromSeed(seed), { x, y }).cells);
      if (bbbv(plain) >= 30)
        expect(firstOpen({ ...params, minBbbv: 30 }, seed, x, y).board.cells).toEqual(plain.cells);
    },
  );

  it('draws again when the first board is too easy', () => {
    // Under the opening rule such boards are rare (1 Intermediate board in 2,000 seeds, clicked in the middle,
    // is under 30): s155 is that one.
    const easy = firstOpen(PRESETS.intermediate, 's155', 8, 8).board;
    expect(bbbv(easy)).toBeLessThan(30);
    const redrawn = firstOpen({ ...PRESETS.intermediate, minBbbv: 30 }, 's155', 8, 8).board;
    expect(bbbv(redrawn)).toBeGreaterThanOrEqual(30);
  });

  it('refuses a minBbbv that is not a count of cells', () => {
    for (const minBbbv of [-1, 1.5, 481])
      expect(validateParams({ ...PRESETS.expert, minBbbv })).toMatchObject({
        ok: false,
        error: expect.stringMatching(/^minBbbv must be a whole number from 0 to 480/),
      });
  });
});
