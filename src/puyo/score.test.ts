/**
 * The scoring rules of Puyo Puyo Tsu written out as tests a reader can check against the published tables (Puyo
 * Nexus wiki, "Scoring"): a step scores 10 x puyos cleared x (chain power + colour bonus + group bonus), that sum
 * held between 1 and 999. Every expected score below is worked out by hand from those tables, and both the engine
 * (score.ts through the bitboard simulator) and the independent reference (reference.ts) must give it.
 */
import { describe, expect, test } from 'vitest';
import { ChainOutcome, type ChainStep, resolveChain } from './chain.ts';
import { referenceChain, referenceStepScore, TSU_CHAIN_POWER } from './reference.ts';
import { chainPower, stepScore } from './score.ts';
import { field, gridOf } from './testFields.ts';

/** The steps of the field's chain from the engine, checked equal to the reference's. */
function stepsOf(text: string): ChainStep[] {
  const f = field(text);
  f.settle();
  const grid = gridOf(f);
  const steps = resolveChain(f, new ChainOutcome(), true).steps;
  expect(referenceChain(grid)).toEqual(steps);
  return steps;
}

/** A single group of n red puyos, filling rows from the floor, left to right. */
const redGroup = (n: number): string => {
  const rows: string[] = [];
  for (let left = n; left > 0; left -= 6) rows.unshift('R'.repeat(Math.min(6, left)).padEnd(6, '.'));
  return rows.join('\n');
};

describe('chain power (Puyo Puyo Tsu table)', () => {
  const PUBLISHED = [
    0, 8, 16, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448, 480, 512, 544, 576, 608, 640,
    672,
  ];
  test('chains 1 to 24: 0, 8, 16, 32, then 32 more per chain', () => {
    expect(PUBLISHED.map((_, i) => chainPower(i + 1))).toEqual(PUBLISHED);
    expect(PUBLISHED.map((_, i) => TSU_CHAIN_POWER[i + 1])).toEqual(PUBLISHED);
  });
});

describe('colour bonus: 1, 2, 3, 4, 5 colours popping at once give 0, 3, 6, 12, 24', () => {
  // One group of 4 per colour, stacked in rows; chain 1 (power 0), groups of 4 (bonus 0).
  test.each([
    ['1 colour: 4 x 10 x max(1, 0) = 40', 'RRRR..', 1, 40],
    ['2 colours: 8 x 10 x 3 = 240', 'BBBB..\nRRRR..', 2, 240],
    ['3 colours: 12 x 10 x 6 = 720', 'YYYY..\nBBBB..\nRRRR..', 3, 720],
    ['4 colours: 16 x 10 x 12 = 1,920', 'PPPP..\nYYYY..\nBBBB..\nRRRR..', 4, 1920],
    ['5 colours: 20 x 10 x 24 = 4,800', 'GGGG..\nPPPP..\nYYYY..\nBBBB..\nRRRR..', 5, 4800],
  ])('%s', (_, text, colors, score) => {
    expect(stepsOf(text)).toEqual([
      { chain: 1, puyos: 4 * colors, colors, groups: new Array(colors).fill(4), score },
    ]);
  });

  test('5 colours in the 2nd step of a chain: 20 x 10 x (8 + 24) = 6,400', () => {
    // Step 1 pops the green group of 4 at the floor on the right (40); column 4 falls one row and completes a
    // row of 4 in each of the 5 colours.
    const steps = stepsOf(['...G..', 'GGGP..', 'PPPY..', 'YYYB..', 'BBBR.G', 'RRRGGG'].join('\n'));
    expect(steps).toEqual([
      { chain: 1, puyos: 4, colors: 1, groups: [4], score: 40 },
      { chain: 2, puyos: 20, colors: 5, groups: [4, 4, 4, 4, 4], score: 6400 },
    ]);
  });
});

describe('group bonus: 4 to 10 puyos give 0, 2, 3, 4, 5, 6, 7; 11 or more give 10', () => {
  test.each([
    [4, 40], // 4 x 10 x max(1, 0)
    [5, 100], // 5 x 10 x 2
    [6, 180], // 6 x 10 x 3
    [7, 280], // 7 x 10 x 4
    [8, 400], // 8 x 10 x 5
    [9, 540], // 9 x 10 x 6
    [10, 700], // 10 x 10 x 7
    [11, 1100], // 11 x 10 x 10
    [12, 1200], // 12 x 10 x 10
    [13, 1300], // 13 x 10 x 10
    [30, 3000], // 30 x 10 x 10
  ])('one group of %i: %i', (n, score) => {
    expect(stepsOf(redGroup(n))).toEqual([{ chain: 1, puyos: n, colors: 1, groups: [n], score }]);
  });

  test('several groups of one colour at once each add their own bonus; the colour counts once', () => {
    // Red groups of 4, 5 and 11 (columns 1, 3 and 5) pop together: 20 x 10 x (0 + 0 + 2 + 10) = 2,400.
    const text = ['....R.', '....R.', '....R.', '....R.', '....R.', '....R.', '..R.R.', 'R.R.R.'];
    const steps = stepsOf([...text, 'RGRBRY', 'RGRBRY', 'RGRBRY'].join('\n'));
    expect(steps).toEqual([{ chain: 1, puyos: 20, colors: 1, groups: [4, 5, 11], score: 2400 }]);
  });

  test('two groups of each of two colours: colour bonus 3, group bonuses 0 + 2 + 0 + 3', () => {
    // Red 4 (column 1) and 5 (column 3), green 4 (column 2, on top) and 6 (column 5): 19 x 10 x 8 = 1,520.
    const steps = stepsOf(['.G....', '.G..G.', '.GR.G.', 'RGR.G.', 'RBRYGY', 'RBRYGY', 'RBRYGY'].join('\n'));
    expect(steps).toEqual([{ chain: 1, puyos: 19, colors: 2, groups: [4, 4, 5, 6], score: 1520 }]);
  });
});

describe('the multiplier is held between 1 and 999', () => {
  test('no bonus at all still multiplies by 1', () => {
    expect(stepScore(1, 4, 1, 0)).toBe(40);
    expect(referenceStepScore(1, 1, [4])).toBe(40);
  });

  test('a sum above 999 counts as 999', () => {
    // Chain 19 (512) + 5 colours (24) + 48 groups of 11 or more (480) = 1,016: held at 999.
    const groups = new Array(48).fill(11);
    expect(stepScore(19, 528, 5, 480)).toBe(528 * 10 * 999);
    expect(referenceStepScore(19, 5, groups)).toBe(528 * 10 * 999);
    // Just below the cap it is the plain sum: 512 + 24 + 10 x 46 = 996.
    expect(stepScore(19, 506, 5, 460)).toBe(506 * 10 * 996);
    expect(referenceStepScore(19, 5, new Array(46).fill(11))).toBe(506 * 10 * 996);
  });
});
