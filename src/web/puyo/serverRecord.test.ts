import { describe, expect, it } from 'vitest';
import { Input, newMatch, packInputs, stepMatch } from '../../puyo/index.ts';
import { makeInputLog } from './inputLog.ts';
import { savedMatchOf } from './serverRecord.ts';

/** A whole match: the human soft-drops every pair where it spawns, the computer does nothing; it ends. */
function playedLog(seed: string): { log: string; result: string | null; ticks: number; score: number } {
  const match = newMatch(seed);
  const inputs: number[] = [];
  while (match.result === null) {
    const human = match.tick % 2 ? Input.SoftDrop : 0;
    stepMatch(match, human, 0);
    inputs.push(packInputs(human, 0));
  }
  return {
    log: makeInputLog(inputs),
    result: match.result,
    ticks: match.tick,
    score: match.players[0].score,
  };
}

describe('a ranked match from the server as the replay viewer takes it', () => {
  const createdAt = '2026-11-25T17:00:00.000Z';

  it("is the record's opponent, seed and log, with the end read from the log", () => {
    const played = playedLog('record-seed');
    const saved = savedMatchOf({ board: 'gentle', seed: 'record-seed', log: played.log, createdAt });
    expect(saved).toMatchObject({
      ai: 'gentle',
      seed: 'record-seed',
      log: played.log,
      ticks: played.ticks,
      at: Date.parse(createdAt),
      result: played.result === 'p1' ? 'won' : played.result === 'p2' ? 'lost' : 'draw',
    });
    expect(saved?.scores[0]).toBe(played.score);
  });

  it('is nothing for solo practice, a log that does not read, or one the engine refuses', () => {
    const { log } = playedLog('record-seed');
    expect(savedMatchOf({ board: 'solo', seed: 's', log, createdAt })).toBeUndefined();
    expect(savedMatchOf({ board: 'gentle', seed: 's', log: '[1,2]', createdAt })).toBeUndefined();
    expect(savedMatchOf({ board: 'gentle', seed: 's', log: '', createdAt })).toBeUndefined();
    // Ticks after the match ended are refused by the engine.
    expect(
      savedMatchOf({ board: 'gentle', seed: 'record-seed', log: `${log},0*5`, createdAt }),
    ).toBeUndefined();
  });
});
