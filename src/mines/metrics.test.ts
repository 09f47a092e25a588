import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { parseBoard } from './board.ts';
import { bbbv, boardMetrics, solvedBbbv } from './metrics.ts';
import { type SlowBoard, slowMetrics, slowNumbers, slowSolvedBbbv } from './slowReference.ts';
import { slowBoardArb, toBoard } from './testBoards.ts';

const metricsOf = (text: string) => {
  const board = parseBoard(text);
  if (!board.ok) throw new Error(board.error.message);
  return boardMetrics(board.value);
};

/** Every metric of `boardMetrics` counted the slow way: safe cells, zeros (no mine around), and 3BV's parts. */
function slowAllMetrics(slow: SlowBoard) {
  const { bbbv, openings, islands } = slowMetrics(slow);
  const numbers = slowNumbers(slow);
  return {
    bbbv,
    openings,
    islands,
    zeros: slow.mines.filter((mine, i) => !mine && numbers[i] === 0).length,
    // Each safe cell no opening reveals takes a click of its own: 3BV's clicks beyond the openings.
    isolated: bbbv - openings,
    safe: slow.mines.filter((mine) => !mine).length,
  };
}

describe('board metrics', () => {
  test.prop([slowBoardArb(16)], { numRuns: 3000 })(
    '3BV, openings, islands, zeros, isolated and safe cells equal the slow count; 3BV never exceeds the safe cells',
    (slow) => {
      const board = toBoard(slow);
      const metrics = boardMetrics(board);
      expect(metrics).toEqual(slowAllMetrics(slow));
      expect(bbbv(board)).toBe(metrics.bbbv);
      expect(metrics.bbbv).toBeLessThanOrEqual(metrics.safe);
    },
  );

  // A row is packed into 32-cell words: widths that fill their last word exactly are a case of their own.
  test.prop(
    [fc.constantFrom(32, 64), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 0, max: 30 }), fc.integer()],
    { numRuns: 60 },
  )(
    'on boards 32 and 64 cells wide, every metric and 3BV solved equal the slow count',
    (width, height, percent, seed) => {
      let state = seed;
      const draw = () => {
        state = (Math.imul(state, 1103515245) + 12345) | 0;
        return (state >>> 16) % 100;
      };
      const mines = Array.from({ length: width * height }, () => draw() < percent);
      const open = mines.map(() => draw() < 50);
      const slow = { width, height, mines };
      const board = toBoard(slow);
      expect(boardMetrics(board)).toEqual(slowAllMetrics(slow));
      expect(bbbv(board)).toBe(slowMetrics(slow).bbbv);
      expect(solvedBbbv(board, Uint8Array.from(open, Number))).toEqual(slowSolvedBbbv(slow, open));
    },
  );

  test.prop(
    [
      slowBoardArb(12, 0.3).chain((board) =>
        fc.tuple(
          fc.constant(board),
          fc.array(fc.boolean(), { minLength: board.mines.length, maxLength: board.mines.length }),
        ),
      ),
    ],
    { numRuns: 2000 },
  )(
    '3BV solved for any set of open cells equals the slow count (an opening counts once all its zeros are open)',
    ([slow, open]) => {
      const result = solvedBbbv(toBoard(slow), Uint8Array.from(open, Number));
      expect(result).toEqual(slowSolvedBbbv(slow, open));
    },
  );

  test.prop([fc.integer({ min: 20, max: 90 }), fc.integer({ min: 20, max: 90 }), fc.integer()], {
    numRuns: 40,
  })('agree with the slow count on larger boards too', (width, height, seed) => {
    let state = seed;
    const mines = Array.from({ length: width * height }, () => {
      state = (Math.imul(state, 1103515245) + 12345) | 0;
      return (state >>> 16) % 100 < 15;
    });
    const slow = { width, height, mines };
    const metrics = boardMetrics(toBoard(slow));
    expect(metrics).toEqual(slowAllMetrics(slow));
  });

  it('counts small boards as a player would', () => {
    // No mine: one click opens everything.
    expect(metricsOf('...\n...\n...')).toMatchObject({ bbbv: 1, openings: 1, islands: 0 });
    // A mine in the middle: eight numbers, no opening, all eight touching: one island.
    expect(metricsOf('...\n.*.\n...')).toMatchObject({ bbbv: 8, openings: 0, islands: 1 });
    // Two openings split by a wall of mines, each with its border.
    expect(metricsOf('..*..\n..*..\n..*..\n..*..')).toMatchObject({ bbbv: 2, openings: 2, islands: 0 });
    // A U-shaped opening is one opening: the scanline labelling must merge its two arms at the bottom;
    // the number above the mine, d1, touches no zero cell and takes its own click.
    expect(metricsOf('.......\n...*...\n.......\n.......')).toMatchObject({
      bbbv: 2,
      openings: 1,
      islands: 1,
    });
  });
});
