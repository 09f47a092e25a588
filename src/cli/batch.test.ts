import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { bigText } from '../../test/bigText.ts';
import { expectLinearCostAsync, hostileString, measureCostAsync, mutated } from '../../test/hostile.ts';
import { type BatchRecords, blockRecords, lineRecords, linesOf, peek } from './batch.ts';
import { InputError } from './inputError.ts';
import { parseRecord, puzzleRecords } from './sudoku/records.ts';

/** The records as they were cut before they were streamed: the whole text split, every line kept. */
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

const all = async <T>(items: AsyncIterable<T>): Promise<T[]> => {
  const list: T[] = [];
  for await (const item of items) list.push(item);
  return list;
};

const batchText = fc.oneof(
  hostileString(300),
  fc.string({ unit: fc.constantFrom('\n', '\r\n', ' ', '\t', '#', '*', '.', '1', 'x'), maxLength: 300 }),
);

describe('batch records', () => {
  test.prop([batchText])('one per line: the same records as splitting the whole text', async (text) => {
    expect(await all(lineRecords(linesOf(text)))).toEqual(splitLineRecords(text));
  });

  test.prop([batchText])('blocks: the same records, each its lines from the first', async (text) => {
    const records = await all(blockRecords(linesOf(text)));
    expect(
      records.map((record) => ({
        line: record.line,
        lines: record.text.split('\n').map((l) => l.trimEnd()),
      })),
    ).toEqual(splitBlockRecords(text));
  });

  test('records are streamed: the first of a million lines comes at once', async () => {
    const text = bigText('1\n', 1_000_000);
    const first = async (records: BatchRecords) => (await peek(records, 1)).head[0];
    const lines = await measureCostAsync(() => first(lineRecords(linesOf(text))));
    expect(lines.value).toEqual({ line: 1, text: '1' });
    expect(lines.ms).toBeLessThan(100);
    const blocks = await measureCostAsync(() => first(blockRecords(linesOf(`*\n\n${text}`))));
    expect(blocks.value).toEqual({ line: 1, text: '*' });
    expect(blocks.ms).toBeLessThan(100);
  });

  test('a record longer than the most one may hold is refused, naming its first line', async () => {
    await expect(all(blockRecords(linesOf('..\n\n*****\n*****\n'), false, 'f', 8))).rejects.toEqual(
      new InputError('more than 8 characters in one record, the most one record may hold', 'f', 3),
    );
  });

  test('cutting records costs time linear in the text', async () => {
    await expectLinearCostAsync(
      (n) => `# note\n${'.'.repeat(81)}\n\n`.repeat(n),
      async (text) => {
        await all(blockRecords(linesOf(text), true));
        await all(lineRecords(linesOf(text)));
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
    async (text) => {
      const { value: records, ms } = await measureCostAsync(async () =>
        all(await puzzleRecords(linesOf(text))),
      );
      expect(ms).toBeLessThan(100);
      for (const record of records) {
        expect(record.text.trim()).not.toBe('');
        try {
          expect(parseRecord(record, 'file')).toHaveLength(81);
        } catch (error) {
          expect(error).toBeInstanceOf(InputError);
          const { message, line } = error as InputError;
          expect(message.length).toBeLessThanOrEqual(160);
          expect(line).toBeGreaterThanOrEqual(1);
        }
      }
    },
  );

  test.prop([
    fc.array(fc.constantFrom('', '# c', ' ', '.'.repeat(9), '.'.repeat(81), '1........'), { maxLength: 30 }),
  ])(
    'held back while deciding grid or line, blank and comment lines cut records as the whole text would',
    async (lines) => {
      const text = lines.join('\n');
      const grid = (await all(await puzzleRecords(linesOf(text)))).map((r) => r.line);
      // The reading as a whole text: the first two puzzle lines decide, then every line is cut that way.
      const significant = splitLineRecords(text).filter((r) => !r.text.startsWith('#'));
      const [first, second] = significant;
      const cells = (t: string) => t.replace(/[\s|]/g, '').length;
      const isGrid =
        first !== undefined &&
        (cells(first.text) === 9 ||
          (second !== undefined &&
            second.line === first.line + 1 &&
            cells(first.text) < 27 &&
            cells(second.text) < 27));
      const expected = isGrid
        ? splitBlockRecords(
            text
              .split('\n')
              .map((l) => (l.trim().startsWith('#') ? '' : l))
              .join('\n'),
          ).map((r) => r.line)
        : significant.map((r) => r.line);
      expect(grid).toEqual(expected);
    },
  );
});
