import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { ChainOutcome, everythingMoved, lastStep, popStep, resolveChain } from './chain.ts';
import { Field } from './field.ts';
import { referenceChain, settleGrid } from './reference.ts';
import { arbColumns, arbRunColumns, buildField, chainOf, field, gridOf } from './testFields.ts';

describe('published score checks (the issue)', () => {
  test.each([
    ['.BBBB.', 1, 40],
    ['BBBBBB', 1, 180],
    ['YYYYYY\nBBBBBB', 1, 1080],
    ['.YYYG.\nBBBBY.', 2, 360],
    ['.RBRB.\nRBRBR.\nRBRBR.\nRBRBRR', 5, 4840],
  ])('%s', (text, chains, score) => {
    const outcome = chainOf(text);
    expect(outcome.chains).toBe(chains);
    expect(outcome.score).toBe(score);
  });
});

/** Fields from puyoai's simulator tests (13 rows, top row first, 78 characters), with their published results. */
const PUYOAI_CASES: [string, number, number][] = [
  ['.G.BRGGBRRYRRRYYBYRGYRBRYGYRBYYGBGYRGRBGYRBRBYBYRYYBYYBRBYBRBGBYRRYGBGBGRBGBGG', 19, 175080],
  ['.B.GRBBGRRYRRRYYGYRBYRGRYBYRGYYBGBYRBRGBYRGRGYGYRYYGYYGRGYGRGBGYRRYBGBGBRGBGBB', 19, 175080],
  ['B..RYGGYGYGBGRRRBRGBRYBGRRGGYGYYGYRRYGRBRBRBBGYGRGGYRRRBGRGRYBYRBBRRYGGBRBBYRY', 19, 175080],
  ['...BB..B.RBB.RBRBO.RBGRB.GRGRB.GRYRB.YGYGR.YGYGR.BYBYG.BYBYGBOBOYGRRRROYBBBOBB', 2, 38540],
  ['.B.BB..R.RBB.GBRBO.GBGRB.YRGRB.YRYRB.YGYGR.BGYGRGRGBGRGGYBYGYGBOBYYRRROBBBBOBB', 3, 43260],
  ['...BB..R.RBB.GBRBOGGBGRBRYRGRBRYRYRBRYGYGRRBGYGRORGBGRGGYBYGYGBOBYYRRROBBBBOBB', 4, 50140],
  ['GRBBB.BGYRBBYYYRBOOGBGRBBYRGRBBYRGRBBYGYGROBGYGRGRGBGRGGYBYYYOBOBYYRRROBBBBOBB', 5, 68700],
  ['RRRROOOOROROROROOROOROOORORORRROOOORROROOOOORRORROOOORRROOOROOOORORRROROOOOORO', 4, 4840],
  ['BRBBRRBRRRBRRBRBRBRBRBRBRBRBRBBRBRBRRRBBRRBBRRBBRBRBRBBRBRBRBBRBRRRRBRBBRBBRRB', 9, 49950],
  ['RRRRRYBRRYOORRYOYRBYRRROBRYOYYBYBYOBRBRBBORRORRROOOOOOOOOOOOOOOOOOOOOOOOOOOOOO', 9, 32760],
  ['YYGBRGRYYBBBYYOYGGRGORGBRBORRGRYOYYYYYOBRGRBGRGGBBYRRYGGYBBBGRRYRYRGYRYYGRRBBB', 18, 155980],
  ['RRR.RRORRROROORORRROOROORORORRORORORRORORORROROROORROORROORRROROROORORORORRORR', 11, 47080],
  ['......RRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRRR', 1, 7200],
];

describe('published simulator cases (puyoai core tests)', () => {
  test.each(PUYOAI_CASES)('%s', (flat, chains, score) => {
    const outcome = chainOf(flat.match(/.{6}/g)!.join('\n'));
    expect([outcome.chains, outcome.score]).toEqual([chains, score]);
  });
});

describe('chain rules', () => {
  const tower = (bottom: string): string =>
    ['R.....', 'R.....', 'R.....', 'R.....', ...'YGYGYGYG'.split('').map((c) => `${c}.....`), bottom].join(
      '\n',
    );

  test('row 13 never counts towards a pop', () => {
    expect(chainOf(tower('B.....')).chains).toBe(0);
  });

  test('a row-13 puyo that falls into row 12 pops', () => {
    const outcome = chainOf(tower('BBBB..'));
    expect(outcome.chains).toBe(2);
    expect(outcome.steps[1].groups).toEqual([4]);
  });

  test('garbage next to a popping group clears, garbage one cell away does not', () => {
    const outcome = chainOf('O.....\nO.....\nRRRRO.');
    expect(outcome.chains).toBe(1);
    expect(outcome.garbageCleared).toBe(2);
    expect(outcome.allClear).toBe(false);
  });

  test('garbage in row 13 next to a popping group stays and falls', () => {
    const f = field(
      [
        'O.....',
        'R.....',
        'R.....',
        'R.....',
        'R.....',
        ...'YGYGYGYG'.split('').map((c) => `${c}.....`),
      ].join('\n'),
    );
    const outcome = resolveChain(f);
    expect([outcome.chains, outcome.garbageCleared]).toEqual([1, 0]);
    expect([f.get(0, 9), f.get(0, 13)]).toEqual([6, 0]);
  });

  test('a row-14 puyo stays put and never pops', () => {
    const f = new Field();
    for (let row = 1; row <= 4; row++) f.set(0, row, 1);
    f.set(0, 14, 1);
    const outcome = resolveChain(f);
    expect(outcome.chains).toBe(1);
    expect(f.get(0, 14)).toBe(1);
    expect(f.get(0, 1)).toBe(0);
    expect(outcome.allClear).toBe(false);
  });

  test('all clear: the field is empty after a chain; an empty field with no chain is none', () => {
    expect(chainOf('RRRR..').allClear).toBe(true);
    expect(chainOf('RRRRG.').allClear).toBe(false);
    expect(resolveChain(new Field())).toMatchObject({ chains: 0, score: 0, allClear: false });
  });

  test('step details', () => {
    const outcome = chainOf('G.....\nG.....\nRG....\nRG....\nRRR...');
    expect(outcome.steps).toEqual([
      { chain: 1, puyos: 5, colors: 1, groups: [5], score: 100 },
      { chain: 2, puyos: 4, colors: 1, groups: [4], score: 320 },
    ]);
  });
});

describe('chain outcome', () => {
  test('a fresh outcome describes no chain', () => {
    expect({ ...new ChainOutcome() }).toEqual({
      chains: 0,
      score: 0,
      puyos: 0,
      garbageCleared: 0,
      allClear: false,
      steps: [],
    });
  });

  test('steps are recorded only when asked for, a reused outcome holds only the last chain, and an empty step list is kept when none are recorded', () => {
    const twoChain = 'G.....\nG.....\nRG....\nRG....\nRRR...';
    const settled = (text: string): Field => {
      const f = field(text);
      f.settle();
      return f;
    };
    expect(resolveChain(settled(twoChain)).steps).toEqual([]);
    const out = resolveChain(settled(twoChain), new ChainOutcome(), true);
    expect(out.steps).toHaveLength(2);
    resolveChain(settled('BBBB..'), out, true);
    expect(out.steps).toEqual([{ chain: 1, puyos: 4, colors: 1, groups: [4], score: 40 }]);
    resolveChain(settled('YYYY..'), out);
    expect(out).toMatchObject({ chains: 1, score: 40, steps: [] });
    // The search resolves chains by the million without recording steps: an empty step list is kept, not replaced.
    const kept = out.steps;
    resolveChain(settled('BBBB..'), out);
    expect(out.steps).toBe(kept);
  });
});

describe('one step: popStep', () => {
  test.prop([arbRunColumns(5)], { numRuns: 300 })(
    'with everythingMoved() every colour is checked: the first step of the slow simulator',
    (columns) => {
      const { field: f, grid } = buildField(columns, 5);
      const groups: number[] = [];
      const score = popStep(f, 1, groups, everythingMoved());
      const first = referenceChain(grid)[0];
      expect(score).toBe(first?.score ?? 0);
      expect(groups.sort((x, y) => x - y)).toEqual(first?.groups ?? []);
    },
  );

  test.each([
    ['a row of 4 with nothing above: nothing falls', 'RRRR..', 0],
    ['a column of 4 under a green puyo: it falls 4 rows', 'G.....\nR.....\nR.....\nR.....\nR.....', 4],
    [
      '5 reds under 2 greens in column 1 and 2 in column 2: 3 rows',
      'G.....\nG.....\nRG....\nRG....\nRRR...',
      3,
    ],
    ['garbage cleared under a puyo counts: 2 rows', 'Y.....\nO.....\nRRRR..', 2],
  ])('the longest fall of a step (for the animation): %s', (_, text, rows) => {
    const f = field(text);
    popStep(f, 1, null, everythingMoved());
    expect(lastStep.maxFall).toBe(rows);
  });
});

describe('bitboard simulator against the slow one', () => {
  for (const colors of [2, 3, 4, 5]) {
    test.prop([arbColumns(colors)], { numRuns: 1000 })(
      `random settled fields, ${colors} colours`,
      (columns) => {
        const { field: f, grid } = buildField(columns, colors);
        const steps = referenceChain(grid);
        const outcome = resolveChain(f, new ChainOutcome(), true);
        expect(outcome.steps).toEqual(steps);
        expect(gridOf(f)).toEqual(grid);
      },
    );
  }

  test.prop([arbRunColumns(5)], { numRuns: 1000 })(
    'fields of same-coloured runs: many colours and several groups of one colour at once',
    (columns) => {
      const { field: f, grid } = buildField(columns, 5);
      const steps = referenceChain(grid);
      expect(resolveChain(f, new ChainOutcome(), true).steps).toEqual(steps);
      expect(gridOf(f)).toEqual(grid);
    },
  );

  test('those fields reach every colour count and every group bonus in one step, in useful proportions', () => {
    const first = fc
      .sample(arbRunColumns(5), { numRuns: 1000, seed: 20261122 })
      .map((columns) => referenceChain(buildField(columns, 5).grid)[0])
      .filter((step) => step !== undefined);
    const share = (pass: (step: (typeof first)[number]) => boolean): number =>
      first.filter(pass).length / first.length;
    for (const colors of [1, 2, 3, 4]) expect(share((s) => s.colors === colors)).toBeGreaterThan(0.05);
    expect(share((s) => s.colors === 5)).toBeGreaterThan(0.05);
    expect(share((s) => s.groups.length > s.colors)).toBeGreaterThan(0.3);
    for (const size of [4, 5, 6, 7, 8, 9, 10])
      expect(share((s) => s.groups.includes(size))).toBeGreaterThan(0.02);
    expect(share((s) => s.groups.some((size) => size >= 11))).toBeGreaterThan(0.1);
  });

  test.prop([fc.array(fc.integer({ min: 0, max: 6 }), { minLength: 78, maxLength: 78 })], { numRuns: 1000 })(
    'random floating fields: settle then chain',
    (cells) => {
      const f = new Field();
      const grid = gridOf(f);
      cells.forEach((v, i) => {
        const col = i % 6;
        const row = 13 - Math.floor(i / 6);
        if (v !== 0) f.set(col, row, v as 1);
        grid[col][row] = v;
      });
      f.settle();
      settleGrid(grid);
      expect(gridOf(f)).toEqual(grid);
      expect(resolveChain(f, new ChainOutcome(), true).steps).toEqual(referenceChain(grid));
      expect(gridOf(f)).toEqual(grid);
    },
  );

  test.prop([arbColumns(3)], { numRuns: 1000 })('no puyo is created or lost except by pops', (columns) => {
    const { field: f } = buildField(columns, 3);
    const before = f.count();
    const outcome = resolveChain(f);
    expect(f.count()).toBe(before - outcome.puyos - outcome.garbageCleared);
  });
});
