import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bigText } from '../../../test/bigText.ts';
import {
  expectLinearCost,
  expectResultShape,
  hostileString,
  mutated,
  withinBudget,
} from '../../../test/hostile.ts';
import { MAX_SIDE, Tile } from '../index.ts';
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
    expect(parseView('##\n#', 1)).toEqual({
      ok: false,
      error: 'line 2: row has 1 cells, the first row has 2',
    });
    expect(parseView('##', 3).ok).toBe(false);
  });

  it('reads the engine tiles: numbers open, flags kept, question marks covered', () => {
    const view = viewFromTiles(4, 1, 1, Uint8Array.of(3, Tile.Flag, Tile.Question, Tile.Covered));
    expect([...view.cells]).toEqual([3, FLAGGED, COVERED, COVERED]);
  });
});

describe('view text from a stranger', () => {
  const validText = fc
    .integer({ min: 1, max: 10 })
    .chain((width) =>
      fc.array(fc.string({ unit: fc.constantFrom(...'#Ff.012345678'), minLength: width, maxLength: width }), {
        minLength: 1,
        maxLength: 10,
      }),
    )
    .map((rows) => rows.join('\n'));
  const mineTotal = fc.oneof(
    fc.nat(120),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -1, 0.5, Number('1e400'), 2 ** 53),
  );

  test.prop([fc.oneof(mutated(validText), hostileString()), mineTotal], { numRuns: 400 })(
    'any text gives a view that round-trips, or an error naming its line, quickly',
    (text, mines) => {
      const result = withinBudget(() => parseView(text, mines));
      expectResultShape(result, 160);
      if (!result.ok) {
        expect(result.error).toMatch(/^(line \d+|empty view|mine total)/);
        return;
      }
      const { width, height, cells } = result.value;
      expect(cells.length).toBe(width * height);
      for (const value of cells) expect(value >= FLAGGED && value <= 8).toBe(true);
      expect(parseView(makeView(result.value), mines)).toEqual(result);
    },
  );

  it('refuses spaces and other blanks inside a row (a tab or a no-break space used to read as an open 0)', () => {
    expect(parseView('1\t2', 0)).toEqual({
      ok: false,
      error: 'line 1, column 2: unexpected "\\u0009" (expected #, F, 0-8)',
    });
    expect(parseView('1\u00a02', 0)).toMatchObject({
      error: 'line 1, column 2: unexpected "\u00a0" (expected #, F, 0-8)',
    });
    expect(parseView('1\u20282', 0)).toMatchObject({ ok: false });
    expect(parseView('  1#2  \n\n  ###  ', 0)).toMatchObject({ ok: true, value: { width: 3, height: 2 } });
  });

  it('refuses views larger than any board before allocating them', () => {
    const [wide, tall] = [bigText('#', 10_000_000), bigText('#\n', MAX_SIDE + 1)];
    expect(withinBudget(() => parseView(wide, 0))).toEqual({
      ok: false,
      error: 'line 1: row has 10000000 cells, more than the 100000 a board can have',
    });
    // The fewest rows that are too many: linear work, given more time than one small hostile input.
    expect(withinBudget(() => parseView(tall, 0), 1_000)).toEqual({
      ok: false,
      error: `line ${MAX_SIDE + 1}: more than the 100000 rows a board can have`,
    });
    const wideOverShort = bigText('#', 100_000) + bigText('\n#', 2_000);
    expect(withinBudget(() => parseView(wideOverShort, 0))).toEqual({
      ok: false,
      error: 'line 2: row has 1 cells, the first row has 100000',
    });
  });

  it('parsing cost grows linearly with the text', () => {
    expectLinearCost(
      (n) => ` ${'#F012345678'.repeat(10)} \n`.repeat(n),
      (text) => parseView(text, 0),
      2_000,
    );
  });
});
