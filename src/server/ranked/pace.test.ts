import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { SUDOKU_FLOOR_MS } from './judge/humanRecords.ts';
import {
  longestFastRun,
  MIN_HUMAN_CLICK_GAP_MS,
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

  test.prop([fc.constantFrom(...Object.keys(SUDOKU_FLOOR_MS)), fc.integer({ min: 0, max: 100_000 })])(
    'holds a Sudoku solve exactly when it is faster than the fastest published solve of its level',
    (level, timeMs) => {
      expect(sudokuPaceReason(level, timeMs) !== null).toBe(timeMs < SUDOKU_FLOOR_MS[level]);
    },
  );

  it('says the level, the time and the floor, and holds an 8.9 s Extreme solve', () => {
    expect(sudokuPaceReason('extreme', 8_900)).toBe(
      'solved in 8.9 s, faster than the fastest published extreme solve by a person (54 s)',
    );
    expect(sudokuPaceReason('easy', 31_000)).toBeNull();
  });

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
