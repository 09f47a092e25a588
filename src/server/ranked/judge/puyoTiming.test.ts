/**
 * Puyo press timing: the recorder on ticks made up by hand, and the judge on whole matches replayed as the server
 * replays them, the project's AI steering the human side at its fixed beat (the bot) or with a person's varying
 * reaction (scriptedPuyo.ts).
 */
import { describe, expect, it } from 'vitest';
import { aiHuman, playMatch } from '../../puyoTestLogs.ts';
import { judgeMatch, replayPuyoMatch, settlePuyoMatch } from '../puyo/versusProof.ts';
import { PuyoTimingRecorder, puyoTimingReason } from './puyoTiming.ts';
import { humanLikePuyo } from './scriptedPuyo.ts';

/** A recorder fed `pairs` pairs, each shown for 30 ticks and first pressed `delay(i)` ticks after it appeared. */
function recorded(pairs: number, delay: (i: number) => number, button = 1) {
  const recorder = new PuyoTimingRecorder();
  let tick = 0;
  for (let i = 0; i < pairs; i++) {
    for (let t = 0; t < 30; t++) recorder.observe(tick++, i, t === delay(i) ? button : 0);
    recorder.observe(tick++, null, 0);
  }
  return recorder.summary();
}

describe('Puyo press timing', () => {
  it('measures the delay from a pair appearing to its first press', () => {
    expect(recorded(20, () => 12)).toMatchObject({
      pairs: 20,
      commonDelay: 12,
      sameDelayShare: 1,
      frameOneShare: 0,
    });
    expect(recorded(20, (i) => (i % 4 === 0 ? 0 : 10 + i))).toMatchObject({
      frameOneShare: 0.25,
      sameDelayShare: 0.25,
    });
    // A button held on from before the pair is not a press.
    const held = new PuyoTimingRecorder();
    held.observe(0, null, 16);
    held.observe(1, 0, 16);
    expect(held.summary().pairs).toBe(0);
  });

  it('holds one delay for most pairs, moves at the first tick, and tapping past the record; not a spread', () => {
    expect(puyoTimingReason(recorded(20, () => 12))).toBe(
      "100 % of 20 pairs were first moved exactly 12 ticks after they appeared; a person's delay varies from pair to pair",
    );
    expect(puyoTimingReason(recorded(20, (i) => (i % 2) * 9))).toMatch(
      /^50 % of 20 pairs moved at the first tick they could/,
    );
    expect(puyoTimingReason(recorded(20, (i) => 8 + ((i * 7) % 13)))).toBeNull();
    expect(puyoTimingReason(recorded(10, () => 12))).toBeNull(); // too few pairs to tell
    const tapper = new PuyoTimingRecorder();
    for (let tick = 0; tick < 60; tick++) tapper.observe(tick, 0, tick % 2 === 0 ? 1 : 0);
    expect(puyoTimingReason(tapper.summary())).toBe(
      'one button was pressed 30 times within a second; the fastest tapping on record is 16',
    );
  });

  it('holds the AI bot played offline and ranks the same AI timed like a person', { timeout: 60_000 }, () => {
    const judged = (human: ReturnType<typeof aiHuman>, seed: string) => {
      const { inputs } = playMatch(seed, 'gentle', human);
      const verdict = replayPuyoMatch({ level: 'gentle', ai: 'gentle', seed, inputs });
      // Waited out: submitted when the match's own time has passed, so the pause rule sees nothing.
      const settled = settlePuyoMatch(verdict);
      const timeMs = Math.ceil((inputs.length * 1000) / 60) + 500;
      const { reason } = judgeMatch({ board: 'gentle', timeMs, log: '', ...settled });
      return settled.status === 'ranked' && reason !== null
        ? { ...settled, status: 'held', reason }
        : settled;
    };
    for (const seed of ['fair-1', 'fair-2', 'fair-3']) {
      const bot = judged(aiHuman('medium'), seed);
      expect(bot).toMatchObject({ status: 'held', extra: { won: true } });
      expect(bot.reason).toMatch(/pairs were first moved exactly \d+ ticks after they appeared/);
      const person = judged(humanLikePuyo('medium', seed), seed);
      if (person.extra.won) expect(person).toMatchObject({ status: 'ranked', reason: null });
    }
  });
});
