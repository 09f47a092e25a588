import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { applyPlacement, type Color, Field, makeQueue, type Pair } from '../index.ts';
import { arbStackedField, field, withHeights } from '../testFields.ts';
import { ARCHIVE } from './archive.ts';
import { BeamSearch } from './beam.ts';
import { DEFAULT_WEIGHTS } from './evaluate.ts';
import { hashField } from './hash.ts';
import { createAi, LEVELS } from './levels.ts';
import { canReach, reachableMask } from './player.ts';
import { emptyPotential, findPotentialChain } from './potential.ts';
import { decide } from './request.ts';
import { columnHeights, countLinks } from './shape.ts';
import { playSolo } from './solo.ts';
import { StrongAi, type StrongConfig } from './strongAi.ts';

const pair = (pivot: number, child: number) => ({ pivot, child }) as Pair;
const arbPair = fc.record({
  pivot: fc.integer({ min: 1, max: 4 }),
  child: fc.integer({ min: 1, max: 4 }),
}) as fc.Arbitrary<{
  pivot: Color;
  child: Color;
}>;

describe('strong AI', () => {
  test('fires the built chain with the last pair of a solo game', () => {
    // Red on column 3 fires a 2-chain (see potential.test.ts); it is the last pair, so build moves are worthless.
    const f = field('Y.....\nBB....\nBR....\nRRB...');
    const { placement, stats } = createAi('strong').decide({ field: f, queue: [pair(1, 4)], pairsLeft: 1 });
    expect(stats.plan).toBe('fire');
    expect(applyPlacement(f, pair(1, 4), placement).chains).toBe(2);
  });

  test('builds rather than wasting the chain when many pairs are left', () => {
    const f = field('Y.....\nBB....\nBR....\nRRB...');
    const { placement, stats } = createAi('strong').decide({
      field: f,
      queue: [pair(1, 4), pair(2, 2), pair(3, 4)],
      pairsLeft: 40,
    });
    expect(stats.plan).toBe('build');
    expect(applyPlacement(f, pair(1, 4), placement).chains).toBe(0);
  });

  test('solo: with few enough free cells, a chain worth the secure score fires at once', () => {
    // The 2-chain of the tests above (360 points), 64 cells free.
    const f = field('Y.....\nBB....\nBR....\nRRB...');
    const queue = [pair(1, 4), pair(2, 2), pair(3, 4)];
    const plan = (secureCells: number, secureScore: number) =>
      new StrongAi({
        ...LEVELS.strongest,
        solo: { fullCells: 12, blockedIsDanger: true, secureCells, secureScore },
      }).decide({ field: f, queue, pairsLeft: 40 }).stats;
    expect(plan(64, 300)).toMatchObject({ plan: 'fire', expectedChains: 2, expectedScore: 360 });
    expect(plan(63, 300).plan).toBe('build');
    expect(plan(64, 400).plan).toBe('build');
  });

  test('a column next to column 3 at row 12 fires the small chain in reach, unless solo rules say it is no danger', () => {
    // The 2-chain of the tests above, beside a tower on column 4 that reaches row 12; 53 cells free, column 3 low.
    const f = field(
      '...G..\n...P..\n...G..\n...P..\n...G..\n...P..\n...G..\n...P..\nY..G..\nBB.P..\nBR.G..\nRRBP..',
    );
    const queue = [pair(1, 4), pair(2, 2), pair(3, 4)];
    const played = (blockedIsDanger?: boolean, opponent?: { field: Field; incomingGarbage: number }) => {
      const solo = blockedIsDanger === undefined ? undefined : { fullCells: 12, blockedIsDanger };
      const { placement, stats } = new StrongAi({ ...LEVELS.strongest, solo }).decide({
        field: f,
        queue,
        pairsLeft: opponent ? undefined : 40,
        opponent,
      });
      return { plan: stats.plan, chains: applyPlacement(f, queue[0], placement).chains };
    };
    expect(played()).toEqual({ plan: 'fire', chains: 2 });
    expect(played(true)).toEqual({ plan: 'fire', chains: 2 });
    const keeps = played(false);
    expect(keeps.plan).toBe('build');
    expect(keeps.chains).toBeLessThan(2);
    // Versus plays by its own rules.
    expect(played(false, { field: new Field(), incomingGarbage: 0 })).toEqual({ plan: 'fire', chains: 2 });
  });

  test.prop(
    [
      fc.array(fc.integer({ min: 0, max: 12 }), { minLength: 6, maxLength: 6 }),
      fc.array(arbPair, { minLength: 3, maxLength: 3 }),
    ],
    {
      numRuns: 40,
    },
  )('plays only reachable placements, whatever the stack', (heights, queue) => {
    const f = withHeights(heights);
    const mask = reachableMask(f);
    if (mask === 0) return;
    for (const name of ['gentle', 'easy']) {
      const { placement } = createAi(name).decide({ field: f, queue });
      expect(canReach(mask, queue[0], placement)).toBe(true);
    }
  });

  test('the plain-data entry gives the same move as the engine-level AI', () => {
    const text = 'Y.....\nBB....\nBR....\nRRB...';
    const viaData = decide('medium', {
      field: text,
      queue: [
        [1, 4],
        [2, 2],
        [3, 4],
      ],
      pairsLeft: 30,
    });
    const direct = createAi('medium').decide({
      field: field(text),
      queue: [pair(1, 4), pair(2, 2), pair(3, 4)],
      pairsLeft: 30,
    });
    expect(viaData.placement).toEqual(direct.placement);
    expect(() => decide('nobody', { field: text, queue: [[1, 1]] })).toThrow(/unknown AI/);
    expect(() => decide('easy', { field: 'RX', queue: [[1, 1]] })).toThrow(/field: line 1/);
  });
});

describe('solo, the end known (`stopAtEnd`)', () => {
  const arbQueue = fc.string({ maxLength: 8 }).map((seed) => makeQueue(seed).slice(0, 3));

  test('a chain worth a little more a pair later beats the one in reach now, where the premium on sooner would not', () => {
    const f = field('GY.Y..\nBYRB..\nBYGY..\nRBYY..\nBRRR.Y\nYBGGBY\nYBYBGB\nYGGYGY');
    const queue = [pair(3, 1), pair(1, 1), pair(5, 2)];
    const play = (stopAtEnd: boolean) =>
      new StrongAi({ ...LEVELS.strongest, width: 16, stopAtEnd }).decide({ field: f, queue, pairsLeft: 3 })
        .stats;
    expect(play(true)).toMatchObject({ plan: 'fire', expectedScore: 6980 });
    expect(play(false)).toMatchObject({ plan: 'fire', expectedScore: 6920 });
  });

  test.prop([arbStackedField(4, 8), arbQueue, fc.integer({ min: 1, max: 3 })], { numRuns: 60 })(
    'in the last pairs it fires the biggest chain that can still fire, however late',
    (f, queue, pairsLeft) => {
      // A level whose solo search weighs as BeamSearch does (strongest's solo weights are its own).
      const config = { ...ARCHIVE['combined-2026-11'], width: 16, stopAtEnd: true };
      const { roots } = new BeamSearch(config).search(f, queue, undefined, pairsLeft);
      let biggest = 0;
      for (const r of roots)
        for (const a of r.attacks.slice(0, pairsLeft)) biggest = Math.max(biggest, a.score);
      const { stats } = new StrongAi(config).decide({ field: f, queue, pairsLeft });
      if (biggest > 0) {
        expect(stats.plan).toBe('fire');
        expect(stats.expectedScore).toBe(biggest);
      }
    },
  );
});

describe('solo, the chain fired at its peak (`peakChains`)', () => {
  const arbQueue = fc.string({ maxLength: 8 }).map((seed) => makeQueue(seed).slice(0, 3));
  const rules = { fullCells: 8, blockedIsDanger: true, secureCells: 12, secureScore: 70_000 };
  const config = { ...LEVELS.strongest, width: 16, solo: rules };

  /** The longest chain any move's lines fire at depths `from` to `to` - 1. */
  const longest = (f: Field, queue: readonly Pair[], from: number, to: number) => {
    let links = 0;
    for (const r of new BeamSearch(config).search(f, queue).roots) {
      if (r.build === Number.NEGATIVE_INFINITY && r.attacks.every((a) => a.score === 0)) continue;
      for (const a of r.attacks.slice(from, to)) links = Math.max(links, a.chains);
    }
    return links;
  };

  test.prop(
    [arbStackedField(4, 8), arbQueue, fc.integer({ min: 4, max: 30 }), fc.integer({ min: 2, max: 4 })],
    {
      numRuns: 30,
    },
  )(
    'plays otherwise only where the chain in reach has the links asked and nothing longer fires before the end',
    (f, queue, pairsLeft, peakChains) => {
      const state = { field: f, queue, pairsLeft };
      const plain = new StrongAi(config).decide(state);
      const peak = new StrongAi({ ...config, solo: { ...rules, peakChains } }).decide(state);
      const inReach = longest(f, queue, 0, queue.length);
      const peaked = inReach >= peakChains && longest(f, queue, queue.length, pairsLeft) <= inReach;
      if (peaked) expect(peak.stats.plan).toBe('fire');
      else expect(peak).toEqual(plain);
    },
  );

  test('fires the 2-chain in reach when no line fires a longer one before the end, and builds while one does', () => {
    const f = field('Y.....\nBB....\nBR....\nRRB...');
    const queue = [pair(1, 2), pair(3, 3), pair(4, 4)];
    const plan = (pairsLeft: number) =>
      new StrongAi({ ...config, solo: { ...rules, peakChains: 2 } }).decide({ field: f, queue, pairsLeft })
        .stats;
    expect(longest(f, queue, 0, 3)).toBe(2);
    expect(longest(f, queue, 3, 4)).toBeLessThanOrEqual(2);
    expect(plan(4)).toMatchObject({ plan: 'fire', expectedChains: 2 });
    expect(longest(f, queue, 3, 40)).toBeGreaterThan(2);
    expect(plan(40).plan).toBe('build');
  });

  test('a ready chain waits for the longer one a line of the search fires before the end (`waitForLonger`)', () => {
    // The 2-chain (360 points) is ready with a fire score of 300; 64 cells are free.
    const f = field('Y.....\nBB....\nBR....\nRRB...');
    const plan = (queue: Pair[], pairsLeft: number, waitForLonger?: boolean) =>
      new StrongAi({ ...config, fireScore: 300, solo: { ...rules, waitForLonger } }).decide({
        field: f,
        queue,
        pairsLeft,
      }).stats;
    const longer = [pair(1, 4), pair(2, 2), pair(3, 4)];
    expect(longest(f, longer, 3, 40)).toBeGreaterThan(2);
    expect(plan(longer, 40)).toMatchObject({ plan: 'fire', expectedChains: 2 });
    expect(plan(longer, 40, true).plan).toBe('build');
    // Nothing longer before the end: it fires.
    const none = [pair(1, 2), pair(3, 3), pair(4, 4)];
    expect(longest(f, none, 3, 4)).toBeLessThanOrEqual(2);
    expect(plan(none, 4, true)).toMatchObject({ plan: 'fire', expectedChains: 2 });
  });
});

describe('solo, danger outlasted (`dangerSlack`)', () => {
  // Seed T:48 after 27 pairs of combined-2026-11: column 2 reaches row 12 (danger), the field holds an 11-chain and
  // the visible pairs fire at most a 6-chain; without the option that 6-chain fires and the 11 is lost (10 links
  // was the game's largest chain; with `dangerSlack` 2, 13).
  const f = field(
    '.Y....\n.G...R\nGY...P\nGG..GP\nYY..PY\nYPY.YG\nRPY.YG\nPYRRPG\nPYRPGY\nRGYGGR\nRRGYPP\nGGYYPG',
  );
  const queue = [pair(5, 2), pair(5, 4), pair(4, 2)];
  const level = ARCHIVE['combined-2026-11'];
  const play = (dangerSlack?: number) =>
    new StrongAi({ ...level, solo: { ...level.solo, dangerSlack } }).decide({
      field: f,
      queue,
      pairsLeft: 23,
    }).stats;

  test('builds on rather than fire a chain more than the slack shorter than the potential one', () => {
    expect(play()).toMatchObject({ plan: 'fire', expectedChains: 6 });
    const outlasted = play(2);
    expect(outlasted.plan).toBe('build');
    expect(outlasted.expectedChains).toBeGreaterThanOrEqual(11);
    // 6 links are within a slack of 5 of the 11: they fire.
    expect(play(5)).toMatchObject({ plan: 'fire', expectedChains: 6 });
  });
});

describe('versus: the answer the opponent holds', () => {
  // A field the hard level built (queue 'threat-test', 13 pairs): a 4-chain of 2,280 points fires with this pair.
  const built = field(
    '......\n......\n......\n......\n......\nP.....\nP.....\nBBBP..\nPGYY..\nGBBY..\nGPBGGY\nGPPYYP',
  );
  const queue = [pair(4, 5), pair(2, 3), pair(3, 5)];
  const facing = (opponent: ReturnType<typeof field>, threat: number) =>
    new StrongAi({ ...LEVELS.strongest, threat }).decide({
      field: built,
      queue,
      incomingGarbage: 0,
      opponent: { field: opponent, incomingGarbage: 0 },
    }).stats;

  test("the opponent's answer is its best potential chain", () => {
    const f = field('Y.....\nBB....\nBR....\nRRB...');
    const expected = findPotentialChain(f, columnHeights(f, new Int32Array(6)), emptyPotential()).score;
    expect(expected).toBeGreaterThan(0);
    expect(new StrongAi({ ...LEVELS.strongest, threat: 1 }).opponentAnswer(f)).toBe(expected);
    expect(new StrongAi(LEVELS.strongest).opponentAnswer(new Field())).toBe(0);
  });

  test('a chain that buries an opponent without an answer fires, with or without the threat term', () => {
    const bare = field('......\n......\nB.....\nBG....\nGYB...\nYYGBB.\nRRYGG.');
    expect(facing(bare, 0).plan).toBe('fire');
    expect(facing(bare, 1).plan).toBe('fire');
  });

  test('the same chain waits when the opponent holds a bigger answer, if the threat term is on', () => {
    // The opponent holds the same field: its answer (5,580 with one or two more puyos) would offset ours.
    expect(facing(built, 0).plan).toBe('fire');
    expect(facing(built, 1).plan).toBe('build');
  });
});

describe('field features', () => {
  const arbField = fc
    .array(fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 12 }), { minLength: 6, maxLength: 6 })
    .map((stacks) => withStacks(stacks));

  test.prop([arbField], { numRuns: 300 })('links and isolated puyos match a cell-by-cell count', (f) => {
    let pairs = 0;
    let isolated = 0;
    const at = (c: number, r: number) => (c < 0 || c > 5 || r < 1 || r > 12 ? 0 : f.get(c, r));
    for (let c = 0; c < 6; c++) {
      for (let r = 1; r <= 12; r++) {
        const v = at(c, r);
        if (v === 0 || v === 6) continue;
        if (at(c + 1, r) === v) pairs++;
        if (at(c, r + 1) === v) pairs++;
        if (at(c + 1, r) !== v && at(c - 1, r) !== v && at(c, r + 1) !== v && at(c, r - 1) !== v) isolated++;
      }
    }
    expect(countLinks(f, { pairs: 0, isolated: 0 })).toEqual({ pairs, isolated });
  });

  test.prop(
    [
      arbField,
      fc.integer({ min: 0, max: 5 }),
      fc.integer({ min: 1, max: 13 }),
      fc.integer({ min: 0, max: 6 }),
    ],
    {
      numRuns: 300,
    },
  )('the hash follows the field: equal fields agree, a changed cell changes it', (f, col, row, cell) => {
    expect(hashField(f.clone())).toBe(hashField(f));
    const g = f.clone();
    g.set(col, row, cell as 0);
    if (!g.equals(f)) expect(hashField(g)).not.toBe(hashField(f));
  });
});

function withStacks(stacks: number[][]) {
  const f = field('......');
  stacks.forEach((stack, col) => {
    stack.forEach((v, i) => {
      f.set(col, i + 1, (v === 5 ? 6 : v) as 0);
    });
  });
  return f;
}

describe('solo weights (`solo.weights`)', () => {
  const small = { ...LEVELS.hard, width: 12, extraDepth: 2 };
  const other = { ...DEFAULT_WEIGHTS, excess: -400, link: 120 };
  const moves = (config: StrongConfig, seed: string) =>
    playSolo(new StrongAi(config), { pairs: 16, seed }).moves.join(',');

  test('solo plays with them as if they were the weights; without an opponent only', () => {
    const soloOnly = {
      ...small,
      solo: { fullCells: small.fullCells, blockedIsDanger: true, weights: other },
    };
    const everywhere = {
      ...small,
      weights: other,
      solo: { fullCells: small.fullCells, blockedIsDanger: true },
    };
    let differs = 0;
    for (const seed of ['w1', 'w2', 'w3']) {
      expect(moves(soloOnly, seed)).toBe(moves(everywhere, seed));
      if (moves(soloOnly, seed) !== moves(small, seed)) differs++;
      // Versus: the same field and queue with an opponent is decided by the level's own weights.
      const queue = makeQueue(seed).slice(0, 3);
      const opponent = { field: new Field(), incomingGarbage: 0 };
      const f = field('Y.....\nBB....\nBR....\nRRBG..');
      expect(new StrongAi(soloOnly).decide({ field: f, queue, opponent }).placement).toEqual(
        new StrongAi(small).decide({ field: f, queue, opponent }).placement,
      );
    }
    expect(differs).toBeGreaterThan(0);
  });
});
