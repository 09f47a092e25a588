import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { isMine, makeBoard } from './board.ts';
import { generateBoard, keptFreeCells } from './generate.ts';
import { FIRST_CLICK_RULES, type Params, validateParams } from './params.ts';

/** Valid params with a first click on the board: every shape, rule and mine count the rule leaves room for. */
const gameArb = fc
  .record({
    width: fc.integer({ min: 1, max: 20 }),
    height: fc.integer({ min: 1, max: 20 }),
    firstClick: fc.constantFrom(...FIRST_CLICK_RULES),
    fill: fc.double({ min: 0, max: 1, noNaN: true }),
    seed: fc.string(),
  })
  .chain(({ width, height, firstClick, fill, seed }) => {
    const free =
      firstClick === 'any' ? 0 : firstClick === 'safe' ? 1 : Math.min(width, 3) * Math.min(height, 3);
    const params: Params = { width, height, mines: Math.floor(fill * (width * height - free)), firstClick };
    return fc.record({
      params: fc.constant(params),
      seed: fc.constant(seed),
      click: fc.record({ x: fc.nat(width - 1), y: fc.nat(height - 1) }),
    });
  });

describe('generation', () => {
  test.prop([gameArb], { numRuns: 3000 })(
    'places exactly the mines asked for, never where the first-click rule forbids',
    ({ params, seed, click }) => {
      expect(validateParams(params).ok).toBe(true);
      const board = generateBoard(params, Rng.fromSeed(seed), click);
      let mines = 0;
      for (let i = 0; i < board.cells.length; i++) if (isMine(board, i)) mines++;
      expect(mines).toBe(params.mines);
      const free = keptFreeCells(params.width, params.height, params.firstClick, click);
      expect(free.filter((i) => isMine(board, i))).toEqual([]);
      if (params.firstClick !== 'any') expect(free).toContain(click.y * params.width + click.x);
      if (params.firstClick === 'opening') {
        const inBlock = (i: number) =>
          Math.abs((i % params.width) - click.x) <= 1 &&
          Math.abs(Math.floor(i / params.width) - click.y) <= 1;
        expect(free.length).toBe(board.cells.filter((_, i) => inBlock(i)).length);
      }
    },
  );

  test.prop([gameArb])('the same seed gives the same board', ({ params, seed, click }) => {
    expect(generateBoard(params, Rng.fromSeed(seed), click)).toEqual(
      generateBoard(params, Rng.fromSeed(seed), click),
    );
  });

  // Chi-square at p = 0.001, so a correct generator fails about once in a thousand runs of the suite (fixed seeds
  // below make the result repeatable).
  const chiSquare = (counts: number[], expected: number) =>
    counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);

  it('is uniform over every layout: 2 mines on 4x1 give the 6 layouts equally often', () => {
    const counts = new Map<string, number>();
    const rng = Rng.fromSeed('uniform-layouts');
    const draws = 60_000;
    for (let i = 0; i < draws; i++) {
      const text = makeBoard(generateBoard({ width: 4, height: 1, mines: 2, firstClick: 'any' }, rng));
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    expect(chiSquare([...counts.values()], draws / 6)).toBeLessThan(20.52); // 5 degrees of freedom
  });

  it('is uniform over the cells the opening rule leaves, also when most cells are mines', () => {
    // 5x5 with the first click in the corner: 4 cells kept free, 21 left; 17 mines means drawing the safe cells.
    for (const mines of [3, 17]) {
      const counts = new Array(25).fill(0);
      const rng = Rng.fromSeed(`cells-${mines}`);
      const draws = 20_000;
      for (let i = 0; i < draws; i++) {
        const board = generateBoard({ width: 5, height: 5, mines, firstClick: 'opening' }, rng, {
          x: 0,
          y: 0,
        });
        for (let c = 0; c < 25; c++) if (isMine(board, c)) counts[c]++;
      }
      for (const free of [0, 1, 5, 6]) expect(counts[free]).toBe(0);
      const others = counts.filter((_, c) => ![0, 1, 5, 6].includes(c));
      expect(chiSquare(others, (draws * mines) / 21)).toBeLessThan(45.31); // 20 degrees of freedom
    }
  });
});
