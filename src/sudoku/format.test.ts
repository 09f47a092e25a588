import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { bigText } from '../../test/bigText.ts';
import {
  expectLinearCost,
  expectResultShape,
  hostileString,
  mutated,
  withinBudget,
} from '../../test/hostile.ts';
import { makeGrid, makePuzzle, parsePuzzle } from './format.ts';

const digits = fc.uint8Array({ min: 0, max: 9, minLength: 81, maxLength: 81 });

describe('puzzle formats', () => {
  test.prop([digits])('81-character lines round-trip', (grid) => {
    expect(parsePuzzle(makePuzzle(grid))).toEqual({ ok: true, value: grid });
    expect(parsePuzzle(makePuzzle(grid, '0'))).toEqual({ ok: true, value: grid });
  });

  test.prop([digits])('9-line grids round-trip', (grid) => {
    expect(makeGrid(grid).split('\n')).toHaveLength(9);
    expect(parsePuzzle(makeGrid(grid))).toEqual({ ok: true, value: grid });
  });

  it('accepts a ruled grid with spaces and bars', () => {
    const ruled = [
      '5 3 . | . 7 . | . . .',
      '6 . . | 1 9 5 | . . .',
      '. 9 8 | . . . | . 6 .',
      '------+-------+------',
      '8 . . | . 6 . | . . 3',
      '4 . . | 8 . 3 | . . 1',
      '7 . . | . 2 . | . . 6',
      '------+-------+------',
      '. 6 . | . . . | 2 8 .',
      '. . . | 4 1 9 | . . 5',
      '. . . | . 8 . | . 7 9',
    ].join('\n');
    const parsed = parsePuzzle(ruled);
    expect(parsed.ok && makePuzzle(parsed.value)).toBe(
      '53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79',
    );
  });

  it('names the position and the character of a bad cell', () => {
    const bad = parsePuzzle(`${'.'.repeat(11)}x${'.'.repeat(69)}`);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error).toMatchObject({ line: 1, column: 12 });
      expect(bad.error.message).toMatch(/"x" at position 12/);
    }
    const badGrid = parsePuzzle(['.........', '....a....', ...Array(7).fill('.........')].join('\n'));
    expect(!badGrid.ok && badGrid.error).toMatchObject({ line: 2, column: 5 });
  });

  it('names a wrong length', () => {
    const short = parsePuzzle('123');
    expect(!short.ok && short.error.message).toMatch(/only 3 cells, expected 81/);
    const long = parsePuzzle('.'.repeat(82));
    expect(!long.ok && long.error.message).toMatch(/more than 81 cells/);
  });

  it('names the row of a 9-line grid that is too short or too long, at its own line', () => {
    const rows = Array<string>(9).fill('123456789');
    const short = parsePuzzle(rows.map((row, i) => (i === 2 ? row.slice(0, 8) : row)).join('\n'));
    expect(!short.ok && short.error).toEqual({
      message: 'row has 8 cells, a row of the grid needs 9',
      line: 3,
      column: 9,
    });
    const long = parsePuzzle(rows.map((row, i) => (i === 4 ? `${row}1` : row)).join('\n'));
    expect(!long.ok && long.error).toEqual({
      message: 'row has more than 9 cells (the 10th is at position 10 of line 5)',
      line: 5,
      column: 10,
    });
    // A long row and a short one no longer make up 81 cells between them.
    const shifted = rows.map((row, i) => (i === 1 ? `${row}1` : i === 6 ? row.slice(1) : row)).join('\n');
    expect(!parsePuzzle(shifted).ok && parsePuzzle(shifted)).toMatchObject({ error: { line: 2 } });
    // Rulings and blank lines are not rows; an 81-cell line followed by a line end is still one puzzle.
    const ruled = ['', '123 456 789', ...rows.slice(1, 3), '---+---+---', ...rows.slice(3)].join('\n');
    expect(parsePuzzle(ruled).ok).toBe(true);
    expect(parsePuzzle(`${'.'.repeat(81)}\n`).ok).toBe(true);
  });
});

describe('puzzle text from a stranger', () => {
  const validText = fc.oneof(
    digits.map((grid) => makePuzzle(grid)),
    digits.map((grid) => makePuzzle(grid, '0')),
    digits.map((grid) => makeGrid(grid)),
    digits.map((grid) =>
      makeGrid(grid)
        .split('\n')
        .map((line) => `${line.slice(0, 3)} | ${line.slice(3, 6)} | ${line.slice(6)}`)
        .flatMap((line, row) => (row === 3 || row === 6 ? ['----+-----+----', line] : [line]))
        .join('\r\n'),
    ),
  );

  test.prop([fc.oneof(mutated(validText), hostileString())], { numRuns: 400 })(
    'any text gives 81 digits that round-trip, or an error naming line and position, quickly',
    (text) => {
      const result = withinBudget(() => parsePuzzle(text));
      expectResultShape(result, 160);
      if (!result.ok) {
        expect(result.error.line).toBeGreaterThanOrEqual(1);
        expect(result.error.column).toBeGreaterThanOrEqual(1);
        return;
      }
      expect(result.value).toHaveLength(81);
      expect(parsePuzzle(makePuzzle(result.value))).toEqual(result);
      expect(parsePuzzle(makeGrid(result.value))).toEqual(result);
    },
  );

  it('ignores blanks of any kind at the end of a line, as records read from a file always did', () => {
    const grid = makeGrid(new Uint8Array(81)).split('\n');
    const ragged = grid
      .map((line, row) => `${line}${['\u00a0', '\f', ' \t', '\ufeff'][row % 4]}`)
      .join('\r\n');
    expect(parsePuzzle(ragged)).toEqual({ ok: true, value: new Uint8Array(81) });
  });

  it('shows a bad character escaped, never raw', () => {
    const bad = parsePuzzle(`${'.'.repeat(40)}\u202e${'.'.repeat(40)}`);
    expect(!bad.ok && bad.error.message).toBe(
      'unexpected character "\\u202e" at position 41: expected 1-9, . or 0',
    );
    const surrogate = parsePuzzle(`\ud83d${'.'.repeat(80)}`);
    expect(!surrogate.ok && surrogate.error.message).toMatch(/^unexpected character "\\ud83d"/);
  });

  it('stops at the 82nd cell of a huge line, and reads many ruling lines in linear time', () => {
    const [ones, rulings] = [bigText('1', 10_000_000), bigText('---+---\n', 20_000)];
    const long = withinBudget(() => parsePuzzle(ones));
    expect(!long.ok && long.error).toEqual({
      message: 'more than 81 cells (the 82nd is at position 82)',
      line: 1,
      column: 82,
    });
    const ruled = withinBudget(() => parsePuzzle(rulings));
    expect(!ruled.ok && ruled.error.message).toBe('only 0 cells, expected 81');
    expectLinearCost(
      (n) => `${'-+-|= \n'.repeat(n)}${'.'.repeat(81)}`,
      (text) => parsePuzzle(text),
      10_000,
    );
  });
});
