import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
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
});
