/**
 * The Sudoku page's address from a stranger: `?level=hard&n=1234` and `?p=<puzzle>` links. Whatever the
 * query, readAddress gives a choice, no choice, or a message key with short values, quickly; a `?p=` puzzle then
 * goes to the engine worker's `take`, which plays it or names why it cannot, quickly too.
 */
import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bigText } from '../../../test/bigText.ts';
import { hostileString, mutated, withinBudget } from '../../../test/hostile.ts';
import { LEVELS, sudokuGame } from '../../sudoku/index.ts';
import { translator } from '../i18n/index.ts';
import { addressOf, MAX_PUZZLE_NUMBER, type PuzzleChoice, readAddress } from './address.ts';
import { answerMessage } from './engineHost.ts';

const EASY = sudokuGame.newGame({ level: 'easy' }, '1').givens;
const HARD = sudokuGame.newGame({ level: 'hard' }, '2').givens;

/** The query part of an address addressOf wrote (`?p=...`). */
const searchOf = (choice: PuzzleChoice): string => addressOf(choice).slice('/sudoku'.length);

const puzzleText = fc.string({ unit: fc.constantFrom(...'123456789.'), minLength: 81, maxLength: 81 });
const choices: fc.Arbitrary<PuzzleChoice> = fc.oneof(
  fc.record({
    kind: fc.constant('level' as const),
    level: fc.constantFrom(...LEVELS),
    n: fc.integer({ min: 1, max: MAX_PUZZLE_NUMBER }),
  }),
  fc.record({
    kind: fc.constant('puzzle' as const),
    puzzle: fc.oneof(puzzleText, fc.constantFrom(EASY, HARD)),
  }),
);

describe('a Sudoku address', () => {
  test.prop([choices])('round-trips through addressOf', (choice) => {
    expect(readAddress(searchOf(choice))).toEqual({ ok: true, value: choice });
  });

  it('names a bad level or number, and refuses a long address by its length', () => {
    expect(readAddress('')).toEqual({ ok: true, value: undefined });
    expect(readAddress('?level=hard')).toEqual({ ok: true, value: { kind: 'level', level: 'hard', n: 0 } });
    expect(readAddress(`?level=${'x'.repeat(500)}`)).toEqual({
      ok: false,
      error: { key: 'sudoku.address.level', values: { level: 'x'.repeat(20) } },
    });
    for (const n of ['0', '-1', '1e3', '1000000000', '9'.repeat(400), ' 1', '1.5'])
      expect(readAddress(`?n=${encodeURIComponent(n)}`), n).toMatchObject({
        ok: false,
        error: { key: 'sudoku.address.number' },
      });
    const long = withinBudget(() => readAddress(`?p=${bigText('1', 1_000_000)}`));
    expect(long).toEqual({ ok: false, error: { key: 'sudoku.address.long' } });
  });

  const validSearch = choices.map(searchOf);
  test.prop(
    [
      fc.oneof(
        mutated(validSearch),
        hostileString(300).map((text) => `?${text}`),
        hostileString(300).map((text) => `?p=${encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '?'))}`),
        fc.integer({ min: 1900, max: 2100 }).map((length) => `?p=${'1'.repeat(length)}`),
      ),
    ],
    { numRuns: 400 },
  )('any query gives a choice, no choice or a short named error, quickly', (search) => {
    const read = withinBudget(() => readAddress(search));
    if (read.ok) {
      const choice = read.value;
      if (choice?.kind === 'level') {
        expect(LEVELS).toContain(choice.level);
        expect(Number.isSafeInteger(choice.n) && choice.n >= 0 && choice.n <= MAX_PUZZLE_NUMBER).toBe(true);
      }
      if (choice?.kind === 'puzzle') expect(choice.puzzle.length).toBeLessThanOrEqual(2000);
      return;
    }
    expect(read.error.key).toMatch(/^sudoku\.address\./);
    for (const lang of ['en', 'ja'] as const)
      expect(translator(lang)(read.error.key, read.error.values).length).toBeLessThanOrEqual(120);
  });
});

describe('a ?p= puzzle taken by the engine worker', () => {
  const linkedPuzzle = fc.oneof(
    mutated(fc.constantFrom(EASY, HARD, '.'.repeat(81), EASY.replace(/\./g, '0'))),
    hostileString(200),
    // As a 9-line grid, which a link may hold too.
    fc.constantFrom(EASY, HARD).map((p) => p.match(/.{9}/g)?.join('\n') ?? p),
  );

  test.prop([linkedPuzzle], { numRuns: 300 })(
    'any puzzle from a link is played or refused with a reason, quickly, and never throws',
    (puzzle) => {
      const answer = withinBudget(() => answerMessage({ id: 1, body: { type: 'take', puzzle } }));
      const body = answer?.body;
      expect(body?.type === 'made' || body?.type === 'unplayable', JSON.stringify(body)).toBe(true);
      if (body?.type === 'unplayable') {
        expect(body.reason.key).toMatch(/^sudoku\.refused\./);
        expect(translator('en')(body.reason.key, body.reason.values).length).toBeLessThanOrEqual(400);
      }
      if (body?.type === 'made') expect(body.state.givens).toMatch(/^[1-9.]{81}$/);
    },
  );

  it('plays the puzzle a link names, exactly', () => {
    const read = readAddress(searchOf({ kind: 'puzzle', puzzle: HARD }));
    if (!read.ok || read.value?.kind !== 'puzzle') throw new Error('not read');
    const answer = answerMessage({ id: 2, body: { type: 'take', puzzle: read.value.puzzle } });
    expect(answer?.body).toMatchObject({ type: 'made', state: { givens: HARD } });
  });
});
