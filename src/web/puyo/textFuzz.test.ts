/**
 * The Puyo page's texts from a stranger: the input log a saved replay holds (a crafted save reaches it)
 * and the address that picks a match or solo practice (`?ai=hard&seed=S`, `?mode=solo&seed=S`). Whatever the text,
 * each gives a value the page can use or a short, named refusal, quickly and without throwing.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bigText } from '../../../test/bigText.ts';
import {
  expectLinearCost,
  expectResultShape,
  hostileString,
  mutated,
  withinBudget,
} from '../../../test/hostile.ts';
import { MAX_SEED_LENGTH } from '../../puyo/index.ts';
import { MAX_LOG_TICKS, makeInputLog, parseInputLog } from './inputLog.ts';
import { isSolo, matchQuery, OPPONENTS, type PageChoice, parseMatchQuery } from './matchSetup.ts';

const inputs = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1023 })), { maxLength: 300 });
const runs = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 1023 }), fc.integer({ min: 1, max: 300 })), { maxLength: 40 })
  .map((list) => list.map(([value, count]) => `${value}*${count}`).join(','));

describe('a saved input log from a stranger', () => {
  test.prop(
    [
      fc.oneof(
        mutated(inputs.map(makeInputLog)),
        mutated(runs),
        hostileString(300),
        fc.constantFrom(`0*${MAX_LOG_TICKS}`, `0*${MAX_LOG_TICKS + 1}`, '1e400', `${'9'.repeat(400)}*1`),
      ),
    ],
    { numRuns: 400 },
  )('any text gives at most an hour of inputs 0-1023, or a short reason, quickly', (text) => {
    const parsed = withinBudget(() => parseInputLog(text));
    expectResultShape(parsed, 120);
    if (!parsed.ok) return;
    expect(parsed.value.length).toBeLessThanOrEqual(MAX_LOG_TICKS);
    expect(parsed.value.every((v) => Number.isInteger(v) && v >= 0 && v <= 1023)).toBe(true);
    // Written back and read again, the same log (compared as text: deep equality of long lists is slow).
    const written = makeInputLog(parsed.value);
    const again = parseInputLog(written);
    expect(again.ok && again.value.length === parsed.value.length && makeInputLog(again.value)).toBe(written);
  });

  it('reads an hour of single inputs in time linear in the text', () => {
    expectLinearCost(
      (n) => bigText('1,2,', n),
      (text) => parseInputLog(text),
      2_000,
    );
    const hour = bigText('1,2,', MAX_LOG_TICKS / 2).slice(0, -1);
    expect(withinBudget(() => parseInputLog(hour)).ok).toBe(true);
    expect(withinBudget(() => parseInputLog(`${hour},3`)).ok).toBe(false);
  });
});

const choices: fc.Arbitrary<PageChoice> = fc.oneof(
  fc.record({
    ai: fc.constantFrom(...OPPONENTS),
    seed: fc.string({ minLength: 1, maxLength: 40 }),
  }),
  fc.record({ mode: fc.constant('solo' as const), seed: fc.string({ minLength: 1, maxLength: 40 }) }),
);

describe('the Puyo address from a stranger', () => {
  test.prop([choices])('a choice round-trips through matchQuery', (choice) => {
    expect(parseMatchQuery(matchQuery(choice), () => 'fresh')).toEqual({ ok: true, value: choice });
  });

  test.prop(
    [
      fc.oneof(
        mutated(choices.map(matchQuery)),
        hostileString(300).map((text) => `?${text}`),
        fc
          .integer({ min: MAX_SEED_LENGTH - 2, max: MAX_SEED_LENGTH + 200 })
          .map((n) => `?ai=hard&seed=${'s'.repeat(n)}`),
      ),
    ],
    { numRuns: 400 },
  )(
    'any query gives an opponent or practice with a seed, nothing, or a short named error, quickly',
    (search) => {
      const parsed = withinBudget(() => parseMatchQuery(search, () => 'fresh'));
      if (!parsed.ok) {
        const { error } = parsed;
        if (error.kind === 'ai') expect(error.ai.length).toBeLessThanOrEqual(40);
        if (error.kind === 'mode') expect(error.mode.length).toBeLessThanOrEqual(40);
        return;
      }
      const choice = parsed.value;
      if (choice === undefined) return;
      expect(choice.seed.length >= 1 && choice.seed.length <= MAX_SEED_LENGTH).toBe(true);
      if (!isSolo(choice)) expect(OPPONENTS).toContain(choice.ai);
    },
  );

  it('refuses a megabyte of address by its length at once', () => {
    const long = `?ai=hard&seed=${bigText('s', 1_000_000)}`;
    expect(withinBudget(() => parseMatchQuery(long, () => 'fresh'))).toEqual({
      ok: false,
      error: { kind: 'seed' },
    });
  });
});
