import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import {
  longestFastRun,
  MAX_FAST_CLICK_RUN,
  MIN_HUMAN_CLICK_GAP_MS,
  MIN_SUDOKU_MS_PER_DIGIT,
  minesPaceReason,
  PUYO_PAUSE_ALLOWANCE_MS,
  puyoPauseReason,
  sudokuPaceReason,
} from './pace.ts';

/** The reference: every stretch of consecutive fast gaps, measured directly. */
const slowLongestRun = (times: number[]): number => {
  let best = 0;
  for (let start = 1; start < times.length; start++) {
    let end = start;
    while (end < times.length && times[end] - times[end - 1] < MIN_HUMAN_CLICK_GAP_MS) end++;
    best = Math.max(best, end - start);
  }
  return best;
};

describe('paces no human reaches', () => {
  test.prop([fc.array(fc.integer({ min: 0, max: 120 }), { maxLength: 60 })])(
    'the longest fast run is the longest stretch of gaps under 50 ms',
    (gaps) => {
      const times = [0];
      for (const gap of gaps) times.push(times[times.length - 1] + gap);
      expect(longestFastRun(times)).toBe(slowLongestRun(times));
    },
  );

  it('holds a Minesweeper win for 3BV/s past the record or a long run of fast clicks, not a human one', () => {
    const human = Array.from({ length: 60 }, (_, i) => i * 200);
    expect(minesPaceReason('expert', 150, 40_000, human)).toBeNull();
    expect(minesPaceReason('expert', 150, 10_000, human)).toMatch(/3BV\/s 15.00/);
    const bursts = [...human, ...Array.from({ length: MAX_FAST_CLICK_RUN + 1 }, (_, i) => 20_000 + i * 10)];
    expect(minesPaceReason('expert', 150, 60_000, bursts)).toMatch(/clicks in a row under 50 ms/);
    const short = [...human, ...Array.from({ length: MAX_FAST_CLICK_RUN - 1 }, (_, i) => 20_000 + i * 10)];
    expect(minesPaceReason('expert', 150, 60_000, short)).toBeNull();
  });

  test.prop([fc.integer({ min: 1, max: 81 }), fc.integer({ min: 0, max: 100_000 })])(
    'holds a Sudoku solve exactly when it is faster than the digits can be typed',
    (empty, timeMs) => {
      expect(sudokuPaceReason(empty, timeMs) !== null).toBe(timeMs < empty * MIN_SUDOKU_MS_PER_DIGIT);
    },
  );

  test.prop([fc.integer({ min: 1, max: 108_000 }), fc.integer({ min: 0, max: 3_600_000 })], {
    numRuns: 2000,
  })(
    'holds a Puyo match exactly when its wall time passes its ticks by more than the allowance',
    (ticks, wallMs) => {
      const unseen = wallMs - Math.round(ticks / 0.06);
      expect(puyoPauseReason(ticks, wallMs) !== null).toBe(unseen > PUYO_PAUSE_ALLOWANCE_MS);
    },
  );

  it('says how long the match was and how long it took', () => {
    // 3,600 ticks are 60 s of play; 95 s from deal to result leaves 35 s unseen.
    expect(puyoPauseReason(3600, 95_000)).toBe(
      '95.0 s from deal to result for 60.0 s of play: more than 30 s the server did not see played (a ranked match has no pause)',
    );
    expect(puyoPauseReason(3600, 90_000)).toBeNull();
  });
});
