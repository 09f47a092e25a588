import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { bigText } from '../../test/bigText.ts';
import { expectLinearCost, hostileString, mutated, withinBudget } from '../../test/hostile.ts';
import { blockRecords, firstRecord, lineRecords } from './batch.ts';
import { InputError } from './io.ts';
import { parseRecord, puzzleRecords } from './sudoku/records.ts';

/** The records as they were cut before they were read lazily: the whole text split, every line kept. */
function splitLineRecords(text: string) {
  return text
    .split(/\r?\n/)
    .map((raw, i) => ({ line: i + 1, text: raw.trim() }))
    .filter((record) => record.text !== '' && !record.text.startsWith('#'));
}

function splitBlockRecords(text: string) {
  const records: { line: number; lines: string[] }[] = [];
  let current: { line: number; lines: string[] } | undefined;
  text.split(/\r?\n/).forEach((raw, i) => {
    if (raw.trim() === '') current = undefined;
    else if (current) current.lines.push(raw.trimEnd());
    else records.push((current = { line: i + 1, lines: [raw.trimEnd()] }));
  });
  return records;
}

const batchText = fc.oneof(
  hostileString(300),
  fc.string({ unit: fc.constantFrom('\n', '\r\n', ' ', '\t', '#', '*', '.', '1', 'x'), maxLength: 300 }),
);

describe('batch records', () => {
  test.prop([batchText])('one per line: the same records as splitting the whole text', (text) => {
    expect([...lineRecords(text)]).toEqual(splitLineRecords(text));
  });

  test.prop([batchText])('blocks: the same records, each a slice of the text from its first line', (text) => {
    const records = [...blockRecords(text)];
    expect(
      records.map((record) => ({
        line: record.line,
        lines: record.text.split(/\r?\n/).map((l) => l.trimEnd()),
      })),
    ).toEqual(splitBlockRecords(text));
  });

  test('records are read lazily: the first of a million lines comes at once', () => {
    const text = bigText('1\n', 1_000_000);
    expect(withinBudget(() => firstRecord(lineRecords(text)))).toEqual({ line: 1, text: '1' });
    const blocks = `*\n\n${text}`;
    blocks.indexOf('\u0000');
    expect(withinBudget(() => firstRecord(blockRecords(blocks)))).toEqual({ line: 1, text: '*' });
  });

  test('cutting records costs time linear in the text', () => {
    expectLinearCost(
      (n) => `# note\n${'.'.repeat(81)}\n\n`.repeat(n),
      (text) => {
        for (const _ of blockRecords(text, true));
        for (const _ of lineRecords(text));
      },
      2_000,
    );
  });
});

describe('sudoku records from a stranger', () => {
  const validFile = fc
    .array(fc.string({ unit: fc.constantFrom(...'.0123456789'), minLength: 81, maxLength: 81 }), {
      maxLength: 4,
    })
    .chain((puzzles) =>
      fc.constantFrom(
        puzzles.join('\n'),
        puzzles.map((p) => `# puzzle\n${p.match(/.{9}/g)?.join('\n')}`).join('\n\n'),
      ),
    );

  test.prop([fc.oneof(mutated(validFile), hostileString(400))], { numRuns: 300 })(
    'every record parses or is refused as bad input naming its line, quickly',
    (text) => {
      const outcomes = withinBudget(() =>
        Array.from(puzzleRecords(text), (record) => {
          try {
            return { record, digits: parseRecord(record, 'file') };
          } catch (error) {
            return { record, error };
          }
        }),
      );
      for (const { record, digits, error } of outcomes) {
        expect(record.text.trim()).not.toBe('');
        if (digits) expect(digits).toHaveLength(81);
        else {
          expect(error).toBeInstanceOf(InputError);
          const { message, line } = error as InputError;
          expect(message.length).toBeLessThanOrEqual(160);
          expect(line).toBeGreaterThanOrEqual(1);
        }
      }
    },
  );
});
