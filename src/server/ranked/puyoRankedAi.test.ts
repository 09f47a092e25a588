/**
 * A ranked Puyo match names the dated AI it was dealt against, so the record replays after the level's AI changes;
 * a record dealt before the deal named one (issue 16) replays against the AI the level had then.
 */
import { describe, expect, test } from 'vitest';
import { datedAi, LEVELS, type LevelName } from '../../puyo/ai/levels.ts';
import { droppingHuman, playMatch } from '../puyoTestLogs.ts';
import type { DealtGame } from '../storage.ts';
import {
  checkPuyoMatch,
  computerAi,
  type PuyoDealtParams,
  puyoRanked,
  replayPuyoMatch,
} from './puyoRanked.ts';

const dealt = (params: object, seed: string): DealtGame => ({
  id: 'g',
  game: 'puyo',
  level: 'strongest',
  params: JSON.stringify(params),
  seed,
  playerId: 1,
  dealtAt: 0,
  daily: null,
  moves: '',
  firstMoveAt: null,
  lastMoveAt: null,
});

describe('the AI of a ranked Puyo match', () => {
  test('a deal names the dated AI the computer plays, and tells the page its opponent', async () => {
    for (const [level, ai] of [
      ['gentle', 'gentle'],
      ['strongest', 'form-fire-2026-11'],
    ]) {
      const deal = await puyoRanked.deal(level, 'seed');
      expect(deal.params).toEqual({ level, ai });
      expect(deal.view).toMatchObject({ computer: { ai: level } });
      expect(computerAi(deal.params as PuyoDealtParams)).toBe(ai);
    }
    expect((await puyoRanked.deal('solo', 'seed')).params).toEqual({ level: 'solo' });
  });

  test("the dated AI is today's strongest, setting for setting", () => {
    const { name: _today, ...today } = LEVELS.strongest;
    const { name: _dated, ...dated } = LEVELS[datedAi('strongest') as LevelName];
    expect(dated).toEqual(today);
    expect(datedAi('strong')).toBe(datedAi('strongest'));
  });

  test('records dealt before the deal named a dated AI replay against the AI of that time', () => {
    expect(computerAi({ level: 'strongest' })).toBe('baseline-2026-11');
    expect(computerAi({ level: 'hard' })).toBe('hard');
    expect(computerAi({ level: 'hard', ai: 'hard' })).toBe('hard');
    expect(computerAi({ level: 'strongest', ai: 'strongest' })).toBe('gtr-2026-11');
    expect(LEVELS['gtr-2026-11']).not.toHaveProperty('threat');
    expect(LEVELS['gtr-2026-11'].weights).toEqual(LEVELS.strongest.weights);
  });

  test('an old record against strongest is proved by replaying the baseline', { timeout: 120_000 }, () => {
    const seed = 'old-record';
    const { inputs, result } = playMatch(seed, 'baseline-2026-11', droppingHuman);
    expect(result).toBe('p2');
    const checked = checkPuyoMatch(
      dealt({ level: 'strongest' }, seed),
      { inputs },
      inputs.length * 17 + 1000,
    );
    if (!checked.ok) throw new Error(checked.error.error);
    expect(checked.value.job.ai).toBe('baseline-2026-11');
    expect(replayPuyoMatch(checked.value.job)).toMatchObject({ ok: true, result: 'p2' });
  });
});
