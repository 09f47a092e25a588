import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Tile } from '../index.ts';
import { COVERED, FLAGGED, makeView, parseView, viewFromTiles } from './view.ts';

describe('view text', () => {
  test.prop([fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 8 }), fc.integer()], { numRuns: 300 })(
    'parseView(makeView(v)) gives v back',
    (width, height, seed) => {
      const cells = Int8Array.from(
        { length: width * height },
        (_, i) => (((((seed >>> (i % 29)) ^ i) % 11) + 11) % 11) - 2,
      );
      const view = { width, height, mines: 0, cells };
      const parsed = parseView(makeView(view), 0);
      expect(parsed.ok && [...parsed.value.cells]).toEqual([...cells]);
    },
  );

  it('names the line and column of a bad character', () => {
    expect(parseView('#1\n#x', 1)).toEqual({
      ok: false,
      error: 'line 2, column 2: unexpected "x" (expected #, F, 0-8)',
    });
    expect(parseView('##\n#', 1)).toEqual({ ok: false, error: 'line 2: 1 cells, expected 2' });
    expect(parseView('##', 3).ok).toBe(false);
  });

  it('reads the engine tiles: numbers open, flags kept, question marks covered', () => {
    const view = viewFromTiles(4, 1, 1, Uint8Array.of(3, Tile.Flag, Tile.Question, Tile.Covered));
    expect([...view.cells]).toEqual([3, FLAGGED, COVERED, COVERED]);
  });
});
