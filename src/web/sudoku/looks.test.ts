import { describe, expect, it } from 'vitest';
import { conflictsOf, sudokuGame } from '../../sudoku/index.ts';
import { translator } from '../i18n/index.ts';
import { cellLooks, type Highlights, previewState } from './looks.ts';

const state = sudokuGame.newGame({ level: 'easy' }, '11');
const given = [...state.givens].findIndex((ch) => ch !== '.');
const empty = state.givens.indexOf('.');
const none: ReadonlySet<number> = new Set();
const marks = (extra: Partial<Highlights> = {}): Highlights => ({
  selection: new Set([given]),
  cursor: given,
  conflicts: none,
  wrong: none,
  flagged: none,
  hinted: none,
  ...extra,
});

describe('how the cells look', () => {
  it("highlights the cursor's row, column and box, and every cell of its digit", () => {
    const looks = cellLooks(state, marks(), translator('en'));
    expect(looks.filter((look) => look.classes.includes('peer'))).toHaveLength(20);
    const sameDigit = [...state.givens].filter((ch) => ch === state.givens[given]).length;
    expect(looks.filter((look) => look.classes.includes('same'))).toHaveLength(sameDigit);
    expect(looks[given].classes.split(' ')).toEqual(expect.arrayContaining(['selected', 'cursor', 'same']));
  });

  it('labels cells for screen readers in both languages', () => {
    const row = Math.floor(given / 9) + 1;
    const column = (given % 9) + 1;
    const digit = state.givens[given];
    expect(cellLooks(state, marks(), translator('en'))[given].label).toBe(
      `row ${row}, column ${column}: ${digit}, given`,
    );
    const repeated = marks({ conflicts: new Set([given]) });
    expect(cellLooks(state, repeated, translator('ja'))[given].label).toBe(
      `${row} 行 ${column} 列：${digit}（問題の数字）、重複`,
    );
    const marked = structuredClone(state);
    marked.centre[empty] = 0b101;
    expect(cellLooks(marked, marks(), translator('en'))[empty].label).toMatch(/: empty, marks 1 3$/);
  });

  it('shows a previewed digit in place of the cell, without calling it repeated', () => {
    const looks = cellLooks(
      state,
      marks({ preview: { cell: empty, digit: 7 }, conflicts: new Set([empty]) }),
      translator('en'),
    );
    expect(looks[empty].digit).toBe(7);
    expect(looks[empty].classes).toContain('preview');
    expect(looks[empty].label).toMatch(/: 7$/);
  });

  it('shows the repeats a previewed digit would make, not those of the digit it covers, and never calls it wrong', () => {
    const row = Math.floor(empty / 9);
    const rowGiven = [...Array(9).keys()].map((c) => row * 9 + c).find((c) => state.givens[c] !== '.')!;
    const clash = Number(state.givens[rowGiven]);
    const entered = structuredClone(state);
    entered.entries[empty] = clash;
    expect(conflictsOf(entered)).toContain(rowGiven);
    const fits = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((d) => {
      const trial = structuredClone(state);
      trial.entries[empty] = d;
      return conflictsOf(trial).length === 0;
    })!;
    const shown = previewState(entered, { cell: empty, digit: fits });
    expect(conflictsOf(shown)).toEqual([]);
    expect(entered.entries[empty]).toBe(clash); // the game's state untouched
    const looks = cellLooks(
      entered,
      marks({ preview: { cell: empty, digit: fits }, wrong: new Set([empty]) }),
      translator('en'),
    );
    expect(looks[empty].classes).not.toContain('wrong');
  });
});
