/** Field builders shared by the Puyo tests (not part of the public entry). */
import { fc } from '@fast-check/vitest';
import { unwrap } from '../core/result.ts';
import { ChainOutcome, resolveChain } from './chain.ts';
import { Field } from './field.ts';
import { parseField } from './format.ts';
import { emptyGrid, type Grid } from './reference.ts';
import type { Cell } from './types.ts';

export const field = (text: string): Field => unwrap(parseField(text));

/** Settles the field written in `text` and resolves its chain, with the details of every step. */
export const chainOf = (text: string): ChainOutcome => {
  const f = field(text);
  f.settle();
  return resolveChain(f, new ChainOutcome(), true);
};

/** Columns of cells from row 1 up (no holes), plus an optional frozen row-14 puyo per column. */
export const arbColumns = (colors = 4): fc.Arbitrary<{ stacks: number[][]; top: number[] }> =>
  fc.record({
    stacks: fc.array(fc.array(fc.integer({ min: 1, max: colors + 1 }), { maxLength: 13 }), {
      minLength: 6,
      maxLength: 6,
    }),
    top: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 6, maxLength: 6 }),
  });

/** Fields of puyos stacked from the floor, colours 1 to `colors` (5 includes purple), at most `height` a column. */
export const arbStackedField = (colors: number, height: number): fc.Arbitrary<Field> =>
  fc
    .array(fc.array(fc.integer({ min: 1, max: colors }), { maxLength: height }), {
      minLength: 6,
      maxLength: 6,
    })
    .map((stacks) => {
      const f = new Field();
      stacks.forEach((stack, col) => {
        stack.forEach((v, i) => {
          f.set(col, i + 1, v as Cell);
        });
      });
      return f;
    });

/**
 * Columns stacked from vertical runs of one colour (1 to 5 long; value colors+1 is garbage), in the same shape as
 * `arbColumns`. Runs of 4 and runs that touch a same-coloured run next door pop together, so the first step
 * often pops 4 or 5 colours at once, several groups of one colour, and groups of 11 or more, which uniform
 * random cells almost never do.
 */
export const arbRunColumns = (colors = 5): fc.Arbitrary<{ stacks: number[][]; top: number[] }> =>
  fc.record({
    stacks: fc.array(
      fc
        .array(
          fc.record({
            color: fc.integer({ min: 1, max: colors + 1 }),
            length: fc.integer({ min: 1, max: 5 }),
          }),
          {
            maxLength: 6,
          },
        )
        .map((runs) =>
          runs.flatMap(({ color, length }) => new Array<number>(length).fill(color)).slice(0, 13),
        ),
      { minLength: 6, maxLength: 6 },
    ),
    top: fc.array(fc.integer({ min: 0, max: 8 }), { minLength: 6, maxLength: 6 }),
  });

/** Maps values colors+1 to garbage; row-14 values above the colour range mean "empty". */
export function buildField(
  { stacks, top }: { stacks: number[][]; top: number[] },
  colors = 4,
): { field: Field; grid: Grid } {
  const f = new Field();
  const grid = emptyGrid();
  const cellOf = (v: number): Cell => (v > colors ? 6 : v) as Cell;
  stacks.forEach((stack, col) => {
    stack.forEach((v, i) => {
      f.set(col, i + 1, cellOf(v));
      grid[col][i + 1] = cellOf(v);
    });
    if (top[col] >= 1 && top[col] <= 6) {
      f.set(col, 14, top[col] as Cell);
      grid[col][14] = top[col];
    }
  });
  return { field: f, grid };
}

export function gridOf(f: Field): Grid {
  const grid = emptyGrid();
  for (let col = 0; col < 6; col++) for (let row = 1; row <= 14; row++) grid[col][row] = f.get(col, row);
  return grid;
}

/** Columns of the given heights, coloured so that nothing pops. */
export function withHeights(heights: readonly number[]): Field {
  const f = new Field();
  heights.forEach((h, col) => {
    for (let row = 1; row <= h; row++) f.set(col, row, (((row + col) % 4) + 1) as Cell);
  });
  return f;
}
