/**
 * A ranked Puyo match names the archived AI it was dealt against, so the record replays after the level's AI
 * changes; a record dealt before deals named one replays against the AI the level had then.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ARCHIVE, datedAi, isArchived } from '../../../puyo/ai/archive.ts';
import { LEVELS } from '../../../puyo/ai/levels.ts';
import { droppingHuman, playMatch } from '../../puyoTestLogs.ts';
import type { DealtGame } from '../../storage.ts';
import { puyoRanked } from './index.ts';
import { readInputText } from './inputText.ts';
import { checkPuyoMatch, computerAi, type PuyoDealtParams, replayPuyoMatch } from './versusProof.ts';

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
    const name = datedAi('strongest');
    if (!isArchived(name)) throw new Error(`${name} is not archived`);
    const { name: _dated, ...dated } = ARCHIVE[name];
    expect(dated).toEqual(today);
    expect(datedAi('strong')).toBe(datedAi('strongest'));
  });

  test('records dealt before the deal named a dated AI replay against the AI of that time', () => {
    expect(computerAi({ level: 'strongest' })).toBe('baseline-2026-11');
    expect(computerAi({ level: 'hard' })).toBe('hard');
    expect(computerAi({ level: 'hard', ai: 'hard' })).toBe('hard');
    expect(computerAi({ level: 'strongest', ai: 'strongest' })).toBe('gtr-2026-11');
    expect(ARCHIVE['gtr-2026-11']).not.toHaveProperty('threat');
    expect(ARCHIVE['gtr-2026-11'].weights).toEqual(LEVELS.strongest.weights);
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

/** Match logs made by the commits that dealt them (test/fixtures/puyoRankedRecords.json says how). */
interface OldRecord {
  readonly madeBy: string;
  readonly level: string;
  readonly params: PuyoDealtParams;
  readonly seed: string;
  readonly log: string;
  readonly verdict: object;
}

const OLD_RECORDS: readonly OldRecord[] = JSON.parse(
  readFileSync(new URL('../../../../test/fixtures/puyoRankedRecords.json', import.meta.url), 'utf8'),
).records;

const replayOld = (record: OldRecord, ai?: string) => {
  const checked = checkPuyoMatch(
    { ...dealt(record.params, record.seed), level: record.level },
    { inputs: readInputText(record.log) },
    10 * 60_000,
  );
  if (!checked.ok) throw new Error(checked.error.error);
  return replayPuyoMatch({ ...checked.value.job, ...(ai === undefined ? {} : { ai }) });
};

describe('ranked Puyo records made by older code', () => {
  test('cover every kind of deal: no AI named, strongest named, each archived AI, each level', () => {
    const named = new Set(OLD_RECORDS.map((record) => computerAi(record.params)));
    for (const ai of [...Object.keys(ARCHIVE), 'seed', 'gentle', 'easy', 'medium', 'hard'])
      expect(named).toContain(ai);
    expect(OLD_RECORDS.some((record) => record.params.ai === undefined)).toBe(true);
    expect(OLD_RECORDS.some((record) => record.params.ai === 'strongest')).toBe(true);
  });

  for (const record of OLD_RECORDS)
    test(`${record.seed}: ${JSON.stringify(record.params)} made by ${record.madeBy} replays to its verdict`, {
      timeout: 60_000,
    }, () => {
      // The verdict the old server gave, field for field; fields it did not give may come beside them.
      expect(replayOld(record)).toMatchObject({ ok: true, ...record.verdict });
    });

  test('a record replayed against another AI than its deal named is refused (the replays above prove something)', {
    timeout: 60_000,
  }, () => {
    const oldest = OLD_RECORDS.find(
      (record) => record.params.ai === undefined && record.level === 'strongest',
    )!;
    expect(replayOld(oldest, 'gtr-2026-11')).toMatchObject({ ok: false });
    const newest = OLD_RECORDS.find((record) => record.params.ai === datedAi('strongest'))!;
    expect(replayOld(newest, 'threat-2026-11')).toMatchObject({ ok: false });
  });
});
