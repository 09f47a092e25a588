/**
 * The Puyo simulator's link from a stranger: the field in `?f=` and the next pairs in `&q=`. Whatever the
 * text, each reader gives a field or pairs a game could hold, or a refusal a player can act on whose quoted text
 * stays short, quickly and without throwing.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bigText } from '../../../../test/bigText.ts';
import { hostileString, mutated, withinBudget } from '../../../../test/hostile.ts';
import { COLUMNS, Field, floatingPuyo, HIDDEN_ROW, isColor } from '../../../puyo/index.ts';
import { MAX_FIELD_TEXT, readSimField, simFieldText } from './simField.ts';
import { MAX_QUEUE_TEXT, MAX_SIM_PAIRS, readSimQueue, simQueueText } from './simQueue.ts';

/** A settled field from stacks of cells (1-6: five colours and garbage), as a link holds it. */
const fieldText = fc
  .array(fc.array(fc.integer({ min: 1, max: 6 }), { maxLength: 13 }), { minLength: 6, maxLength: 6 })
  .map((stacks) => {
    const field = new Field();
    stacks.forEach((stack, col) => {
      for (const cell of stack) field.drop(col, cell as 1);
    });
    return simFieldText(field);
  });

const queueText = fc
  .array(fc.record({ pivot: fc.integer({ min: 1, max: 5 }), child: fc.integer({ min: 1, max: 5 }) }), {
    maxLength: MAX_SIM_PAIRS,
  })
  .map((pairs) => simQueueText(pairs as never));

/** What a link's parameter can carry once decoded: anything, lone surrogates aside (URLSearchParams drops them). */
const linkText = (valid: fc.Arbitrary<string>) =>
  fc.oneof(
    mutated(valid),
    hostileString(300),
    hostileString(300).map((text) => text.replace(/[\ud800-\udfff]/g, '?')),
  );

describe('the simulator field from a link', () => {
  test.prop([linkText(fieldText)], { numRuns: 400 })(
    'any text gives a field a game could hold, or a refusal, quickly',
    (text) => {
      const read = withinBudget(() => readSimField(text));
      if (read.ok) {
        expect(floatingPuyo(read.field)).toBeUndefined();
        for (let col = 0; col < COLUMNS; col++)
          for (let row = HIDDEN_ROW + 1; row <= HIDDEN_ROW + 2; row++)
            expect(read.field.get(col, row)).toBe(0);
        // What the page shares again reads back as the same field.
        const again = readSimField(simFieldText(read.field));
        expect(again.ok && again.field.equals(read.field)).toBe(true);
        return;
      }
      const { error } = read;
      if (error.kind === 'long') expect(text.length).toBeGreaterThan(MAX_FIELD_TEXT);
      if (error.kind === 'rows') expect(error.rows).toBeGreaterThan(HIDDEN_ROW);
      if (error.kind === 'text') expect(error.line >= 1 && error.line <= HIDDEN_ROW + 1).toBe(true);
      if (error.kind === 'floating') expect(error.col >= 0 && error.col < COLUMNS).toBe(true);
    },
  );

  it('refuses a megabyte of field by its length at once', () => {
    expect(withinBudget(() => readSimField(bigText('R.....\n', 150_000)))).toEqual({
      ok: false,
      error: { kind: 'long' },
    });
  });
});

describe('the simulator next pairs from a link (&q=)', () => {
  test.prop([linkText(queueText)], { numRuns: 400 })(
    'any text gives at most 64 pairs of colours, or a refusal quoting at most 8 characters, quickly',
    (text) => {
      const read = withinBudget(() => readSimQueue(text));
      if (read.ok) {
        expect(read.pairs.length).toBeLessThanOrEqual(MAX_SIM_PAIRS);
        for (const { pivot, child } of read.pairs) expect(isColor(pivot) && isColor(child)).toBe(true);
        expect(readSimQueue(simQueueText(read.pairs))).toEqual(read);
        return;
      }
      const { error } = read;
      if (error.kind === 'long') expect(text.length).toBeGreaterThan(MAX_QUEUE_TEXT);
      if (error.kind === 'many') expect(error.count).toBeGreaterThan(MAX_SIM_PAIRS);
      if (error.kind === 'pair') {
        expect(error.text.length).toBeGreaterThan(0);
        expect(error.text.length).toBeLessThanOrEqual(8);
        expect(error.index >= 1 && error.index <= MAX_SIM_PAIRS).toBe(true);
      }
    },
  );

  it('refuses a megabyte of pairs by its length at once', () => {
    expect(withinBudget(() => readSimQueue(bigText('RG,', 350_000)))).toEqual({
      ok: false,
      error: { kind: 'long' },
    });
  });
});
