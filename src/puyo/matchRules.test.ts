/**
 * The rules of a versus match, tick by tick, as match.ts states them (TSU_TIMING, 60 ticks a second): when a
 * pair appears, how it falls and locks, how long landing, popping and garbage take, the quick-turn window, the
 * floor-kick limit, how garbage waits and is confirmed, and how a match ends. Player 2 stays idle unless a test
 * says otherwise.
 */
import { describe, expect, test } from 'vitest';
import { MARGIN_TICKS } from './garbage.ts';
import {
  type MatchEvent,
  type MatchState,
  newMatch,
  stepMatch,
  stepPlayer,
  TSU_TIMING,
  upcomingPair,
} from './match.ts';
import { Input } from './moves.ts';
import { applyPlacement } from './placement.ts';
import { planInputs } from './plan.ts';
import { makeQueue } from './queue.ts';
import type { Cell, Color } from './types.ts';

const { fallTicks, lockTicks, landTicks, spawnTicks, dropTicksPerRow, popTicks, quickTurnTicks } = TSU_TIMING;

/** Steps the match with player 1's input and player 2 idle; returns player 1's events of that tick. */
function tick(match: MatchState, input = 0): MatchEvent[] {
  stepMatch(match, input, 0);
  return match.events.filter((e) => e.player === 0);
}

/** Ticks with `input` until player 1's event of `type`; returns how many ticks that took (the event's tick). */
function ticksUntil(match: MatchState, type: MatchEvent['type'], input = 0): number {
  for (let n = 1; n <= 5000; n++) if (tick(match, input).some((e) => e.type === type)) return n;
  throw new Error(`no ${type} event`);
}

/** Ticks until player 1's pair is in play; returns how many ticks that took. */
function untilMove(match: MatchState): number {
  let n = 0;
  while (match.players[0].phase !== 'move') {
    tick(match);
    n++;
  }
  return n;
}

/** A match whose first pair has two different colours. */
function matchWithTwoColourPair(): MatchState {
  for (let seed = 1; ; seed++) {
    const pair = makeQueue(seed)[0];
    if (pair.pivot !== pair.child) return newMatch(seed);
  }
}

const fill = (match: MatchState, col: number, rows: number, cell: Cell): void => {
  for (let row = 1; row <= rows; row++) match.players[0].field.set(col, row, cell);
};

describe('a pair in play', () => {
  test(`the first pair appears on tick ${spawnTicks}, upright at column 3 (index 2), row 12`, () => {
    const match = newMatch(1);
    for (let t = 1; t < spawnTicks; t++) {
      tick(match);
      expect(match.players[0]).toMatchObject({ phase: 'spawn', piece: null, nextPair: 0 });
    }
    tick(match);
    expect(match.players[0]).toMatchObject({
      phase: 'move',
      nextPair: 1,
      piece: { col: 2, row: 12, rot: 0, pair: match.queue[0] },
    });
    expect(upcomingPair(match, 0)).toBe(match.queue[1]);
  });

  test('a new match has no events yet; garbage columns are drawn from the seed, differently for each player', () => {
    expect(newMatch(1).events).toEqual([]);
    const draws = (seed: number, p: number): number[] => {
      const rng = newMatch(seed).players[p].rng;
      return [0, 1, 2, 3].map(() => rng.nextInt(1_000_000));
    };
    expect(draws(1, 0)).toEqual(draws(1, 0));
    expect(draws(1, 0)).not.toEqual(draws(1, 1));
    expect(draws(1, 0)).not.toEqual(draws(2, 0));
  });

  test('the pairs ahead are read from the queue, which repeats', () => {
    const match = newMatch(1);
    expect([0, 1, 2].map((ahead) => upcomingPair(match, 0, ahead))).toEqual(match.queue.slice(0, 3));
    match.players[1].nextPair = match.queue.length - 1;
    expect(upcomingPair(match, 1, 1)).toBe(match.queue[0]);
  });

  test(`it falls one row every ${fallTicks} ticks on its own`, () => {
    const match = newMatch(1);
    untilMove(match);
    const piece = match.players[0].piece!;
    for (const row of [11, 10]) {
      for (let t = 1; t < fallTicks; t++) tick(match);
      expect(piece.row).toBe(row + 1);
      tick(match);
      expect(piece.row).toBe(row);
    }
  });

  test('a pair falling on its own scores nothing; soft drop scores a point a row it actually falls', () => {
    const match = newMatch(1);
    untilMove(match);
    ticksUntil(match, 'lock');
    expect(match.players[0].score).toBe(0);
    untilMove(match);
    // The second pair falls from row 12 onto the first (rows 1-2): 9 rows; the tick it lands scores nothing.
    ticksUntil(match, 'lock', Input.SoftDrop);
    expect(match.players[0].score).toBe(9);
  });

  test(`resting on the stack it locks on its ${lockTicks}th tick there; soft drop locks it at once`, () => {
    const match = newMatch(1);
    untilMove(match);
    const player = match.players[0];
    while (player.piece!.row > 1) tick(match);
    expect(ticksUntil(match, 'lock')).toBe(lockTicks);

    const second = newMatch(1);
    untilMove(second);
    while (second.players[0].piece!.row > 1) tick(second);
    expect(tick(second, Input.SoftDrop).map((e) => e.type)).toEqual(['lock']);
  });

  test('rotations act clockwise then counter-clockwise, shifts left then right, in the same tick', () => {
    const match = newMatch(1);
    untilMove(match);
    const piece = match.players[0].piece!;
    tick(match, Input.RotateCw | Input.RotateCcw | Input.Left | Input.Right);
    expect(piece).toMatchObject({ col: 2, rot: 0 });
    tick(match, Input.RotateCcw | Input.Left);
    expect(piece).toMatchObject({ col: 1, rot: 3 });
    tick(match, Input.RotateCw | Input.Right);
    expect(piece).toMatchObject({ col: 2, rot: 0 });
  });

  test(`in a well, a second rotation within ${quickTurnTicks} ticks of a blocked one flips the pair; later it does not`, () => {
    const inWell = (): MatchState => {
      const match = newMatch(4);
      for (let row = 1; row <= 12; row++) {
        match.players[0].field.set(1, row, ((row % 4) + 1) as Color);
        match.players[0].field.set(3, row, (((row + 1) % 4) + 1) as Color);
      }
      untilMove(match);
      return match;
    };
    const late = quickTurnTicks - 1;
    const match = inWell();
    tick(match, Input.RotateCw);
    for (let t = 1; t < late; t++) tick(match);
    tick(match, Input.RotateCw);
    expect(match.players[0].piece!.rot).toBe(2);

    const tooLate = inWell();
    tick(tooLate, Input.RotateCw);
    for (let t = 1; t < quickTurnTicks; t++) tick(tooLate);
    tick(tooLate, Input.RotateCw);
    expect(tooLate.players[0].piece!.rot).toBe(0);
    // That press was blocked in its turn and opens a new window: the next press flips.
    tick(tooLate, Input.RotateCcw);
    expect(tooLate.players[0].piece!.rot).toBe(2);
  });

  test('the quick-turn window counts down to 0 and stays there while no rotation is blocked', () => {
    const match = newMatch(1);
    untilMove(match);
    for (let t = 0; t < 5; t++) tick(match, Input.Left);
    expect(match.players[0].quickTurnTimer).toBe(0);
  });

  test(`a pair can be lifted by floor kicks ${TSU_TIMING.maxFloorKicks} times, then it locks`, () => {
    const match = newMatch(1);
    untilMove(match);
    const player = match.players[0];
    while (player.piece!.row > 1) tick(match);
    let lifts = 0;
    for (let t = 0; t < 2000 && player.phase === 'move'; t++) {
      const row = player.piece!.row;
      tick(match, Input.RotateCw);
      if (player.piece !== null && player.piece.row > row) lifts++;
    }
    expect(player.phase).not.toBe('move');
    expect(lifts).toBe(TSU_TIMING.maxFloorKicks);
  });
});

describe('delays after a lock', () => {
  test(`nothing to fall or pop: the next pair ${landTicks} + ${spawnTicks} ticks after the lock`, () => {
    const match = newMatch(1);
    untilMove(match);
    ticksUntil(match, 'lock', Input.SoftDrop);
    expect(untilMove(match)).toBe(landTicks + spawnTicks);
  });

  test(`a lying pair whose lower puyo falls 3 more rows waits ${dropTicksPerRow} ticks a row longer`, () => {
    const match = newMatch(1);
    fill(match, 2, 3, 6);
    untilMove(match);
    tick(match, Input.RotateCw);
    expect(match.players[0].piece).toMatchObject({ col: 2, rot: 1 });
    ticksUntil(match, 'lock', Input.SoftDrop);
    expect(untilMove(match)).toBe(3 * dropTicksPerRow + landTicks + spawnTicks);
  });

  test.each([
    ['the child, to the left, falls 2 rows onto column 2', 3, [0, 1, 3, 0, 0, 0], 2],
    ['pivot falls 3 rows, the child rests on column 4', 1, [0, 0, 0, 3, 0, 0], 3],
    ['both rest on stacks of 3', 1, [0, 0, 3, 3, 0, 0], 0],
  ])('a lying pair: the longer fall of its two puyos sets the landing delay: %s', (_, rot, heights, rows) => {
    const match = newMatch(1);
    heights.forEach((h, col) => {
      fill(match, col, h, 6);
    });
    untilMove(match);
    tick(match, rot === 1 ? Input.RotateCw : Input.RotateCcw);
    expect(match.players[0].piece).toMatchObject({ col: 2, rot });
    ticksUntil(match, 'lock', Input.SoftDrop);
    expect(untilMove(match)).toBe(rows * dropTicksPerRow + landTicks + spawnTicks);
  });

  test(`a pop holds the next step for ${popTicks} ticks, ${dropTicksPerRow} a row of the longest fall, and ${landTicks} to land`, () => {
    // The pivot completes a column of 4 under the child, which then falls 4 rows.
    const match = matchWithTwoColourPair();
    fill(match, 2, 3, match.queue[0].pivot);
    untilMove(match);
    ticksUntil(match, 'lock', Input.SoftDrop);
    expect(ticksUntil(match, 'pop')).toBe(landTicks);
    expect(ticksUntil(match, 'chainEnd')).toBe(popTicks + 4 * dropTicksPerRow + landTicks);
    expect(untilMove(match)).toBe(spawnTicks);

    // Both puyos of a lying pair complete columns of 4: nothing falls.
    const flat = matchWithTwoColourPair();
    fill(flat, 2, 3, flat.queue[0].pivot);
    fill(flat, 3, 3, flat.queue[0].child);
    untilMove(flat);
    tick(flat, Input.RotateCw);
    ticksUntil(flat, 'lock', Input.SoftDrop);
    ticksUntil(flat, 'pop');
    expect(ticksUntil(flat, 'chainEnd')).toBe(popTicks + landTicks);
  });
});

describe('garbage in a match', () => {
  test('waiting garbage falls after a quiet placement: at most 30, then the drop and landing delay', () => {
    const match = newMatch(1);
    const player = match.players[0];
    player.garbage.pending = 40;
    untilMove(match);
    ticksUntil(match, 'lock', Input.SoftDrop);
    const events = (() => {
      for (;;) {
        const now = tick(match);
        if (now.length > 0) return now;
      }
    })();
    expect(events).toEqual([{ type: 'garbage', player: 0, count: 30 }]);
    expect(player.phase).toBe('garbage');
    expect(player.garbage.pending).toBe(10);
    expect(player.field.count(6)).toBe(30);
    // 5 rows of garbage fall: 2 ticks a row and 8 to land, then the usual spawn delay.
    expect(untilMove(match)).toBe(5 * dropTicksPerRow + landTicks + spawnTicks);
    ticksUntil(match, 'lock', Input.SoftDrop);
    expect(ticksUntil(match, 'garbage')).toBe(landTicks);
    expect(player.garbage.pending).toBe(0);
    // 10 more: one row across and 4 columns with a second one.
    expect(untilMove(match)).toBe(2 * dropTicksPerRow + landTicks + spawnTicks);
    expect(player.field.count(6)).toBe(40);
  });

  test('a chain first cancels its own waiting garbage; what it sends waits as incoming until the chain ends', () => {
    const match = matchWithTwoColourPair();
    const [player, opponent] = match.players;
    const { pivot } = match.queue[0];
    // Nine of the pivot's colour around column 3: with the pivot, a group of 10 scores 10 x 10 x 7 = 700 points,
    // 10 garbage puyos at 70 points each.
    for (const col of [1, 2, 3]) fill(match, col, 3, pivot);
    player.garbage.pending = 4;
    untilMove(match);
    ticksUntil(match, 'lock', Input.SoftDrop);
    ticksUntil(match, 'pop');
    expect(match.events.find((e) => e.type === 'pop')).toEqual({
      type: 'pop',
      player: 0,
      chain: 1,
      score: 700,
      garbage: 10,
      garbageSent: 6,
    });
    expect(player.garbage).toEqual({ pending: 0, incoming: 0 });
    expect(opponent.garbage).toEqual({ pending: 0, incoming: 6 });
    ticksUntil(match, 'chainEnd');
    expect(opponent.garbage).toEqual({ pending: 6, incoming: 0 });
    expect(player.longestChain).toBe(1);
    // 700 for the pop and 8 for the rows soft-dropped from row 12 to row 4.
    expect(player.score).toBe(700 + 8);
  });

  test('points short of a garbage puyo carry over to the next chain', () => {
    const match = matchWithTwoColourPair();
    const player = match.players[0];
    fill(match, 2, 3, match.queue[0].pivot);
    player.carry = 60;
    untilMove(match);
    ticksUntil(match, 'lock', Input.SoftDrop);
    ticksUntil(match, 'pop');
    // A group of 4 scores 40: 60 + 40 = 100 points make 1 garbage puyo and leave 30.
    expect(match.events.find((e) => e.type === 'pop')).toMatchObject({ score: 40, garbage: 1 });
    expect(player.carry).toBe(30);
  });

  test('from 96 s on, points turn into garbage at the margin-time target', () => {
    const match = matchWithTwoColourPair();
    for (const col of [1, 2, 3]) fill(match, col, 3, match.queue[0].pivot);
    untilMove(match);
    match.tick = MARGIN_TICKS;
    ticksUntil(match, 'lock', Input.SoftDrop);
    ticksUntil(match, 'pop');
    // 700 points at 52 a puyo (70 x 0.75): 13 puyos.
    expect(match.events.find((e) => e.type === 'pop')).toMatchObject({ score: 700, garbage: 13 });
  });
});

describe('all clear', () => {
  /**
   * Player 1 drops the next pair lying on columns 1-2 (indexes 0-1) over three of each of its colours, on an
   * otherwise empty field or beside one garbage puyo in column 6 (then there is no all clear). Returns the pop
   * event and how much the player's score grew on the tick of that pop.
   */
  function popPair(match: MatchState, withGarbage: boolean) {
    const player = match.players[0];
    untilMove(match);
    const { pivot, child } = player.piece!.pair;
    player.field.boards.fill(0);
    for (let row = 1; row <= 3; row++) {
      player.field.set(0, row, pivot);
      player.field.set(1, row, child);
    }
    if (withGarbage) player.field.set(5, 1, 6);
    const plain = applyPlacement(player.field, player.piece!.pair, { col: 0, rot: 1 }).score;
    for (const input of planInputs(player.field, { col: 0, rot: 1 })!) {
      if (player.phase !== 'move') break;
      tick(match, input);
    }
    for (;;) {
      const before = player.score;
      const pop = tick(match).find((e) => e.type === 'pop');
      if (pop) return { pop, gained: player.score - before, plain };
    }
  }

  test('an all clear adds 2,100 points and 30 garbage puyos to the next chain only, once', () => {
    const match = newMatch(9);
    const player = match.players[0];
    popPair(match, false);
    ticksUntil(match, 'chainEnd');
    expect(player.allClearBonus).toBe(true);

    const next = popPair(match, true);
    expect(next.pop).toMatchObject({ score: next.plain + 2100, garbage: Math.floor(next.plain / 70) + 30 });
    expect(next.gained).toBe(next.plain + 2100);
    expect(player.allClearBonus).toBe(false);
    ticksUntil(match, 'chainEnd');
    expect(player.allClearBonus).toBe(false);

    const after = popPair(match, true);
    expect(after.pop).toMatchObject({ score: after.plain });
    expect(after.gained).toBe(after.plain);
  });
});

describe('the end of a match', () => {
  test('both players idle fill column 3 together: a draw, and the match then stands still', () => {
    const match = newMatch(1);
    let ticks = 0;
    while (match.result === null && ticks++ < 20000) stepMatch(match, 0, 0);
    expect(match.result).toBe('draw');
    expect(match.events.filter((e) => e.type === 'lost').map((e) => e.player)).toEqual([0, 1]);
    const tickAtEnd = match.tick;
    stepMatch(match, Input.Left, Input.Left);
    expect([match.tick, match.events]).toEqual([tickAtEnd, []]);
  });

  test('the player who fills column 3 first loses', () => {
    const match = newMatch(1);
    let ticks = 0;
    while (match.result === null && ticks++ < 20000) stepMatch(match, ticks % 2 ? Input.SoftDrop : 0, 0);
    expect(match.result).toBe('p2');
    expect(match.players.map((p) => p.phase === 'lost')).toEqual([true, false]);
  });

  test('a player who has lost stays lost when stepped alone (stepPlayer), tick after tick, whatever the input', () => {
    const match = newMatch(1);
    let ticks = 0;
    while (match.result === null && ticks++ < 20000) stepMatch(match, ticks % 2 ? Input.SoftDrop : 0, 0);
    for (let t = 0; t < 20; t++) {
      stepPlayer(match, 0, t % 2 ? Input.Left | Input.RotateCw : 0);
      expect(match.players[0]).toMatchObject({ phase: 'lost', piece: null });
    }
  });
});
